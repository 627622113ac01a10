/**
 * A file that has arrived (whole by multipart, or the last chunk of a resumable upload) becomes a
 * data file: read once from end to end to learn its shape and number of rows. A broken file is
 * kept as a failed data file with its message, so the list says what went wrong and a sample with
 * another encoding or separator may still read it.
 */
import type { DataFileSample } from '../../../../resources/audience/data-file-import.ts';
import type { Caller } from '../../caller.ts';
import { stampsFor } from '../../caller.ts';
import type { Db } from '../../../db/client.ts';
import type { FileStore } from '../../../files/file-store.ts';
import { dataFiles } from '../../../db/schema/index.ts';
import { loadCustomFields } from '../custom-values.ts';
import { chosenDelimiter } from './csv-delimiter.ts';
import { findDataFile, storedKey, type DataFileRow } from './data-file-store.ts';
import { guessMapping } from './guess-mapping.ts';
import type { TableChoice } from './table-reader.ts';
import { scanTable } from './table-scan.ts';
import { chosenEncoding } from './text-encoding.ts';
import { UploadProblem } from './upload-problem.ts';

/** What uploads use of the app: its database and file store (the seeds pass theirs). */
export interface UploadDeps {
  database: { db: Db };
  files: FileStore;
}

export interface ArrivedFile {
  storageKey: string;
  sizeBytes: number;
  originalFilename: string;
  name?: string | null;
  encoding?: string | null;
  delimiter?: string | null;
}

/** The choices as Parley names them; throws an UploadProblem for one it does not know. */
export function checkedChoice(choice: TableChoice): TableChoice {
  return { encoding: choice.encoding ? chosenEncoding(choice.encoding) : null, delimiter: choice.delimiter ? chosenDelimiter(choice.delimiter) : null };
}

/** A file name as people read it: no folders, no control characters, at most 255 characters. */
export function cleanFileName(name: string | null | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, 255);
  return clean || 'upload.csv';
}

export async function registerUpload(app: UploadDeps, caller: Caller, file: ArrivedFile): Promise<{ row: DataFileRow; problem: UploadProblem | null }> {
  const originalFilename = cleanFileName(file.originalFilename);
  const name = (file.name?.trim() || originalFilename.replace(/\.[^.]+$/, '') || originalFilename).slice(0, 120);
  const base = { ...stampsFor(caller), name, original_filename: originalFilename, storage_key: file.storageKey, size_bytes: file.sizeBytes };
  let problem: UploadProblem | null = null;
  let values: typeof dataFiles.$inferInsert;
  try {
    const scan = await scanTable(app.files, file.storageKey, file.sizeBytes, checkedChoice(file), true);
    values = { ...base, format: scan.format, encoding: scan.encoding, delimiter: scan.delimiter, rows_total: scan.rows_total ?? 0, status: 'uploaded' };
  } catch (error) {
    if (!(error instanceof UploadProblem)) throw error;
    problem = error;
    values = { ...base, status: 'failed', error: error.message };
  }
  const [row] = await app.database.db.insert(dataFiles).values(values).returning();
  return { row, problem };
}

/** The first rows, read as stored or with the encoding and separator the user picks. */
export async function sampleUpload(app: UploadDeps, teamId: number, id: number, choice: TableChoice): Promise<DataFileSample> {
  const row = await findDataFile(app.database.db, teamId, id);
  const key = await storedKey(app.files, row);
  const picked = checkedChoice(choice);
  const scan = await scanTable(app.files, key, row.size_bytes, { encoding: picked.encoding ?? row.encoding, delimiter: picked.delimiter ?? row.delimiter }, false);
  const guessed = guessMapping(scan.columns, await loadCustomFields(app.database.db, teamId));
  return { columns: scan.columns, rows: scan.rows, encoding: scan.encoding, delimiter: scan.delimiter, format: scan.format, guessed_mapping: guessed };
}
