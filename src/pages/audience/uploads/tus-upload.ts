/**
 * The resumable upload of a contact file (tus, in 64 KiB chunks). tus-js-client does the
 * protocol; this sets Parley's endpoint and bearer token, keys each unfinished upload to the signed-in
 * user and team (so another account on this browser never resumes it), and keeps retrying a dropped
 * connection for a few minutes instead of failing on the first lost request.
 */
import { defaultOptions, DetailedError, Upload, type HttpRequest, type PreviousUpload } from 'tus-js-client';
// The tus protocol (chunked PATCHes, HEAD offsets) is beyond Refine's data hooks: only the address and token come from the client.
import { apiUrl, ensureFreshToken } from '../../../../providers/http-client.ts';
import { getToken } from '../../../../providers/session-store.ts';
import { DATA_FILES_PATH } from './data-file-api.ts';

export const CHUNK_SIZE = 64 * 1024;
/** Waits between tries after a lost request; they start over once bytes move again. About 3 minutes in all. */
export const RETRY_DELAYS = [1000, 2000, 3000, 5000, 5000, 10_000, 10_000, 15_000, 15_000, 20_000, 20_000, 30_000, 30_000, 30_000];
export const DATA_FILE_ID_HEADER = 'Parley-Data-File-Id';

/** The tus endpoint as an absolute URL: tus-js-client resolves the upload's Location against it. */
export function tusEndpoint(): string {
  return new URL(apiUrl(`${DATA_FILES_PATH}/tus`), window.location.origin).href;
}

/** Whose uploads these are: a user in a team. */
export type Owner = string;

/** The storage prefix of one owner's unfinished uploads. */
const prefixOf = (owner: Owner) => `parley-${owner}`;

/** Same file (name, size, date) to the same endpoint by the same owner: the same upload. */
export function fingerprintOf(owner: Owner, file: Pick<File, 'name' | 'size' | 'lastModified'>, endpoint: string): string {
  return [prefixOf(owner), file.name, file.size, file.lastModified, endpoint].join('|');
}

export interface UploadMeta {
  name: string;
  encoding?: string;
  delimiter?: string;
}

export interface UploadEvents {
  onProgress(sent: number, total: number): void;
  /** A request failed and another try is coming (the connection dropped, the server restarted). */
  onRetry(error: Error): void;
  onSuccess(dataFileId: number | null): void;
  onError(error: Error): void;
}

/** A 4xx means the server refused the upload itself: trying again changes nothing (but a conflict or a lock may clear). */
export function isWorthRetrying(status: number): boolean {
  return status === 0 || status >= 500 || status === 409 || status === 423 || status === 429;
}

async function authorise(req: HttpRequest): Promise<void> {
  await ensureFreshToken();
  const token = getToken();
  if (token) req.setHeader('Authorization', `Bearer ${token}`);
}

export function createUpload(owner: Owner, file: File, meta: UploadMeta, events: UploadEvents): Upload {
  const endpoint = tusEndpoint();
  const metadata: Record<string, string> = { filename: file.name, name: meta.name, filetype: file.type || 'application/octet-stream' };
  if (meta.encoding) metadata.encoding = meta.encoding;
  if (meta.delimiter) metadata.delimiter = meta.delimiter;
  const upload = new Upload(file, {
    endpoint,
    chunkSize: CHUNK_SIZE,
    retryDelays: RETRY_DELAYS,
    metadata,
    fingerprint: async (f) => fingerprintOf(owner, f as File, endpoint),
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onBeforeRequest: authorise,
    // Unlike the default, offline is no reason to give up: the browser comes back and so do we.
    onShouldRetry: (error) => {
      const retry = isWorthRetrying(error.originalResponse?.getStatus() ?? 0);
      if (retry) events.onRetry(error);
      return retry;
    },
    onProgress: (sent, total) => events.onProgress(sent, total),
    onSuccess: ({ lastResponse }) => {
      const header = lastResponse.getHeader(DATA_FILE_ID_HEADER);
      const id = header ? Number(header) : NaN;
      events.onSuccess(Number.isInteger(id) && id > 0 ? id : null);
    },
    onError: (error) => events.onError(error),
  });
  return upload;
}

/**
 * The data file a refused upload still became: the server keeps a file it cannot read as found (a
 * quote that never closes, say) and names it, so the operator can read it another way.
 */
export function dataFileOfRefusal(error: unknown): number | null {
  if (!(error instanceof DetailedError) || !error.originalResponse) return null;
  const id = Number(error.originalResponse.getHeader(DATA_FILE_ID_HEADER));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** True when the server answered and said no (too large, not allowed): sending again changes nothing. */
export function isRefusal(error: unknown): boolean {
  if (!(error instanceof DetailedError) || !error.originalResponse) return false;
  return !isWorthRetrying(error.originalResponse.getStatus());
}

/** Forgets every unfinished upload of this file here (it is done with, one way or another). */
export async function forgetFile(owner: Owner, file: File): Promise<void> {
  const storage = defaultOptions.urlStorage;
  const entries = await storage.findUploadsByFingerprint(fingerprintOf(owner, file, tusEndpoint()));
  await Promise.all(entries.map((entry) => storage.removeUpload(entry.urlStorageKey)));
}

/** Starts the upload, taking up where an earlier try of the same file stopped (a reload, a crash). */
export async function startOrResume(upload: Upload): Promise<boolean> {
  const previous = await upload.findPreviousUploads();
  const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
  if (latest) upload.resumeFromPreviousUpload(latest);
  upload.start();
  return !!latest;
}

/** An upload this owner started here and did not finish, as the browser remembers it. */
export interface Unfinished {
  key: string;
  url: string | null;
  filename: string;
  name: string;
  size: number | null;
  startedAt: string;
}

export async function unfinishedUploads(owner: Owner): Promise<Unfinished[]> {
  const all: PreviousUpload[] = await defaultOptions.urlStorage.findAllUploads();
  const mine = all.filter((u) => u.urlStorageKey.startsWith(`tus::${prefixOf(owner)}|`));
  return mine
    .map((u) => ({ key: u.urlStorageKey, url: u.uploadUrl, filename: u.metadata.filename ?? '', name: u.metadata.name ?? '', size: u.size, startedAt: u.creationTime }))
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt));
}

/** How many bytes the server holds of an unfinished upload; null when it is gone (expired, removed). */
export async function bytesReceived(url: string): Promise<number | null> {
  await ensureFreshToken();
  const token = getToken();
  const response = await fetch(url, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  if (!response.ok) return null;
  const offset = Number(response.headers.get('Upload-Offset'));
  return Number.isFinite(offset) ? offset : null;
}

/** Forgets an unfinished upload here and asks the server to drop its bytes (best effort: it expires anyway). */
export async function discardUnfinished(upload: Unfinished): Promise<void> {
  await defaultOptions.urlStorage.removeUpload(upload.key);
  if (!upload.url) return;
  await Upload.terminate(upload.url, { onBeforeRequest: authorise, retryDelays: null }).catch(() => undefined);
}

export { DetailedError };

/**
 * What went wrong, as the server said it (its JSON `message`), or 'network' when no answer came
 * at all; null when neither is known.
 */
export function uploadFailure(error: unknown): string | 'network' | null {
  if (!(error instanceof DetailedError)) return null;
  const response = error.originalResponse;
  if (!response || response.getStatus() === 0) return 'network';
  try {
    const body = JSON.parse(response.getBody()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // a plain-text answer: tus servers often give one
  }
  return response.getBody()?.trim() || null;
}
