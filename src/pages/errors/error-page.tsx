import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

export interface ErrorPageProps {
  code: number;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

/** Plain text on purpose: antd's Result ships illustrations the main bundle does not need. */
export function ErrorPage({ code, title, description, actions }: ErrorPageProps) {
  return (
    <Flex vertical align="center" justify="center" gap={8} style={{ minHeight: '60vh', padding: 24, textAlign: 'center' }}>
      <Typography.Text type="secondary" style={{ fontSize: 56, fontWeight: 600, lineHeight: 1 }} data-testid="error-code">
        {code}
      </Typography.Text>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
      {actions && <Flex gap={8}>{actions}</Flex>}
    </Flex>
  );
}
