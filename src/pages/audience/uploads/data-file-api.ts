/** The data-file endpoints the wizard and the uploads list call (docs/areas/audience.md#uploads). */
import { apiUrl, ensureFreshToken } from '../../../../providers/http-client.ts';
import { parseErrorBody } from '../../../../providers/http-error.ts';
import { getToken } from '../../../../providers/session-store.ts';
import type { DataFile } from '../../../../resources/audience/data-file-record.ts';

export const DATA_FILES_PATH = '/v1/audience/data-files';

/**
 * Downloads the per-row error report. It needs the bearer token, so it is fetched here and handed
 * to the browser as a file, under the name the server gives it (a file, not JSON: no data hook reads it).
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
