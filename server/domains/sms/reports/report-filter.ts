/**
 * What both SMS reports read: the team's messages accepted in the range, narrowed to campaigns, a
 * route or a country. The range walks sms_messages_team_created_idx (team_id, created_at); a
 * campaign filter can take sms_messages_campaign_idx instead.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SmsReportQuery } from '../../../../resources/sms/sms-reports.ts';
import { dayRange, type DayRange } from '../../dashboard/range.ts';

export interface ReportScope {
  teamId: number;
  range: DayRange;
  /** The condition over `sms_messages m`. */
  where: SQL;
}

export function reportScope(teamId: number, query: SmsReportQuery, now = Date.now()): ReportScope {
  const range = dayRange(query, now);
  const conditions: SQL[] = [sql`m.team_id = ${teamId}`, sql`m.created_at >= ${range.start.toISOString()}::timestamptz`, sql`m.created_at < ${range.end.toISOString()}::timestamptz`];
  if (query.campaign_id?.length) conditions.push(sql`m.campaign_id = any(${sql.param(query.campaign_id)}::int[])`);
  if (query.route_id !== undefined) conditions.push(sql`m.route_id = ${query.route_id}`);
  if (query.country !== undefined) conditions.push(sql`m.country = ${query.country}`);
  return { teamId, range, where: sql.join(conditions, sql` and `) };
}

/** The message figures every group counts over `sms_messages m`; clicks are counted apart (CLICK_FIGURES). */
export const FIGURES = sql`
  count(*) as messages,
  count(*) filter (where m.submitted_at is not null) as sent,
  count(*) filter (where m.status = 'delivered') as delivered,
  count(*) filter (where m.status in ('failed', 'expired', 'rejected')) as failed,
  count(*) filter (where m.status = 'queued') as queued,
  0 as clicked, 0 as clicks,
  coalesce(sum(m.cost) filter (where m.submitted_at is not null), 0) as cost`;

/** The click figures over the clicked links `l` joined to their messages `m`; the rest zero. */
export const CLICK_FIGURES = sql`
  null as currency, 0 as messages, 0 as sent, 0 as delivered, 0 as failed, 0 as queued,
  count(*) as clicked, sum(l.clicks) as clicks, 0 as cost`;

/**
 * The team's clicked links summed per message: only links opened at least once, a few per cent of
 * the messages. Clicks are counted from these to their messages (primary-key lookups), never by
 * joining every message of the range to the links: without fresh statistics (PGlite keeps none
 * until it is analysed) the planner would loop over both.
 */
export const clickedLinks = (teamId: number) => sql`(
  select message_id, sum(clicks) as clicks from message_links
  where team_id = ${teamId} and clicks > 0 and message_id is not null
  group by message_id)`;

export interface FigureRow {
  currency: string | null;
  messages: string | number;
  sent: string | number;
  delivered: string | number;
  failed: string | number;
  queued: string | number;
  clicked: string | number;
  clicks: string | number;
  cost: string | number;
}
