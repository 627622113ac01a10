import { useEffect } from 'react';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { http } from '../../../providers/http-client.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { errorText } from '../../components/error-text.ts';
import { useRequest } from '../../hooks/use-request.ts';

/** Asks the API for Google's consent URL and leaves for it. */
export default function GoogleAuth() {
  const { t } = useTranslation();
  const { data, error } = useRequest('google-redirect', () => http.get<{ url: string }>(endpoints.googleRedirect), {
    once: true,
  });

  useEffect(() => {
    if (data?.url) window.location.assign(data.url);
  }, [data]);

  return (
    <AuthCard title={t('auth.google.title')} footer={<Link to="/login">{t('auth.google.back')}</Link>}>
      {error ? (
        <Alert type="error" showIcon message={t('auth.google.unavailable')} description={errorText(error, t)} role="alert" />
      ) : (
        <Spin tip={t('auth.google.redirecting')}>
          <div style={{ minHeight: 80 }} />
        </Spin>
      )}
    </AuthCard>
  );
}
