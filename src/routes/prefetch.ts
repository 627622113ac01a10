import { subscribeCurrentUser, peekCurrentUser } from '../../providers/current-user.ts';
import { wantNotificationHost } from '../../providers/notification-provider.ts';

let started = false;

/**
 * Once someone is signed in, fetch the signed-in shell and the dashboard in the background and
 * mount the toasts' host, so leaving /login or onboarding shows the app at once instead of waiting
 * on chunk downloads. Guests never trigger it, which keeps /login light.
 */
export function prefetchAppWhenSignedIn(): void {
  const start = () => {
    if (started || !peekCurrentUser()) return;
    started = true;
    void import('../layout/app-shell.tsx').catch(() => undefined);
    void import('../pages/dashboard/dashboard.tsx').catch(() => undefined);
    wantNotificationHost();
  };
  start();
  subscribeCurrentUser(start);
}
