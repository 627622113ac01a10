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

/** The figures every group counts, over `sms_messages m` and its clicked links `l` (null when none). */
export const FIGURES = sql`
  count(*) as messages,
  count(*) filter (where m.submitted_at is not null) as sent,
  count(*) filter (where m.status = 'delivered') as delivered,
  count(*) filter (where m.status in ('failed', 'expired', 'rejected')) as failed,
  count(*) filter (where m.status = 'queued') as queued,
  count(l.message_id) as clicked,
  coalesce(sum(l.clicks), 0) as clicks,
  coalesce(sum(m.cost) filter (where m.submitted_at is not null), 0) as cost`;

/**
 * The team's clicked links summed per message. Only links opened at least once: a message without
 * one has no clicks, so the join's hash table holds the few clicked messages, not every link.
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
