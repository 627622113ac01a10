/**
 * One occurrence of a schedule trigger: the members of the node's segment enter the automation, a
 * chunk at a time in id order, and the next occurrence (daily, weekly) is queued first, so a segment
 * that fails does not end the schedule. A retried attempt skips the contacts this occurrence
 * already entered (their journeys name it), so nobody enters twice for one occurrence. Nothing
 * happens while the automation is paused or when its published graph no longer has the node.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { automationJourneys, automations, contacts } from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/errors.ts';
import { PermanentJobError } from '../../../jobs/job-kind.ts';
import { segmentOf, segmentWhere, countWhere, membersAfter } from '../../audience/segment-members.ts';
import { defineJob } from '../../define-job.ts';
import { enterJourneys } from '../enter.ts';
import { firstJobOf, firstOccurrence, nextOccurrence, publishedSchedules, queueOccurrence, SCHEDULE_JOB, scheduleOf, type ScheduleInput } from './schedule.ts';

/** Contacts entered per statement. */
export const SCHEDULE_CHUNK = 5000;
/** A job that starts this much before its occurrence was sent early (queued again by the reaper): it waits. */
const EARLY_MS = 5_000;

const input = z.object({ automation_id: z.number().int(), node_id: z.string().min(1).max(64), at: z.iso.datetime({ offset: true }) });

export const automationScheduleJob = defineJob<ScheduleInput>({
  kind: SCHEDULE_JOB,
  input,
  maxAttempts: 5,
  retryDelaySeconds: 30,
  async run({ job, input, app, progress }) {
    return runOccurrence(app, job.id, job.team_id, input, progress);
  },
});

export async function runOccurrence(app: AppContext, jobId: number, teamId: number, input: ScheduleInput, progress: (done: number, total?: number) => Promise<void>, now = new Date()) {
  const db = app.database.db;
  // Two worker processes starting at once may both have queued this occurrence: the first job runs it.
  const first = await firstJobOf(db, input);
  if (first !== null && first !== jobId) return { message: `Job ${first} runs this occurrence.` };
  const [a] = await db.select().from(automations).where(and(eq(automations.id, input.automation_id), eq(automations.team_id, teamId)));
  if (!a) return { message: 'The automation was deleted; nobody entered.' };
  if (a.status !== 'active' || a.published_version === null) return { message: 'The automation is paused; nobody entered.' };
  const node = (await publishedSchedules(db, a.id, a.published_version)).find((n) => n.id === input.node_id);
  const schedule = node && scheduleOf(node);
  if (!schedule) return { message: 'The published automation no longer has this schedule; nobody entered.' };
  const at = new Date(input.at);
  // Published again with another time: this occurrence is no longer one; the schedule goes on from its new time.
  if (firstOccurrence(schedule, at).getTime() !== at.getTime()) {
    await queueOccurrence(app, a, input.node_id, firstOccurrence(schedule, now), null);
    return { message: 'The schedule changed since this run was queued; its next run is queued instead.' };
  }
  if (at.getTime() - now.getTime() > EARLY_MS) {
    await app.jobs.enqueue(SCHEDULE_JOB, input, { teamId, userId: null, title: a.name, startAfter: at });
    return { message: 'Not due yet: queued again for its time.' };
  }
  const next = nextOccurrence(schedule, at, now);
  if (next) await queueOccurrence(app, a, input.node_id, next, null);

  const segment = await segmentOf(db, teamId, schedule.segmentId).catch(() => {
    throw new PermanentJobError('The schedule’s segment was deleted; nobody entered.');
  });
  const where = await segmentWhere(db, segment).catch((error: unknown) => {
    throw new PermanentJobError(error instanceof HttpError ? `The segment’s rules no longer apply: ${error.message}` : String(error));
  });
  const total = await countWhere(db, where);
  const occurrence = { trigger: 'schedule', node_id: input.node_id, at: input.at };
  let after = 0;
  let done = 0;
  let entered = 0;
  await progress(0, total);
  for (;;) {
    const chunk = (await db.select({ id: contacts.id }).from(contacts).where(membersAfter(where, after)).orderBy(asc(contacts.id)).limit(SCHEDULE_CHUNK)).map((r) => r.id);
    if (!chunk.length) break;
    after = chunk[chunk.length - 1];
    done += chunk.length;
    const already = new Set(
      (
        await db
          .select({ id: automationJourneys.contact_id })
          .from(automationJourneys)
          .where(and(eq(automationJourneys.automation_id, a.id), inArray(automationJourneys.contact_id, chunk), sql`${automationJourneys.entry} @> ${JSON.stringify(occurrence)}::jsonb`))
      ).map((r) => r.id),
    );
    const ids = already.size ? chunk.filter((id) => !already.has(id)) : chunk;
    entered += (await enterJourneys(db, { teamId, automationId: a.id, version: a.published_version, reentry: a.reentry, reentryDays: a.reentry_days, nodeId: input.node_id, contactIds: ids, entry: occurrence })).length;
    await progress(done, Math.max(total, done));
  }
  return { ran: true, rows: entered, message: `${entered} of ${done} contacts of “${segment.name}” entered.` };
}
