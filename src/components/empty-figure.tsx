import type { ReactNode } from 'react';
import { Flex, theme, Typography } from 'antd';

/** A card's deliberate "nothing here": an icon, what is missing and why, and where to go about it. */
export function EmptyFigure({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" justify="center" gap={6} style={{ minHeight: 160, textAlign: 'center', padding: '8px 16px' }} data-testid="empty-figure">
      <span style={{ fontSize: 28, color: token.colorTextQuaternary }} aria-hidden>
        {icon}
      </span>
      <Typography.Text strong>{title}</Typography.Text>
      {children && (
        <Typography.Text type="secondary" style={{ maxWidth: 360 }}>
          {children}
        </Typography.Text>
      )}
    </Flex>
  );
}
