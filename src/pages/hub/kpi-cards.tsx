import type { ReactNode } from 'react';
import { Button, Card, Col, Flex, Row, Statistic, theme, Typography } from 'antd';
import {
  ApiOutlined,
  BranchesOutlined,
  ClusterOutlined,
  DollarOutlined,
  ExclamationCircleOutlined,
  MobileOutlined,
  NodeIndexOutlined,
  ReloadOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Ltr } from '../../components/ltr.tsx';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';
import type { Kpi, KpiKey } from './kpis.ts';

const ICONS: Record<KpiKey, ReactNode> = {
  activeEndpoints: <ApiOutlined />,
  routes: <NodeIndexOutlined />,
  routingPlans: <BranchesOutlined />,
  activeVendorRates: <ClusterOutlined />,
  clientRates: <DollarOutlined />,
  smsTests24h: <SendOutlined />,
  failedTests24h: <ExclamationCircleOutlined />,
  livePhonesOnline: <MobileOutlined />,
};

/** The key figures the user may see; the others are neither shown nor asked for. */
export function KpiCards({ kpis }: { kpis: readonly Kpi[] }) {
  if (!kpis.length) return null;
  return (
    <Row gutter={[16, 16]}>
      {kpis.map((kpi) => (
        <Col key={kpi.key} xs={12} md={8} xl={6}>
          <KpiCard kpi={kpi} />
        </Col>
      ))}
    </Row>
  );
}

/** One count: a single-row list request whose `x-total-count` is the figure. */
function KpiCard({ kpi }: { kpi: Kpi }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const { token } = theme.useToken();
  const { result, query } = useList({
    resource: kpi.resource.name,
    pagination: { currentPage: 1, pageSize: 1, mode: 'server' },
    filters: kpi.filters,
    errorNotification: false,
  });
  const label = (
    <Flex gap={8} align="center">
      {ICONS[kpi.key]}
      <span>{t(`hub.kpis.${kpi.key}`)}</span>
    </Flex>
  );

  if (query.isError) {
    return (
      <Card size="small" style={{ height: '100%' }}>
        <Flex vertical gap={8} align="start">
          <Typography.Text type="secondary">{label}</Typography.Text>
          <Typography.Text type="danger">{t('hub.loadFailed')}</Typography.Text>
          <Button size="small" icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
            {t('resources.retry')}
          </Button>
        </Flex>
      </Card>
    );
  }

  const total = result.total ?? 0;
  return (
    <Link to={kpi.link} style={{ display: 'block', height: '100%' }}>
      <Card size="small" hoverable style={{ height: '100%' }}>
        <Statistic
          title={label}
          value={total}
          loading={query.isLoading}
          formatter={(value) => <Ltr>{new Intl.NumberFormat(locale).format(Number(value))}</Ltr>}
          valueStyle={kpi.alert && total > 0 ? { color: token.colorError } : undefined}
        />
      </Card>
    </Link>
  );
}
