/**
 * A campaign's counters kept by the delivery sender as its messages move: `sent` and `cost` when an
 * SMSC takes a message, `delivered` or `failed` when it settles. Written in the same transaction as
 * the message's own status, so the counters never drift from the messages, crash or not; one
 * statement per batch, whatever its size. Cost adds up in the campaign's currency only: a message
 * priced in another is in the reports, under its own currency.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { campaigns } from '../../../db/schema/index.ts';

export interface SentMessage {
  campaign_id: number | null;
  cost: number | null;
  currency: string | null;
}

export interface SettledMessage {
  campaign_id: number | null;
  status: string;
}

export async function countSent(db: Db, messages: SentMessage[]): Promise<void> {
  const totals = new Map<string, { campaign: number; currency: string | null; n: number; cost: number }>();
  for (const m of messages) {
    if (m.campaign_id === null) continue;
    const key = `${m.campaign_id}|${m.currency}`;
    const t = totals.get(key) ?? totals.set(key, { campaign: m.campaign_id, currency: m.currency, n: 0, cost: 0 }).get(key)!;
    t.n++;
    t.cost += m.cost ?? 0;
  }
  if (!totals.size) return;
  const rows = [...totals.values()];
  await db.execute(sql`
    update ${campaigns} c set sent = c.sent + v.n, cost = c.cost + case when v.currency = c.currency then v.cost else 0 end
    from (select campaign, sum(n)::int as n, currency, sum(cost)::bigint as cost
          from unnest(${sql.param(rows.map((r) => r.campaign))}::int[], ${sql.param(rows.map((r) => r.n))}::int[], ${sql.param(rows.map((r) => r.currency))}::text[], ${sql.param(rows.map((r) => r.cost))}::bigint[])
            as u(campaign, n, currency, cost)
          group by campaign, currency) v
    where c.id = v.campaign`);
}

export async function countSettled(db: Db, messages: SettledMessage[]): Promise<void> {
  const totals = new Map<number, { delivered: number; failed: number }>();
  for (const m of messages) {
    if (m.campaign_id === null) continue;
    const t = totals.get(m.campaign_id) ?? totals.set(m.campaign_id, { delivered: 0, failed: 0 }).get(m.campaign_id)!;
    if (m.status === 'delivered') t.delivered++;
    else t.failed++;
  }
  if (!totals.size) return;
  const ids = [...totals.keys()];
  await db.execute(sql`
    update ${campaigns} c set delivered = c.delivered + v.delivered, failed = c.failed + v.failed
    from unnest(${sql.param(ids)}::int[], ${sql.param(ids.map((id) => totals.get(id)!.delivered))}::int[], ${sql.param(ids.map((id) => totals.get(id)!.failed))}::int[]) as v(id, delivered, failed)
    where c.id = v.id`);
}
