/**
 * GET /v1/voice/calls/pivot-stats: the filtered calls in a table whose rows and columns the caller
 * chooses from a whitelist of dimensions, one measure per cell, with totals recomputed from the
 * sums (an answer rate's total is the rate over all of it, not the sum of the rates).
 */
import { PIVOT_DIMENSIONS, PIVOT_MAX_KEYS, PIVOT_MEASURES, type CallPivotAnswer, type CallPivotQuery, type PivotCell, type PivotDimension, type PivotMeasure } from '../../../../resources/voice/call-stats.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { invalid, type FieldErrors } from '../../../http/errors.ts';
import { addSums, aggregateCalls, answerRate, avgDuration, costList, emptySums, type Sums } from './aggregate.ts';
import { callScope } from './calls-where.ts';
import { agentNames, campaignNames } from './names.ts';

const MEASURE: Record<PivotMeasure, (s: Sums) => number | null> = {
  calls: (s) => s.calls,
  answered: (s) => s.answered,
  answer_rate: answerRate,
  avg_duration: avgDuration,
  total_duration: (s) => s.talk_seconds,
  cost: () => null,
};

/** Dimensions sorted by their own order (days and weeks in time, the rest by calls, most first). */
const TIME: readonly PivotDimension[] = ['day', 'week'];

function parse(query: CallPivotQuery): { rows: PivotDimension; columns: PivotDimension | null; measure: PivotMeasure } {
  const errors: FieldErrors = {};
  const dim = (name: 'rows' | 'columns', v: string | undefined) => {
    if (v === undefined || v === '') return null;
    if ((PIVOT_DIMENSIONS as readonly string[]).includes(v)) return v as PivotDimension;
    errors[name] = [`Choose one of: ${PIVOT_DIMENSIONS.join(', ')}.`];
    return null;
  };
  const rows = dim('rows', query.rows);
  if (!query.rows) errors.rows = [`Choose what the rows are: ${PIVOT_DIMENSIONS.join(', ')}.`];
  const columns = dim('columns', query.columns);
  if (rows && columns && rows === columns) errors.columns = ['Choose columns other than the rows.'];
  const measure = query.measure ?? 'calls';
  if (!(PIVOT_MEASURES as readonly string[]).includes(measure)) errors.measure = [`Choose one of: ${PIVOT_MEASURES.join(', ')}.`];
  if (Object.keys(errors).length) throw invalid(errors);
  return { rows: rows!, columns, measure: measure as PivotMeasure };
}

const cellOf = (measure: PivotMeasure, s: Sums) => ({ value: MEASURE[measure](s), ...(measure === 'cost' ? { cost: costList(s.cost) } : {}) });

export async function callPivot(db: DbOrTx, teamId: number, query: CallPivotQuery): Promise<CallPivotAnswer> {
  const { rows: rowsBy, columns: columnsBy, measure } = parse(query);
  const scope = callScope(teamId, query);
  const groups = await aggregateCalls(db, scope.where, columnsBy ? [rowsBy, columnsBy] : [rowsBy]);
  const ALL = '';
  // A call without the value (no agent, not answered) is the empty key.
  const keyOf = (k: string | null) => k ?? '';
  const rowSums = new Map<string, Sums>();
  const colSums = new Map<string, Sums>();
  const cells = new Map<string, Sums>();
  const total = emptySums();
  for (const g of groups) {
    const r = keyOf(g.keys[0]);
    const c = columnsBy ? keyOf(g.keys[1]) : ALL;
    addSums(rowSums.get(r) ?? rowSums.set(r, emptySums()).get(r)!, g.sums);
    addSums(colSums.get(c) ?? colSums.set(c, emptySums()).get(c)!, g.sums);
    addSums(cells.get(`${r}\u0000${c}`) ?? cells.set(`${r}\u0000${c}`, emptySums()).get(`${r}\u0000${c}`)!, g.sums);
    addSums(total, g.sums);
  }
  const order = (dim: PivotDimension, sums: Map<string, Sums>) => {
    const keys = [...sums.keys()];
    return TIME.includes(dim) ? keys.sort() : keys.sort((a, b) => sums.get(b)!.calls - sums.get(a)!.calls || a.localeCompare(b));
  };
  const rowKeys = order(rowsBy, rowSums);
  const colKeys = columnsBy ? order(columnsBy, colSums) : [ALL];
  const keptRows = rowKeys.slice(0, PIVOT_MAX_KEYS);
  const keptCols = colKeys.slice(0, PIVOT_MAX_KEYS);
  const labels = await labelsFor(db, teamId, [rowsBy, columnsBy], [keptRows, keptCols]);
  const outCells: PivotCell[] = [];
  for (const r of keptRows) for (const c of keptCols) {
    const s = cells.get(`${r}\u0000${c}`);
    if (s) outCells.push({ row: r, column: c, ...cellOf(measure, s) });
  }
  return {
    from: scope.range?.from ?? null,
    to: scope.range?.to ?? null,
    rows_by: rowsBy,
    columns_by: columnsBy,
    measure,
    rows: keptRows.map((key) => ({ key, label: labels[0].get(key) ?? null })),
    columns: columnsBy ? keptCols.map((key) => ({ key, label: labels[1].get(key) ?? null })) : [],
    cells: outCells,
    row_totals: keptRows.map((row) => ({ row, ...cellOf(measure, rowSums.get(row)!) })),
    column_totals: columnsBy ? keptCols.map((column) => ({ column, ...cellOf(measure, colSums.get(column)!) })) : [],
    total: cellOf(measure, total),
    truncated: { rows: rowKeys.length - keptRows.length, columns: colKeys.length - keptCols.length },
  };
}

/** Agents and campaigns by name; other values are their own label (translated on screen). */
async function labelsFor(db: DbOrTx, teamId: number, dims: (PivotDimension | null)[], keys: string[][]): Promise<Map<string, string>[]> {
  return Promise.all(
    dims.map(async (dim, i) => {
      const ids = keys[i].filter((k) => /^\d+$/.test(k)).map(Number);
      if (dim === 'agent') return new Map([...(await agentNames(db, teamId, ids))].map(([id, name]) => [String(id), name]));
      if (dim === 'campaign') return new Map([...(await campaignNames(db, teamId, ids))].map(([id, name]) => [String(id), name]));
      return new Map<string, string>();
    }),
  );
}
