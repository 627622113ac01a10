/**
 * Events that end waits: a journey of an active automation waiting for an event goes on when its
 * contact's event comes (a click, a message delivered or failed, a tag, a call outcome: any of the
 * contact's), and a journey waiting for the outcome of one call (`waiting_ref`) when that call's
 * outcome comes. One UPDATE per team and batch makes each such journey due now with what ended its
 * wait (`resume`), the earliest event winning, and the runner is woken for its automations.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/transaction.ts';
import { announce } from '../../../events/change-bus.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import { AUTOMATION_DUE_TOPIC } from '../topics.ts';
import type { InboxEvent } from './inbox.ts';

/** A call that never connected goes on by how it ended (no_answer, busy, failed); one that did by its outcome. */
export function outcomeOf(e: InboxEvent): string | null {
  if (e.event !== 'call_outcome') return null;
  const { status, outcome } = (e.detail ?? {}) as { status?: unknown; outcome?: unknown };
  if (status === 'no_answer' || status === 'busy' || status === 'failed') return status;
  return typeof outcome === 'string' ? outcome : null;
}

/** Resumes the team's journeys waiting for these events; answers their ids. */
export async function resumeWaiting(db: DbOrTx, teamId: number, events: readonly InboxEvent[], now = new Date()): Promise<number[]> {
  if (!events.length) return [];
  const col = <T>(f: (e: InboxEvent) => T) => sql.param(events.map(f));
  const result = await db.execute(sql`
    with ev as (
      select * from unnest(${col((e) => e.id)}::bigint[], ${col((e) => e.event)}::text[], ${col((e) => e.contact_id)}::int[],
        ${col((e) => e.ref_id)}::int[], ${col(outcomeOf)}::text[]) as e(id, event, contact_id, ref_id, outcome)
    ), hit as (
      select distinct on (j.id) j.id, e.event, e.ref_id, e.outcome
      from automation_journeys j
      join ev e on e.event = j.waiting_for
        and ((j.waiting_ref is null and j.contact_id = e.contact_id)
          or (j.waiting_ref = e.ref_id and (e.event = 'call_outcome' or j.contact_id = e.contact_id)))
      join automations a on a.id = j.automation_id and a.status = 'active'
      where j.team_id = ${teamId} and j.status = 'waiting' and j.waiting_for is not null
      order by j.id, e.id
    )
    update automation_journeys j set
      status = 'active', due_at = ${now.toISOString()}::timestamptz, waiting_for = null,
      resume = jsonb_build_object('event', hit.event, 'ref_id', hit.ref_id, 'outcome', hit.outcome)
    from hit
    where j.id = hit.id and j.status = 'waiting'
    returning j.id, j.automation_id`);
  const rows = rowsOf<{ id: number | string; automation_id: number }>(result);
  for (const automationId of new Set(rows.map((r) => Number(r.automation_id)))) await announce(db, AUTOMATION_DUE_TOPIC, String(automationId));
  return rows.map((r) => Number(r.id));
}
