/**
 * What the engine's parts share: a journey as the runner claimed it, what a node's handler answers
 * for each journey, and the handler's shape. A handler runs over every journey due at one node at
 * once (set-based), inside the transaction that advances them, so its writes and their advance
 * commit together or not at all.
 */
import type { AutomationEvent, NodeTypeName } from '../../../../resources/automations/automation-nodes.ts';
import type { GraphNode } from '../../../../resources/automations/automation-graph.ts';
import type { JourneyStatus } from '../../../../resources/automations/automation-api.ts';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';

export interface ClaimedJourney {
  id: number;
  team_id: number;
  automation_id: number;
  version: number;
  contact_id: number;
  node_id: string;
  status: JourneyStatus;
  due_at: Date | null;
  waiting_for: AutomationEvent | null;
  waiting_ref: number | null;
  resume: { event: AutomationEvent; ref_id?: number | null; outcome?: string | null } | null;
  last_outcome: string | null;
  step: number;
  /** When this runner claimed it (the wall clock, whatever clock the tick runs on). */
  claimed_at: Date;
  entered_at: Date;
  node_at: Date;
}

/**
 * What became of one journey at its node:
 * - `handle`: it leaves by that output (to the edge's target, or completes when none leaves it);
 * - `wait`: it stays at the node, waiting until `due_at` (and for `waiting_for`, when set);
 * - `retry`: something outside was not ready (a transient failure): it stays active, due again at `due_at`;
 * - `failed`: the step failed for good; the journey ends `failed` with the reason.
 */
export type StepResult =
  | { kind: 'handle'; handle: string; outcome?: string | null; detail?: Record<string, unknown> }
  | { kind: 'wait'; due_at: Date; waiting_for?: AutomationEvent | null; waiting_ref?: number | null; detail?: Record<string, unknown> }
  | { kind: 'retry'; due_at: Date; reason: string }
  | { kind: 'failed'; reason: string; detail?: Record<string, unknown> }
  | { kind: 'end' };

export interface NodeRun {
  app: AppContext;
  /** The engine's clock (tests pass a fake one). */
  now: Date;
  teamId: number;
  automationId: number;
  version: number;
  node: GraphNode & { type: NodeTypeName };
  /** Work to do once the transaction committed (placing calls): never before, so a rollback sends nothing. */
  afterCommit(work: () => Promise<void>): void;
}

export interface NodeHandler<P = unknown> {
  /** Work outside the transaction, before it (asking a lookup provider, calling a webhook): its answers go to `run`. */
  prepare?(run: NodeRun, journeys: ClaimedJourney[]): Promise<P>;
  /** Each journey's result, by journey id; writes go through `tx`. */
  run(run: NodeRun, tx: Db, journeys: ClaimedJourney[], prepared: P): Promise<Map<number, StepResult>>;
}

export const handleOut = (outcome?: string | null, detail?: Record<string, unknown>): StepResult => ({ kind: 'handle', handle: 'out', outcome, detail });

/** The same result for every journey. */
export function allAlike(journeys: ClaimedJourney[], result: StepResult | ((j: ClaimedJourney) => StepResult)): Map<number, StepResult> {
  return new Map(journeys.map((j) => [j.id, typeof result === 'function' ? result(j) : result]));
}
