import { Card, Col, Row, Statistic, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HubReportFigures } from '../../../../resources/hub/reports.ts';
import { Ltr } from '../../../components/ltr.tsx';
import { useIntlLocale } from '../../../resource-ui/use-locale.ts';
import { marginHealth, marginRate } from './margin.ts';
import { useMoneyText } from './money-cell.tsx';

/** Revenue, cost, margin (with its share of the revenue) and parts (with the share delivered) in one currency. */
export function FinancialsKpis({ totals, currency, loading, testId = 'financials-kpis' }: { totals: HubReportFigures | undefined; currency: string; loading: boolean; testId?: string }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const { token } = theme.useToken();
  const money = useMoneyText();
  const f = totals ?? { messages: 0, parts: 0, delivered: 0, revenue: 0, cost: 0, margin: 0, currency };
  const percent = (n: number | null) => (n === null ? '—' : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(n));
  const health = marginHealth(f);
  const marginColour = health === 'negative' ? token.colorErrorText : health === 'thin' ? token.colorWarningText : health === 'healthy' ? token.colorSuccessText : undefined;
  const cards = [
    { key: 'revenue', value: money(f.revenue, currency) },
    { key: 'cost', value: money(f.cost, currency) },
    { key: 'margin', value: money(f.margin, currency), suffix: percent(marginRate(f)), colour: marginColour },
    { key: 'parts', value: new Intl.NumberFormat(locale).format(f.parts), suffix: f.parts ? t('hub-reports.deliveredShare', { share: percent(f.delivered / f.parts) }) : undefined },
  ];
  return (
    <Row gutter={[16, 16]} data-testid={testId}>
      {cards.map((c) => (
        <Col key={c.key} xs={12} lg={6}>
          <Card size="small" style={{ height: '100%' }}>
            <Statistic
              title={t(`hub-reports.figures.${c.key}`)}
              value={c.value}
              loading={loading}
              formatter={(v) => <Ltr>{String(v)}</Ltr>}
              suffix={c.suffix && <span style={{ fontSize: token.fontSize, color: c.colour ?? token.colorTextSecondary }}>{c.suffix}</span>}
              valueStyle={c.colour ? { color: c.colour } : undefined}
              data-testid={`kpi-${c.key}`}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
