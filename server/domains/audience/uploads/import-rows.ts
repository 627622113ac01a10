/**
 * A chunk of data rows as contacts for the writer, by the mapping: each mapped cell to its field or
 * custom value. What the writer rejects comes back by its index, said as the file's row and column.
 */
import { isContactField } from '../../../../resources/audience/contact-fields.ts';
import type { EveryRowValue } from '../../../../resources/audience/data-file-import.ts';
import type { ContactInput, Rejection } from '../contact-writer.ts';
import type { DataRow } from './table-scan.ts';

export interface RowError {
  row: number;
  /** The file's column; '' when the problem is the row's (too many cells). */
  column: string;
  message: string;
  value: string | null;
}

export interface ImportPlan {
  /** Position of each mapped column in the header, with its target. */
  cells: { index: number; column: string; target: string }[];
  /** Target → column, to name the column of a rejected field. */
  columnOf: Map<string, string>;
  width: number;
  /** Custom field key → the value a row gets where the file gives none. */
  defaults: Readonly<Record<string, EveryRowValue>>;
}

export function importPlan(columns: string[], mapping: Record<string, string>, defaults: Readonly<Record<string, EveryRowValue>> = {}): ImportPlan | { missing: string } {
  const cells: ImportPlan['cells'] = [];
  const columnOf = new Map<string, string>();
  for (const [column, target] of Object.entries(mapping)) {
    const index = columns.indexOf(column);
    if (index < 0) return { missing: column };
    cells.push({ index, column, target });
    columnOf.set(target, column);
  }
  return { cells, columnOf, width: columns.length, defaults };
}

export function contactsOf(rows: readonly DataRow[], plan: ImportPlan): { inputs: ContactInput[]; rowOf: number[]; errors: RowError[] } {
  const inputs: ContactInput[] = [];
  const rowOf: number[] = [];
  const errors: RowError[] = [];
  for (const r of rows) {
    if (r.extra > 0) {
      errors.push({ row: r.row, column: '', message: `This row has ${r.extra} more ${r.extra === 1 ? 'cell' : 'cells'} than the header has columns (${plan.width}); a separator inside a value needs quotes.`, value: null });
      continue;
    }
    const input: ContactInput & { custom: Record<string, unknown> } = { phone: null, custom: {} };
    for (const { index, target } of plan.cells) {
      const value = r.cells[index].trim();
      if (isContactField(target)) (input as unknown as Record<string, unknown>)[target] = value === '' ? null : value;
      else input.custom[target] = value;
    }
    for (const [key, value] of Object.entries(plan.defaults)) {
      const cell = input.custom[key];
      if (cell === undefined || cell === '') input.custom[key] = value;
    }
    inputs.push(input);
    rowOf.push(r.row);
  }
  return { inputs, rowOf, errors };
}

/** The writer's rejection as a row of the error report. */
export function rejectionRow(rejection: Rejection, rowOf: number[], plan: ImportPlan): RowError {
  const target = rejection.field.startsWith('custom.') ? rejection.field.slice('custom.'.length) : rejection.field;
  return { row: rowOf[rejection.index], column: plan.columnOf.get(target) ?? '', message: rejection.message, value: rejection.value };
}
