/**
 * What the lookup routes ask for: one number answered at once, or an audience (a segment, contacts
 * by id) queued as a job; and what a batch would cost before it is started.
 */
import { and, avg, desc, eq, gte, isNull } from 'drizzle-orm';
import type { CalcContactsCount, LookupAudience, LookupRequest } from '../../../resources/enrichment/lookups.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { hlrLookups, jobs } from '../../db/schema/index.ts';
import type { JobRow } from '../../jobs/job-kind.ts';
import type { Caller } from '../caller.ts';
import type { KindSpec } from './lookup-kinds.ts';
import { lookUpOne, type LookedUp } from './lookup-service.ts';
import { audiencePhones, checkAudience } from './lookup-targets.ts';
import { providerFor } from './provider-config.ts';
import { SIMULATED_COST } from '../../simulators/lookups/lookup-simulator.ts';

export type LookupStarted<R> = { kind: 'answer'; result: LookedUp<R> } | { kind: 'job'; job: JobRow };

const JOB_OF = { hlr: 'hlr-check', mnp: 'mnp-check' } as const;
const HOUR = 3_600_000;

export async function startLookup<A, R extends { id: number; phone: string }>(app: AppContext, caller: Caller, spec: KindSpec<A, R>, request: LookupRequest): Promise<LookupStarted<R>> {
  // A provider switched off or incomplete answers 409 now, rather than a job failing later.
  const setup = await providerFor(app, caller.teamId, spec.kind);
  if (request.phone !== undefined) return { kind: 'answer', result: await lookUpOne(app, spec, setup, caller, request.phone) };
  const audience: LookupAudience = request.segment_id !== undefined ? { segment_id: request.segment_id } : { contact_ids: [...new Set(request.contact_ids!)] };
  await checkAudience(app.database.db, caller.teamId, audience);
  const title = request.title ?? `${spec.kind.toUpperCase()} check of ${audience.segment_id !== undefined ? `segment ${audience.segment_id}` : `${audience.contact_ids!.length} contacts`}`;
  const job = await app.jobs.enqueue(JOB_OF[spec.kind], { kind: spec.kind, audience }, { teamId: caller.teamId, userId: caller.userId, title });
  return { kind: 'job', job };
}

/** How many numbers a batch would look up, how many the cache answers, and what the rest would cost. */
export async function countForLookup<A, R extends { id: number; phone: string }>(app: AppContext, caller: Caller, spec: KindSpec<A, R>, audience: LookupAudience): Promise<CalcContactsCount> {
  const db = app.database.db;
  await checkAudience(db, caller.teamId, audience);
  const setup = await providerFor(app, caller.teamId, spec.kind);
  const since = new Date(Date.now() - setup.cacheHours * HOUR);
  let numbers = 0;
  let cached = 0;
  for await (const phones of audiencePhones(db, caller.teamId, audience)) {
    numbers += phones.length;
    if (setup.cacheHours > 0) cached += (await spec.fresh(db, caller.teamId, phones, since)).size;
  }
  const toLookUp = numbers - cached;
  return { numbers, cached, to_look_up: toLookUp, estimated_cost: await estimate(app, caller.teamId, spec, setup.adapter, toLookUp), adapter: setup.adapter };
}

/** The simulator's price, or what the team's HTTP provider charged on average over the last 30 days. */
async function estimate(app: AppContext, teamId: number, spec: KindSpec<any, any>, adapter: 'simulator' | 'http', count: number): Promise<CalcContactsCount['estimated_cost']> {
  if (adapter === 'simulator') return { amount: SIMULATED_COST[spec.kind] * count, currency: 'USD' };
  const t = spec.table as typeof hlrLookups; // both tables have these columns
  const [row] = await app.database.db
    .select({ unit: avg(t.cost), currency: t.currency })
    .from(t)
    .where(and(eq(t.team_id, teamId), eq(t.provider, 'http'), isNull(t.error), gte(t.created_at, new Date(Date.now() - 30 * 24 * HOUR))))
    .groupBy(t.currency)
    .limit(1);
  if (!row?.unit) return null;
  return { amount: Math.round(Number(row.unit) * count), currency: row.currency };
}

/** The team's most recent checks of a kind, newest first. */
export async function recentLookups<A, R extends { id: number; phone: string }>(db: Db, teamId: number, spec: KindSpec<A, R>, limit: number): Promise<R[]> {
  const table = spec.table as typeof hlrLookups;
  return (await db.select().from(table).where(eq(table.team_id, teamId)).orderBy(desc(table.created_at), desc(table.id)).limit(limit)) as unknown as R[];
}

/** The team's batch checks of a kind (its jobs), newest first. */
export async function lookupRuns<A, R extends { id: number; phone: string }>(db: Db, teamId: number, spec: KindSpec<A, R>, limit: number): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.team_id, teamId), eq(jobs.kind, spec.jobKind)))
    .orderBy(desc(jobs.created_at), desc(jobs.id))
    .limit(limit);
}
