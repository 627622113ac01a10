import type { ReactNode } from 'react';
import { Alert, theme } from 'antd';
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

/**
 * A plain panel rather than antd's Card (whose tabs support /login would download for nothing), with
 * a plain heading and lead for the same reason: antd's Typography brings copy, edit and ellipsis.
 */
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
      <h1 style={{ margin: `0 0 ${token.marginXS}px`, color: token.colorTextHeading, fontSize: token.fontSizeHeading3, fontWeight: token.fontWeightStrong, lineHeight: token.lineHeightHeading3 }}>
        {title}
      </h1>
      {subtitle && <p style={{ margin: `0 0 ${token.marginMD}px`, color: token.colorTextSecondary, fontSize: token.fontSize }}>{subtitle}</p>}
      {error && (
        <Alert type="error" showIcon message={error} closable onClose={onErrorClose} style={{ marginBottom: 16 }} role="alert" />
      )}
      {children}
      {footer && <div style={{ marginTop: 16, textAlign: 'center' }}>{footer}</div>}
    </section>
  );
}
