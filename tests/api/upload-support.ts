/** Uploads in API tests: a multipart body built by hand (one part named file), and small XLSX workbooks. */
import ExcelJS from 'exceljs';
import type { TestApp } from './harness.ts';

export function multipartBody(file: Buffer, filename: string, fields: Record<string, string> = {}, partName = 'file'): { body: Buffer; contentType: string } {
  const boundary = `----parley${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${partName}"; filename="${filename}"\r\ncontent-type: application/octet-stream\r\n\r\n`));
  parts.push(file, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function upload(t: TestApp, token: string, file: Buffer | string, filename = 'contacts.csv', fields: Record<string, string> = {}) {
  const { body, contentType } = multipartBody(typeof file === 'string' ? Buffer.from(file) : file, filename, fields);
  return t.call('POST', '/v1/audience/data-files/upload', { token, body, headers: { 'content-type': contentType } });
}

export async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Contacts');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Starts an import and waits for its job; answers the data file after it. */
export async function importAndWait(t: TestApp, token: string, id: number, body: Record<string, unknown>) {
  const started = await t.call('POST', `/v1/audience/data-files/${id}/import`, { token, body });
  if (started.status !== 202) throw new Error(`import refused: ${started.status} ${JSON.stringify(started.body)}`);
  const job = await t.waitForJob(token, started.body.job_id, 60_000);
  const file = (await t.call('GET', `/v1/audience/data-files/${id}`, { token })).body;
  return { started: started.body, job, file };
}
