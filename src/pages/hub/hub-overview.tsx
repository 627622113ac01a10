import { useMemo, useState } from 'react';
import { Col, Empty, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { rateChanges, smsTests } from '../../../resources/sms/index.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { useAccess } from '../../hooks/use-access.ts';
import { hoursAgo } from './format.ts';
import { KpiCards } from './kpi-cards.tsx';
import { hubKpis } from './kpis.ts';
import { LatestSmsTests } from './latest-sms-tests.tsx';
import { FailingRoutes } from '../sms-tests/failing-routes.tsx';
import { RecentRateChanges } from './recent-rate-changes.tsx';
import { TodayMoney } from './today-money.tsx';

/**
 * /hub: wholesale SMS at a glance for platform staff and hub admins — today's revenue, cost and
 * margin (live), counts of clients, routes, plans, rates, tests and live phones, the newest vendor
 * rate changes and the latest SMS tests.
 * Each part is shown (and asked for) only when the user's role may list its resource.
 */
export default function HubOverview() {
  const { t } = useTranslation();
  const may = useAccess();
  // Fixed when the page opens, so "the last 24 hours" is one query per figure, not one per render.
  const [since] = useState(() => hoursAgo(Date.now(), 24));
  const kpis = useMemo(() => hubKpis(since, (resource) => may({ resource, action: 'list' })), [since, may]);
  const showChanges = may({ resource: rateChanges.name, action: 'list' });
  const showTests = may({ resource: smsTests.name, action: 'list' });
  const showMoney = may({ resource: 'hub-reports', action: 'list' });

  return (
    <>
      <PageHeader title={t('hub.title')} subtitle={t('hub.subtitle')} />
      {!kpis.length && !showChanges && !showTests && !showMoney ? (
        <Empty description={t('hub.noAccess')} />
      ) : (
        <Flex vertical gap={16}>
          {showMoney && <TodayMoney />}
          <KpiCards kpis={kpis} />
          <Row gutter={[16, 16]}>
            {showChanges && (
              <Col xs={24} xxl={showTests ? 12 : 24}>
                <RecentRateChanges />
              </Col>
            )}
            {showTests && (
              <Col xs={24} xxl={showChanges ? 12 : 24}>
                <LatestSmsTests />
              </Col>
            )}
            {showTests && (
              <Col xs={24} xxl={12}>
                <FailingRoutes />
              </Col>
            )}
          </Row>
        </Flex>
      )}
    </>
  );
}
