import { useEffect } from 'react';
import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { fetchCurrentUser } from '../../../providers/current-user.ts';
import { homePathFor } from '../../../providers/home-path.ts';
import { http } from '../../../providers/http-client.ts';
import { hasToken } from '../../../providers/session-store.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { errorText } from '../../components/error-text.ts';
import { useRequest } from '../../hooks/use-request.ts';

const CONTINUE_AFTER_MS = 2500;

export function VerifyLink({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = params.get('id') ?? '';
  const hash = params.get('hash') ?? '';
  const query = { expires: params.get('expires'), signature: params.get('signature') };
  const { data, error, loading } = useRequest(
    `verify:${id}:${hash}:${query.signature}`,
    () => http.get(endpoints.verifyEmail(id, hash), query).then(() => true),
    { once: true },
  );

  const proceed = async () => {
    if (!hasToken()) return navigate('/login', { replace: true });
    const user = await fetchCurrentUser({ force: true }).catch(() => null);
    navigate(user ? homePathFor(user) : '/login', { replace: true });
  };

  useEffect(() => {
    if (!data) return;
    const timer = window.setTimeout(proceed, CONTINUE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [data]);

  return (
    <AuthCard title={t('auth.verify.title')}>
      {loading && <Spin tip={t('auth.verify.checking')}><div style={{ minHeight: 80 }} /></Spin>}
      {data && <Alert type="success" showIcon message={t('auth.verify.success')} role="status" />}
      {!!error && <Alert type="error" showIcon message={t('auth.verify.failed')} description={errorText(error, t)} role="alert" />}
      {!loading && (
        <Button type="primary" block style={{ marginTop: 16 }} onClick={proceed}>
          {hasToken() ? t('auth.verify.continue') : t('auth.verify.toLogin')}
        </Button>
      )}
    </AuthCard>
  );
}
