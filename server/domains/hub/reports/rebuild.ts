/**
 * Recomputes a team's roll-ups for a range of days from the raw parts (docs/areas/hub.md#reports):
 * what an operator runs after repairing rows by hand, or to fill the roll-ups of parts written
 * before they existed (`npx tsx scripts/hub-rollups-rebuild.ts <team id> <from> <to>`), and what the
 * benchmark and the demo seed build theirs with. The parts' tallies are rewritten too, so the
 * events that still come for them add only their difference.
 *
 * The roll-up tables are locked against writes while it runs (reports still read them): the
 * transactions moving parts meanwhile wait, then tally against what the rebuild wrote.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { hubPartTallies, hubRollups } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import { partFigures, ROLLUP_KEY, rollupLines } from './part-figures.ts';

/** UTC days, both included. */
export async function rebuildHubRollups(db: Db, teamId: number, from: string, to: string): Promise<{ rows: number }> {
  const inRange = sql`p.team_id = ${teamId} and p.created_at >= (${from}::date)::timestamp at time zone 'UTC' and p.created_at < (${to}::date + 1)::timestamp at time zone 'UTC'`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${hubRollups}, ${hubPartTallies} in exclusive mode`);
    await tx.execute(sql`delete from ${hubRollups} where team_id = ${teamId} and day between ${from}::date and ${to}::date`);
    await tx.execute(sql`
      insert into ${hubPartTallies} (message_id, route_id, cost_currency, revenue, delivered, cost)
      select message_id, route_id, cost_currency, revenue, delivered, cost from (${partFigures(inRange)}) f
      on conflict (message_id) do update set route_id = excluded.route_id, cost_currency = excluded.cost_currency,
        revenue = excluded.revenue, delivered = excluded.delivered, cost = excluded.cost`);
    const [written] = rowsOf<{ rows: number }>(
      await tx.execute(sql`
        with written as (
          insert into ${hubRollups} (${ROLLUP_KEY}, messages, parts, delivered, revenue, cost)
          select ${ROLLUP_KEY}, messages, parts, delivered, revenue, cost from (${rollupLines(sql`select 1 as s, * from (${partFigures(inRange)}) f`)}) r
          returning 1)
        select count(*)::int as rows from written`),
    );
    return { rows: Number(written.rows) };
  });
}
