/**
 * A file sent whole in one multipart request: streamed to the file store as it arrives (its size
 * never shows in memory), refused past the upload limit, then recorded as a data file just as the
 * last chunk of a resumable upload is. Whatever refuses the file removes the bytes kept of it.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Caller } from '../../caller.ts';
import type { FileStore } from '../../../files/file-store.ts';
import { HttpError, invalid } from '../../../http/errors.ts';
import { answeringProblems, type DataFileRow } from './data-file-store.ts';
import { checkedChoice, registerUpload, type UploadDeps } from './upload-service.ts';
import type { UploadProblem } from './upload-problem.ts';

/** A part of a multipart body as @fastify/multipart yields it; `truncated` once the size limit cut the file. */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated: boolean } };

/** The form fields read beside the file (those the resumable upload takes as metadata); others are ignored. */
const FIELDS = new Set(['name', 'encoding', 'delimiter']);

interface Received {
  key: string;
  size: number;
  filename: string;
  fields: Record<string, string>;
}

function tooLarge(limit: number): HttpError {
  return new HttpError(413, `The file is larger than ${Math.floor(limit / 1024 / 1024)} MiB, the most Parley accepts (UPLOAD_MAX_BYTES). Split it into smaller files.`);
}

/**
 * `limit` is the multipart parser's own file size limit: past it the parser cuts the file short or
 * fails the stream, and either way the caller hears the same 413.
 */
export async function storeUpload(app: UploadDeps, caller: Caller, parts: AsyncIterable<UploadPart>, limit: number): Promise<{ row: DataFileRow; problem: UploadProblem | null }> {
  const received = await receive(app.files, caller.teamId, parts, limit);
  try {
    await answeringProblems(async () => checkedChoice(received.fields));
  } catch (error) {
    await app.files.remove(received.key);
    throw error;
  }
  return registerUpload(app, caller, { storageKey: received.key, sizeBytes: received.size, originalFilename: received.filename, ...received.fields });
}

/** The first part named `file`, stored; any other file part is drained so the request can end. */
async function receive(files: FileStore, teamId: number, parts: AsyncIterable<UploadPart>, limit: number): Promise<Received> {
  const fields: Record<string, string> = {};
  let stored: Omit<Received, 'fields'> | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (FIELDS.has(part.fieldname) && typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || stored) {
        part.file.resume();
        continue;
      }
      const key = `${teamId}/uploads/${randomUUID()}`;
      const draft = await files.create(key);
      try {
        await pipeline(part.file, draft.stream);
        if (part.file.truncated) throw tooLarge(limit);
      } catch (error) {
        await draft.discard();
        throw error;
      }
      stored = { key, size: await draft.commit(), filename: part.filename };
    }
  } catch (error) {
    if (stored) await files.remove(stored.key);
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || (error instanceof HttpError && error.statusCode === 413)) throw tooLarge(limit);
    throw error;
  }
  if (!stored) throw invalid({ file: ['No file came: send it in a part named "file".'] });
  return { ...stored, fields };
}
