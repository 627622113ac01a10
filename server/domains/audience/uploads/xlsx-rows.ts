/**
 * An XLSX workbook's first sheet, streamed row by row (exceljs's WorkbookReader), every cell as the
 * text a person sees: numbers without exponent or float noise, dates as ISO dates, formulas as
 * their result. Rows with nothing in them are skipped, as in a CSV.
 */
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { UploadProblem } from './upload-problem.ts';

export async function* xlsxRecords(bytes: Readable): AsyncGenerator<string[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(bytes, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'emit' });
  let sheets = 0;
  try {
    for await (const sheet of reader) {
      sheets++;
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = Array.isArray(row.values) ? row.values : [];
        const cells: string[] = [];
        // row.values is 1-based and sparse.
        for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
        while (cells.length && cells[cells.length - 1] === '') cells.pop();
        if (cells.length) yield cells;
      }
      break;
    }
  } catch (error) {
    if (error instanceof UploadProblem) throw error;
    throw new UploadProblem(`The file cannot be read as an XLSX workbook (${error instanceof Error ? error.message : String(error)}). Save it again from your spreadsheet, or as CSV.`);
  } finally {
    bytes.destroy();
  }
  if (sheets === 0) throw new UploadProblem('The workbook has no sheet.');
}

export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((r) => r.text).join('');
    if ('formula' in value || 'sharedFormula' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('error' in value) return '';
  }
  return String(value);
}

/** 971501234567 stays 971501234567 (never 9.71501234567e+11); 0.1 + 0.2 noise is rounded away. */
function numberText(n: number): string {
  if (Number.isInteger(n)) return BigInt(n).toString();
  return String(Number(n.toPrecision(15)));
}

/** Dates are stored in UTC by exceljs; a date without a time of day is written as a date only. */
function dateText(d: Date): string {
  if (Number.isNaN(d.getTime())) return '';
  const iso = d.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('.000Z', 'Z');
}
