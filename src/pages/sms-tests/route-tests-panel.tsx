/**
 * A route's SMS tests on its page: the last 30 days in figures, with the fake-receipt score (of the
 * receipts that said delivered, the share the phone never received), the newest tests, and a
 * "Run test" dialog for those who may run one.
 */
import { useState } from 'react';
import { Button, Col, Empty, Modal, Row, Statistic, Table, Tag, Tooltip, Typography } from 'antd';
import { ExperimentOutlined, SendOutlined } from '@ant-design/icons';
import { useList, type BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../providers/notification-provider.ts';
import { enumKey } from '../../../resources/kit/index.ts';
import { smsTests } from '../../../resources/sms/sms-tests.ts';
import { SMS_TEST_SUMMARY_API, type SmsTestSummaryRow } from '../../../resources/sms/test-sms.ts';
import { DateTime } from '../../components/date-time.tsx';
import { PanelCard } from '../../components/panel-card.tsx';
import { useFreshGet } from '../../hooks/use-fresh-get.ts';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';
import { formatLatency } from '../hub/format.ts';
import { RunTestForm } from './run-test-form.tsx';
import { formatShare, STATUS_COLORS, type SmsTestRow } from './test-format.ts';

export function RouteTestsPanel({ id, mayRun }: { id: string; mayRun: boolean }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [open, setOpen] = useState(false);
  const summary = useFreshGet<{ data: SmsTestSummaryRow[] }>(SMS_TEST_SUMMARY_API, { query: { route_id: id, days: 30 } });
  const { result, query } = useList<SmsTestRow & BaseRecord>({
    resource: smsTests.name,
    filters: [{ field: 'route_id', operator: 'eq', value: id }],
    sorters: [{ field: 'created_at', order: 'desc' }],
    pagination: { currentPage: 1, pageSize: 10, mode: 'server' },
    errorNotification: false,
  });
  const row = summary.data?.data[0];
  const reload = () => {
    summary.reload();
    void query.refetch();
  };
  const yesNo = (v: boolean | null | undefined) => (v === null || v === undefined ? '—' : v ? t('sms-tests.summary.yes') : t('sms-tests.summary.no'));

  return (
    <PanelCard
      icon={<ExperimentOutlined aria-hidden />}
      title={t('sms-tests.summary.title')}
      loading={summary.loading && !row && query.isLoading}
      extra={
        mayRun && (
          <Button icon={<SendOutlined />} onClick={() => setOpen(true)} data-testid="run-test">
            {t('sms-tests.run.button')}
          </Button>
        )
      }
    >
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={12} md={6}>
          <Statistic title={t('sms-tests.summary.tests')} value={row?.tests ?? 0} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('sms-tests.summary.received')} value={row?.delivered ?? 0} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('sms-tests.summary.notReceived')} value={(row?.failed ?? 0) + (row?.timeout ?? 0)} />
        </Col>
        <Col xs={12} md={6}>
          <Tooltip title={t('sms-tests.summary.fakeScoreHelp')}>
            <Statistic
              title={t('sms-tests.summary.fakeScore')}
              value={row?.fake_receipt_share === null || row?.fake_receipt_share === undefined ? '—' : formatShare(row.fake_receipt_share, locale)}
              suffix={row && row.receipts_delivered ? <Typography.Text type="secondary" style={{ fontSize: 14 }}>{t('sms-tests.summary.ofReceipts', { fake: row.fake_receipts, count: row.receipts_delivered })}</Typography.Text> : null}
              valueStyle={row?.fake_receipts ? { color: 'var(--ant-color-error)' } : undefined}
              data-testid="fake-receipt-score"
            />
          </Tooltip>
        </Col>
      </Row>
      {row && (row.sender_replaced > 0 || row.text_replaced > 0) && (
        <Typography.Paragraph type="warning">{t('sms-tests.summary.replaced', { senders: row.sender_replaced, texts: row.text_replaced })}</Typography.Paragraph>
      )}
      <Typography.Title level={5}>{t('sms-tests.summary.history')}</Typography.Title>
      <Table<SmsTestRow>
        dataSource={result.data}
        rowKey="id"
        size="small"
        pagination={false}
        loading={query.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sms-tests.summary.empty')} /> }}
        columns={[
          { key: 'created_at', title: t('sms-tests.summary.when'), render: (_, r) => <Link to={`/hub/routing/vendor/sms-testing/${r.id}`}><DateTime value={r.created_at} /></Link> },
          { key: 'status', title: t('sms-tests.fields.status'), render: (_, r) => <Tag color={STATUS_COLORS[r.status]}>{t(enumKey(smsTests, 'status', r.status))}</Tag> },
          { key: 'receipt', title: t('sms-tests.fields.receipt_status'), render: (_, r) => (r.receipt_status ? t(enumKey(smsTests, 'receipt_status', r.receipt_status)) : '—') },
          { key: 'sender', title: t('sms-tests.fields.sender_id'), render: (_, r) => <bdi dir="ltr">{r.sender_id}</bdi> },
          { key: 'sender_intact', title: t('sms-tests.fields.sender_id_intact'), render: (_, r) => yesNo(r.sender_id_intact) },
          { key: 'text_intact', title: t('sms-tests.fields.text_intact'), render: (_, r) => yesNo(r.text_intact) },
          { key: 'latency', title: t('sms-tests.fields.latency_ms'), align: 'end', render: (_, r) => <bdi dir="ltr">{formatLatency(r.latency_ms, locale) || '—'}</bdi> },
        ]}
      />
      <Modal open={open} title={t('sms-tests.run.title')} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <Typography.Paragraph type="secondary">{t('sms-tests.run.intro')}</Typography.Paragraph>
        <RunTestForm
          routeId={Number(id)}
          onCancel={() => setOpen(false)}
          onSent={(sent) => {
            setOpen(false);
            toast('success', t('sms-tests.run.sent', { code: sent.tests.map((s) => s.code).join(', ') }));
            reload();
            // The phone answers within seconds: look again as it settles.
            for (const ms of [3_000, 8_000, 20_000]) setTimeout(reload, ms);
          }}
        />
      </Modal>
    </PanelCard>
  );
}

export default RouteTestsPanel;
