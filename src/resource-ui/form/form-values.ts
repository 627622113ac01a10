/** What the form starts with and what it sends: only writable fields, blanks as null. */
import type { Fields } from '../../../resources/kit/index.ts';
import { isMask } from './secret-input.tsx';
import { textToJson } from './json-value.ts';
import { formFields, widgetFor } from './widget-for.ts';

/** Create starts from each schema's default (a switch's `false`, a status's `active`). */
export function createDefaults(fields: Fields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of formFields(fields, 'create')) {
    const parsed = field.schema.safeParse(undefined);
    if (parsed.success && parsed.data !== undefined) out[name] = parsed.data;
  }
  return out;
}

/** The request body: the form's fields only (the API refuses unknown keys), JSON parsed. */
export function submitValues(fields: Fields, action: 'create' | 'edit', values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of formFields(fields, action)) {
    let value = values[name];
    // An untouched secret stays as stored: the form only ever had its mask.
    if (field.secret && action === 'edit' && (value === '' || value === undefined || value === null || isMask(value))) continue;
    if (widgetFor(field) === 'json') value = textToJson(value);
    if (value === '' || value === undefined) value = null;
    if (value === null && action === 'create') continue;
    out[name] = value;
  }
  return out;
}

