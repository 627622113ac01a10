import { useState } from 'react';
import { Button, Card, Table } from 'antd';
import { useTable } from '@refinedev/antd';
import { useTranslation } from 'react-i18next';
import type { Mail } from '../../../../resources/account/schemas.ts';
import { DateTime } from '../../../components/date-time.tsx';
import { Ltr } from '../../../components/ltr.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { MailDrawer } from './mail-drawer.tsx';

/** Platform staff: every mail the app sent (or would have sent) when no SMTP server is set up. */
export default function MailOutbox() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Mail | null>(null);
  const { tableProps } = useTable<Mail>({
    resource: 'management/mail-outbox',
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    pagination: { pageSize: 10 },
    syncWithLocation: false,
  });

  return (
    <>
      <PageHeader title={t('outbox.title')} subtitle={t('outbox.subtitle')} />
      <Card>
        <Table<Mail>
          {...tableProps}
          rowKey="id"
          scroll={{ x: 720 }}
          locale={{ emptyText: t('outbox.empty') }}
          onRow={(mail) => ({ onClick: () => setOpen(mail), style: { cursor: 'pointer' } })}
          columns={[
            { title: t('outbox.columns.to'), dataIndex: 'to', render: (to: string) => <Ltr>{to}</Ltr> },
            { title: t('outbox.columns.subject'), dataIndex: 'subject', ellipsis: true },
            {
              title: t('outbox.columns.createdAt'),
              dataIndex: 'created_at',
              sorter: true,
              defaultSortOrder: 'descend',
              width: 200,
              render: (value: string) => <DateTime value={value} />,
            },
            {
              title: t('common.actions'),
              key: 'actions',
              align: 'end',
              width: 100,
              render: (_: unknown, mail) => (
                <Button size="small" onClick={(event) => (event.stopPropagation(), setOpen(mail))}>
                  {t('outbox.open')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <MailDrawer mail={open} onClose={() => setOpen(null)} />
    </>
  );
}
