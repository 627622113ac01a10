import { useEffect } from 'react';
import { notification } from 'antd';
import { BrowserRouter, useNavigate } from 'react-router';
import { bindNotificationApi } from '../providers/notification-provider.ts';
import { setNavigator } from '../providers/session-events.ts';
import { AppRoutes } from './routes/app-routes.tsx';
import { ErrorBoundary } from './pages/errors/error-boundary.tsx';
import { NewVersionNotice } from './build/new-version-notice.tsx';
import { AppConfigProvider } from './theme/app-config-provider.tsx';
import { ColorModeProvider } from './theme/color-mode-context.tsx';

/**
 * Lets toasts outside React use a notification instance that follows the theme and direction.
 * (antd's App component would do it too, but drags the modal code into /login.)
 */
function NotificationHost() {
  const [api, holder] = notification.useNotification();
  useEffect(() => bindNotificationApi(api), [api]);
  return holder;
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
        <NotificationHost />
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
