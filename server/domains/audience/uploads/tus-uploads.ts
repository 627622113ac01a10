/**
 * Resumable uploads by the tus protocol (@tus/server, chunks kept by @tus/file-store in the files
 * folder under tus/). Each upload's id carries its team, so another team's id is a 404; the last
 * chunk turns the upload into a data file exactly as a multipart upload does.
 */
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { FileStore as TusFileStore } from '@tus/file-store';
import { Server as TusServer, type Upload } from '@tus/server';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../caller.ts';
import type { AppContext } from '../../../context.ts';
import { dataFiles } from '../../../db/schema/index.ts';
import { registerUpload, checkedChoice } from './upload-service.ts';
import { UploadProblem } from './upload-problem.ts';

/** The folder of the file store where tus keeps uploads: their keys are `tus/<id>`. */
const TUS_FOLDER = 'tus';
export const DATA_FILE_ID_HEADER = 'Parley-Data-File-Id';

/** Who sent each request (the API's auth), for the tus hooks that see only the request. */
const callers = new WeakMap<IncomingMessage, Caller>();

export function rememberCaller(raw: IncomingMessage, caller: Caller): void {
  callers.set(raw, caller);
}

function callerOf(req: unknown): Caller {
  const raw = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
  const caller = raw && callers.get(raw);
  if (!caller) throw { status_code: 401, body: 'You need to sign in.\n' };
  return caller;
}

const prefixOf = (teamId: number) => `t${teamId}-`;
export const tusKey = (id: string) => `${TUS_FOLDER}/${id}`;

/** The data file an upload became, if it is finished. */
export async function dataFileOfUpload(app: AppContext, teamId: number, uploadId: string): Promise<number | null> {
  const [row] = await app.database.db.select({ id: dataFiles.id }).from(dataFiles).where(and(eq(dataFiles.team_id, teamId), eq(dataFiles.storage_key, tusKey(uploadId))));
  return row?.id ?? null;
}

export function ownsUpload(teamId: number, uploadId: string): boolean {
  return uploadId.startsWith(prefixOf(teamId));
}

export function tusServer(app: AppContext, routePath: string): TusServer {
  return new TusServer({
    path: routePath,
    // An upload left unfinished is kept this long (clients read it in Upload-Expires), then swept.
    datastore: new TusFileStore({ directory: path.join(app.config.filesDir, TUS_FOLDER), expirationPeriodInMilliseconds: app.config.uploadResumeHours * 3_600_000 }),
    maxSize: app.config.uploadMaxBytes,
    relativeLocation: true,
    respectForwardedHeaders: app.config.trustProxy,
    exposedHeaders: [DATA_FILE_ID_HEADER],
    namingFunction: (req) => prefixOf(callerOf(req).teamId) + randomBytes(16).toString('hex'),
    async onUploadCreate(req, upload) {
      callerOf(req);
      const meta = upload.metadata ?? {};
      if (!meta.filename?.trim()) throw { status_code: 422, body: 'Name the file: send its name in the upload metadata as "filename".\n' };
      try {
        checkedChoice({ encoding: meta.encoding, delimiter: meta.delimiter });
      } catch (error) {
        if (error instanceof UploadProblem) throw { status_code: 422, body: `${error.message}\n` };
        throw error;
      }
      return {};
    },
    async onIncomingRequest(req, uploadId) {
      if (!ownsUpload(callerOf(req).teamId, uploadId)) throw { status_code: 404, body: 'No such upload.\n' };
    },
    async onUploadFinish(req, upload) {
      const { id, problem } = await finishUpload(app, callerOf(req), upload);
      const headers = { [DATA_FILE_ID_HEADER]: String(id) };
      if (problem) return { status_code: 422, headers, body: JSON.stringify({ message: problem.message, errors: { [problem.field]: [problem.message] } }) };
      return { headers };
    },
  });
}

/** The finished upload as a data file; a repeat (the last chunk sent again) finds the one made. */
async function finishUpload(app: AppContext, caller: Caller, upload: Upload): Promise<{ id: number; problem: UploadProblem | null }> {
  const existing = await dataFileOfUpload(app, caller.teamId, upload.id);
  if (existing) return { id: existing, problem: null };
  const meta = upload.metadata ?? {};
  const { row, problem } = await registerUpload(app, caller, {
    storageKey: tusKey(upload.id),
    sizeBytes: upload.size ?? upload.offset,
    originalFilename: meta.filename ?? 'upload.csv',
    name: meta.name,
    encoding: meta.encoding,
    delimiter: meta.delimiter,
  });
  return { id: row.id, problem };
}
