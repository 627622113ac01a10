/**
 * CSV export: RFC 4180 quoting, a UTF-8 byte-order mark so Excel reads Arabic and Persian, and
 * text cells starting with =, +, -, @ (or a tab or carriage return) prefixed with ' so a
 * spreadsheet never runs them as formulas (CSV injection).
 */
import { isDecimalCell } from './money.ts';

const FORMULA_START = /^[=+\-@\t\r]/;
export const BOM = '\uFEFF';

export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  // An amount is data too: its exact decimal text, `0.031437` or `-12.50`.
  if (isDecimalCell(value)) return value.decimal;
  // Numbers and booleans are data, not formulas: -5 stays -5.
  const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : neutralise(typeof value === 'object' ? JSON.stringify(value) : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
