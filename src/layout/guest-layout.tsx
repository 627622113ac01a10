import { Suspense } from 'react';
import { Flex, Layout, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { ErrorBoundary } from '../pages/errors/error-boundary.tsx';
import { ColorModeSwitch } from './color-mode-switch.tsx';
import { LanguageSwitch } from './language-switch.tsx';

/** Blank layout of the guest pages (SPEC §2): no sidebar, just the brand and the two switches. */
export function GuestLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  return (
    <Layout style={{ minHeight: '100vh', background: token.colorBgLayout, color: token.colorText }}>
      <Flex justify="space-between" align="center" style={{ padding: '12px 24px' }}>
        <Typography.Text strong style={{ fontSize: 18 }}>
          {t('shell.brand')}
        </Typography.Text>
        <Flex gap={8}>
          <LanguageSwitch />
          <ColorModeSwitch />
        </Flex>
      </Flex>
      <Layout.Content style={{ display: 'flex', justifyContent: 'center', padding: '24px 16px 48px' }}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Layout.Content>
    </Layout>
  );
}
