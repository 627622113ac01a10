/** Finding a team's data file, and the problems of a file answered as a 422 naming the field. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/transaction.ts';
import { dataFiles } from '../../../db/schema/index.ts';
import { invalid, notFound, type HttpError } from '../../../http/errors.ts';
import type { FileStore } from '../../../files/file-store.ts';
import { UploadProblem } from './upload-problem.ts';

export type DataFileRow = typeof dataFiles.$inferSelect;

export async function findDataFile(db: DbOrTx, teamId: number, id: number): Promise<DataFileRow> {
  const [row] = await db.select().from(dataFiles).where(and(eq(dataFiles.id, id), eq(dataFiles.team_id, teamId)));
  if (!row) throw notFound('No such upload.');
  return row;
}

/** The stored file's key, or a 422 when its bytes are gone (or it never had any). */
export async function storedKey(files: FileStore, row: DataFileRow): Promise<string> {
  if (!row.storage_key || (await files.size(row.storage_key)) === null) throw invalid({ file: ['The uploaded file is no longer kept. Upload it again.'] });
  return row.storage_key;
}

/**
 * A deleted upload's bytes go with it (and, for a tus upload, the offset file beside them). The row
 * is gone already; a file that cannot be removed is logged, never a failed delete.
 */
export async function removeUploadBytes(app: { files: FileStore }, row: { storage_key?: unknown }): Promise<void> {
  const key = typeof row.storage_key === 'string' ? row.storage_key : null;
  if (!key) return;
  for (const k of key.startsWith('tus/') ? [key, `${key}.json`] : [key]) {
    await app.files.remove(k).catch((e: unknown) => console.error(`[parley] removing ${k}: ${(e as Error).message}`));
  }
}

export function problemAnswer(problem: UploadProblem): HttpError {
  return invalid({ [problem.field]: [problem.message] });
}

/** Runs `fn`, answering a problem of the file as a 422. */
export async function answeringProblems<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof UploadProblem) throw problemAnswer(error);
    throw error;
  }
}
