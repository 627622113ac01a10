/**
 * A campaign's counters, kept by the campaigns area's delivery hooks as its messages move: `sent`
 * and `cost` when an SMSC takes a message, `delivered` or `failed` when it settles. Written in the
 * same transaction as the message's own status, so the counters never drift from the messages, crash or not; one
 * statement per batch, whatever its size. Cost adds up per currency in `costs` (each currency its
 * routes charge, never one sum across them); `cost` keeps the part in the campaign's `currency`.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/transaction.ts';
import type { DeliveryMessage } from '../../sms/delivery/delivery-hooks.ts';
import { campaigns } from '../../../db/schema/index.ts';

type SentMessage = Pick<DeliveryMessage, 'campaign_id' | 'cost' | 'currency'>;
type SettledMessage = Pick<DeliveryMessage, 'campaign_id' | 'status'>;

export async function countSent(db: DbOrTx, messages: SentMessage[]): Promise<void> {
  // One row per campaign: an UPDATE ... FROM applies a single source row to each campaign.
  const totals = new Map<number, { n: number; costs: Map<string, number> }>();
  for (const m of messages) {
    if (m.campaign_id === null) continue;
    const t = totals.get(m.campaign_id) ?? totals.set(m.campaign_id, { n: 0, costs: new Map() }).get(m.campaign_id)!;
    t.n++;
    if (m.currency !== null && m.cost !== null) t.costs.set(m.currency, (t.costs.get(m.currency) ?? 0) + m.cost);
  }
  if (!totals.size) return;
  const ids = [...totals.keys()];
  const costs = ids.map((id) => JSON.stringify(Object.fromEntries(totals.get(id)!.costs)));
  await db.execute(sql`
    update ${campaigns} c set
      sent = c.sent + v.n,
      cost = c.cost + coalesce((v.costs ->> c.currency)::bigint, 0),
      costs = (select coalesce(jsonb_object_agg(k, coalesce((c.costs ->> k)::bigint, 0) + coalesce((v.costs ->> k)::bigint, 0)), '{}'::jsonb)
               from (select jsonb_object_keys(c.costs) union select jsonb_object_keys(v.costs)) as keys(k))
    from (select id, n, costs::jsonb as costs
          from unnest(${sql.param(ids)}::int[], ${sql.param(ids.map((id) => totals.get(id)!.n))}::int[], ${sql.param(costs)}::text[]) as u(id, n, costs)) v
    where c.id = v.id`);
}

export async function countSettled(db: DbOrTx, messages: SettledMessage[]): Promise<void> {
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
