/**
 * How a team's routes do in their SMS tests over the last days: counts by outcome, the
 * fake-receipt score (of the settled tests whose receipt said delivered, the share the handset
 * never received), and sender IDs or texts replaced on the way. A route "fails its tests" when a
 * settled test did not arrive intact.
 */
import { sql } from 'drizzle-orm';
import type { SmsTestSummaryRow } from '../../../../resources/sms/test-sms.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { smsRoutes, smsTests } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';

export async function smsTestSummary(db: DbOrTx, teamId: number, options: { routeId?: number; days: number }, now = new Date()): Promise<SmsTestSummaryRow[]> {
  const since = new Date(now.getTime() - options.days * 86_400_000).toISOString();
  const result = await db.execute(sql`
    select r.id as route_id, r.name as route_name,
      count(*)::int as tests,
      (count(*) filter (where t.status = 'delivered'))::int as delivered,
      (count(*) filter (where t.status = 'failed'))::int as failed,
      (count(*) filter (where t.status = 'timeout'))::int as timeout,
      (count(*) filter (where t.status in ('queued', 'sent')))::int as pending,
      (count(*) filter (where t.receipt_status = 'delivered' and t.status in ('delivered', 'timeout', 'failed')))::int as receipts_delivered,
      (count(*) filter (where t.receipt_status = 'delivered' and t.status in ('timeout', 'failed') and t.delivered_at is null))::int as fake_receipts,
      (count(*) filter (where t.sender_id_intact = false))::int as sender_replaced,
      (count(*) filter (where t.text_intact = false))::int as text_replaced,
      (count(*) filter (where t.status in ('failed', 'timeout') or t.sender_id_intact = false or t.text_intact = false))::int as failing,
      max(t.created_at) as last_test_at,
      (array_agg(t.status order by t.created_at desc, t.id desc))[1] as last_status
    from ${smsTests} t join ${smsRoutes} r on r.id = t.route_id
    where t.team_id = ${teamId} and t.created_at >= ${since}::timestamptz
      ${options.routeId ? sql`and t.route_id = ${options.routeId}` : sql``}
    group by r.id, r.name
    order by failing desc, r.name`);
  return rowsOf<Record<string, unknown>>(result).map((row) => {
    const receipts = Number(row.receipts_delivered);
    const fake = Number(row.fake_receipts);
    const at = row.last_test_at;
    return {
      route_id: Number(row.route_id),
      route_name: String(row.route_name),
      tests: Number(row.tests),
      delivered: Number(row.delivered),
      failed: Number(row.failed),
      timeout: Number(row.timeout),
      pending: Number(row.pending),
      receipts_delivered: receipts,
      fake_receipts: fake,
      fake_receipt_share: receipts ? fake / receipts : null,
      sender_replaced: Number(row.sender_replaced),
      text_replaced: Number(row.text_replaced),
      failing: Number(row.failing),
      last_test_at: at ? new Date(at as string).toISOString() : null,
      last_status: (row.last_status as string | null) ?? null,
    };
  });
}

