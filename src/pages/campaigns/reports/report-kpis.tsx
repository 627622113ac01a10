import type { ReactNode } from 'react';
import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined, LinkOutlined, MessageOutlined, WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ReportFigures } from '../../../../resources/sms/sms-reports.ts';
import { useIntlLocale } from '../../../resource-ui/use-locale.ts';
import { MoneyList } from './money-list.tsx';

function Kpi({ icon, title, value, detail, testId }: { icon: ReactNode; title: string; value: ReactNode; detail?: ReactNode; testId: string }) {
  return (
    <Card style={{ height: '100%' }} data-testid={testId} size="small">
      <Flex gap={8} align="center" style={{ marginBottom: 4 }}>
        {icon}
        <Typography.Text type="secondary">{title}</Typography.Text>
      </Flex>
      <Statistic value={value as string} formatter={() => value} />
      {detail && <Typography.Text type="secondary">{detail}</Typography.Text>}
    </Card>
  );
}

/** The range's key figures: messages, delivered rate, failed, clicks and click rate, cost. */
export function ReportKpis({ totals }: { totals: ReportFigures }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const percent = (part: number, whole: number) => (whole ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(part / whole) : '—');
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={12} xl={5}>
        <Kpi testId="kpi-messages" icon={<MessageOutlined />} title={t('sms-reports.kpi.messages')} value={number(totals.messages)} detail={t('sms-reports.kpi.sentDetail', { sent: number(totals.sent), queued: number(totals.queued) })} />
      </Col>
      <Col xs={24} sm={12} xl={5}>
        <Kpi testId="kpi-delivered" icon={<CheckCircleOutlined />} title={t('sms-reports.kpi.deliveredRate')} value={percent(totals.delivered, totals.sent)} detail={t('sms-reports.kpi.deliveredDetail', { delivered: number(totals.delivered), sent: number(totals.sent) })} />
      </Col>
      <Col xs={24} sm={12} xl={4}>
        <Kpi testId="kpi-failed" icon={<CloseCircleOutlined />} title={t('sms-reports.kpi.failed')} value={number(totals.failed)} detail={percent(totals.failed, totals.messages)} />
      </Col>
      <Col xs={24} sm={12} xl={5}>
        <Kpi testId="kpi-clicks" icon={<LinkOutlined />} title={t('sms-reports.kpi.clicks')} value={number(totals.clicks)} detail={t('sms-reports.kpi.clickRate', { rate: percent(totals.clicked, totals.delivered), clicked: number(totals.clicked) })} />
      </Col>
      <Col xs={24} xl={5}>
        <Kpi testId="kpi-cost" icon={<WalletOutlined />} title={t('sms-reports.kpi.cost')} value={<MoneyList amounts={totals.cost} />} />
      </Col>
    </Row>
  );
}
