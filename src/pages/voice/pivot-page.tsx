/**
 * /voice/pivot: the calls as a table whose rows, columns and measure the user picks (agent,
 * campaign, outcome, who answered, direction, status, day, week, hangup reason × calls, answered,
 * answer rate, average or total duration, cost), over the chosen days and agent, with totals.
 * The choice lives in the address, so a pivot can be bookmarked and shared.
 */
import { Alert, Card, Empty, Flex, Select, Table, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { enumKey } from '../../../resources/kit/index.ts';
import { calls } from '../../../resources/voice/calls.ts';
import { CALL_PIVOT_PATH, PIVOT_DIMENSIONS, PIVOT_MEASURES, type CallPivotAnswer, type PivotCell, type PivotDimension, type PivotMeasure } from '../../../resources/voice/call-stats.ts';
import { errorText } from '../../components/error-text.ts';
import { Ltr } from '../../components/ltr.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';
import { RangeChoice, useRangeDays } from '../dashboard/range-choice.tsx';
import { AgentPicker, useAgentParam } from './agent-picker.tsx';
import { formatCosts, formatCount, formatDuration, formatRate } from './call-format.ts';
import { useCallFigures } from './use-call-figures.ts';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Dimensions whose values are one of the call's select fields, translated as that field's values. */
const ENUM_FIELD: Partial<Record<PivotDimension, string>> = { outcome: 'outcome', answered_by: 'answered_by', direction: 'direction', status: 'status', hangup_reason: 'hangup_reason' };

function usePivotChoice() {
  const [params, setParams] = useSearchParams();
  const pick = <T extends string>(name: string, allowed: readonly T[], fallback: T | null) => {
    const v = params.get(name) as T | null;
    return v && allowed.includes(v) ? v : fallback;
  };
  const set = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (value) out.set(name, value);
        else out.delete(name);
        return out;
      },
      { replace: true },
    );
  return {
    rows: pick<PivotDimension>('rows', PIVOT_DIMENSIONS, 'agent')!,
    // `none`: one column of totals; nothing chosen yet: outcomes.
    columns: params.get('columns') === 'none' ? null : pick<PivotDimension>('columns', PIVOT_DIMENSIONS, 'outcome'),
    measure: pick<PivotMeasure>('measure', PIVOT_MEASURES, 'calls')!,
    set,
  };
}

export default function PivotPage() {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [days, setDays] = useRangeDays();
  const [agent, setAgent] = useAgentParam();
  const choice = usePivotChoice();
  const columnsBy = choice.columns === choice.rows ? null : choice.columns;
  const now = Date.now();
  const { data, state } = useCallFigures<CallPivotAnswer>(
    CALL_PIVOT_PATH,
    { from: isoDay(now - (days - 1) * DAY), to: isoDay(now), rows: choice.rows, columns: columnsBy ?? undefined, measure: choice.measure, agent_id: agent === undefined ? undefined : String(agent) },
    (a) => 'cells' in a,
  );

  const dimOptions = PIVOT_DIMENSIONS.map((d) => ({ value: d, label: t(`calls.pivot.dimensions.${d}`) }));
  const label = (dim: PivotDimension, key: string, named: string | null) => {
    if (named) return named;
    if (key === '') return t('calls.pivot.none');
    const field = ENUM_FIELD[dim];
    if (field) return t(enumKey(calls, field, key));
    if (dim === 'day' || dim === 'week') {
      const d = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${key}T00:00:00Z`));
      return dim === 'week' ? t('calls.pivot.weekOf', { day: d }) : d;
    }
    return `#${key}`;
  };
  const show = (cell: Omit<PivotCell, 'row' | 'column'> | undefined) => {
    if (!cell) return <Typography.Text type="secondary">·</Typography.Text>;
    switch (data?.measure) {
      case 'answer_rate':
        return formatRate(cell.value, locale);
      case 'avg_duration':
      case 'total_duration':
        return <Ltr>{formatDuration(cell.value, locale)}</Ltr>;
      case 'cost':
        return <Ltr>{formatCosts(cell.cost ?? [], locale)}</Ltr>;
      default:
        return formatCount(cell.value ?? 0, locale);
    }
  };

  type Row = { key: string; label: string };
  const table = data && (() => {
    const cells = new Map(data.cells.map((c) => [`${c.row}\u0000${c.column}`, c]));
    const rowTotals = new Map(data.row_totals.map((c) => [c.row, c]));
    const cols = data.columns_by ? data.columns : [];
    return {
      rows: data.rows.map((r) => ({ key: r.key, label: label(data.rows_by, r.key, r.label) })),
      columns: [
        { key: '__row', title: t(`calls.pivot.dimensions.${data.rows_by}`), fixed: 'left' as const, render: (_: unknown, r: Row) => <Typography.Text strong>{r.label}</Typography.Text> },
        ...cols.map((c) => ({ key: `c${c.key}`, title: label(data.columns_by!, c.key, c.label), align: 'end' as const, render: (_: unknown, r: Row) => show(cells.get(`${r.key}\u0000${c.key}`)) })),
        { key: '__total', title: t('calls.pivot.total'), align: 'end' as const, render: (_: unknown, r: Row) => <Typography.Text strong>{show(rowTotals.get(r.key))}</Typography.Text> },
      ],
      columnTotals: cols.map((c) => data.column_totals.find((x) => x.column === c.key)),
    };
  })();

  return (
    <>
      <PageHeader
        title={t('calls.pivot.title')}
        subtitle={t('calls.pivot.subtitle')}
        extra={
          <Flex gap={8} wrap>
            <AgentPicker value={agent} onChange={setAgent} />
            <RangeChoice days={days} onChange={setDays} />
          </Flex>
        }
      />
      <Card style={{ marginBottom: 16 }}>
        <Flex gap={16} wrap align="end">
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">{t('calls.pivot.rows')}</Typography.Text>
            <Select aria-label={t('calls.pivot.rows')} value={choice.rows} options={dimOptions} onChange={(v) => choice.set('rows', v)} style={{ minWidth: 180 }} data-testid="pivot-rows" />
          </Flex>
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">{t('calls.pivot.columns')}</Typography.Text>
            <Select
              aria-label={t('calls.pivot.columns')}
              value={columnsBy ?? ''}
              options={[{ value: '', label: t('calls.pivot.noColumns') }, ...dimOptions.filter((o) => o.value !== choice.rows)]}
              onChange={(v) => choice.set('columns', v || 'none')}
              style={{ minWidth: 180 }}
              data-testid="pivot-columns"
            />
          </Flex>
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">{t('calls.pivot.measure')}</Typography.Text>
            <Select aria-label={t('calls.pivot.measure')} value={choice.measure} options={PIVOT_MEASURES.map((m) => ({ value: m, label: t(`calls.pivot.measures.${m}`) }))} onChange={(v) => choice.set('measure', v)} style={{ minWidth: 200 }} data-testid="pivot-measure" />
          </Flex>
        </Flex>
      </Card>
      {state.isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={t('calls.overview.loadFailed')} description={errorText(state.error, t)} />}
      <Card styles={{ body: { padding: 0 } }}>
        {table && !table.rows.length ? (
          <Empty style={{ padding: 32 }} description={t('calls.overview.none')} />
        ) : (
          <Table<Row>
            rowKey="key"
            loading={!data && !state.isError}
            dataSource={table?.rows ?? []}
            columns={table?.columns ?? []}
            size="middle"
            pagination={false}
            scroll={{ x: 'max-content' }}
            data-testid="pivot-table"
            summary={() =>
              data && table ? (
                <Table.Summary fixed="bottom">
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0}>
                      <Typography.Text strong>{t('calls.pivot.total')}</Typography.Text>
                    </Table.Summary.Cell>
                    {table.columnTotals.map((c, i) => (
                      <Table.Summary.Cell key={i} index={i + 1} align="end">
                        <Typography.Text strong>{show(c)}</Typography.Text>
                      </Table.Summary.Cell>
                    ))}
                    <Table.Summary.Cell index={table.columnTotals.length + 1} align="end">
                      <Typography.Text strong>{show(data.total)}</Typography.Text>
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                </Table.Summary>
              ) : null
            }
          />
        )}
      </Card>
      {data && (data.truncated.rows > 0 || data.truncated.columns > 0) && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('calls.pivot.truncated', { rows: data.truncated.rows, columns: data.truncated.columns })}
        </Typography.Paragraph>
      )}
    </>
  );
}
