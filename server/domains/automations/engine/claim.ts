/**
 * Taking due journeys: active or waiting, due, in an automation that runs (a paused automation's
 * journeys hold where they are), and not held by another runner — or held for longer than the stale
 * limit, by a runner that died. One conditional update marks them claimed (`for update skip locked`,
 * so runners in several processes share the work). A claim is only a reservation: the transaction
 * that advances a journey locks it again and checks the claim and its step (advance.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import type { ClaimedJourney } from './types.ts';

export async function claimDue(db: Db, now: Date, limit: number, staleMs: number): Promise<ClaimedJourney[]> {
  const at = now.toISOString();
  // Claims are stamped and judged stale by the wall clock: a tick may run on a fixed (or fake) one.
  const wall = new Date().toISOString();
  const rows = rowsOf<ClaimedJourney>(
    await db.execute(sql`
      update automation_journeys j set claimed_at = ${wall}::timestamptz
      where j.id in (
        select d.id from automation_journeys d
        where d.status in ('active', 'waiting') and d.due_at is not null and d.due_at <= ${at}::timestamptz
          and (d.claimed_at is null or d.claimed_at < ${wall}::timestamptz - make_interval(secs => ${staleMs / 1000}))
          and exists (select 1 from automations a where a.id = d.automation_id and a.status = 'active')
        order by d.due_at, d.id limit ${limit}
        for update of d skip locked)
      returning j.id, j.team_id, j.automation_id, j.version, j.contact_id, j.node_id, j.status, j.due_at, j.waiting_for, j.waiting_ref,
        j.resume, j.last_outcome, j.step, j.claimed_at, j.entered_at, j.node_at`),
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    due_at: r.due_at === null ? null : new Date(r.due_at),
    claimed_at: new Date(r.claimed_at),
    entered_at: new Date(r.entered_at),
    node_at: new Date(r.node_at),
  }));
}

/** Lets go of claims (a runner stopping, or every claim at start when this is the only process). */
export async function releaseClaims(db: Db, ids?: number[]): Promise<void> {
  await db.execute(
    ids
      ? sql`update automation_journeys set claimed_at = null where id = any(${sql.param(ids)}::bigint[]) and status in ('active', 'waiting')`
      : sql`update automation_journeys set claimed_at = null where claimed_at is not null and status in ('active', 'waiting')`,
  );
}

/** When the next journey falls due (for the runner's timer), among automations that run. */
export async function nextDueAt(db: Db): Promise<Date | null> {
  const [row] = rowsOf<{ at: string | Date | null }>(
    await db.execute(sql`
      select min(d.due_at) as at from automation_journeys d
      where d.status in ('active', 'waiting') and d.due_at is not null and d.claimed_at is null
        and exists (select 1 from automations a where a.id = d.automation_id and a.status = 'active')`),
  );
  return row?.at ? new Date(row.at) : null;
}
