/**
 * An audited record's history on its page (docs/areas/workspace.md#audit-log): who changed it and
 * when, the action, and each field from what to what (a secret only that it changed), newest first.
 */
import { useState } from 'react';
import { Button, Flex, Space, Table, Timeline, Typography } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BaseRecord } from '@refinedev/core';
import type { Resource } from '../../../../resources/kit/index.ts';
import { MASKED, type AuditChanges } from '../../../../resources/workspace/audit-log.ts';
import { DateTime } from '../../../components/date-time.tsx';
import { PanelCard } from '../../../components/panel-card.tsx';
import { FieldValue } from '../../../resource-ui/field-value.tsx';
import { useFreshGet } from '../../../hooks/use-fresh-get.ts';

interface AuditRow extends BaseRecord {
  id: number;
  at: string;
  user_name: string | null;
  action: string;
  changes: AuditChanges;
  note: string | null;
}

const PAGE = 20;

export default function AuditHistoryPanel({ resource, id, record }: { resource: Resource; id: string; record: BaseRecord }) {
  const { t, i18n } = useTranslation();
  const [end, setEnd] = useState(PAGE);
  const { data, loading } = useFreshGet<AuditRow[]>('/v1/audit-log', { query: { resource: resource.name, record_id: id, _sort: 'id', _order: 'desc', _end: end } });
  const rows = (data ?? []) as unknown as AuditRow[];
  const actionLabel = (action: string) => (i18n.exists(`audit-log.actions.${action}`) ? t(`audit-log.actions.${action}`) : i18n.exists(`${resource.name}.actions.${action}`) ? t(`${resource.name}.actions.${action}`) : action);
  // As the record's page lists its fields (the log keeps them in the database's key order).
  const order = Object.keys(resource.fields);
  const inFieldOrder = (changes: AuditChanges) => Object.entries(changes).sort(([a], [b]) => (order.indexOf(a) + 1 || order.length + 1) - (order.indexOf(b) + 1 || order.length + 1));
  const value = (name: string, v: unknown) => {
    if (v === MASKED) return <Typography.Text type="secondary">{t('audit-log.panel.masked')}</Typography.Text>;
    const field = resource.fields[name];
    if (!field) return <span>{v === null || v === undefined ? '—' : JSON.stringify(v)}</span>;
    return <FieldValue resource={resource} name={name} field={field} record={{ ...record, [name]: v }} />;
  };
  return (
    <PanelCard
      icon={<HistoryOutlined aria-hidden />}
      title={t('audit-log.panel.title')}
      extra={<Link to={`/settings/audit-log?resource=${encodeURIComponent(resource.name)}&record_id=${encodeURIComponent(id)}`}>{t('audit-log.panel.all')}</Link>}
      data-testid="audit-history-panel"
    >
      {!rows.length && !loading ? (
        <Typography.Text type="secondary">{t('audit-log.panel.empty')}</Typography.Text>
      ) : (
        <Timeline
          items={rows.map((row) => ({
            key: row.id,
            color: row.action === 'delete' ? 'red' : row.action === 'create' ? 'green' : 'blue',
            children: (
              <Flex vertical gap={4} data-testid="audit-entry">
                {/* Each part isolated, so a Latin name and a date read right inside a right-to-left line. */}
                <Space size={6} wrap>
                  <Typography.Text strong>{actionLabel(row.action)}</Typography.Text>
                  <Typography.Text type="secondary">·</Typography.Text>
                  <bdi>{row.user_name ?? '—'}</bdi>
                  <Typography.Text type="secondary">·</Typography.Text>
                  <bdi>
                    <DateTime value={row.at} />
                  </bdi>
                </Space>
                {row.note && <Typography.Text type="secondary">{row.note}</Typography.Text>}
                {Object.keys(row.changes).length > 0 && (
                  <Table
                    size="small"
                    pagination={false}
                    rowKey="field"
                    dataSource={inFieldOrder(row.changes).map(([field, [from, to]]) => ({ field, from, to }))}
                    columns={[
                      { key: 'field', title: t('audit-log.panel.field'), dataIndex: 'field', render: (f: string) => (i18n.exists(`${resource.name}.fields.${f}`) ? t(`${resource.name}.fields.${f}`) : f) },
                      { key: 'from', title: t('audit-log.panel.from'), render: (_: unknown, c: { field: string; from: unknown; to: unknown }) => value(c.field, c.from) },
                      { key: 'to', title: t('audit-log.panel.to'), render: (_: unknown, c: { field: string; from: unknown; to: unknown }) => value(c.field, c.to) },
                    ]}
                  />
                )}
              </Flex>
            ),
          }))}
        />
      )}
      {rows.length >= end && (
        <Button onClick={() => setEnd(end + PAGE)} loading={loading}>
          {t('audit-log.panel.more')}
        </Button>
      )}
    </PanelCard>
  );
}
