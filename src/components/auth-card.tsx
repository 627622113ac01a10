import type { ReactNode } from 'react';
import { Alert, Typography, theme } from 'antd';
import { usePageTitle } from '../hooks/use-page-title.ts';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** A failure that belongs to no field, shown above the form. */
  error?: string | null;
  onErrorClose?: () => void;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
}

/** A plain panel rather than antd's Card, whose tabs support /login would download for nothing. */
export function AuthCard({ title, subtitle, error, onErrorClose, children, footer, width = 420 }: AuthCardProps) {
  const { token } = theme.useToken();
  usePageTitle(title);
  return (
    <section
      style={{
        width: '100%',
        maxWidth: width,
        alignSelf: 'flex-start',
        marginTop: '6vh',
        padding: 32,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowTertiary,
      }}
    >
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
      {error && (
        <Alert type="error" showIcon message={error} closable onClose={onErrorClose} style={{ marginBottom: 16 }} role="alert" />
      )}
      {children}
      {footer && <div style={{ marginTop: 16, textAlign: 'center' }}>{footer}</div>}
    </section>
  );
}
