import { useEffect } from 'react';
import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { SIGNUP_TICKET_HEADER } from '../../../resources/account/schemas.ts';
import { startSession } from '../../../providers/auth-provider.ts';
import { fetchCurrentUser } from '../../../providers/current-user.ts';
import { homePathFor } from '../../../providers/home-path.ts';
import { http } from '../../../providers/http-client.ts';
import { getPendingSignup, hasToken } from '../../../providers/session-store.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { errorText } from '../../components/error-text.ts';
import { useRequest } from '../../hooks/use-request.ts';

const CONTINUE_AFTER_MS = 2500;

interface Verified {
  message: string;
  access_token?: string;
}

/**
 * The mailed link. Opened in the browser that signed up, it carries that sign-up's ticket and the
 * answer signs the browser in; anywhere else it only verifies, and the user signs in as usual.
 */
export function VerifyLink({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = params.get('id') ?? '';
  const hash = params.get('hash') ?? '';
  const query = { expires: params.get('expires'), signature: params.get('signature') };
  const { data, error, loading } = useRequest(
    `verify:${id}:${hash}:${query.signature}`,
    async () => {
      const ticket = getPendingSignup()?.ticket;
      const answer = await http.get<Verified>(endpoints.verifyEmail(id, hash), query, { headers: ticket ? { [SIGNUP_TICKET_HEADER]: ticket } : {} });
      if (answer.access_token) await startSession(answer.access_token);
      return true;
    },
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
