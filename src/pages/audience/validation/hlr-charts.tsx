/**
 * The HLR charts (their own chunk, with Chart.js): lookups by status, the networks they found,
 * and each day's lookups stacked by outcome. Colours follow what a status means.
 */
import { useMemo } from 'react';
import { Card, Col, Row, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { hlrLookups } from '../../../../resources/audience/hlr-lookups.ts';
import type { HlrAnalytics } from '../../../../resources/audience/lookups.ts';
import { meaningOf } from '../../../../resources/kit/index.ts';
import { MEANING_COLORS } from '../../../theme/meaning-tags.ts';
import { baseOptions, ChartCanvas, useChartLook, type BarConfig } from '../../dashboard/charts/chart-canvas.tsx';

const OUTCOMES = ['valid', 'absent', 'invalid', 'unknown', 'failed'] as const;

export default function HlrCharts({ analytics }: { analytics: HlrAnalytics }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const look = useChartLook();
  const colors = token as unknown as Record<string, string>;
  const fill = (outcome: string) => {
    if (outcome === 'failed') return token.colorTextQuaternary;
    const preset = MEANING_COLORS[meaningOf(hlrLookups, 'status', outcome) ?? 'neutral'];
    return preset === 'default' ? token.colorTextTertiary : colors[`${preset}6`];
  };
  const label = (outcome: string) => (outcome === 'failed' ? t('validation.analytics.failed') : t(`hlr-lookups.enums.status.${outcome}`));
  const dayLabel = useMemo(() => new Intl.DateTimeFormat(look.locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }), [look.locale]);

  const status = useMemo<BarConfig>(
    () => ({
      type: 'bar',
      data: {
        labels: analytics.by_status.map((s) => label(s.status)),
        datasets: [{ label: t('validation.analytics.lookups'), data: analytics.by_status.map((s) => s.count), backgroundColor: analytics.by_status.map((s) => fill(s.status)), borderRadius: 2, maxBarThickness: 22 }],
      },
      options: baseOptions(look, { horizontal: true, legend: false }),
    }),
    [analytics, look.locale, look.rtl, look.text, look.grid, token, i18n.language],
  );
  const networks = useMemo<BarConfig>(
    () => ({
      type: 'bar',
      data: {
        labels: analytics.by_network.map((n) => (n.other ? t('validation.analytics.otherNetworks') : (n.network ?? ''))),
        datasets: [{ label: t('validation.analytics.lookups'), data: analytics.by_network.map((n) => n.count), backgroundColor: token.colorPrimary, borderRadius: 2, maxBarThickness: 22 }],
      },
      options: baseOptions(look, { horizontal: true, legend: false }),
    }),
    [analytics, look.locale, look.rtl, look.text, look.grid, token, i18n.language],
  );
  const perDay = useMemo<BarConfig>(
    () => ({
      type: 'bar',
      data: {
        labels: analytics.by_day.map((d) => dayLabel.format(new Date(`${d.day}T00:00:00Z`))),
        datasets: OUTCOMES.map((outcome) => ({ label: label(outcome), data: analytics.by_day.map((d) => d[outcome]), backgroundColor: fill(outcome), borderRadius: 2, maxBarThickness: 18 })),
      },
      options: baseOptions(look, { stacked: true }),
    }),
    [analytics, look.locale, look.rtl, look.text, look.grid, token, i18n.language, dayLabel],
  );

  const said = (rows: { name: string; count: number }[]) => rows.map((r) => `${r.name}: ${r.count}`).join(', ');
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={t('validation.analytics.byStatus')} size="small">
          <ChartCanvas config={status} height={220} label={`${t('validation.analytics.byStatus')}: ${said(analytics.by_status.map((s) => ({ name: label(s.status), count: s.count })))}`} />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('validation.analytics.byNetwork')} size="small">
          <ChartCanvas
            config={networks}
            height={Math.max(220, analytics.by_network.length * 28 + 40)}
            label={`${t('validation.analytics.byNetwork')}: ${said(analytics.by_network.map((n) => ({ name: n.other ? t('validation.analytics.otherNetworks') : (n.network ?? ''), count: n.count })))}`}
          />
        </Card>
      </Col>
      <Col xs={24}>
        <Card title={t('validation.analytics.perDay')} size="small">
          <ChartCanvas config={perDay} height={260} label={t('validation.analytics.perDayLabel', { from: analytics.from, to: analytics.to })} />
        </Card>
      </Col>
    </Row>
  );
}
