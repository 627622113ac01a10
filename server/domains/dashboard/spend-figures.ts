/**
 * What the team spent over a range of days: usage charged on its records (each SMS's cost, from the
 * SMS report; each call's, from the call figures; each number lookup's), top-ups completed and invoices issued, per currency
 * (amounts never mix currencies), all in millionths (DASHBOARD_MONEY_SCALE).
 */
import { and, eq, gte, lt, notInArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { inMillionths, type DashboardFigures, type MoneyTotal } from '../../../resources/dashboard/figures.ts';
import type { Db } from '../../db/client.ts';
import { hlrLookups, invoices, mnpRequests, topUps } from '../../db/schema/index.ts';
import type { DayRange } from './range.ts';
import { sumOf, utcDay } from './sql.ts';

type Charge = DashboardFigures['spend']['by_day'][number];
/** One day's cost in one currency, as its report counts it. */
export interface DayCharge {
  day: string;
  currency: string;
  amount: number;
}

/** The charges the reports already counted: SMS in millionths, calls in minor units. */
export interface ReportedCharges {
  sms: readonly DayCharge[];
  calls: readonly DayCharge[];
}

async function charges(db: Db, teamId: number, range: DayRange, reported: ReportedCharges): Promise<Charge[]> {
  const usage = (source: Charge['source'], table: typeof hlrLookups | typeof mnpRequests, at: AnyPgColumn) => {
    const day = utcDay(at);
    return db
      .select({ day, currency: table.currency, amount: sumOf(table.cost) })
      .from(table)
      .where(and(eq(table.team_id, teamId), gte(at, range.start), lt(at, range.end)))
      .groupBy(day, table.currency)
      .then((rows) => rows.filter((r) => r.amount > 0).map((r) => ({ ...r, amount: inMillionths(r.amount, r.currency), source })));
  };
  const all = await Promise.all([usage('lookups', hlrLookups, hlrLookups.checked_at), usage('lookups', mnpRequests, mnpRequests.checked_at)]);
  const sms = reported.sms.map((m) => ({ ...m, source: 'sms' as const }));
  const callCharges = reported.calls.map((m) => ({ ...m, amount: inMillionths(m.amount, m.currency), source: 'calls' as const }));
  // HLR and MNP lookups are one source: fold their rows of the same day and currency together.
  const folded = new Map<string, Charge>();
  for (const c of [...sms, ...callCharges, ...all.flat()].filter((m) => m.amount > 0)) {
    const key = `${c.day}|${c.source}|${c.currency}`;
    const seen = folded.get(key);
    folded.set(key, seen ? { ...seen, amount: seen.amount + c.amount } : c);
  }
  return [...folded.values()].sort((a, b) => a.day.localeCompare(b.day) || a.source.localeCompare(b.source) || a.currency.localeCompare(b.currency));
}

/** Amounts added up per currency, the largest first. */
export function perCurrency(rows: readonly { currency: string; amount: number }[]): MoneyTotal[] {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.currency, (sums.get(r.currency) ?? 0) + r.amount);
  return [...sums].map(([currency, amount]) => ({ currency, amount })).filter((m) => m.amount !== 0).sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency));
}

export async function spendFigures(db: Db, teamId: number, range: DayRange, reported: ReportedCharges): Promise<DashboardFigures['spend']> {
  const [byDay, toppedUp, invoiced] = await Promise.all([
    charges(db, teamId, range, reported),
    db
      .select({ currency: topUps.currency, amount: sumOf(topUps.amount) })
      .from(topUps)
      .where(and(eq(topUps.team_id, teamId), eq(topUps.status, 'completed'), gte(topUps.completed_at, range.start), lt(topUps.completed_at, range.end)))
      .groupBy(topUps.currency),
    db
      .select({ currency: invoices.currency, amount: sumOf(invoices.total) })
      .from(invoices)
      .where(and(eq(invoices.team_id, teamId), notInArray(invoices.status, ['void', 'draft']), gte(invoices.created_at, range.start), lt(invoices.created_at, range.end)))
      .groupBy(invoices.currency),
  ]);
  const scaled = (rows: { currency: string; amount: number }[]) => rows.map((r) => ({ currency: r.currency, amount: inMillionths(r.amount, r.currency) }));
  return { totals: perCurrency(byDay), by_day: byDay, top_ups: perCurrency(scaled(toppedUp)), invoiced: perCurrency(scaled(invoiced)) };
}
