/**
 * The automation engine's runner: everything that happens to a journey once it is due. A tick
 * claims a batch of due journeys (claim.ts), groups them by automation, version and node, and runs
 * each group's node once for all of them (nodes/*.ts), in one transaction per group that writes
 * the node's side effects and moves the journeys on (advance.ts). Journeys moved to their next node
 * are due at once and are taken by the next round of the same tick, until nothing is due.
 *
 * Failures: an error the database calls transient (a lost connection, a serialisation failure, a
 * deadlock, too many connections) gives the group back to be tried in half a minute; any other
 * error thrown by a node fails its journeys, each with the reason logged as a failed step. Nodes
 * answer their own transient cases (`retry`: no voice provider yet, a webhook without an answer).
 */
import { isNodeType, type NodeTypeName } from '../../../../resources/automations/automation-nodes.ts';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { sql } from 'drizzle-orm';
import { advance, lockClaimed } from './advance.ts';
import { claimDue } from './claim.ts';
import { graphOf, type RunGraph } from './graph-cache.ts';
import { HANDLERS } from './handlers.ts';
import { allAlike, type ClaimedJourney, type NodeRun, type StepResult } from './types.ts';

export interface TickOptions {
  /** Journeys claimed per round. */
  batch?: number;
  /** A claim older than this belongs to a runner that died. */
  staleMs?: number;
  /** Workers claiming and running batches side by side (PostgreSQL; PGlite has one connection). */
  parallel?: number;
  signal?: AbortSignal;
}

export interface TickResult {
  /** Steps logged (nodes left or failed). */
  steps: number;
  /** Journeys handled, waits and retries included. */
  handled: number;
}

export const STALE_CLAIM_MS = 5 * 60_000;
const TRANSIENT_RETRY_MS = 30_000;
/** SQLSTATE classes and codes a later try may get past. */
const TRANSIENT = /^(08|53|57P0|40001|40P01)/;
const NO_GRAPH: RunGraph = { nodes: new Map(), next: () => [] };

/**
 * Runs every journey due at `now` until none is left; answers what was done. On PostgreSQL several
 * workers claim and run batches side by side (their claims never overlap); PGlite has one connection.
 */
export async function tickJourneys(app: AppContext, now: Date = new Date(), options: TickOptions = {}): Promise<TickResult> {
  const db = app.database.db;
  const batch = options.batch ?? 1_000;
  const workers = app.database.driver === 'pglite' ? 1 : Math.max(1, options.parallel ?? 4);
  const total: TickResult = { steps: 0, handled: 0 };
  const work = async () => {
    while (!options.signal?.aborted) {
      const claimed = await claimDue(db, now, batch, options.staleMs ?? STALE_CLAIM_MS);
      if (!claimed.length) return;
      const groups = new Map<string, ClaimedJourney[]>();
      for (const j of claimed) {
        const key = `${j.automation_id}\u0000${j.version}\u0000${j.node_id}`;
        const group = groups.get(key);
        if (group) group.push(j);
        else groups.set(key, [j]);
      }
      for (const group of groups.values()) {
        const done = await runGroup(app, db, now, group);
        total.steps += done.steps;
        total.handled += done.handled;
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, work));
  return total;
}

async function runGroup(app: AppContext, db: Db, now: Date, journeys: ClaimedJourney[]): Promise<TickResult> {
  const { automation_id: automationId, version, team_id: teamId, node_id: nodeId } = journeys[0];
  const graph = await graphOf(db, automationId, version);
  const node = graph?.nodes.get(nodeId);
  if (!graph || !node || !isNodeType(node.type)) {
    const reason = !graph ? `Version ${version} of the automation no longer exists.` : `Node ${nodeId} is not in version ${version} of the automation.`;
    return settle(db, NO_GRAPH, node?.type ?? 'unknown', journeys, now, () => allAlike(journeys, { kind: 'failed', reason }));
  }
  const type = node.type as NodeTypeName;
  const handler = HANDLERS[type];
  let after: (() => Promise<void>)[] = [];
  const run: NodeRun = { app, now, teamId, automationId, version, node: { ...node, type }, afterCommit: (work) => after.push(work) };
  try {
    const prepared = handler.prepare ? await handler.prepare(run, journeys) : undefined;
    const done = await settle(db, graph, type, journeys, now, (tx, held) => handler.run(run, tx, held, prepared));
    for (const work of after) await work().catch((error) => console.error(`[parley] automation ${automationId} node ${nodeId}: ${(error as Error).message}`));
    return done;
  } catch (error) {
    after = [];
    const code = (error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
    if (typeof code === 'string' && TRANSIENT.test(code)) {
      console.error(`[parley] automation ${automationId} node ${nodeId}: ${(error as Error).message}; trying again shortly`);
      await putBack(db, journeys, now);
      return { steps: 0, handled: 0 };
    }
    const reason = `The step failed: ${(error as Error).message}`.slice(0, 500);
    return settle(db, graph, type, journeys, now, () => allAlike(journeys, { kind: 'failed', reason }));
  }
}

/** One transaction: lock what is still ours, get each journey's result, move them on. */
async function settle(db: Db, graph: RunGraph, type: string, journeys: ClaimedJourney[], now: Date, results: (tx: Db, held: ClaimedJourney[]) => Map<number, StepResult> | Promise<Map<number, StepResult>>): Promise<TickResult> {
  return db.transaction(async (txx) => {
    const tx = txx as unknown as Db;
    const held = await lockClaimed(tx, journeys);
    if (!held.length) return { steps: 0, handled: 0 };
    const steps = await advance(tx, graph, type, held, await results(tx, held), now);
    return { steps, handled: held.length };
  });
}

async function putBack(db: Db, journeys: ClaimedJourney[], now: Date): Promise<void> {
  await db
    .execute(sql`
      update automation_journeys set claimed_at = null, due_at = ${new Date(now.getTime() + TRANSIENT_RETRY_MS).toISOString()}::timestamptz
      where id = any(${sql.param(journeys.map((j) => j.id))}::bigint[]) and claimed_at = ${journeys[0].claimed_at.toISOString()}::timestamptz`)
    .catch(() => undefined);
}
