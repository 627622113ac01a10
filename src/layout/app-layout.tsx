import { Suspense, useState } from 'react';
import { Drawer, Layout, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { ErrorBoundary } from '../pages/errors/error-boundary.tsx';
import { AppHeader } from './app-header.tsx';
import { SideMenu } from './side-menu.tsx';
import { useNarrowScreen } from './use-narrow-screen.ts';
import { ViewAsBanner } from './view-as-banner.tsx';

const COLLAPSED_KEY = 'sider-collapsed';

function Brand({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const brand = t('shell.brand');
  return (
    <div style={{ height: 56, display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 }}>
      <Typography.Text strong style={{ fontSize: collapsed ? 16 : 20 }}>
        {collapsed ? brand.charAt(0) : brand}
      </Typography.Text>
    </div>
  );
}

/**
 * The screen itself. Only it follows the address: the shell around it is not drawn again when a list
 * writes its page or sort into the URL, which on a deep link happens right after the first render.
 */
function Page() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Sidebar layout; under the md breakpoint the sidebar becomes a drawer so phones keep the width. */
export function AppLayout() {
  const { token } = theme.useToken();
  const mobile = useNarrowScreen();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const rtl = document.documentElement.dir === 'rtl';
  const { t } = useTranslation();

  const toggle = () => {
    if (mobile) return setDrawerOpen((open) => !open);
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '0' : '1');
    setCollapsed(!collapsed);
  };

  return (
    <Layout style={{ minHeight: '100vh', color: token.colorText }}>
      {mobile ? (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement={rtl ? 'right' : 'left'}
          width={280}
          styles={{ body: { padding: 0 } }}
          title={t('shell.brand')}
        >
          <SideMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Layout.Sider
          collapsed={collapsed}
          collapsedWidth={64}
          width={240}
          theme="light"
          style={{
            borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
            height: '100vh',
            position: 'sticky',
            top: 0,
            overflow: 'auto',
          }}
        >
          <Brand collapsed={collapsed} />
          <SideMenu collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout>
        <AppHeader compact={mobile} menuOpen={mobile ? drawerOpen : !collapsed} onToggleMenu={toggle} />
        <ViewAsBanner />
        <Layout.Content style={{ padding: mobile ? 12 : 24, minWidth: 0 }}>
          <Page />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
