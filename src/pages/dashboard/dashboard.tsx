import { Alert, Button, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { PhoneOutlined, WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASHBOARD_MONEY_SCALE, type DashboardFigures } from '../../../resources/dashboard/figures.ts';
import { formatMoneyRounded } from '../../../resources/format/money.ts';
import { EmptyFigure } from '../../components/empty-figure.tsx';
import { errorText } from '../../components/error-text.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';
import { useCurrentUser } from '../../session/use-session.ts';
import { FigureTiles } from './figure-tiles.tsx';
import { CallsChart, OutcomesChart, SpendChart } from './lazy-charts.tsx';
import { QuickLinks } from './quick-links.tsx';
import { RangeChoice, useRangeDays } from './range-choice.tsx';
import { RecentCampaigns } from './recent-campaigns.tsx';
import { useDashboardFigures } from './use-dashboard-figures.ts';

/** The team's work at a glance: messages, calls, answer rate, spend and recent campaigns over the chosen days. */
export default function Dashboard() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [days, setDays] = useRangeDays();
  const { figures, query } = useDashboardFigures(days);

  return (
    <>
      <PageHeader
        title={t('dashboard.welcome', { name: user.name })}
        subtitle={t('dashboard.subtitle', { team: user.current_team.name })}
        extra={<RangeChoice days={days} onChange={setDays} />}
      />
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('dashboard.loadFailed')}
          description={errorText(query.error, t)}
          action={<Button onClick={() => void query.refetch()}>{t('resources.retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      ) : !figures ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Figures figures={figures} />
      )}
      <div style={{ marginTop: 16 }}>
        <QuickLinks />
      </div>
    </>
  );
}

function Figures({ figures }: { figures: DashboardFigures }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const { calls, spend } = figures;
  const [main, ...others] = spend.totals;
  return (
    <Flex vertical gap={16}>
      <FigureTiles figures={figures} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card title={t('dashboard.calls.perDay')} style={{ height: '100%' }}>
            {calls.total ? (
              <CallsChart calls={calls} />
            ) : (
              <EmptyFigure icon={<PhoneOutlined />} title={t('dashboard.calls.none')}>
                {t('dashboard.calls.noneHint')} <Link to="/agents/campaigns">{t('dashboard.calls.noneLink')}</Link>
              </EmptyFigure>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={t('dashboard.outcomes.title')} style={{ height: '100%' }}>
            {calls.outcomes.length ? <OutcomesChart outcomes={calls.outcomes} /> : <EmptyFigure icon={<PhoneOutlined />} title={t('dashboard.outcomes.none')} />}
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={t('dashboard.spend.perDay')} extra={main && <Typography.Text type="secondary">{main.currency}</Typography.Text>} style={{ height: '100%' }}>
            {main ? (
              <>
                <SpendChart days={calls.by_day.map((d) => d.day)} spend={spend} currency={main.currency} />
                {others.length > 0 && (
                  <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
                    {t('dashboard.spend.alsoIn', { amounts: others.map((m) => formatMoneyRounded(m.amount, m.currency, locale, DASHBOARD_MONEY_SCALE)).join(' · ') })}
                  </Typography.Text>
                )}
              </>
            ) : (
              <EmptyFigure icon={<WalletOutlined />} title={t('dashboard.spend.noneTitle')}>
                {t('dashboard.spend.noneHint')}
              </EmptyFigure>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <RecentCampaigns items={figures.campaigns} />
        </Col>
      </Row>
    </Flex>
  );
}
