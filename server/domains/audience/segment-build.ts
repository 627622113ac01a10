/**
 * A segment frozen as a list for a send: its members at build time copied into
 * segment_build_members, as a job, in chunks by contact id with progress on the segment
 * (build_status idle → building → built, build_done of build_total). Idempotent: a retried attempt
 * goes on after the highest id already copied and a row copied twice is skipped (on conflict do
 * nothing). Reset clears the list; a build running then stops at its next chunk, since every chunk
 * is copied only while the segment still says `building`.
 */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { SegmentProgress } from '../../../resources/audience/segment-rules.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { jobs, segmentBuildMembers, segments } from '../../db/schema/index.ts';
import { conflict, HttpError } from '../../http/errors.ts';
import { JobAbandoned, PermanentJobError, type JobRow } from '../../jobs/job-kind.ts';
import type { Caller } from '../caller.ts';
import { defineJob } from '../define-job.ts';
import { countWhere, membersAfter, segmentOf, segmentWhere, type SegmentRow } from './segment-members.ts';

const MAX_ATTEMPTS = 5;

/** Contacts copied per statement. */
export const BUILD_CHUNK = 5000;

export function progressOf(row: SegmentRow): SegmentProgress {
  return {
    status: row.build_status as SegmentProgress['status'],
    done: row.build_done,
    total: row.build_total,
    built_at: row.built_at ? row.built_at.toISOString() : null,
  };
}

/** Starts a fresh build: the old list goes, the job copies the members of now. */
export async function startBuild(app: AppContext, caller: Caller, id: number): Promise<{ progress: SegmentProgress; job_id: number }> {
  const db = app.database.db;
  const segment = await segmentOf(db, caller.teamId, id);
  // The rules must compile now (a 422 naming the bad rule), not fail later in the job.
  await segmentWhere(db, segment);
  // "Building" with no live job behind it (cancelled before it ran, or given up) is no build at all.
  const [row] = await db
    .update(segments)
    .set({ build_status: 'building', build_done: 0, build_total: 0, built_at: null })
    .where(and(eq(segments.id, id), eq(segments.team_id, caller.teamId), or(ne(segments.build_status, 'building'), sql`not exists (${liveBuild(id)})`)))
    .returning();
  if (!row) throw conflict(`The segment "${segment.name}" is being built already. Wait for it, or reset it first.`);
  await db.delete(segmentBuildMembers).where(eq(segmentBuildMembers.segment_id, id));
  let job: JobRow;
  try {
    job = await app.jobs.enqueue('segment-build', { segment_id: id }, { teamId: caller.teamId, userId: caller.userId, title: segment.name });
  } catch (error) {
    await db.update(segments).set({ build_status: 'idle' }).where(eq(segments.id, id));
    throw error;
  }
  return { progress: progressOf(row), job_id: job.id };
}

function liveBuild(segmentId: number) {
  return sql`select 1 from ${jobs} where ${jobs.kind} = 'segment-build' and ${jobs.status} in ('queued', 'running', 'retrying')
    and ${jobs.input} @> ${JSON.stringify({ segment_id: segmentId })}::jsonb`;
}

/** Clears the frozen list; a build in progress stops. */
export async function resetBuild(db: Db, teamId: number, id: number): Promise<SegmentProgress> {
  await segmentOf(db, teamId, id);
  const [row] = await db
    .update(segments)
    .set({ build_status: 'idle', build_done: 0, build_total: 0, built_at: null })
    .where(and(eq(segments.id, id), eq(segments.team_id, teamId)))
    .returning();
  await db.delete(segmentBuildMembers).where(eq(segmentBuildMembers.segment_id, id));
  return progressOf(row);
}

const input = z.object({ segment_id: z.number().int() });

export const segmentBuildJob = defineJob<z.infer<typeof input>>({
  kind: 'segment-build',
  input,
  maxAttempts: MAX_ATTEMPTS,
  retryDelaySeconds: 10,
  async run({ job, input, app, progress, attempt, signal }) {
    try {
      return await buildSegment(app.database.db, job.team_id, input.segment_id, progress);
    } catch (error) {
      const reason = signal.aborted ? signal.reason : error;
      // Shutting down or taken over: another attempt goes on from what was copied.
      if (reason instanceof JobAbandoned && reason.why !== 'cancelled') throw error;
      // The last try gave up: the segment stops saying "building", so it can be built again.
      if (reason instanceof JobAbandoned || error instanceof PermanentJobError || attempt >= MAX_ATTEMPTS) {
        await app.database.db
          .update(segments)
          .set({ build_status: 'idle', build_done: 0, build_total: 0 })
          .where(and(eq(segments.id, input.segment_id), eq(segments.build_status, 'building')));
      }
      throw error;
    }
  },
});

async function buildSegment(db: Db, teamId: number, id: number, progress: (done: number, total?: number) => Promise<void>) {
  const segment = await segmentOf(db, teamId, id).catch(() => {
    throw new PermanentJobError('The segment was deleted before its list was built.');
  });
  if (segment.build_status !== 'building') return { message: 'The build was reset before it ran.', rows: 0 };
  const where = await segmentWhere(db, segment).catch((error: unknown) => {
    throw new PermanentJobError(error instanceof HttpError ? `The segment's rules no longer apply: ${error.message}` : String(error));
  });
  const total = await countWhere(db, where);
  // Going on from an earlier attempt: everything up to the highest copied id is done.
  const [{ last, done: already }] = await db
    .select({ last: sql<number>`coalesce(max(${segmentBuildMembers.contact_id}), 0)`.mapWith(Number), done: sql<number>`count(*)`.mapWith(Number) })
    .from(segmentBuildMembers)
    .where(eq(segmentBuildMembers.segment_id, id));
  let after = last;
  let done = already;
  await report(db, id, done, Math.max(total, done));
  await progress(done, Math.max(total, done));
  for (;;) {
    const chunk = await copyChunk(db, id, where, after);
    if (chunk === null) return { message: 'The build was reset while it ran.', rows: done };
    if (!chunk.rows) break;
    after = chunk.last;
    done += chunk.copied;
    await report(db, id, done, Math.max(total, done));
    await progress(done, Math.max(total, done));
  }
  const [finished] = await db
    .update(segments)
    .set({ build_status: 'built', build_done: done, build_total: done, built_at: new Date() })
    .where(and(eq(segments.id, id), eq(segments.build_status, 'building')))
    .returning({ id: segments.id });
  return { message: finished ? `Froze ${done} contacts.` : 'The build was reset while it ran.', rows: done };
}

/**
 * Copies the next chunk of members after `after` (id order) while the segment is still building;
 * null when it no longer is. `rows` is how many members the chunk held, `copied` how many were new.
 */
async function copyChunk(db: Db, segmentId: number, where: ReturnType<typeof membersAfter>, after: number): Promise<{ rows: number; copied: number; last: number } | null> {
  const result = await db.execute<{ building: boolean; rows: string | number; copied: string | number; last: number | null }>(sql`
    with state as (select build_status = 'building' as building from ${segments} where id = ${segmentId}),
    batch as (select id from contacts where ${membersAfter(where, after)} and (select building from state) order by id limit ${BUILD_CHUNK}),
    copied as (insert into segment_build_members (segment_id, contact_id) select ${segmentId}, id from batch on conflict do nothing returning 1)
    select (select building from state) as building, (select count(*) from batch) as rows, (select count(*) from copied) as copied, (select max(id) from batch) as last`);
  const [row] = (result as unknown as { rows: { building: boolean; rows: string | number; copied: string | number; last: number | null }[] }).rows;
  if (!row?.building) return null;
  return { rows: Number(row.rows), copied: Number(row.copied), last: Number(row.last ?? after) };
}

/** Progress on the segment itself (not its version: nobody's open form goes stale). */
async function report(db: Db, id: number, done: number, total: number): Promise<void> {
  await db.update(segments).set({ build_done: done, build_total: total }).where(and(eq(segments.id, id), eq(segments.build_status, 'building')));
}
