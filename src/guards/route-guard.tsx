import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { fetchCurrentUser } from '../../providers/current-user.ts';
import { getPendingSignup } from '../../providers/session-store.ts';
import { useSession } from '../session/use-session.ts';
import { PageSpinner } from '../components/page-spinner.tsx';
import { ServerError } from '../pages/errors/server-error.tsx';
import { decideGuards, type GuardKind } from './guard-decision.ts';

export function RouteGuard({ kinds, children }: { kinds: GuardKind[]; children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const decision = decideGuards(kinds, { ...session, pendingSignup: !!getPendingSignup() }, location);
  // Once the page is showing, a user load it started itself (sign-in, accepting an invitation)
  // must not swap it for a spinner: that would unmount the page and its state mid-action.
  const shown = useRef(false);
  if (decision.type === 'allow') shown.current = true;

  useEffect(() => {
    if (session.hasToken && session.status === 'idle') fetchCurrentUser().catch(() => undefined);
  }, [session.hasToken, session.status]);

  switch (decision.type) {
    case 'wait':
      return shown.current ? <>{children}</> : <PageSpinner fullscreen />;
    case 'error':
      // Signed in, but the server did not answer who the user is: say so, offer a retry.
      return (
        <ServerError code={503} description={t('errors.network')} onRetry={() => fetchCurrentUser({ force: true }).catch(() => undefined)} />
      );
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    default:
      return <>{children}</>;
  }
}
