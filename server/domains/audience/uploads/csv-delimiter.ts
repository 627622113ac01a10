/**
 * A CSV's separator (`,` `;` tab `|`), found by parsing its first lines with each one and keeping
 * the separator that gives the header several columns and the rows the same number of them.
 */
import { parse } from 'csv-parse/sync';
import { CSV_DELIMITERS } from '../../../../resources/audience/data-files.ts';
import { UploadProblem } from './upload-problem.ts';

const SAMPLE_LINES = 30;

export function chosenDelimiter(value: string): string {
  const named: Record<string, string> = { tab: '\t', '\\t': '\t', comma: ',', semicolon: ';', pipe: '|' };
  const d = named[value.toLowerCase()] ?? value;
  if (!(CSV_DELIMITERS as readonly string[]).includes(d)) throw new UploadProblem('The separator must be one of , ; | or tab.', 'delimiter');
  return d;
}

/** `text`: the decoded start of the file (a last line cut short is dropped). */
export function detectDelimiter(text: string): string {
  const cut = text.lastIndexOf('\n');
  const sample = cut > 0 ? text.slice(0, cut) : text;
  let best = { delimiter: ',', score: 0 };
  for (const delimiter of CSV_DELIMITERS) {
    let records: string[][];
    try {
      records = parse(sample, { delimiter, relax_quotes: true, relax_column_count: true, skip_empty_lines: true, to_line: SAMPLE_LINES, bom: true });
    } catch {
      continue;
    }
    const columns = records[0]?.length ?? 0;
    if (columns < 2) continue;
    const same = records.filter((r) => r.length === columns).length / records.length;
    const score = same * columns;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}
