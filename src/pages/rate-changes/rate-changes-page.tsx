/**
 * The rate changes desk (docs/areas/sms.md#rate-changes): changes grouped by day and, within a
 * day, by batch (a deck, an edit, a bulk change), each with its counts of increases and decreases
 * and its largest changes first. A pending batch is approved or rejected here; an increase inside
 * the route's notice waits for its end unless the admin overrides it with a reason.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Form, Input, Modal, Segmented, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatFieldMoney } from '../../../resources/format/money.ts';
import { RATE_CHANGE_GROUPS_API, type GroupChange, type RateChangeGroup } from '../../../resources/sms/rate-change-groups.ts';
import { SMS_PRICE_SCALE } from '../../../resources/sms/shared.ts';
import { DateTime } from '../../components/date-time.tsx';
import { errorText } from '../../components/error-text.ts';
import { Ltr } from '../../components/ltr.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { useAccess } from '../../hooks/use-access.ts';
import { useFreshGet } from '../../hooks/use-fresh-get.ts';
import { useRateChangeDecisions } from './decision-api.ts';

type Scope = 'pending' | 'decided' | 'all';
const PAGE = 20;
const PRICE = { scale: SMS_PRICE_SCALE, precision: 'price' } as const;
const MEANING = { pending: 'planned', approved: 'success', applied: 'success', rejected: 'ended' } as const;

/** What a decision dialog is for. */
type Deciding = { group: RateChangeGroup; kind: 'approve' | 'override' | 'reject' };

export default function RateChangesPage() {
  const { t, i18n } = useTranslation();
  const { open } = useNotification();
  const allowed = useAccess();
  const mayDecide = allowed({ resource: 'rate-change-batches', action: 'approve' });
  const [scope, setScope] = useState<Scope>('pending');
  const [end, setEnd] = useState(PAGE);
  const { data, loading, error, reload } = useFreshGet<RateChangeGroup[]>(RATE_CHANGE_GROUPS_API, { query: { _start: 0, _end: end, ...(scope !== 'all' && { status: scope }) } });
  const groups = (data ?? []) as unknown as RateChangeGroup[];
  const [deciding, setDeciding] = useState<Deciding>();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason?: string }>();
  const { approveChanges, rejectChanges } = useRateChangeDecisions();

  const byDay = useMemo(() => {
    const days = new Map<string, RateChangeGroup[]>();
    for (const g of groups) days.set(g.day, [...(days.get(g.day) ?? []), g]);
    return [...days];
  }, [groups]);

  const money = (units: number | null, currency: string) => (units === null ? '—' : formatFieldMoney(PRICE, units, currency, i18n.language));
  const percent = (ratio: number | null) => (ratio === null ? '—' : new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'always' }).format(ratio));

  const decide = async () => {
    if (!deciding) return;
    const { group, kind } = deciding;
    const { reason } = await form.validateFields();
    setBusy(true);
    try {
      if (kind === 'reject') {
        await rejectChanges({ batch_id: group.batch_id!, reason });
        open?.({ type: 'success', message: t('rate-change-desk.rejected') });
      } else {
        const answer = await approveChanges({ batch_id: group.batch_id!, override_notice: kind === 'override', reason });
        open?.({ type: 'success', message: answer.deferred ? t('rate-change-desk.approvedDeferred', { count: answer.approved, deferred: answer.deferred }) : t('rate-change-desk.approved', { count: answer.approved }) });
      }
      setDeciding(undefined);
      form.resetFields();
      reload();
    } catch (e) {
      open?.({ type: 'error', message: errorText(e, t) });
      reload();
    } finally {
      setBusy(false);
    }
  };

  const columns = [
    {
      key: 'network',
      title: t('rate-changes.fields.network_name'),
      render: (_: unknown, c: GroupChange) => (
        <Space size={4} wrap>
          <Typography.Text>{c.network_name}</Typography.Text>
          <Typography.Text type="secondary">
            <Ltr>
              {c.country} · {c.mcc}/{c.mnc}
            </Ltr>
          </Typography.Text>
        </Space>
      ),
    },
    { key: 'change', title: t('rate-changes.fields.change'), render: (_: unknown, c: GroupChange) => <Tag color={CHANGE_COLOR[c.change]}>{t(`rate-changes.enums.change.${c.change}`)}</Tag> },
    { key: 'old', title: t('rate-changes.fields.old_price'), align: 'end' as const, render: (_: unknown, c: GroupChange) => <Ltr>{money(c.old_price, c.currency)}</Ltr> },
    { key: 'new', title: t('rate-changes.fields.new_price'), align: 'end' as const, render: (_: unknown, c: GroupChange) => <Ltr>{money(c.change === 'closed' ? null : c.new_price, c.currency)}</Ltr> },
    {
      key: 'ratio',
      title: t('rate-change-desk.ratio'),
      align: 'end' as const,
      render: (_: unknown, c: GroupChange) => (
        <Typography.Text type={c.change_ratio === null ? 'secondary' : c.change_ratio > 0 ? 'danger' : 'success'} strong>
          <Ltr>{percent(c.change_ratio)}</Ltr>
        </Typography.Text>
      ),
    },
    {
      key: 'effective',
      title: t('rate-changes.fields.effective_from'),
      render: (_: unknown, c: GroupChange) => (
        <Space size={4} wrap>
          <Ltr>{c.effective_from}</Ltr>
          {c.inside_notice && (
            <Tooltip title={t('rate-change-desk.insideNoticeHelp')}>
              <Tag color="orange">{t('rate-change-desk.insideNotice')}</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('rate-changes.title')} subtitle={t('rate-change-desk.subtitle')} />
      <Flex style={{ marginBottom: 16 }} gap={12} wrap align="center">
        <Segmented<Scope>
          value={scope}
          onChange={(next) => {
            setScope(next);
            setEnd(PAGE);
          }}
          options={(['pending', 'decided', 'all'] as const).map((s) => ({ value: s, label: t(`rate-change-desk.scope.${s}`) }))}
        />
      </Flex>
      {error && <Alert type="error" showIcon message={errorText(error, t)} style={{ marginBottom: 16 }} />}
      {!groups.length && !loading ? (
        <Card>
          <Empty description={t(scope === 'pending' ? 'rate-change-desk.emptyPending' : 'rate-change-desk.empty')} />
        </Card>
      ) : (
        byDay.map(([day, list]) => (
          <section key={day} style={{ marginBottom: 24 }} aria-label={day}>
            <Typography.Title level={5} style={{ marginBottom: 12 }}>
              {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))}
            </Typography.Title>
            <Flex vertical gap={16}>
              {list.map((g) => (
                <Card
                  key={g.key}
                  size="small"
                  data-testid="rate-change-group"
                  title={
                    <Space wrap size={8}>
                      <Link to={`/sms/routing/routes/${g.route_id}`}>{g.route_name}</Link>
                      <Typography.Text type="secondary">{g.file_name ?? (g.source ? t(`rate-change-desk.source.${g.source}`) : t('rate-change-desk.noBatch'))}</Typography.Text>
                      <StateTag meaning={MEANING[g.status]} title={t(`rate-changes.enums.status.${g.status}`)}>
                        {t(`rate-changes.enums.status.${g.status}`)}
                      </StateTag>
                    </Space>
                  }
                  extra={<DateTime value={g.received_at} />}
                >
                  <Flex gap={8} wrap style={{ marginBottom: 12 }}>
                    <Tag color="red">{t('rate-change-desk.counts.increase', { count: g.counts.increase })}</Tag>
                    <Tag color="green">{t('rate-change-desk.counts.decrease', { count: g.counts.decrease })}</Tag>
                    {g.counts.new > 0 && <Tag color="blue">{t('rate-change-desk.counts.new', { count: g.counts.new })}</Tag>}
                    {g.counts.closed > 0 && <Tag>{t('rate-change-desk.counts.closed', { count: g.counts.closed })}</Tag>}
                    {g.counts.inside_notice > 0 && <Tag color="orange">{t('rate-change-desk.counts.insideNotice', { count: g.counts.inside_notice, days: g.notice_days })}</Tag>}
                    <Typography.Text type="secondary">{t('rate-change-desk.counts.total', { count: g.counts.total })}</Typography.Text>
                  </Flex>
                  <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
                    {t('rate-change-desk.largest')}
                  </Typography.Text>
                  <Table<GroupChange> size="small" rowKey="id" pagination={false} dataSource={g.largest} columns={columns} scroll={{ x: true }} />
                  {g.decided_at && (
                    <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
                      {t(`rate-change-desk.decided.${g.status === 'rejected' ? 'rejected' : 'approved'}`, { who: g.decided_by ?? 'Parley' })} <DateTime value={g.decided_at} />
                      {g.decision_note ? ` — ${g.decision_note}` : ''}
                    </Typography.Paragraph>
                  )}
                  {g.status === 'pending' && g.batch_id !== null && mayDecide && (
                    <Flex gap={8} wrap style={{ marginTop: 12 }}>
                      <Button type="primary" onClick={() => setDeciding({ group: g, kind: 'approve' })} data-testid="approve-batch">
                        {g.counts.inside_notice ? t('rate-change-desk.approveWithNotice') : t('rate-change-desk.approve')}
                      </Button>
                      {g.counts.inside_notice > 0 && <Button onClick={() => setDeciding({ group: g, kind: 'override' })}>{t('rate-change-desk.override')}</Button>}
                      <Button danger onClick={() => setDeciding({ group: g, kind: 'reject' })}>
                        {t('rate-change-desk.reject')}
                      </Button>
                    </Flex>
                  )}
                </Card>
              ))}
            </Flex>
          </section>
        ))
      )}
      {groups.length >= end && (
        <Button onClick={() => setEnd(end + PAGE)} loading={loading}>
          {t('rate-change-desk.more')}
        </Button>
      )}
      <Modal
        open={!!deciding}
        title={deciding && t(`rate-change-desk.dialog.${deciding.kind}.title`, { route: deciding.group.route_name })}
        okText={deciding && t(`rate-change-desk.dialog.${deciding.kind}.ok`)}
        okButtonProps={{ danger: deciding?.kind === 'reject', loading: busy }}
        onOk={() => void decide()}
        onCancel={() => {
          setDeciding(undefined);
          form.resetFields();
        }}
        destroyOnHidden
      >
        {deciding && (
          <Form form={form} layout="vertical" preserve={false}>
            <Typography.Paragraph>
              {t(`rate-change-desk.dialog.${deciding.kind}.body`, { count: deciding.group.counts.total, notice: deciding.group.counts.inside_notice, days: deciding.group.notice_days })}
            </Typography.Paragraph>
            <Form.Item
              name="reason"
              label={t('rate-change-desk.dialog.reason')}
              rules={deciding.kind === 'override' ? [{ required: true, whitespace: true, message: t('rate-change-desk.dialog.reasonRequired') }] : []}
            >
              <Input.TextArea rows={3} maxLength={2000} />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </>
  );
}

const CHANGE_COLOR: Record<GroupChange['change'], string> = { increase: 'red', decrease: 'green', new: 'blue', closed: 'default' };
