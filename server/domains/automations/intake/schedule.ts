/**
 * Schedule triggers on the job queue: starting an automation queues, for each schedule node of its
 * published graph, a job for the node's next occurrence (its start time, then every day or week);
 * each run queues the one after it. Pausing cancels them. At start the intake queues what an
 * active automation lacks (a process that died between a start and its queueing).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SCHEDULE_REPEATS } from '../../../../resources/automations/automation-nodes.ts';
import type { AppContext } from '../../../context.ts';
import { automations, automationVersions, jobs } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import type { GraphNode } from './match-triggers.ts';
import { publishedGraph } from './published-graph.ts';

export const SCHEDULE_JOB = 'automation-schedule' as const;
const DAY_MS = 86_400_000;
const LIVE = ['queued', 'running', 'retrying'] as const;

export interface ScheduleInput {
  automation_id: number;
  node_id: string;
  /** The occurrence this job runs (ISO). */
  at: string;
}

export interface ScheduleSettings {
  segmentId: number;
  startsAt: Date;
  repeat: (typeof SCHEDULE_REPEATS)[number];
}

/** A schedule node's settings, or null while it lacks a segment or a start. */
export function scheduleOf(node: GraphNode): ScheduleSettings | null {
  if (node.type !== 'schedule') return null;
  const data = (node.data ?? {}) as { segment_id?: unknown; starts_at?: unknown; repeat?: unknown };
  const startsAt = typeof data.starts_at === 'string' ? new Date(data.starts_at) : null;
  if (typeof data.segment_id !== 'number' || !startsAt || Number.isNaN(startsAt.getTime())) return null;
  const repeat = data.repeat === 'daily' || data.repeat === 'weekly' ? data.repeat : 'once';
  return { segmentId: data.segment_id, startsAt, repeat };
}

const stepOf = (repeat: ScheduleSettings['repeat']) => (repeat === 'daily' ? DAY_MS : repeat === 'weekly' ? 7 * DAY_MS : 0);

/** The first occurrence at or after `from`; a one-off is its start, past or not (it has not run yet). */
export function firstOccurrence(s: ScheduleSettings, from: Date): Date {
  const step = stepOf(s.repeat);
  if (!step || s.startsAt.getTime() >= from.getTime()) return s.startsAt;
  return new Date(s.startsAt.getTime() + Math.ceil((from.getTime() - s.startsAt.getTime()) / step) * step);
}

/** The occurrence after `at` that is still ahead of `now` (missed ones are skipped); null for a one-off. */
export function nextOccurrence(s: ScheduleSettings, at: Date, now: Date): Date | null {
  const step = stepOf(s.repeat);
  if (!step) return null;
  return firstOccurrence(s, new Date(Math.max(at.getTime() + step, now.getTime())));
}

/** The schedule nodes of an automation's published graph. */
export async function publishedSchedules(db: DbOrTx, automationId: number, version: number | null): Promise<GraphNode[]> {
  return ((await publishedGraph(db, automationId, version))?.nodes ?? []).filter((n) => n.type === 'schedule');
}

const liveJobs = (automationId: number, nodeId?: string) =>
  and(eq(jobs.kind, SCHEDULE_JOB), inArray(jobs.status, [...LIVE]), sql`${jobs.input} @> ${JSON.stringify(nodeId === undefined ? { automation_id: automationId } : { automation_id: automationId, node_id: nodeId })}::jsonb`);

/** The occurrence's jobs that count: waiting, running, or done (their result says they ran). */
const occurrenceJobs = (input: ScheduleInput) =>
  and(
    eq(jobs.kind, SCHEDULE_JOB),
    sql`${jobs.input} @> ${JSON.stringify(input)}::jsonb`,
    sql`(${jobs.status} in ('queued', 'running', 'retrying') or (${jobs.status} = 'completed' and ${jobs.result} @> '{"ran": true}'::jsonb))`,
  );

/** Whether this occurrence has a job already. */
async function occurrenceQueued(db: DbOrTx, input: ScheduleInput): Promise<boolean> {
  return (await firstJobOf(db, input)) !== null;
}

/** The oldest job of the occurrence, or null. */
export async function firstJobOf(db: DbOrTx, input: ScheduleInput): Promise<number | null> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(occurrenceJobs(input)).orderBy(jobs.id).limit(1);
  return row?.id ?? null;
}

interface Automation {
  id: number;
  team_id: number;
  name: string;
}

/** Queues the occurrence unless it has a job already; answers whether it queued one. */
export async function queueOccurrence(app: AppContext, a: Automation, nodeId: string, at: Date, userId: number | null): Promise<boolean> {
  const input: ScheduleInput = { automation_id: a.id, node_id: nodeId, at: at.toISOString() };
  if (await occurrenceQueued(app.database.db, input)) return false;
  await app.jobs.enqueue(SCHEDULE_JOB, input, { teamId: a.team_id, userId, title: a.name, startAfter: at });
  return true;
}

/** Queues the next occurrence of each of the automation's schedule nodes (on its start). */
export async function queueSchedules(app: AppContext, a: Automation & { published_version: number | null }, userId: number | null, now = new Date()): Promise<number> {
  let queued = 0;
  for (const node of await publishedSchedules(app.database.db, a.id, a.published_version)) {
    const s = scheduleOf(node);
    if (!s) continue;
    if (await queueOccurrence(app, a, node.id, firstOccurrence(s, now), userId)) queued++;
  }
  return queued;
}

/** Cancels the automation's schedule jobs that have not finished (on its pause). */
export async function cancelSchedules(app: AppContext, teamId: number, automationId: number, userId: number): Promise<void> {
  const live = await app.database.db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.team_id, teamId), liveJobs(automationId)));
  for (const { id } of live) await app.jobs.cancel(id, teamId, userId);
}

/** Queues the schedules of active automations that have no live job for a schedule node. */
export async function ensureSchedules(app: AppContext, now = new Date()): Promise<void> {
  const db = app.database.db;
  const active = await db
    .select({ id: automations.id, team_id: automations.team_id, name: automations.name, published_version: automations.published_version })
    .from(automations)
    .innerJoin(automationVersions, and(eq(automationVersions.automation_id, automations.id), eq(automationVersions.version, automations.published_version)))
    .where(and(eq(automations.status, 'active'), sql`jsonb_path_exists(${automationVersions.graph}, '$.nodes[*] ? (@.type == "schedule")')`));
  for (const a of active) {
    for (const node of await publishedSchedules(db, a.id, a.published_version)) {
      const s = scheduleOf(node);
      if (!s) continue;
      const [live] = await db.select({ id: jobs.id }).from(jobs).where(liveJobs(a.id, node.id)).limit(1);
      if (!live) await queueOccurrence(app, a, node.id, firstOccurrence(s, now), null);
    }
  }
}
