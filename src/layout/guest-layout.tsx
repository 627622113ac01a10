import { Suspense } from 'react';
import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { ErrorBoundary } from '../pages/errors/error-boundary.tsx';
import { ColorModeSwitch } from './color-mode-switch.tsx';
import { LanguageSwitch } from './language-switch.tsx';

/** Blank layout of the guest pages (docs/areas/account-and-teams.md#guest-pages): no sidebar, just the brand and the two switches. */
export function GuestLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  return (
    // Plain elements rather than antd's Layout: the sign-in pages need no sider code.
    <Flex vertical style={{ minHeight: '100vh', background: token.colorBgLayout, color: token.colorText }}>
      <Flex justify="space-between" align="center" style={{ padding: '12px 24px' }}>
        <span style={{ fontSize: 18, fontWeight: token.fontWeightStrong }}>{t('shell.brand')}</span>
        <Flex gap={8}>
          <LanguageSwitch />
          <ColorModeSwitch />
        </Flex>
      </Flex>
      <main style={{ flex: 'auto', display: 'flex', justifyContent: 'center', padding: '24px 16px 48px' }}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
    </Flex>
  );
}
