/**
 * Adding up the rows the grouped queries answer (one per group and currency) into one set of
 * figures per group: counts summed, cost kept per currency, the largest first.
 */
import type { ReportFigures, ReportMoney } from '../../../../resources/sms/sms-reports.ts';
import type { FigureRow } from './report-filter.ts';

const COUNTS = ['messages', 'sent', 'delivered', 'failed', 'queued', 'clicked', 'clicks'] as const;

export const emptyFigures = (): ReportFigures => ({ messages: 0, sent: 0, delivered: 0, failed: 0, queued: 0, clicked: 0, clicks: 0, cost: [] });

/** Adds an amount to a per-currency list in place; a row without a currency (no route yet) has no cost. */
export function addMoney(list: ReportMoney[], currency: string | null, amount: number): void {
  if (!currency || !amount) return;
  const seen = list.find((m) => m.currency === currency);
  if (seen) seen.amount += amount;
  else list.push({ currency, amount });
}

export const sortMoney = (list: ReportMoney[]) => list.sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency));

export function addFigures(into: ReportFigures, row: FigureRow): void {
  for (const key of COUNTS) into[key] += Number(row[key]);
  addMoney(into.cost, row.currency, Number(row.cost));
}

/** Rows folded by the key `keyOf` gives; each group keeps the first row's naming fields. */
export function foldRows<R extends FigureRow, G>(rows: R[], keyOf: (row: R) => string, name: (row: R) => G): Map<string, G & ReportFigures> {
  const groups = new Map<string, G & ReportFigures>();
  for (const row of rows) {
    const key = keyOf(row);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { ...name(row), ...emptyFigures() }));
    addFigures(group, row);
  }
  for (const group of groups.values()) sortMoney(group.cost);
  return groups;
}

export function totalOf(groups: Iterable<ReportFigures>): ReportFigures {
  const total = emptyFigures();
  for (const g of groups) {
    for (const key of COUNTS) total[key] += g[key];
    for (const m of g.cost) addMoney(total.cost, m.currency, m.amount);
  }
  sortMoney(total.cost);
  return total;
}
