/**
 * A deck file as a grid of text, every row with its line (CSV) or row number (XLSX) so a bad row
 * is named where the vendor will find it. CSV: any delimiter and quote, UTF-8 (with or without BOM),
 * UTF-16 or Windows-1252, found from the bytes when the settings leave it out. XLSX: any sheet, by
 * name or position. Legacy .xls has no maintained reader on npm (SheetJS left the registry), so it is
 * refused with what to do instead.
 */
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import type { DECK_ENCODINGS, DECK_FILE_KINDS, DeckSettingsInput } from '../../../../resources/sms/rate-decks.ts';
import { detectDelimiter } from '../../audience/uploads/csv-delimiter.ts';
import { looksLikeUtf16 } from '../../audience/uploads/file-sniff.ts';
import { detectEncoding, HEAD_BYTES } from '../../audience/uploads/text-encoding.ts';
import { cellText } from '../../audience/uploads/xlsx-rows.ts';
import { DeckProblem } from './deck-problem.ts';

export interface TableRow {
  line: number;
  cells: string[];
}

export interface Table {
  file_kind: (typeof DECK_FILE_KINDS)[number];
  encoding: (typeof DECK_ENCODINGS)[number] | null;
  delimiter: string | null;
  sheets: string[];
  sheet: string | null;
  rows: TableRow[];
}

type ReadOptions = Pick<DeckSettingsInput, 'file_kind' | 'encoding' | 'delimiter' | 'quote' | 'sheet'>;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

export function fileKindOf(bytes: Uint8Array): Table['file_kind'] {
  if (startsWith(bytes, ZIP)) return 'xlsx';
  if (startsWith(bytes, OLE)) return 'xls';
  return 'csv';
}

export async function readTable(bytes: Buffer, options: ReadOptions = {}): Promise<Table> {
  if (bytes.length === 0) throw new DeckProblem('The file is empty.');
  const kind = fileKindOf(bytes);
  if (kind === 'xls') throw new DeckProblem('This is a legacy Excel (.xls) file, which Parley does not read. Save it as XLSX or CSV and send it again.');
  if (kind === 'xlsx') return readXlsx(bytes, options.sheet);
  if (options.file_kind === 'xlsx') throw new DeckProblem('The route expects an XLSX workbook, and this file is text. Send the workbook, or set the file kind to CSV.');
  return readCsv(bytes, options);
}

function readCsv(bytes: Buffer, options: ReadOptions): Table {
  const { iconvName, encoding } = encodingOf(bytes, options.encoding);
  let text = iconv.decode(bytes, iconvName, { stripBOM: true });
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (!text.trim()) throw new DeckProblem('The file holds no rows.');
  const delimiter = options.delimiter ? (options.delimiter === '\\t' ? '\t' : options.delimiter) : detectDelimiter(text.slice(0, HEAD_BYTES));
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { delimiter, quote: options.quote ?? '"', relax_quotes: true, relax_column_count: true, skip_empty_lines: true, info: true, trim: true }) as unknown as typeof records;
  } catch (error) {
    throw new DeckProblem(`The file cannot be read as CSV (${error instanceof Error ? error.message : String(error)}). Check the delimiter and quote settings.`);
  }
  const rows = records.map((r) => ({ line: r.info.lines, cells: r.record })).filter((r) => r.cells.some((c) => c !== ''));
  return { file_kind: 'csv', encoding, delimiter, sheets: [], sheet: null, rows };
}

function encodingOf(bytes: Buffer, chosen: ReadOptions['encoding']): { iconvName: string; encoding: Table['encoding'] } {
  const wide = (): string => (bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : (looksLikeUtf16(bytes.subarray(0, HEAD_BYTES)) ?? 'utf-16le'));
  if (chosen === 'utf-16') return { iconvName: wide(), encoding: 'utf-16' };
  if (chosen === 'cp1252') return { iconvName: 'windows-1252', encoding: 'cp1252' };
  if (chosen === 'utf-8') return { iconvName: 'utf-8', encoding: 'utf-8' };
  const found = detectEncoding(bytes.subarray(0, HEAD_BYTES));
  if (found.startsWith('utf-16')) return { iconvName: found, encoding: 'utf-16' };
  if (found === 'utf-8') return { iconvName: 'utf-8', encoding: 'utf-8' };
  // A deck is Latin text with prices; what is not UTF-8 is read as the Windows Latin page spreadsheets write.
  return { iconvName: 'windows-1252', encoding: 'cp1252' };
}

async function readXlsx(bytes: Buffer, wanted: string | undefined): Promise<Table> {
  // The streaming reader: a 50,000-row deck in a fraction of the full workbook's memory and time.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'emit' });
  const sheets: string[] = [];
  let picked: { name: string; rows: TableRow[] } | null = null;
  try {
    for await (const sheet of reader) {
      const name = sheetName(sheet, sheets.length + 1);
      sheets.push(name);
      const take = !picked && (wanted === undefined || wanted === '' ? true : wanted === name || wanted.toLowerCase() === name.toLowerCase() || wanted === String(sheets.length));
      const rows: TableRow[] = [];
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        if (!take) continue;
        const values = Array.isArray(row.values) ? row.values : [];
        const cells: string[] = [];
        for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]).trim());
        while (cells.length && cells[cells.length - 1] === '') cells.pop();
        if (cells.length) rows.push({ line: row.number, cells });
      }
      if (take) picked = { name, rows };
    }
  } catch (error) {
    throw new DeckProblem(`The file cannot be read as an XLSX workbook (${error instanceof Error ? error.message : String(error)}). Save it again from the spreadsheet, or as CSV.`);
  }
  if (!sheets.length) throw new DeckProblem('The workbook has no sheet.');
  if (!picked) throw new DeckProblem(`The workbook has no sheet "${wanted}" (it has ${sheets.join(', ')}).`, 'settings.sheet');
  return { file_kind: 'xlsx', encoding: null, delimiter: null, sheets, sheet: picked.name, rows: picked.rows };
}

/** The streaming reader learns sheet names from workbook.xml, which spreadsheets write first. */
function sheetName(sheet: unknown, position: number): string {
  const s = sheet as { name?: string; id?: number; workbook?: { model?: { sheets?: { id: number; name: string }[] } } };
  return s.name ?? s.workbook?.model?.sheets?.find((x) => x.id === s.id)?.name ?? `Sheet${position}`;
}
