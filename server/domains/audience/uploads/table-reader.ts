/**
 * An uploaded file read as a table, whatever it is: what it is (CSV with its encoding and
 * separator, or XLSX) from its first 64 KiB or the user's choice, then its records streamed from
 * the file store, so a file of any size costs a few chunks of memory.
 */
import type { FileStore } from '../../../files/file-store.ts';
import { csvRecords } from './csv-rows.ts';
import { chosenDelimiter, detectDelimiter } from './csv-delimiter.ts';
import { sniffFormat, type FileFormat } from './file-sniff.ts';
import { chosenEncoding, detectEncoding, HEAD_BYTES } from './text-encoding.ts';
import iconv from 'iconv-lite';
import { xlsxRecords } from './xlsx-rows.ts';

export interface TableChoice {
  encoding?: string | null;
  delimiter?: string | null;
}

export interface TableShape {
  format: FileFormat;
  /** CSV only. */
  encoding: string | null;
  delimiter: string | null;
}

export async function readHead(files: FileStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of files.read(key, { start: 0, end: HEAD_BYTES - 1 })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What the file is; the choices given win over what its bytes suggest. Throws an UploadProblem. */
export async function tableShape(files: FileStore, key: string, size: number, choice: TableChoice = {}): Promise<TableShape> {
  const head = await readHead(files, key);
  const format = sniffFormat(head, size);
  if (format === 'xlsx') return { format, encoding: null, delimiter: null };
  const encoding = choice.encoding ? chosenEncoding(choice.encoding) : detectEncoding(head);
  const delimiter = choice.delimiter ? chosenDelimiter(choice.delimiter) : detectDelimiter(iconv.decode(head, encoding));
  return { format, encoding, delimiter };
}

/** Every record of the file, the header first. */
export function tableRecords(files: FileStore, key: string, shape: TableShape): AsyncGenerator<string[]> {
  const bytes = files.read(key);
  return shape.format === 'xlsx' ? xlsxRecords(bytes) : csvRecords(bytes, shape.encoding ?? 'utf-8', shape.delimiter ?? ',');
}
