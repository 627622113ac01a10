/**
 * Moving journeys on, in the transaction that wrote their step's side effects. First the claimed
 * journeys are locked again and only those still held by this claim go on (another runner may have
 * taken a stale claim over). Then one statement moves each by its result — to the node its output
 * leads to (due now), into a wait, or to its end — on the condition that its step counter is still
 * the one claimed, and logs the step taken in automation_steps. An output leading to several steps
 * (a fan-out) moves the journey to the first and starts a branch journey at each further one, in the
 * same statement. A step is thus taken once: a crash
 * before the commit leaves the journey, its messages and its log as they were.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import type { RunGraph } from './graph-cache.ts';
import type { ClaimedJourney, StepResult } from './types.ts';

/** The journeys of `journeys` still held by the claim that took them, locked until the commit. */
export async function lockClaimed(tx: Db, journeys: ClaimedJourney[]): Promise<ClaimedJourney[]> {
  if (!journeys.length) return [];
  const held = rowsOf<{ id: number | string }>(
    await tx.execute(sql`
      select j.id from automation_journeys j
      join unnest(${sql.param(journeys.map((j) => j.id))}::bigint[], ${sql.param(journeys.map((j) => j.step))}::int[], ${sql.param(journeys.map((j) => j.claimed_at.toISOString()))}::timestamptz[])
        as v(id, step, claimed_at) on v.id = j.id
      where j.step = v.step and j.claimed_at = v.claimed_at and j.status in ('active', 'waiting')
      order by j.id
      for update of j`),
  );
  const ids = new Set(held.map((r) => Number(r.id)));
  return journeys.filter((j) => ids.has(j.id));
}

interface Move {
  id: number;
  step: number;
  node_id: string;
  status: string;
  due_at: string | null;
  waiting_for: string | null;
  waiting_ref: number | null;
  outcome: string | null;
  exit_reason: string | null;
  /** The step's log row: completed or failed; null when the journey only waits or retries. */
  log: 'completed' | 'failed' | null;
  handle: string | null;
  detail: string | null;
}

/** A further step of an output that fans out: a new journey of the contact, from the one that branched. */
interface Branch {
  from: number;
  contact_id: number;
  node_id: string;
  outcome: string | null;
  entered_at: string;
}

/** Applies each journey's result; answers how many steps were logged. */
export async function advance(tx: Db, graph: RunGraph, nodeType: string, journeys: ClaimedJourney[], results: Map<number, StepResult>, now: Date): Promise<number> {
  if (!journeys.length) return 0;
  const at = now.toISOString();
  const branches: Branch[] = [];
  const moves: Move[] = journeys.map((j) => {
    const base = { id: j.id, step: j.step, node_id: j.node_id, waiting_for: null, waiting_ref: null, outcome: null, exit_reason: null, handle: null, detail: null };
    const r = results.get(j.id) ?? { kind: 'failed', reason: 'The step gave no result.' };
    switch (r.kind) {
      case 'handle': {
        const [next = null, ...further] = graph.next(j.node_id, r.handle);
        const detail = r.detail ? JSON.stringify(r.detail) : null;
        for (const node_id of further) branches.push({ from: j.id, contact_id: j.contact_id, node_id, outcome: r.outcome ?? j.last_outcome, entered_at: j.entered_at.toISOString() });
        return next === null
          ? { ...base, status: 'completed', due_at: null, outcome: r.outcome ?? null, log: 'completed', handle: r.handle, detail }
          : { ...base, node_id: next, status: 'active', due_at: at, outcome: r.outcome ?? null, log: 'completed', handle: r.handle, detail };
      }
      case 'end':
        return { ...base, status: 'completed', due_at: null, log: 'completed' };
      case 'wait':
        return { ...base, status: 'waiting', due_at: r.due_at.toISOString(), waiting_for: r.waiting_for ?? null, waiting_ref: r.waiting_ref ?? null, log: null, detail: r.detail ? JSON.stringify(r.detail) : null };
      case 'retry':
        return { ...base, status: 'active', due_at: r.due_at.toISOString(), log: null };
      case 'failed':
        return { ...base, status: 'failed', due_at: null, exit_reason: r.reason.slice(0, 500), log: 'failed', detail: JSON.stringify({ reason: r.reason, ...r.detail }) };
    }
  });
  const col = <K extends keyof Move>(key: K) => sql.param(moves.map((m) => m[key]));
  const { team_id, automation_id, version, node_id } = journeys[0];
  const [row] = rowsOf<{ logged: number }>(
    await tx.execute(sql`
      with v as (
        select * from unnest(${col('id')}::bigint[], ${col('step')}::int[], ${sql.param(journeys.map((j) => j.contact_id))}::int[], ${col('node_id')}::text[], ${col('status')}::text[],
          ${col('due_at')}::timestamptz[], ${col('waiting_for')}::text[], ${col('waiting_ref')}::int[], ${col('outcome')}::text[], ${col('exit_reason')}::text[],
          ${col('log')}::text[], ${col('handle')}::text[], ${col('detail')}::jsonb[])
          as v(id, step, contact_id, node_id, status, due_at, waiting_for, waiting_ref, outcome, exit_reason, log, handle, detail)
      ), moved as (
        update automation_journeys j set
          node_at = case when v.node_id <> j.node_id then ${at}::timestamptz else j.node_at end,
          node_id = v.node_id, status = v.status, due_at = v.due_at, waiting_for = v.waiting_for, waiting_ref = v.waiting_ref,
          last_outcome = coalesce(v.outcome, j.last_outcome), exit_reason = v.exit_reason, resume = null,
          finished_at = case when v.status in ('completed', 'failed') then ${at}::timestamptz end,
          step = j.step + 1, claimed_at = null
        from v where j.id = v.id and j.step = v.step
        returning j.id
      ), logged as (
        insert into automation_steps (team_id, automation_id, version, journey_id, contact_id, node_id, node_type, status, handle, outcome, detail, at)
        select ${team_id}, ${automation_id}, ${version}, v.id, v.contact_id, ${node_id}, ${nodeType}, v.log, v.handle, v.outcome, v.detail, ${at}::timestamptz
        from v join moved m on m.id = v.id where v.log is not null
        returning 1
      ), b as (
        select * from unnest(${sql.param(branches.map((b) => b.from))}::bigint[], ${sql.param(branches.map((b) => b.contact_id))}::int[], ${sql.param(branches.map((b) => b.node_id))}::text[],
          ${sql.param(branches.map((b) => b.outcome))}::text[], ${sql.param(branches.map((b) => b.entered_at))}::timestamptz[])
          as b(from_id, contact_id, node_id, outcome, entered_at)
      ), branched as (
        -- Only from a journey this step really moved on (its claim still held, its counter the one claimed).
        insert into automation_journeys (team_id, automation_id, version, contact_id, node_id, status, due_at, last_outcome, entered_at, node_at, branch_of)
        select ${team_id}, ${automation_id}, ${version}, b.contact_id, b.node_id, 'active', ${at}::timestamptz, b.outcome, b.entered_at, ${at}::timestamptz, b.from_id
        from b join moved m on m.id = b.from_id
        returning 1
      )
      select (select count(*) from logged)::int as logged, (select count(*) from branched)::int as branched`),
  );
  return Number(row?.logged ?? 0);
}
