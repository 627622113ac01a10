import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { isNotificationHostWanted, subscribeNotificationHost } from '../providers/notification-provider.ts';
import { setNavigator } from '../providers/session-events.ts';
import { AppRoutes } from './routes/app-routes.tsx';
import { ErrorBoundary } from './pages/errors/error-boundary.tsx';
import { NewVersionNotice } from './build/new-version-notice.tsx';
import { AppConfigProvider } from './theme/app-config-provider.tsx';
import { ColorModeProvider } from './theme/color-mode-context.tsx';

// A host that cannot load (a deploy removed its chunk) costs the toasts, never the page.
const NoHost = () => <></>;
const NotificationHost = lazy(() => import('./components/notification-host.tsx').catch(() => ({ default: NoHost })));

/** Mounts the toasts' host once a toast is asked for, or someone signs in (src/routes/prefetch.ts). */
function LazyNotificationHost() {
  const wanted = useSyncExternalStore(subscribeNotificationHost, isNotificationHostWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <NotificationHost />
    </Suspense>
  ) : null;
}

/** Lets the http client send a 409 to /verify-email without reloading the app. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to) => navigate(to)), [navigate]);
  return null;
}

export function App() {
  return (
    <ColorModeProvider>
      <AppConfigProvider>
        <LazyNotificationHost />
        <NewVersionNotice />
        <BrowserRouter>
          <NavigatorBridge />
          <ErrorBoundary>
            <AppRoutes />
          </ErrorBoundary>
        </BrowserRouter>
      </AppConfigProvider>
    </ColorModeProvider>
  );
}
