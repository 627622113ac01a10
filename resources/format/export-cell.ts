/**
 * A record's value as an export cell (CSV or a spreadsheet): the server's export job and any
 * in-browser export use this one function, so a file reads like the screen it came from.
 */
import type { FieldDef } from '../kit/fields.ts';
import { fractionDigits, recordCurrency, scaleDigits, unitsToDecimal, type DecimalCell, type Units } from './money.ts';

export interface CellContext {
  /** Translated labels of a select's values, as the screen shows them. */
  labels?: Readonly<Record<string, string>>;
  /** The title of the record a reference points at. */
  referenceTitle?: string;
}

/** An amount is a DecimalCell: CSV writes `0.031437`, a spreadsheet a number shown with six decimals. */
export type Cell = string | number | boolean | DecimalCell;

export function exportCell(field: FieldDef, value: unknown, record: Readonly<Record<string, unknown>>, context: CellContext = {}): Cell {
  if (value === null || value === undefined) return '';
  if (field.kind === 'money' && field.byCurrency) {
    // One text cell: "EUR 39.047034; USD 127.422937", every digit, the currencies never added up.
    const byCurrency = value as Record<string, Units>;
    const digits = scaleDigits(field.scale, null);
    return Object.keys(byCurrency)
      .sort()
      .map((code) => `${code} ${unitsToDecimal(byCurrency[code], digits)}`)
      .join('; ');
  }
  if (field.kind === 'money') {
    // A currency in another record goes with a fixed scale (defineResource), so the digits are known here.
    const currency = recordCurrency(field, record);
    const digits = scaleDigits(field.scale, currency);
    const decimal = unitsToDecimal(value as Units, digits);
    return decimal === null ? '' : { decimal, digits: Math.max(digits, currency ? fractionDigits(currency) : 0) };
  }
  if (field.kind === 'reference' && context.referenceTitle !== undefined) return context.referenceTitle;
  if (value instanceof Date) return field.kind === 'date' ? value.toISOString().slice(0, 10) : value.toISOString();
  const label = (v: unknown) => context.labels?.[String(v)] ?? String(v);
  if (Array.isArray(value)) return value.map(label).join('; ');
  if (field.kind === 'select') return label(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return value as Cell;
}
