/**
 * The hub's reports (GET /v1/hub/reports, docs/areas/hub.md#reports): what the team's clients sent
 * through the hub over a range of UTC days, grouped by endpoint, company, route, country, network
 * or day, read from the roll-ups Parley keeps as parts move. Both sides read these schemas.
 *
 * Per row, one per group and currency (amounts are never added across currencies):
 * - messages: client messages accepted (a submit_sm, or a whole text Parley cut); parts: the SMS parts they came to;
 * - delivered: parts of messages the handset received;
 * - revenue: what the clients pay, refunds taken off; cost: what the vendors bill (parts a route
 *   took and did not reject); margin: revenue minus cost. Exact integers in millionths.
 * A route billing in another currency than its client pays in shows its cost on a row of that
 * currency (with no messages of its own).
 */
import { daysBetween, MAX_DAYS } from '../dashboard/figures.ts';
import { z } from '../validation.ts';

export const HUB_REPORTS_PATH = '/v1/hub/reports';

export const HUB_REPORT_GROUPS = ['endpoint', 'company', 'route', 'country', 'network', 'day'] as const;
export type HubReportGroup = (typeof HUB_REPORT_GROUPS)[number];

export const hubReportQuery = z
  .object({
    group: z.enum(HUB_REPORT_GROUPS, { error: `Group by one of: ${HUB_REPORT_GROUPS.join(', ')}.` }).default('day'),
    from: z.iso.date({ error: 'Give the first day as YYYY-MM-DD.' }).optional(),
    to: z.iso.date({ error: 'Give the last day as YYYY-MM-DD.' }).optional(),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'The range must end on or after its first day.' })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) <= MAX_DAYS, { path: ['from'], message: `Ask for at most ${MAX_DAYS} days at a time.` });
export type HubReportQuery = z.infer<typeof hubReportQuery>;

const count = z.number().int().min(0);
/** Millionths of `currency`. */
const money = z.number().int();

export const hubReportFigures = z.object({
  messages: count,
  parts: count,
  delivered: count,
  revenue: money,
  cost: money,
  /** revenue - cost. */
  margin: money,
  currency: z.string(),
});
export type HubReportFigures = z.infer<typeof hubReportFigures>;

export const hubReportRow = hubReportFigures.extend({
  /** The group's stable key: an id, an ISO country, an MCC+MNC (23410) or a day; '' when unknown. */
  key: z.string(),
  /** What it is called today (an endpoint, company, route or network's name; the country code; the day). */
  name: z.string(),
  endpoint_id: z.number().int().optional(),
  company_id: z.number().int().optional(),
  route_id: z.number().int().optional(),
});
export type HubReportRow = z.infer<typeof hubReportRow>;

export const hubReport = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  group: z.enum(HUB_REPORT_GROUPS),
  /** By day: oldest first; otherwise the most revenue first. */
  rows: z.array(hubReportRow),
  /** The whole range per currency, the most revenue first. */
  totals: z.array(hubReportFigures),
});
export type HubReport = z.infer<typeof hubReport>;
