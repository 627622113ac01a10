// Must come first: lets antd 5's static APIs (notification, Modal.confirm) render with React 19.
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchCurrentUser } from '../providers/current-user.ts';
import { initI18n } from '../providers/i18n-provider.ts';
import { logout } from '../providers/logout.ts';
import { setLogoutHandler } from '../providers/session-events.ts';
import { hasToken } from '../providers/session-store.ts';
import { installChunkReload } from './build/chunk-reload.ts';
import { prefetchAppWhenSignedIn, prefetchDeepLink } from './routes/prefetch.ts';
import { App } from './app.tsx';
import './styles.css';

setLogoutHandler(() => logout({ forced: true }));
installChunkReload();
// Start the user fetch before the first render so guards rarely have to wait (docs/areas/account-and-teams.md#the-current-user),
// and the signed-in screen's code and texts beside it (docs/architecture.md#deep-links).
if (hasToken()) fetchCurrentUser().catch(() => undefined);
prefetchDeepLink();
prefetchAppWhenSignedIn();

initI18n().finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
