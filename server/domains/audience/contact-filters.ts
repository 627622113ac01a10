/**
 * The contacts list's filters on the team's custom fields, in the list's own json-server terms:
 * `custom.<key>=v` (repeated: any of), `custom.<key>_like` for text and select, `custom.<key>_gte`
 * and `_lte` for numbers and dates, `custom.<key>=true|false` for yes/no fields. A key the team
 * has not defined, or an operator its type does not take, is a 422 naming the parameter.
 * Equality uses the GIN index on `custom` (`@>`); the rest read the value out of the JSON.
 *
 * The same reading serves every screen that acts on "the contacts the list shows" (bulk tags,
 * the report): contactsWhere turns a list's query into one team-scoped condition.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { contacts as contactsResource } from '../../../resources/audience/contacts.ts';
import type { ExtraFilters, ListExtension } from '../../crud/list-extension.ts';
import { parseListParams } from '../../crud/list-params.ts';
import { containsPattern, listWhere } from '../../crud/list-sql.ts';
import { resourceTable } from '../../db/resource-tables.ts';
import { contacts } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import { invalid, type FieldErrors } from '../../http/errors.ts';
import { loadCustomFields, type CustomFieldDef } from './custom-values.ts';

const PARAM = /^custom\.([a-z][a-z0-9_]{0,39})$/;
const SUFFIXES = ['_like', '_gte', '_lte'] as const;
type Op = 'eq' | 'like' | 'gte' | 'lte';
const OPS: Record<CustomFieldDef['type'], readonly Op[]> = {
  text: ['eq', 'like'],
  select: ['eq', 'like'],
  number: ['eq', 'gte', 'lte'],
  date: ['eq', 'gte', 'lte'],
  boolean: ['eq'],
};
const MAX_TEXT = 500;

/** Which field and operator a `custom.…` parameter names; a key that is itself defined wins over a suffix. */
function split(param: string, defs: Map<string, CustomFieldDef>): { def?: CustomFieldDef; key: string; op: Op } | undefined {
  const whole = PARAM.exec(param);
  if (whole && defs.has(whole[1])) return { def: defs.get(whole[1]), key: whole[1], op: 'eq' };
  for (const suffix of SUFFIXES) {
    if (!param.endsWith(suffix)) continue;
    const m = PARAM.exec(param.slice(0, -suffix.length));
    if (m) return { def: defs.get(m[1]), key: m[1], op: suffix.slice(1) as Op };
  }
  return whole ? { key: whole[1], op: 'eq' } : undefined;
}

/** A query value as the field's type, or why it is not one. */
function valueOf(def: CustomFieldDef, op: Op, raw: string): string | number | boolean | { error: string } {
  if (raw.length > MAX_TEXT) return { error: `At most ${MAX_TEXT} characters.` };
  if (op === 'like') return raw;
  switch (def.type) {
    case 'number': {
      const n = raw.trim() === '' ? NaN : Number(raw);
      return Number.isFinite(n) ? n : { error: `${JSON.stringify(raw)} is not a number.` };
    }
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : { error: `${JSON.stringify(raw)} is not a date (YYYY-MM-DD).` };
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : { error: 'Use true or false.' };
    default:
      return raw;
  }
}

function condition(def: CustomFieldDef, op: Op, values: (string | number | boolean)[]): SQL {
  const col = contacts.custom;
  const text = sql`(${col} ->> ${def.key})`;
  if (op === 'eq') {
    // `custom @> {"plan": "gold"}`: answered from the GIN index. A select matches its option's own spelling.
    const holds = (v: string | number | boolean) => sql`${col} @> ${JSON.stringify({ [def.key]: v })}::jsonb`;
    return values.length === 1 ? holds(values[0]) : sql`(${sql.join(values.map(holds), sql` or `)})`;
  }
  const v = values[0];
  if (op === 'like') return sql`${text} ilike ${containsPattern(String(v))}`;
  const cmp = op === 'gte' ? sql`>=` : sql`<=`;
  // Values are checked on every write, so a number field holds JSON numbers; the guard keeps a
  // stray value from failing the whole list.
  if (def.type === 'number') return sql`(case when jsonb_typeof(${col} -> ${def.key}) = 'number' then ${text}::numeric end) ${cmp} ${v}`;
  return sql`${text} ${cmp} ${String(v)}`;
}

/** Takes the `custom.…` parameters out of a list query: the conditions they make, and the rest of the query. */
export function readCustomFilters(query: Record<string, unknown>, defs: readonly CustomFieldDef[]): ExtraFilters {
  const byKey = new Map(defs.map((d) => [d.key, d]));
  const errors: FieldErrors = Object.create(null);
  const fail = (param: string, message: string) => void (errors[param] ??= []).push(message);
  const rest: Record<string, unknown> = {};
  const where: SQL[] = [];
  const key: unknown[] = [];
  for (const [param, raw] of Object.entries(query)) {
    if (!param.startsWith('custom.')) {
      rest[param] = raw;
      continue;
    }
    const parsed = split(param, byKey);
    if (!parsed) {
      fail(param, `Unknown filter ${param}.`);
      continue;
    }
    const { def, op } = parsed;
    if (!def) {
      fail(param, `There is no custom field "${parsed.key}"; the team's custom fields are: ${defs.map((d) => d.key).join(', ') || 'none yet'}.`);
      continue;
    }
    if (!OPS[def.type].includes(op)) {
      fail(param, `${def.name} (${def.type}) cannot be filtered ${op === 'like' ? 'by contains' : op === 'eq' ? 'by equality' : 'by range'}.`);
      continue;
    }
    const given = (Array.isArray(raw) ? raw : [raw]).filter((v) => v !== undefined);
    if (given.some((v) => typeof v !== 'string')) {
      fail(param, 'Give a plain value.');
      continue;
    }
    if (op !== 'eq' && given.length > 1) {
      fail(param, `Give ${param} once.`);
      continue;
    }
    const values = (given as string[]).map((v) => valueOf(def, op, v));
    const bad = values.find((v): v is { error: string } => typeof v === 'object');
    if (bad) {
      fail(param, bad.error);
      continue;
    }
    const good = values as (string | number | boolean)[];
    where.push(condition(def, op, good));
    key.push([def.key, op, good]);
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return { rest, where, key: JSON.stringify(key) };
}

/** The contacts list's extension: the team's custom fields as filters (read only when the query names one). */
export function contactListExtension(db: DbOrTx): ListExtension {
  return {
    async read(query, teamId) {
      if (!Object.keys(query).some((p) => p.startsWith('custom.'))) return { rest: query, where: [], key: '' };
      return readCustomFilters(query, await loadCustomFields(db, teamId));
    },
  };
}

/**
 * One team-scoped condition for "the contacts this list query shows": the list's own filters and
 * search, the custom-field filters, and nothing of paging or sorting. 422 as the list would answer.
 */
export async function contactsWhere(db: DbOrTx, teamId: number, query: Record<string, unknown>): Promise<SQL> {
  const paging = new Set(['_start', '_end', '_sort', '_order']);
  const given = Object.fromEntries(Object.entries(query).filter(([k]) => !paging.has(k)));
  const extra = Object.keys(given).some((p) => p.startsWith('custom.')) ? readCustomFilters(given, await loadCustomFields(db, teamId)) : { rest: given, where: [] };
  const params = parseListParams(contactsResource, extra.rest, { integerFields: resourceTable('contacts')!.integerFields });
  return and(listWhere(contactsResource, resourceTable('contacts')!, teamId, params), ...extra.where)!;
}

/** The contacts picked on the list (`ids`), or those its query shows (`filter`), as one team-scoped condition. */
export async function pickedContactsWhere(db: DbOrTx, teamId: number, body: { ids?: number[]; filter?: Record<string, unknown> }): Promise<SQL> {
  return body.ids ? and(eq(contacts.team_id, teamId), inArray(contacts.id, body.ids))! : contactsWhere(db, teamId, body.filter!);
}
