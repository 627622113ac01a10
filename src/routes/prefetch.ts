import { matchPath } from 'react-router';
import { subscribeCurrentUser, peekCurrentUser } from '../../providers/current-user.ts';
import { loadAllTranslations } from '../../providers/i18n-provider.ts';
import { wantNotificationHost } from '../../providers/notification-provider.ts';
import { hasToken } from '../../providers/session-store.ts';
import { AppShellPage } from './app-shell-page.ts';
import { registeredScreens, type RegisteredScreen } from './screen-registry.ts';

let started = false;

const whenIdle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 3_000 }) : setTimeout(run, 1_000));

const loadShell = () => AppShellPage.preload();

const segments = (path: string) => path.split('/').filter(Boolean);

/** The signed-in screen at `pathname`, as the router will choose it (a literal segment before a parameter). */
export function appScreenAt(pathname: string): RegisteredScreen | undefined {
  const count = segments(pathname).length;
  // matchPath compiles a pattern each call: only patterns with as many segments (or a splat) are tried.
  const matches = registeredScreens('app').filter((screen) => {
    const pattern = segments(screen.path);
    return (pattern.length === count || pattern.at(-1) === '*') && matchPath(screen.path, pathname);
  });
  // react-router ranks `/audience/contacts/voice` above `/audience/contacts/:id`: fewer parameters win.
  const rank = (path: string) => segments(path).filter((segment) => segment.startsWith(':') || segment === '*').length;
  return matches.sort((a, b) => rank(a.path) - rank(b.path))[0];
}

/**
 * Everything a signed-in screen opened by its address needs, fetched at once rather than each
 * after the one before (docs/architecture.md#deep-links): the shell, the screen's own chunk and
 * the app's translations load while the user is being fetched, instead of after it. Only with a
 * token, so a guest's /login never downloads any of it.
 */
export function prefetchDeepLink(pathname: string = location.pathname): void {
  if (!hasToken()) return;
  const screen = appScreenAt(pathname);
  if (!screen) return;
  void loadShell();
  void screen.Component.preload();
  void loadAllTranslations().catch(() => undefined);
}

/**
 * Once someone is signed in, fetch the signed-in shell in the background (on a guest page such as
 * signing in or onboarding, the dashboard too, so leaving it shows the app at once instead of
 * waiting on chunk downloads) and, when the browser is idle, mount the toasts' host. Guests never
 * trigger it, which keeps /login light.
 */
export function prefetchAppWhenSignedIn(): void {
  const start = () => {
    if (started || !peekCurrentUser()) return;
    started = true;
    void loadShell();
    if (!appScreenAt(location.pathname)) void import('../pages/dashboard/dashboard.tsx').catch(() => undefined);
    // After the screen has drawn: a toast asked for before then mounts the host itself.
    whenIdle(wantNotificationHost);
  };
  start();
  subscribeCurrentUser(start);
}
