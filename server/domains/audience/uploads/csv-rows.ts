/**
 * A CSV's records, streamed: the bytes decoded from their encoding (iconv-lite), then csv-parse
 * with quotes kept strict, so a quote that never closes is a clear message with its row and line
 * instead of half the file swallowed into one field.
 */
import type { Readable } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';
import iconv from 'iconv-lite';
import { UploadProblem } from './upload-problem.ts';

export async function* csvRecords(bytes: Readable, encoding: string, delimiter: string): AsyncGenerator<string[]> {
  const parser = parse({ delimiter, bom: true, relax_quotes: false, relax_column_count: true, skip_empty_lines: true, info: true });
  const decoded = bytes.pipe(iconv.decodeStream(encoding, { stripBOM: true }));
  bytes.once('error', (e) => parser.destroy(e));
  decoded.pipe(parser);
  // The line the last good record ended on: a record that breaks began on the next one.
  let lastLine = 0;
  try {
    for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      lastLine = item.info.lines;
      yield item.record;
    }
  } catch (error) {
    if (isCsvError(error)) throw new UploadProblem(quoteMessage(error, lastLine));
    throw error;
  } finally {
    bytes.unpipe();
    bytes.destroy();
    parser.destroy();
  }
}

function isCsvError(error: unknown): error is CsvError {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && (code.startsWith('CSV_') || code === 'INVALID_OPENING_QUOTE');
}

/** The parser's error, said as the row (data rows count from 1 after the header) and line. */
function quoteMessage(error: CsvError, lastLine: number): string {
  const records = (error as CsvError & { records?: number }).records ?? 0;
  const where = records === 0 ? 'The header row' : `Row ${records}`;
  const line = (error as CsvError & { lines?: number }).lines ?? lastLine + 1;
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return `${where}: a quote opened on line ${lastLine + 1} never closes. Close the quote, or pick another separator.`;
    case 'INVALID_OPENING_QUOTE':
      return `${where} (line ${line}): a quote appears in the middle of a field. Put the whole field in quotes and double the quotes inside it ("").`;
    case 'CSV_INVALID_CLOSING_QUOTE':
      return `${where} (line ${line}): a quoted field goes on after its closing quote. Double the quotes inside a quoted field ("").`;
    default:
      return `${where} (line ${line}): the file cannot be read as CSV (${error.message}).`;
  }
}
