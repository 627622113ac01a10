/**
 * A contact's custom field values checked against the team's definitions (Settings → Custom
 * fields) on every write: a number is a number, a date a calendar date, a select one of its
 * options. Values read from a file or a form arrive as text and are turned into their type here.
 */
import { and, eq } from 'drizzle-orm';
import type { CUSTOM_FIELD_TYPES } from '../../../resources/audience/custom-fields.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import { customFields } from '../../db/schema/index.ts';

export interface CustomFieldDef {
  key: string;
  name: string;
  type: (typeof CUSTOM_FIELD_TYPES)[number];
  options: string[] | null;
  required: boolean;
}

export type CustomValue = string | number | boolean;

/** The definitions by key, made once for a batch of rows. */
export type CustomDefs = ReadonlyMap<string, CustomFieldDef>;
export const customDefs = (defs: readonly CustomFieldDef[]): CustomDefs => new Map(defs.map((d) => [d.key, d]));

export interface CustomCheck {
  values: Record<string, CustomValue>;
  /** By key: what is wrong with the value given. */
  errors: Record<string, string>;
}

export async function loadCustomFields(db: DbOrTx, teamId: number): Promise<CustomFieldDef[]> {
  return db
    .select({ key: customFields.key, name: customFields.name, type: customFields.type, options: customFields.options, required: customFields.required })
    .from(customFields)
    .where(and(eq(customFields.team_id, teamId)));
}

const TRUE = new Set(['true', 'yes', 'y', '1', 'on', 'نعم', 'بله', 'آری']);
const FALSE = new Set(['false', 'no', 'n', '0', 'off', 'لا', 'خیر', 'نه']);

/**
 * Checks the values given. `complete`: the values are the contact's whole set (a new contact), so a
 * required field that is missing is an error; otherwise only the keys given are checked. An empty
 * value (null or '') clears a field.
 */
export function checkCustomValues(given: Record<string, unknown> | null | undefined, defs: readonly CustomFieldDef[] | CustomDefs, complete: boolean): CustomCheck {
  const byKey: CustomDefs = defs instanceof Map ? defs : customDefs(defs as readonly CustomFieldDef[]);
  const values: Record<string, CustomValue> = {};
  const errors: Record<string, string> = {};
  for (const [key, raw] of Object.entries(given ?? {})) {
    const def = byKey.get(key);
    if (!def) {
      errors[key] = `There is no custom field "${key}"; define it in Settings → Custom fields first.`;
      continue;
    }
    if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) continue;
    const read = readValue(def, raw);
    if (typeof read === 'object') errors[key] = read.error;
    else values[key] = read;
  }
  if (complete) {
    for (const def of byKey.values()) if (def.required && !(def.key in values) && !(def.key in errors)) errors[def.key] = `${def.name} is required.`;
  }
  return { values, errors };
}

function readValue(def: CustomFieldDef, raw: unknown): CustomValue | { error: string } {
  const text = typeof raw === 'string' ? raw.trim() : raw;
  switch (def.type) {
    case 'text':
      if (typeof text !== 'string' && typeof text !== 'number') return { error: `${def.name} takes text.` };
      return String(text).length > 1000 ? { error: `${def.name} takes at most 1000 characters.` } : String(text);
    case 'number': {
      const n = typeof text === 'number' ? text : typeof text === 'string' ? Number(text.replace(/[\s_]/g, '').replace(/^(-?\d+),(\d+)$/, '$1.$2')) : NaN;
      return Number.isFinite(n) ? n : { error: `${def.name} takes a number; "${String(raw)}" is not one.` };
    }
    case 'boolean': {
      if (typeof text === 'boolean') return text;
      const word = String(text).toLowerCase();
      if (TRUE.has(word)) return true;
      if (FALSE.has(word)) return false;
      return { error: `${def.name} takes yes or no; "${String(raw)}" is neither.` };
    }
    case 'date': {
      const date = typeof text === 'string' ? calendarDate(text) : null;
      return date ?? { error: `${def.name} takes a date as YYYY-MM-DD; "${String(raw)}" is not one.` };
    }
    case 'select': {
      const options = def.options ?? [];
      const found = options.find((o) => o.toLowerCase() === String(text).toLowerCase());
      return found ?? { error: `${def.name} is one of ${options.map((o) => `"${o}"`).join(', ') || 'no options yet'}; "${String(raw)}" is not.` };
    }
  }
}

/** YYYY-MM-DD (or an ISO timestamp, whose date is taken) that is a real day of the calendar. */
function calendarDate(text: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d ? `${m[1]}-${m[2]}-${m[3]}` : null;
}
