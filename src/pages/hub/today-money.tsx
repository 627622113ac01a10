/**
 * The overview's money today (UTC): revenue, cost and margin per currency from the hub's roll-ups,
 * live — redrawn within seconds of parts being accepted, refunded or settled — and a way into the
 * financials.
 */
import { useState } from 'react';
import { Card, Col, Flex, Row, Statistic, theme, Typography } from 'antd';
import { LineChartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Ltr } from '../../components/ltr.tsx';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';
import { marginHealth, marginRate } from './financials/margin.ts';
import { useMoneyText } from './financials/money-cell.tsx';
import { isoDay, useHubReport, useRollupTick } from './financials/use-hub-report.ts';

export function TodayMoney() {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const { token } = theme.useToken();
  const money = useMoneyText();
  const [today] = useState(() => isoDay(Date.now()));
  const tick = useRollupTick(true);
  const { report, query } = useHubReport({ from: today, to: today, group: 'day' }, { tick });
  const totals = report?.totals ?? [];
  const percent = (n: number | null) => (n === null ? '' : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(n));
  const colourOf = (h: ReturnType<typeof marginHealth>) => (h === 'negative' ? token.colorErrorText : h === 'thin' ? token.colorWarningText : h === 'healthy' ? token.colorSuccessText : undefined);

  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center">
          <LineChartOutlined aria-hidden />
          {t('hub.today.title')}
        </Flex>
      }
      extra={<Link to="/hub/financials">{t('hub.today.open')}</Link>}
      data-testid="hub-today-money"
    >
      {query.isError ? (
        <Typography.Text type="danger">{t('hub.loadFailed')}</Typography.Text>
      ) : report && !totals.length ? (
        <Typography.Text type="secondary">{t('hub.today.none')}</Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          {(totals.length ? totals : [null]).map((f, i) => (
            <Row key={f?.currency ?? i} gutter={[16, 8]}>
              {(['revenue', 'cost', 'margin'] as const).map((key) => {
                const colour = f && key === 'margin' ? colourOf(marginHealth(f)) : undefined;
                return (
                  <Col key={key} xs={24} sm={8}>
                    <Statistic
                      // One heading per column: the rows below are the same figures in other currencies.
                      title={i === 0 ? t(`hub.today.${key}`) : undefined}
                      loading={!report}
                      value={f ? money(f[key], f.currency) : ''}
                      formatter={(v) => <Ltr>{String(v)}</Ltr>}
                      valueStyle={colour ? { color: colour } : undefined}
                      suffix={f && key === 'margin' && f.revenue ? <span style={{ fontSize: token.fontSize, color: colour }}>{percent(marginRate(f))}</span> : undefined}
                      data-testid={`today-${key}`}
                    />
                  </Col>
                );
              })}
            </Row>
          ))}
        </Flex>
      )}
    </Card>
  );
}
