/** The data-file endpoints the wizard and the uploads list call (docs/areas/audience.md#uploads). */
import { apiUrl, ensureFreshToken, request } from '../../../../providers/http-client.ts';
import { parseErrorBody } from '../../../../providers/http-error.ts';
import { getToken } from '../../../../providers/session-store.ts';
import type { DATA_FILE_STATUSES } from '../../../../resources/audience/data-files.ts';

export const DATA_FILES_PATH = '/v1/audience/data-files';

export type DataFileStatus = (typeof DATA_FILE_STATUSES)[number];

export interface DataFile {
  id: number;
  name: string;
  original_filename: string;
  status: DataFileStatus;
  size_bytes?: number;
  format?: string | null;
  rows_total: number;
  rows_imported: number;
  rows_failed: number;
  rows_created?: number;
  rows_updated?: number;
  rows_skipped?: number;
  error?: string | null;
  job_id?: number | null;
  segment_id?: number | null;
  created_at?: string;
  imported_at?: string | null;
}

export interface Sample {
  columns: string[];
  rows: unknown[][];
  encoding: string | null;
  delimiter: string | null;
  format: 'csv' | 'xlsx' | string;
  guessed_mapping: Record<string, string | null>;
}

/** How the file is read: left out, the server detects it. */
export interface ReadChoice {
  encoding?: string;
  delimiter?: string;
}

export type OnDuplicate = 'update' | 'skip';

export type EveryRowValue = string | number | boolean;

export interface ImportRequest extends ReadChoice {
  mapping: Record<string, string>;
  /** Custom field key → the value every row gets where the file gives none. */
  defaults?: Record<string, EveryRowValue>;
  default_country?: string;
  tags?: string[];
  segment_id?: number;
  on_duplicate?: OnDuplicate;
}

export async function getDataFile(id: number, signal?: AbortSignal): Promise<DataFile> {
  return (await request<DataFile>(`${DATA_FILES_PATH}/${id}`, { signal })).data;
}

export async function getSample(id: number, read: ReadChoice, signal?: AbortSignal): Promise<Sample> {
  return (await request<Sample>(`${DATA_FILES_PATH}/${id}/sample`, { query: { encoding: read.encoding, delimiter: read.delimiter }, signal })).data;
}

export async function startImport(id: number, body: ImportRequest): Promise<DataFile> {
  return (await request<DataFile>(`${DATA_FILES_PATH}/${id}/import`, { method: 'POST', body })).data;
}

/**
 * Downloads the per-row error report. It needs the bearer token, so it is fetched here and handed
 * to the browser as a file, under the name the server gives it.
 */
export async function downloadErrorReport(file: Pick<DataFile, 'id' | 'name'>): Promise<void> {
  await ensureFreshToken();
  const token = getToken();
  const response = await fetch(apiUrl(`${DATA_FILES_PATH}/${file.id}/errors`), { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the status says enough
    }
    throw parseErrorBody(response.status, response.statusText, body);
  }
  const blob = await response.blob();
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '');
  const name = named ? decodeURIComponent(named[1]) : `${file.name}-errors.csv`;
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Freed a while later: a browser may still be reading the blob when the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
