/**
 * The header row's checks: every column named, once; and a first row that is plainly data (phone
 * numbers, e-mail addresses) is called what it is instead of being read as column names.
 */
import { UploadProblem } from './upload-problem.ts';

const PHONE_LIKE = /^\+?[\d\s().\-\u0660-\u0669\u06f0-\u06f9]{7,}$/;
const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The column names, trimmed; empty trailing cells (a spreadsheet's habit) dropped. */
export function headerColumns(record: string[] | undefined): string[] {
  const cells = (record ?? []).map((c) => c.trim());
  while (cells.length && cells[cells.length - 1] === '') cells.pop();
  if (!cells.length) throw new UploadProblem('The file has no header row: its first row is empty. Put the column names (for example phone, first name) in the first row.');
  const data = cells.find((c) => PHONE_LIKE.test(c) || EMAIL_LIKE.test(c));
  if (data) throw new UploadProblem(`The file has no header row: its first row holds data ("${data.slice(0, 40)}"), not column names. Add a first row naming each column (for example phone, first name).`);
  const empty = cells.findIndex((c) => c === '');
  if (empty >= 0) throw new UploadProblem(`Column ${empty + 1} has no name in the header row. Name every column, or delete the empty one.`);
  const seen = new Map<string, number>();
  cells.forEach((name, i) => {
    const key = name.toLocaleLowerCase();
    const first = seen.get(key);
    if (first !== undefined) throw new UploadProblem(`The header names "${name}" twice (columns ${first + 1} and ${i + 1}). Give each column its own name.`);
    seen.set(key, i);
  });
  return cells;
}

/** A data record as long as the header: missing cells empty; extra cells, when not empty, a problem of the row. */
export function fitRecord(record: string[], width: number): { cells: string[]; extra: number } {
  const cells = record.slice(0, width);
  while (cells.length < width) cells.push('');
  const extra = record.slice(width).filter((c) => c.trim() !== '').length;
  return { cells, extra };
}
