/**
 * A record's value as an export cell (CSV or a spreadsheet): the server's export job and any
 * in-browser export use this one function, so a file reads like the screen it came from.
 */
import type { FieldDef } from '../kit/fields.ts';
import { toMajor } from './money.ts';

export interface CellContext {
  /** Translated labels of a select's values, as the screen shows them. */
  labels?: Readonly<Record<string, string>>;
  /** The title of the record a reference points at. */
  referenceTitle?: string;
}

export type Cell = string | number | boolean;

export function exportCell(field: FieldDef, value: unknown, record: Readonly<Record<string, unknown>>, context: CellContext = {}): Cell {
  if (value === null || value === undefined) return '';
  if (field.kind === 'money') {
    const currency = field.currencyField ? (record[field.currencyField] as string | undefined) : undefined;
    return toMajor(Number(value), currency ?? null) ?? '';
  }
  if (field.kind === 'reference' && context.referenceTitle !== undefined) return context.referenceTitle;
  if (value instanceof Date) return field.kind === 'date' ? value.toISOString().slice(0, 10) : value.toISOString();
  const label = (v: unknown) => context.labels?.[String(v)] ?? String(v);
  if (Array.isArray(value)) return value.map(label).join('; ');
  if (field.kind === 'select') return label(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return value as Cell;
}
