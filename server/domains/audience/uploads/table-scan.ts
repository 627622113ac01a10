/**
 * An upload looked at as a whole: its shape, its columns, its first rows and (on upload, or when the
 * encoding or separator changes) its number of rows. Counting reads the whole file once, so a quote
 * that never closes at row 900,000 is found when the file arrives, not half-way through an import.
 */
import type { FileStore } from '../../../files/file-store.ts';
import { countableEncoding, countCsvRecords } from './csv-row-count.ts';
import { fitRecord, headerColumns } from './header-row.ts';
import { tableRecords, tableShape, type TableChoice, type TableShape } from './table-reader.ts';
import { UploadProblem } from './upload-problem.ts';

export const SAMPLE_ROWS = 20;

export interface DataRow {
  /** 1-based among the data rows (the header is row 0); rows with nothing in them are not counted. */
  row: number;
  cells: string[];
  /** Cells beyond the header's columns that hold something. */
  extra: number;
}

export interface TableScan extends TableShape {
  columns: string[];
  rows: string[][];
  /** Null when not counted. */
  rows_total: number | null;
}

/** The header, then the data rows as long as the header, numbered. */
export async function openTable(files: FileStore, key: string, shape: TableShape): Promise<{ columns: string[]; rows: AsyncGenerator<DataRow> }> {
  const records = tableRecords(files, key, shape);
  const first = await records.next();
  let columns: string[];
  try {
    columns = headerColumns(first.done ? undefined : first.value);
  } catch (error) {
    await records.return(undefined);
    throw error;
  }
  async function* rows(): AsyncGenerator<DataRow> {
    let row = 0;
    try {
      for await (const record of records) {
        if (record.every((c) => c.trim() === '')) continue;
        row++;
        yield { row, ...fitRecord(record, columns.length) };
      }
    } finally {
      await records.return(undefined);
    }
  }
  return { columns, rows: rows() };
}

export async function scanTable(files: FileStore, key: string, size: number, choice: TableChoice, count: boolean): Promise<TableScan> {
  const shape = await tableShape(files, key, size, choice);
  const { columns, rows } = await openTable(files, key, shape);
  const sample: string[][] = [];
  let total = 0;
  // A CSV's rows are counted from its bytes when they allow it; otherwise the parser reads them all.
  const quick = count && shape.format === 'csv' && countableEncoding(shape.encoding);
  for await (const r of rows) {
    total = r.row;
    if (sample.length < SAMPLE_ROWS) sample.push(r.cells);
    else if (!count || quick) break;
  }
  if (quick && sample.length === SAMPLE_ROWS) {
    const records = await countCsvRecords(files.read(key), shape.delimiter ?? ',');
    total = records === null ? await countRows(files, key, shape) : records - 1;
  }
  if (count && total === 0) throw new UploadProblem('The file has a header row but no rows of contacts under it.');
  return { ...shape, columns, rows: sample, rows_total: count ? total : null };
}

/** The data rows, read by the parser (which throws the file's problem, if it has one). */
export async function countRows(files: FileStore, key: string, shape: TableShape, signal?: AbortSignal): Promise<number> {
  const { rows } = await openTable(files, key, shape);
  let n = 0;
  for await (const row of rows) {
    n = row.row;
    if (n % 10_000 === 0) signal?.throwIfAborted();
  }
  return n;
}
