/** The contacts at a node now or that passed it: their journey's status, when they entered, when their wait ends, what their last step answered. */
import { useEffect, useState } from 'react';
import { Alert, Grid, Drawer, Flex, Segmented, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { JOURNEY_STATUSES, nodeContactsPath, type JourneyStatus, type nodeContactsOutput } from '../../../../resources/automations/automation-api.ts';
import { DateTime } from '../../../components/date-time.tsx';
import { errorText } from '../../../components/error-text.ts';
import { Ltr } from '../../../components/ltr.tsx';
import { useFreshGet } from '../../../hooks/use-fresh-get.ts';

type Page = z.infer<typeof nodeContactsOutput>;
type Row = Page['rows'][number];

export const JOURNEY_COLOURS: Record<JourneyStatus, string> = { active: 'blue', waiting: 'gold', completed: 'green', failed: 'red', exited: 'default' };
const PAGE_SIZE = 25;

export interface NodeContactsDrawerProps {
  automationId: number;
  nodeId: string;
  open: boolean;
  onClose: () => void;
}

export function NodeContactsDrawer({ automationId, nodeId, open, onClose }: NodeContactsDrawerProps) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [status, setStatus] = useState<JourneyStatus | 'all'>('all');
  const [page, setPage] = useState(1);

  useEffect(() => {
    setPage(1);
  }, [nodeId, status]);
  const query = { _start: (page - 1) * PAGE_SIZE, _end: page * PAGE_SIZE, ...(status !== 'all' && { status }) };
  const { data, error, loading } = useFreshGet<Page>(nodeContactsPath(automationId, nodeId), { enabled: open, query });

  return (
    <Drawer open={open} onClose={onClose} title={t('automations.stats.contactsTitle', { node: nodeId })} width={screens.md ? 760 : '100%'} destroyOnHidden data-testid="node-contacts">
      <Flex vertical gap={12}>
        <Segmented<JourneyStatus | 'all'>
          value={status}
          onChange={setStatus}
          options={[{ value: 'all', label: t('automations.stats.all') }, ...JOURNEY_STATUSES.map((s) => ({ value: s, label: t(`automations.stats.statuses.${s}`) }))]}
          data-testid="node-contacts-status"
        />
        {!!error && <Alert type="error" showIcon message={errorText(error, t)} />}
        <Table<Row>
          rowKey={(r) => `${r.contact_id}-${r.entered_at}`}
          size="small"
          loading={loading}
          dataSource={data?.rows ?? []}
          locale={{ emptyText: t('automations.stats.noContacts') }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
          columns={[
            {
              title: t('automations.stats.columns.phone'),
              dataIndex: 'phone',
              render: (phone: string, row) => (
                <Link to={`/audience/contacts/${row.contact_id}`}>
                  <Ltr>{phone}</Ltr>
                </Link>
              ),
            },
            { title: t('automations.stats.columns.name'), dataIndex: 'name', render: (v: string | null) => (v ? <span dir="auto">{v}</span> : '—') },
            { title: t('automations.stats.columns.status'), dataIndex: 'status', render: (s: JourneyStatus) => <Tag color={JOURNEY_COLOURS[s]}>{t(`automations.stats.statuses.${s}`)}</Tag> },
            { title: t('automations.stats.columns.entered'), dataIndex: 'entered_at', render: (v: string) => <DateTime value={v} compact /> },
            { title: t('automations.stats.columns.due'), dataIndex: 'due_at', render: (v: string | null) => <DateTime value={v} compact /> },
            { title: t('automations.stats.columns.lastOutcome'), dataIndex: 'last_outcome', render: (v: string | null) => (v ? t(`automations.nodes.outcome.enums.outcomes.${v}`, { defaultValue: v }) : '—') },
          ]}
        />
      </Flex>
    </Drawer>
  );
}
