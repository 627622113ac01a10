/** The days a dashboard request covers, as dates for queries and as labels for the answer. */
import { DEFAULT_DAYS, daysBetween, type DashboardQuery } from '../../../resources/dashboard/figures.ts';

const DAY = 86_400_000;

export interface DayRange {
  from: string;
  to: string;
  days: string[];
  /** The first instant of `from` (UTC). */
  start: Date;
  /** The first instant after `to` (UTC). */
  end: Date;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The asked range; without one, the last DEFAULT_DAYS days up to today (UTC). */
export function dayRange(query: DashboardQuery, now = Date.now()): DayRange {
  const to = query.to ?? (query.from ? isoDay(Date.parse(`${query.from}T00:00:00Z`) + (DEFAULT_DAYS - 1) * DAY) : isoDay(now));
  const from = query.from ?? isoDay(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY);
  const start = Date.parse(`${from}T00:00:00Z`);
  const days = Array.from({ length: daysBetween(from, to) }, (_, i) => isoDay(start + i * DAY));
  return { from, to, days, start: new Date(start), end: new Date(start + days.length * DAY) };
}
