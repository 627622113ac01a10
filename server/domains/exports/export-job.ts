/**
 * The export job: a list's rows, as its owner filtered and sorted them, into a CSV or XLSX file
 * that the team downloads from the job. It streams batch by batch, so a million rows cost a batch
 * of memory; a retry after a crash writes the file again from the start under the same name.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { exportCell } from '../../../resources/format/export-cell.ts';
import { parseListParams } from '../../crud/list-params.ts';
import { resourceAndTable, resourceTable } from '../../db/resource-tables.ts';
import { files } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { PermanentJobError } from '../../jobs/job-kind.ts';
import { defineJob } from '../define-job.ts';
import { listExtensionOf } from '../../crud/list-extension.ts';
import { exportRequestSchema, type ExportRequest } from './export-request.ts';
import { countRows, eachBatch, referenceTitles } from './export-batches.ts';
import { CONTENT_TYPES, sheetWriter } from './sheet-writers.ts';

const BATCH = 5_000;
/** Exported files are kept for a week. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export const exportJob = defineJob<ExportRequest>({
  kind: 'export',
  input: exportRequestSchema,
  maxAttempts: 3,
  retryDelaySeconds: 5,
  async run({ job, input, app, progress, signal }) {
    const found = resourceAndTable(input.resource);
    if (!found) throw new PermanentJobError(`There is no list called ${input.resource}.`);
    const { resource, table } = found;
    // The entity's own filters (a contact's custom fields) first; the rest are the list's declared ones.
    const extension = listExtensionOf(resource.name, app.database.db);
    const extra = extension ? await permanentAsync(() => extension.read(input.query, job.team_id)) : undefined;
    const params = permanent(() => parseListParams(resource, extra ? extra.rest : input.query, { integerFields: table.integerFields }));
    const source = { db: app.database.db, cursor: app.database.driver === 'postgres', resource, table, teamId: job.team_id, params, extra: extra?.where, batchSize: BATCH };
    const total = await countRows(source);
    await progress(0, total);

    const stamp = new Date().toISOString().slice(0, 10);
    const fileName = `${fileSafe(input.title) || resource.name}-${stamp}.${input.format}`;
    const storageKey = `${job.team_id}/job-${job.id}.${input.format}`;
    const draft = await app.files.create(storageKey);
    const writer = sheetWriter(input.format, draft.stream, ['id', ...input.columns.map((c) => c.label)], input.title);
    const references = input.columns.filter((c) => resource.fields[c.name]?.kind === 'reference').map((c) => c.name);
    const limit = app.config.exportRowsPerSecond;
    const started = Date.now();
    let done = 0;
    try {
      await eachBatch(source, async (batch) => {
        signal.throwIfAborted();
        const titles = await referenceTitles(app.database.db, resource, resourceTable, batch, job.team_id, references);
        for (const row of batch) {
          await writer.row([
            row.id as number,
            ...input.columns.map((c) => {
              const value = row[c.name];
              return exportCell(resource.fields[c.name], value, row, { labels: c.labels, referenceTitle: typeof value === 'number' ? titles.get(c.name)?.get(value) : undefined });
            }),
          ]);
        }
        done += batch.length;
        await progress(done, Math.max(total, done));
        if (limit) {
          const ahead = (done / limit) * 1000 - (Date.now() - started);
          if (ahead > 0) await sleep(ahead, undefined, { signal });
        }
      });
      await writer.finish();
    } catch (error) {
      await draft.discard();
      throw error;
    }
    const size = await draft.commit();
    const [file] = await app.database.db
      .insert(files)
      .values({ teamId: job.team_id, name: fileName, contentType: CONTENT_TYPES[input.format], sizeBytes: size, storageKey, createdById: job.created_by_id, expiresAt: new Date(Date.now() + KEEP_MS) })
      .onConflictDoUpdate({ target: files.storageKey, set: { name: fileName, sizeBytes: size, createdAt: new Date(), expiresAt: new Date(Date.now() + KEEP_MS) } })
      .returning({ id: files.id });
    return { file_id: file.id, file_name: fileName, rows: done };
  },
});

/** A request the list itself refuses (a filter on a field that no longer filters) will not get better. */
function permanent<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof HttpError) throw new PermanentJobError(error.message + (error.errors ? ` ${JSON.stringify(error.errors)}` : ''));
    throw error;
  }
}

async function permanentAsync<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof HttpError) throw new PermanentJobError(error.message + (error.errors ? ` ${JSON.stringify(error.errors)}` : ''));
    throw error;
  }
}

/** Characters that trouble file systems or the Content-Disposition header go. */
function fileSafe(text: string): string {
  return text.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').replace(/\s+/g, '-').slice(0, 80);
}

/** Checks that each column is a field the list shows (never a secret). */
export function unknownColumns(resourceName: string, columns: ExportRequest['columns']): string[] {
  const found = resourceAndTable(resourceName);
  if (!found) return columns.map((c) => c.name);
  return columns.filter((c) => !found.resource.fields[c.name] || found.resource.fields[c.name].secret).map((c) => c.name);
}
