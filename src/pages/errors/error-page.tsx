import type { ReactNode } from 'react';
import { Flex, theme } from 'antd';

export interface ErrorPageProps {
  code: number;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

/**
 * Plain text on purpose: antd's Result ships illustrations and its Typography copy, edit and
 * ellipsis support that the main bundle does not need (the server-error page is part of it).
 */
export function ErrorPage({ code, title, description, actions }: ErrorPageProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" justify="center" gap={8} style={{ minHeight: '60vh', padding: 24, textAlign: 'center' }}>
      <span style={{ color: token.colorTextSecondary, fontSize: 56, fontWeight: 600, lineHeight: 1 }} data-testid="error-code">
        {code}
      </span>
      <h1 style={{ margin: 0, color: token.colorTextHeading, fontSize: token.fontSizeHeading3, fontWeight: token.fontWeightStrong, lineHeight: token.lineHeightHeading3 }}>
        {title}
      </h1>
      {description && <p style={{ margin: `0 0 ${token.marginMD}px`, color: token.colorTextSecondary, fontSize: token.fontSize }}>{description}</p>}
      {actions && <Flex gap={8}>{actions}</Flex>}
    </Flex>
  );
}
