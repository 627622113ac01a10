/**
 * What a file is, from its first bytes: an XLSX workbook (a ZIP), or text to read as CSV. Files that
 * are neither (images, PDFs, old .xls, anything with NUL bytes that is not UTF-16) are refused here
 * with a message saying what to do, before any parser sees them.
 */
import { UploadProblem } from './upload-problem.ts';

export type FileFormat = 'csv' | 'xlsx';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** True when the bytes begin with a UTF-16 or UTF-32 byte order mark (their text has NUL bytes). */
export function hasWideBom(head: Buffer): boolean {
  return (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
}

export function sniffFormat(head: Buffer, size: number): FileFormat {
  if (size === 0) throw new UploadProblem('The file is empty.');
  if (head.subarray(0, 4).equals(ZIP)) return 'xlsx';
  if (head.subarray(0, 4).equals(OLE)) throw new UploadProblem('This is an old Excel (.xls) file, which Parley does not read. Save it as XLSX or CSV and upload it again.');
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') throw new UploadProblem('This is a PDF, not a table of contacts. Upload a CSV or XLSX file.');
  if (!hasWideBom(head) && !looksLikeUtf16(head) && head.includes(0)) {
    throw new UploadProblem('This is not a text file (it contains binary data). Upload a CSV or XLSX file.');
  }
  return 'csv';
}

/**
 * UTF-16 without a byte order mark: text in the Latin range has a NUL in every other byte, on one
 * side only. Anything else with NUL bytes is binary.
 */
export function looksLikeUtf16(head: Buffer): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(head.length, 4096) & ~1;
  if (n < 4) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < n; i += 2) {
    if (head[i] === 0) evenNul++;
    if (head[i + 1] === 0) oddNul++;
  }
  const pairs = n / 2;
  if (oddNul > pairs * 0.4 && evenNul === 0) return 'utf-16le';
  if (evenNul > pairs * 0.4 && oddNul === 0) return 'utf-16be';
  return null;
}
