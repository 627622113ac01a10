/**
 * The hub overview's card of routes failing their SMS tests over the last 7 days: a test that
 * failed, timed out, or arrived with another sender ID or text; with each route's fake-receipt
 * score and its last outcome.
 */
import { Card, Empty, Skeleton, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { enumKey } from '../../../resources/kit/index.ts';
import { routes } from '../../../resources/sms/routes.ts';
import { smsTests } from '../../../resources/sms/sms-tests.ts';
import { SMS_TEST_SUMMARY_API, type SmsTestSummaryRow } from '../../../resources/sms/test-sms.ts';
import { useFreshGet } from '../../hooks/use-fresh-get.ts';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';
import { hubRecordLink, hubRoutes } from '../hub/format.ts';
import { formatShare, STATUS_COLORS, type SmsTestRow } from './test-format.ts';

export function FailingRoutes() {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const summary = useFreshGet<{ data: SmsTestSummaryRow[] }>(SMS_TEST_SUMMARY_API, { query: { days: 7 } });
  const failing = (summary.data?.data ?? []).filter((r) => r.failing > 0);
  const routeLink = (id: number) => hubRecordLink(routes, id) ?? `/sms/routing/routes/${id}`;

  return (
    <Card
      title={t('sms-tests.failing.title')}
      extra={<Link to={hubRoutes(smsTests)?.list ?? '/hub/routing/vendor/sms-testing'}>{t('sms-tests.failing.viewAll')}</Link>}
      style={{ height: '100%' }}
      styles={{ body: { paddingTop: 8 } }}
      data-testid="failing-routes"
    >
      {summary.loading && !summary.data ? (
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      ) : summary.error ? (
        <Typography.Text type="danger">{t('hub.loadFailed')}</Typography.Text>
      ) : (
        <Table<SmsTestSummaryRow>
          dataSource={failing}
          rowKey="route_id"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sms-tests.failing.empty')} /> }}
          columns={[
            { key: 'route', title: t('sms-tests.fields.route_id'), render: (_, r) => <Link to={routeLink(r.route_id)}>{r.route_name}</Link> },
            { key: 'failing', title: t('sms-tests.failing.failing'), align: 'end', render: (_, r) => t('sms-tests.failing.ofTests', { failing: r.failing, count: r.tests }) },
            { key: 'fake', title: t('sms-tests.summary.fakeScore'), align: 'end', render: (_, r) => (r.fake_receipt_share === null ? '—' : formatShare(r.fake_receipt_share, locale)) },
            {
              key: 'last',
              title: t('sms-tests.failing.last'),
              render: (_, r) => (r.last_status ? <Tag color={STATUS_COLORS[r.last_status as SmsTestRow['status']]}>{t(enumKey(smsTests, 'status', r.last_status))}</Tag> : '—'),
            },
          ]}
        />
      )}
    </Card>
  );
}
