/**
 * The dashboard's figures (GET /v1/dashboard): what the team's work came to over a range of days,
 * computed from the records Parley keeps. Both sides read these schemas: the server answers them,
 * the dashboard draws them. Days are UTC calendar days, `from` and `to` both included.
 */
import { fractionDigits } from '../format/money.ts';
import { CALL_OUTCOMES } from '../voice/shared.ts';
import { z } from '../validation.ts';

export const DASHBOARD_PATH = '/v1/dashboard';
/** The longest range one request may ask for. */
export const MAX_DAYS = 366;
/** How many days the dashboard shows unless asked otherwise. */
export const DEFAULT_DAYS = 30;
export const RECENT_CAMPAIGNS = 6;

const DAY = 86_400_000;
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1;

export const dashboardQuery = z
  .object({ from: z.iso.date().optional(), to: z.iso.date().optional() })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'The range must end on or after its first day.' })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) <= MAX_DAYS, { path: ['from'], message: `Ask for at most ${MAX_DAYS} days at a time.` });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

const count = z.number().int().min(0);
const day = z.iso.date();
/**
 * Every amount on the dashboard is in millionths of its currency (the scale of SMS prices, so one
 * SMS's cost adds up exactly); calls and lookups, kept in minor units, are scaled up to it. Shown
 * at the currency's usual decimals, never summed across currencies.
 */
export const DASHBOARD_MONEY_SCALE = 6;

/** An amount in the currency's minor units as millionths: 1999 USD cents → 19990000. */
export function inMillionths(minor: number, currency: string): number {
  return minor * 10 ** (DASHBOARD_MONEY_SCALE - fractionDigits(currency));
}
const money = z.object({ currency: z.string(), amount: z.number().int() });
export type MoneyTotal = z.infer<typeof money>;

export const SPEND_SOURCES = ['sms', 'calls', 'lookups'] as const;
export const CAMPAIGN_KINDS = ['sms', 'voice'] as const;

export const dashboardFigures = z.object({
  from: day,
  to: day,
  days: count,
  /** Messages of the range, from the SMS report's query (GET /v1/sms/reports, grouped by day). */
  messages: z.object({
    messages: count,
    /** Handed to an SMSC. */
    sent: count,
    delivered: count,
    failed: count,
    queued: count,
    /** What the sent messages cost, per currency. */
    cost: z.array(money),
    /** Every day of the range, oldest first, zeros included. */
    by_day: z.array(z.object({ day, sent: count, delivered: count })),
  }),
  calls: z.object({
    total: count,
    /** Reached a person: completed, and not a voicemail. */
    answered: count,
    /** Calls that ended (completed, no answer, busy or failed): the answer rate's base. */
    ended: count,
    /** answered / ended, or null without ended calls. */
    answer_rate: z.number().min(0).max(1).nullable(),
    talk_seconds: count,
    /** Every day of the range, oldest first, zero where there were none. */
    by_day: z.array(z.object({ day, total: count, answered: count })),
    /** What the conversations (completed calls) ended in, most frequent first. */
    outcomes: z.array(z.object({ outcome: z.enum(CALL_OUTCOMES), count })),
  }),
  spend: z.object({
    /** Usage charged in the range (SMS, calls and number lookups), per currency, largest first. */
    totals: z.array(money),
    /** The same per day and source; only days with a charge. */
    by_day: z.array(z.object({ day, source: z.enum(SPEND_SOURCES), currency: z.string(), amount: z.number().int() })),
    /** Prepaid top-ups completed in the range, per currency. */
    top_ups: z.array(money),
    /** Invoices issued in the range (not void), per currency. */
    invoiced: z.array(money),
  }),
  /** The campaigns touched last, SMS and voice together, newest first. */
  campaigns: z.array(
    z.object({
      kind: z.enum(CAMPAIGN_KINDS),
      id: z.number().int(),
      name: z.string(),
      status: z.string(),
      /** When it is (or was) set to start. */
      starts_at: z.string().nullable(),
      /** When it started sending or calling, and when it finished (completed or stopped). */
      started_at: z.string().nullable(),
      finished_at: z.string().nullable(),
      /** Contacts it reaches (SMS: its segment's recipients; voice: its contact list). */
      audience: count,
      /** Voice only: calls placed, counted from the call log. */
      calls: count.nullable(),
      updated_at: z.string(),
    }),
  ),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;
