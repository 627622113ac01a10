/**
 * The import job: the file streamed row by row, written in chunks of 5,000 (import-chunk.ts), so a
 * file of any size costs a chunk of memory. A retry after a crash reads the file again and skips
 * the rows up to the data file's checkpoint. Bad rows go to the error report and never stop the
 * good ones; a file that breaks half-way (a quote that never closes) fails with its message, the
 * rows before it kept.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { UploadDeps } from './upload-service.ts';
import { dataFiles } from '../../../db/schema/index.ts';
import { JobAbandoned, PermanentJobError } from '../../../jobs/job-kind.ts';
import { defineJob } from '../../define-job.ts';
import { teamContactSettings } from '../contact-record.ts';
import { loadCustomFields } from '../custom-values.ts';
import { commitChunk, prepareChunk, type ChunkTarget } from './import-chunk.ts';
import type { ImportOptions } from './import-request.ts';
import { importPlan } from './import-rows.ts';
import type { TableShape } from './table-reader.ts';
import { countRows, openTable, type DataRow } from './table-scan.ts';
import { UploadProblem } from './upload-problem.ts';

export const IMPORT_CHUNK = 5_000;
const ANALYZE_AFTER_ROWS = 50_000;
const MAX_ATTEMPTS = 5;

const inputSchema = z.object({ data_file_id: z.number().int().positive() });

export const contactsImportJob = defineJob<z.infer<typeof inputSchema>>({
  kind: 'contacts-import',
  input: inputSchema,
  maxAttempts: MAX_ATTEMPTS,
  retryDelaySeconds: 5,
  async run({ job, input, app, attempt, progress, signal }) {
    const db = app.database.db;
    const [file] = await db.select().from(dataFiles).where(eq(dataFiles.id, input.data_file_id));
    if (!file || file.team_id !== job.team_id) throw new PermanentJobError('The upload was deleted.');
    try {
      return await runImport(app, file, progress, signal);
    } catch (error) {
      const reason = signal.aborted ? signal.reason : error;
      // Shutting down or taken over: another attempt goes on from the checkpoint.
      if (reason instanceof JobAbandoned && reason.why !== 'cancelled') throw error;
      const final = reason instanceof JobAbandoned || error instanceof UploadProblem || error instanceof PermanentJobError || attempt >= MAX_ATTEMPTS;
      if (final) {
        const message = reason instanceof JobAbandoned ? 'The import was cancelled.' : error instanceof Error ? error.message : String(error);
        const [now] = await db.select({ done: dataFiles.checkpoint_row }).from(dataFiles).where(eq(dataFiles.id, file.id));
        await db
          .update(dataFiles)
          .set({ status: 'failed', error: now?.done ? `${message} The first ${now.done} rows were imported.` : message })
          .where(eq(dataFiles.id, file.id));
      }
      throw error instanceof UploadProblem ? new PermanentJobError(error.message) : error;
    }
  },
});

type Progress = (done: number, total?: number) => Promise<void>;

export interface ImportDeps extends UploadDeps {
  config: { importRowsPerSecond: number };
}

/** One run of an import (the job's attempt, or the demo seeds), from the data file's checkpoint on. */
export async function runImport(app: ImportDeps, file: typeof dataFiles.$inferSelect, progress: Progress, signal: AbortSignal) {
  const db = app.database.db;
  const options = file.import_options as unknown as ImportOptions | null;
  if (!options || !file.storage_key || !file.format) throw new PermanentJobError('The upload has no import to run; start it again.');
  if ((await app.files.size(file.storage_key)) === null) throw new PermanentJobError('The uploaded file is no longer kept. Upload it again.');
  const shape: TableShape = { format: file.format as TableShape['format'], encoding: file.encoding, delimiter: file.delimiter };
  // A retry of a failed or cancelled import (the jobs screen) goes on from its checkpoint.
  await db.update(dataFiles).set({ status: 'importing', error: null }).where(eq(dataFiles.id, file.id));

  let total = file.rows_total;
  if (options.recount) {
    total = await countRows(app.files, file.storage_key, shape, signal);
    await db.update(dataFiles).set({ rows_total: total, import_options: { ...options, recount: false } as unknown as Record<string, unknown> }).where(eq(dataFiles.id, file.id));
  }
  const { columns, rows } = await openTable(app.files, file.storage_key, shape);
  const plan = importPlan(columns, options.mapping, options.defaults ?? {});
  if ('missing' in plan) {
    await rows.return(undefined);
    throw new UploadProblem(`The mapped column "${plan.missing}" is not in the file.`, 'mapping');
  }
  const settings = await teamContactSettings(db, file.team_id);
  const target: ChunkTarget = {
    fileId: file.id,
    teamId: file.team_id,
    plan,
    write: {
      source: 'upload',
      defaultCountry: options.default_country ?? settings.defaultCountry,
      allowedCountries: settings.allowedCountries,
      onDuplicate: options.on_duplicate,
      tags: options.tags,
      segmentId: options.segment_id,
      event: { kind: 'imported', ref_type: 'data-files', ref_id: file.id },
      customFields: await loadCustomFields(db, file.team_id),
      // Written by the import, not by a person: who started it is the upload's, and each contact's
      // history links the upload. Leaving the author empty also spares a million rows two user checks.
      userId: null,
    },
  };

  const checkpoint = file.checkpoint_row;
  const limit = app.config.importRowsPerSecond;
  const started = Date.now();
  let written = 0;
  let last = checkpoint;
  let chunk: DataRow[] = [];
  await progress(checkpoint, Math.max(total, checkpoint));
  // One chunk is written while the next is read and checked: the database and Parley work at once.
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    signal.throwIfAborted();
    const prepared = prepareChunk(target, chunk);
    const upTo = last;
    chunk = [];
    await writing;
    writing = commitChunk(db, target, prepared).then(async () => {
      written += prepared.rows.length;
      await progress(upTo, Math.max(total, upTo));
    });
    // A rejected write surfaces at the next flush or at the end; until then it must not count as unhandled.
    writing.catch(() => {});
    if (limit) {
      await writing;
      const ahead = (written / limit) * 1000 - (Date.now() - started);
      if (ahead > 0) await sleep(ahead, undefined, { signal });
    }
  };
  try {
    for await (const row of rows) {
      last = row.row;
      if (row.row <= checkpoint) continue;
      chunk.push(row);
      if (chunk.length >= chunkSize(limit)) await flush();
    }
    await flush();
  } finally {
    // Never leave a write running behind a failure: the job's next attempt must start from a settled checkpoint.
    await writing.catch(() => {});
  }
  await writing;

  // A large import changes what the planner knows of the contacts (how many hold a tag, a plan): it
  // learns it now rather than at the next automatic analyze, so lists and segments stay on their indexes.
  if (written >= ANALYZE_AFTER_ROWS) await db.execute(sql`analyze contacts`);

  const [done] = await db
    .update(dataFiles)
    .set({ status: 'imported', rows_total: last, imported_at: new Date(), error: null })
    .where(eq(dataFiles.id, file.id))
    .returning();
  return {
    rows: done.rows_total,
    message: `${done.rows_imported} rows imported (${done.rows_created} new, ${done.rows_updated} updated), ${done.rows_skipped} skipped, ${done.rows_failed} failed.`,
  };
}

/** A slowed-down import (IMPORT_ROWS_PER_SECOND) commits smaller chunks, so its checkpoint moves often. */
function chunkSize(limit: number): number {
  return limit ? Math.max(100, Math.min(IMPORT_CHUNK, Math.floor(limit / 4))) : IMPORT_CHUNK;
}
