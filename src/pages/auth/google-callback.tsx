import { useEffect } from 'react';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { startSession } from '../../../providers/auth-provider.ts';
import { homePathFor } from '../../../providers/home-path.ts';
import { http } from '../../../providers/http-client.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { errorText } from '../../components/error-text.ts';
import { useRequest } from '../../hooks/use-request.ts';

/** Google sent the user back with `code` and `state`; the API trades them for our token. */
export default function GoogleCallback() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { data, error } = useRequest(
    `google-callback:${search}`,
    async () => {
      const query = Object.fromEntries(new URLSearchParams(search));
      const answer = await http.get<{ access_token: string }>(endpoints.googleCallback, query);
      return startSession(answer.access_token);
    },
    { once: true },
  );

  useEffect(() => {
    if (data) navigate(homePathFor(data), { replace: true });
  }, [data, navigate]);

  return (
    <AuthCard title={t('auth.google.title')} footer={<Link to="/login">{t('auth.google.back')}</Link>}>
      {error ? (
        <Alert type="error" showIcon message={t('auth.google.failed')} description={errorText(error, t)} role="alert" />
      ) : (
        <Spin tip={t('auth.google.signingIn')}>
          <div style={{ minHeight: 80 }} />
        </Spin>
      )}
    </AuthCard>
  );
}
