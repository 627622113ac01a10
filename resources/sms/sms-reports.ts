/**
 * SMS reports (GET /v1/sms/reports and /v1/sms/reports/domains-cost): what the team's messages
 * came to over a range of days, grouped by country, network, route, campaign or day, and what the
 * short links of campaign messages cost per click on each short-link domain. Both sides read these
 * schemas. Days are UTC calendar days of when a message was accepted, `from` and `to` included.
 *
 * The counts, per group:
 * - messages: every message accepted;
 * - sent: those an SMSC took (it answered the submit: `submitted_at` is set), whatever came after;
 * - delivered: receipts said delivered;
 * - failed: failed, expired or rejected, before or after the SMSC took them;
 * - queued: still waiting for a route's link;
 * - clicked: messages whose link was opened at least once; clicks: every visit of those links;
 * - cost: what the sent messages cost, per currency, in millionths (SMS_PRICE_SCALE).
 */
import { daysBetween, MAX_DAYS } from '../dashboard/figures.ts';
import { z } from '../validation.ts';

export const SMS_REPORTS_PATH = '/v1/sms/reports';
export const SMS_DOMAINS_COST_PATH = '/v1/sms/reports/domains-cost';

export const REPORT_GROUPS = ['country', 'network', 'route', 'campaign', 'day'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
/** At most this many campaigns in one filter. */
export const MAX_REPORT_CAMPAIGNS = 100;

/** `campaign_id=1&campaign_id=2` or `campaign_id=1,2`: the ids, each a positive whole number. */
const campaignIds = z.preprocess(
  (value) => (value === undefined ? undefined : (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter(Boolean)),
  z
    .array(z.string().regex(/^\d{1,10}$/, 'Give campaign ids as whole numbers.').transform(Number))
    .max(MAX_REPORT_CAMPAIGNS, `Ask for at most ${MAX_REPORT_CAMPAIGNS} campaigns at a time.`)
    .refine((ids) => ids.every((id) => id > 0 && id <= 2_147_483_647), 'Give campaign ids as whole numbers.')
    .optional(),
);

export const smsReportQuery = z
  .object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    campaign_id: campaignIds,
    route_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Give a country as its two-letter ISO code, such as DE.')
      .transform((c) => c.toUpperCase())
      .optional(),
    group_by: z.enum(REPORT_GROUPS).default('country'),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'The range must end on or after its first day.' })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) <= MAX_DAYS, { path: ['from'], message: `Ask for at most ${MAX_DAYS} days at a time.` });
export type SmsReportQuery = z.infer<typeof smsReportQuery>;
/** The domains-cost report takes the same filters; it is not grouped otherwise. */
export const domainsCostQuery = smsReportQuery;

const count = z.number().int().min(0);
/** Millionths of `currency`. */
export const reportMoney = z.object({ currency: z.string(), amount: z.number().int() });
export type ReportMoney = z.infer<typeof reportMoney>;

export const reportFigures = z.object({
  messages: count,
  sent: count,
  delivered: count,
  failed: count,
  queued: count,
  clicked: count,
  clicks: count,
  /** Per currency, the largest first; never added across currencies. */
  cost: z.array(reportMoney),
});
export type ReportFigures = z.infer<typeof reportFigures>;

/** One group: its key (a stable string for tables) and the fields that name it, then its figures. */
export const reportRow = reportFigures.extend({
  key: z.string(),
  country: z.string().nullable().optional(),
  network: z.string().nullable().optional(),
  mccmnc: z.string().nullable().optional(),
  route_id: z.number().int().nullable().optional(),
  route_name: z.string().nullable().optional(),
  campaign_id: z.number().int().nullable().optional(),
  campaign_name: z.string().nullable().optional(),
  day: z.iso.date().optional(),
});
export type ReportRow = z.infer<typeof reportRow>;

export const smsReport = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  group_by: z.enum(REPORT_GROUPS),
  /** Most messages first; by day: every day of the range, oldest first, zeros included. */
  rows: z.array(reportRow),
  totals: reportFigures,
});
export type SmsReport = z.infer<typeof smsReport>;

export const domainCostRow = z.object({
  /** The team's short-link domain; null: Parley's own `/s/` links. */
  domain: z.string().nullable(),
  /** Campaign messages carrying a link on this domain. */
  messages: count,
  clicked: count,
  clicks: count,
  cost: z.array(reportMoney),
  /** Each currency's cost over the clicks on messages paid in it, rounded to a millionth; absent without clicks. */
  cost_per_click: z.array(reportMoney),
});
export type DomainCostRow = z.infer<typeof domainCostRow>;

export const domainsCostReport = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  rows: z.array(domainCostRow),
  totals: domainCostRow.omit({ domain: true }),
});
export type DomainsCostReport = z.infer<typeof domainsCostReport>;
