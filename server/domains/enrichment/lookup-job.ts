/**
 * A batch lookup as a job (`hlr-check`, `mnp-check`): the audience's contacts in id order, a batch
 * at a time, each batch looked up a few numbers at once with per-number retries (lookup-service.ts),
 * progress reported after every batch. A retry after a crash starts over, but a number already
 * recorded since the job was queued is not asked again, so nobody pays twice for it.
 */
import { and, eq, gte, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { lookupAudience } from '../../../resources/enrichment/lookups.ts';
import { LOOKUP_KINDS } from '../../../resources/enrichment/lookup-providers.ts';
import type { AppContext } from '../../context.ts';
import { hlrLookups } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { PermanentJobError } from '../../jobs/job-kind.ts';
import { defineJob } from '../define-job.ts';
import { HLR, MNP, type KindSpec } from './lookup-kinds.ts';
import { lookUpBatch } from './lookup-service.ts';
import { audienceBatch, countAudience } from './lookup-targets.ts';
import { providerFor } from './provider-config.ts';

/** Contacts per batch: one insert and one contact update each. */
export const LOOKUP_BATCH = 200;

const jobInput = z.object({ kind: z.enum(LOOKUP_KINDS), audience: lookupAudience });
export type LookupJobInput = z.infer<typeof jobInput>;

function lookupJob(spec: KindSpec<any, any>) {
  return defineJob<LookupJobInput>({
    kind: spec.jobKind,
    input: jobInput,
    maxAttempts: 3,
    retryDelaySeconds: 10,
    async run({ job, input, app, progress, signal }) {
      const db = app.database.db;
      const teamId = job.team_id;
      const setup = await permanent(() => providerFor(app as AppContext, teamId, spec.kind));
      const caller = { teamId, userId: job.created_by_id };
      const { contacts: total } = await countAudience(db, teamId, input.audience);
      await progress(0, total);
      const tally = { looked_up: 0, cached: 0, failed: 0, skipped: 0 };
      let done = 0;
      let after = 0;
      for (;;) {
        signal.throwIfAborted();
        const batch = await audienceBatch(db, teamId, input.audience, after, LOOKUP_BATCH);
        if (!batch.length) break;
        after = batch[batch.length - 1].contact_id;
        const seen = await recordedSince(app, spec, teamId, batch.map((t) => t.phone), job.created_at);
        const targets = batch.filter((t) => !seen.has(t.phone));
        tally.skipped += batch.length - targets.length;
        for (const result of await lookUpBatch(app, spec, setup, caller, targets, signal)) {
          if (result.cached) tally.cached++;
          else if (result.failed) tally.failed++;
          else tally.looked_up++;
        }
        done += batch.length;
        await progress(done, Math.max(total, done));
      }
      await progress(done, done);
      return { rows: done, ...tally };
    },
  });
}

/** Numbers this job (an earlier attempt of it) already recorded. */
async function recordedSince(app: AppContext, spec: KindSpec<any, any>, teamId: number, phones: string[], since: Date): Promise<Set<string>> {
  if (!phones.length) return new Set();
  const t = spec.table as typeof hlrLookups; // both tables have these columns
  const rows = await app.database.db
    .selectDistinct({ phone: t.phone })
    .from(t)
    .where(and(eq(t.team_id, teamId), inArray(t.phone, phones), gte(t.created_at, since)));
  return new Set(rows.map((r) => r.phone));
}

/** A provider switched off or left without its address will not come back by trying again. */
async function permanent<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof HttpError) throw new PermanentJobError(error.message);
    throw error;
  }
}

export const hlrCheckJob = lookupJob(HLR);
export const mnpCheckJob = lookupJob(MNP);
