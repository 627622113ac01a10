/**
 * Keeps the hub's roll-ups (docs/areas/hub.md#reports) in the transactions that move its parts:
 * accepting them, a vendor taking them, a failover moving them to the next route, settling and
 * refunding them. Each call reads the parts' figures as they stand now, takes off what each part
 * added before (hub_part_tallies) and adds the difference, one upsert per roll-up key for the whole
 * batch — so an event told twice, or submitted and settled in either order, adds nothing twice, and
 * after settlement the roll-ups equal a GROUP BY over the raw parts.
 *
 * Two tallies of one part never run at once (its tally row is locked first), so each reads what the
 * other committed. The roll-up rows are upserted in key order, and after any ledger write of the
 * transaction, so two transactions never wait on each other's rows the other way round.
 */
import { sql } from 'drizzle-orm';
import { hubPartTallies, hubRollups } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import type { DeliveryHooks, DeliveryMessage } from '../../sms/delivery/delivery-hooks.ts';
import { partFigures, ROLLUP_KEY, rollupLines } from './part-figures.ts';

export async function tallyParts(db: DbOrTx, messageIds: readonly number[]): Promise<void> {
  if (!messageIds.length) return;
  const ids = [...new Set(messageIds)].sort((a, b) => a - b);
  // The parts' tallies are locked first, in order, in a statement of their own: a caller that holds
  // no lock on the messages (receipts matched late settle outside a transaction) still waits for
  // any other tally of the same parts, and then reads what it committed. A savepoint within the
  // caller's transaction, a transaction of its own otherwise.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${hubPartTallies} where message_id = any(${sql.param(ids)}::int[]) order by message_id for update`);
    await tally(tx, ids);
  });
}

async function tally(tx: DbOrTx, ids: number[]): Promise<void> {
  await tx.execute(sql`
    with now_ as (${partFigures(sql`p.message_id = any(${sql.param(ids)}::int[])`)}),
    was as (
      select n.message_id, n.team_id, n.day, n.endpoint_id, n.company_id, t.route_id, n.country, n.network, n.currency, n.parts,
        t.revenue, t.delivered, t.cost, t.cost_currency
      from ${hubPartTallies} t join now_ n on n.message_id = t.message_id),
    moves as (${rollupLines(sql`select 1 as s, * from now_ union all select -1 as s, * from was`)}),
    kept as (
      insert into ${hubPartTallies} (message_id, route_id, cost_currency, revenue, delivered, cost)
      select message_id, route_id, cost_currency, revenue, delivered, cost from now_ order by message_id
      on conflict (message_id) do update set route_id = excluded.route_id, cost_currency = excluded.cost_currency,
        revenue = excluded.revenue, delivered = excluded.delivered, cost = excluded.cost
      where (${hubPartTallies}.route_id, ${hubPartTallies}.cost_currency, ${hubPartTallies}.revenue, ${hubPartTallies}.delivered, ${hubPartTallies}.cost)
        is distinct from (excluded.route_id, excluded.cost_currency, excluded.revenue, excluded.delivered, excluded.cost))
    insert into ${hubRollups} (${ROLLUP_KEY}, messages, parts, delivered, revenue, cost)
    select ${ROLLUP_KEY}, messages, parts, delivered, revenue, cost from moves order by ${ROLLUP_KEY}
    on conflict (${ROLLUP_KEY}) do update set
      messages = ${hubRollups}.messages + excluded.messages, parts = ${hubRollups}.parts + excluded.parts,
      delivered = ${hubRollups}.delivered + excluded.delivered, revenue = ${hubRollups}.revenue + excluded.revenue,
      cost = ${hubRollups}.cost + excluded.cost`);
}

/** A hub part is no campaign's message: a batch of campaign messages costs no query. */
const mayBeParts = (messages: readonly DeliveryMessage[]) => messages.filter((m) => m.campaign_id === null).map((m) => m.id);

/**
 * The delivery's events the roll-ups follow beyond the hub's own (accepting and settling call
 * tallyParts themselves): a vendor took the part (its cost), or a route refused it and it moved on
 * (its figures move to the next route). A refusal that ends the message is counted as it settles.
 */
export const rollupHooks: Pick<DeliveryHooks, 'submitted' | 'refused'> = {
  submitted: (tx, messages) => tallyParts(tx, mayBeParts(messages)),
  refused: (tx, messages) => tallyParts(tx, mayBeParts(messages.filter((m) => m.status !== 'failed'))),
};
