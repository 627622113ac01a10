import type { ReactNode } from 'react';
import { Card, Flex, type CardProps } from 'antd';

/** A purpose-built panel below a record's fields: a card whose title leads with its icon. */
export function PanelCard({ icon, title, children, ...card }: { icon: ReactNode; title: ReactNode; children: ReactNode } & Omit<CardProps, 'title'>) {
  return (
    <Card
      style={{ marginTop: 16 }}
      title={
        <Flex gap={8} align="center">
          {icon}
          {title}
        </Flex>
      }
      {...card}
    >
      {children}
    </Card>
  );
}
