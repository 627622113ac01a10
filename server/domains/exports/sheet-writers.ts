/**
 * Writes rows to a stream as CSV or as an XLSX workbook, one row at a time and honouring the
 * stream's backpressure, so the size of an export never shows in the process's memory.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { BOM, csvCell } from '../../../resources/format/csv.ts';
import type { Cell } from '../../../resources/format/export-cell.ts';
import { isDecimalCell, parseDecimal } from '../../../resources/format/money.ts';
import type { ExportFormat } from './export-request.ts';

export interface SheetWriter {
  row(cells: readonly Cell[]): Promise<void>;
  finish(): Promise<void>;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function sheetWriter(format: ExportFormat, stream: Writable, header: readonly string[], sheetName: string): SheetWriter {
  return format === 'csv' ? csvWriter(stream, header) : xlsxWriter(stream, header, sheetName);
}

function csvWriter(stream: Writable, header: readonly string[]): SheetWriter {
  let buffer = BOM + header.map(csvCell).join(',') + '\r\n';
  const flush = async () => {
    if (!buffer) return;
    const ok = stream.write(buffer);
    buffer = '';
    if (!ok) await once(stream, 'drain');
  };
  return {
    async row(cells) {
      buffer += cells.map(csvCell).join(',') + '\r\n';
      // Writes of about 64 KiB: fewer calls into the stream, still a small buffer.
      if (buffer.length > 65_536) await flush();
    },
    async finish() {
      await flush();
      stream.end();
    },
  };
}

/** A sheet holds 1,048,576 rows; a longer export goes on to a second sheet with the header again. */
const ROWS_PER_SHEET = 1_048_575;

function xlsxWriter(stream: Writable, header: readonly string[], sheetName: string): SheetWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const base = sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 25) || 'Export';
  let sheet = workbook.addWorksheet(base);
  let sheets = 1;
  let rows = 0;
  sheet.addRow([...header]).commit();
  return {
    async row(cells) {
      if (rows === ROWS_PER_SHEET) {
        sheet.commit();
        sheets += 1;
        sheet = workbook.addWorksheet(`${base} ${sheets}`);
        sheet.addRow([...header]).commit();
        rows = 0;
      }
      const row = sheet.addRow(cells.map(xlsxValue));
      cells.forEach((cell, i) => {
        if (isDecimalCell(cell)) row.getCell(i + 1).numFmt = amountFormat(cell.digits);
      });
      row.commit();
      rows += 1;
      // Let the zip stream drain now and then.
      if (rows % 5_000 === 0 && stream.writableNeedDrain) await once(stream, 'drain');
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/**
 * An amount as a spreadsheet number (a spreadsheet holds numbers as binary floating point): written
 * as a number when that number reads back as the same decimal, which every amount up to 2^53
 * units does, else as its exact text.
 */
export function xlsxValue(cell: Cell): string | number | boolean {
  if (!isDecimalCell(cell)) return cell;
  const n = Number(cell.decimal);
  const exact = parseDecimal(cell.decimal, cell.digits);
  const back = parseDecimal(n, cell.digits);
  return exact.ok && back.ok && exact.units === back.units ? n : cell.decimal;
}

/** `#,##0.000000` for six decimals, `#,##0.00` for cents, `#,##0` for none. */
export function amountFormat(digits: number): string {
  return digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0';
}

