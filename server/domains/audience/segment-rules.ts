/**
 * Segment rules (react-querybuilder's JSON) compiled to one parameterised SQL condition over
 * `contacts`, against a whitelist: the fields of the team's catalogue (segment-fields.ts), each with
 * the operators of its type (resources/audience/segment-rules.ts). Nothing a rule says reaches the
 * SQL text: fields map to known columns or a custom field's key (a parameter), values are
 * parameters. A rule that names anything else gets a 422 naming it by its path in the request
 * (`rules.rules.1.rules.0`), every bad rule at once, so the editor marks each.
 *
 * Every rule is `coalesce(…, false)`, so a group's NOT reads as people expect with empty values;
 * "is not", "does not contain" and "none of" include contacts where the field is empty. Empty and
 * disabled groups and disabled rules are left out (react-querybuilder's convention); a rule set
 * with nothing left matches nobody.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  isGroup,
  LIST_VALUE,
  OPERATORS,
  PAIR_VALUE,
  segmentRulesSchema,
  type FieldType,
  type Operator,
  type SegmentRule,
  type SegmentRuleGroup,
} from '../../../resources/audience/segment-rules.ts';
import { contacts } from '../../db/schema/index.ts';
import { invalid, type FieldErrors } from '../../http/errors.ts';
import { readBoolean, readDay, readDays, readId, readList, readMoment, readNumber, readPair, readText, type Read } from './segment-values.ts';

/** A field a rule may name, as the compiler needs it. */
export interface CatalogueField {
  name: string;
  type: FieldType;
  operators: readonly Operator[];
  /** The only values allowed (statuses, a select field's options); free values otherwise. */
  allowed?: readonly string[];
  /** How the value is read: a contact column, or a custom field's key. */
  source: { column: keyof typeof contacts.$inferSelect } | { custom: string } | { history: 'message_sent' | 'clicked' | 'call' };
}

export interface Catalogue {
  teamId: number;
  fields: ReadonlyMap<string, CatalogueField>;
  /** The team's campaign ids, for "was sent campaign X". */
  campaignIds: ReadonlySet<number>;
}

const FALSE = sql`false`;

/** The condition of `rules` (unknown input) for `catalogue`; throws a 422 naming every bad rule. */
export function compileSegmentRules(rules: unknown, catalogue: Catalogue, base = 'rules'): SQL {
  const parsed = segmentRulesSchema.safeParse(rules);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) (errors[[base, ...issue.path].join('.')] ??= []).push(issue.message);
    throw invalid(errors);
  }
  const errors: FieldErrors = {};
  const condition = group(parsed.data, base, catalogue, errors);
  if (Object.keys(errors).length) throw invalid(errors);
  return condition ?? FALSE;
}

/** Checks rules without compiling them for use (a save): the same 422 as compileSegmentRules. */
export function checkSegmentRules(rules: unknown, catalogue: Catalogue, base = 'rules'): void {
  compileSegmentRules(rules, catalogue, base);
}

function group(g: SegmentRuleGroup, path: string, cat: Catalogue, errors: FieldErrors): SQL | null {
  if (g.disabled) return null;
  const parts: SQL[] = [];
  g.rules.forEach((r, i) => {
    const at = `${path}.rules.${i}`;
    const part = isGroup(r) ? group(r, at, cat, errors) : rule(r, at, cat, errors);
    if (part) parts.push(part);
  });
  if (!parts.length) return null;
  const joined = sql.join(parts, g.combinator === 'or' ? sql` or ` : sql` and `);
  return g.not ? sql`(not (${joined}))` : sql`(${joined})`;
}

function rule(r: SegmentRule, path: string, cat: Catalogue, errors: FieldErrors): SQL | null {
  if (r.disabled) return null;
  const fail = (message: string) => {
    (errors[path] ??= []).push(message);
    return null;
  };
  const field = cat.fields.get(r.field);
  if (!field) return fail(`Unknown field \`${r.field}\`.`);
  if (!(OPERATORS as readonly string[]).includes(r.operator) || !field.operators.includes(r.operator as Operator)) {
    return fail(`\`${r.operator}\` does not apply to \`${r.field}\`.`);
  }
  const op = r.operator as Operator;
  const built = build(field, op, r.value, cat);
  if (!built.ok) return fail(built.message);
  return sql`coalesce(${built.value}, false)`;
}

/** Checks each value against the field's allowed ones. */
function allowedList(field: CatalogueField, values: Read<string[]>): Read<string[]> {
  if (!values.ok || !field.allowed) return values;
  const bad = values.value.find((v) => !field.allowed!.includes(v));
  return bad === undefined ? values : { ok: false, message: `\`${bad}\` is not a value of \`${field.name}\`; choose one of: ${field.allowed.join(', ')}.` };
}

function allowedText(field: CatalogueField, value: Read<string>): Read<string> {
  if (!value.ok) return value;
  const list = allowedList(field, { ok: true, value: [value.value] });
  return list.ok ? value : list;
}

const then = <A, B>(r: Read<A>, f: (a: A) => B): Read<B> => (r.ok ? { ok: true, value: f(r.value) } : r);

function build(field: CatalogueField, op: Operator, value: unknown, cat: Catalogue): Read<SQL> {
  const { source } = field;
  if ('history' in source) return history(field, source.history, op, value, cat);
  switch (field.type) {
    case 'text':
    case 'select':
      return textual(field, op, value);
    case 'list':
      return list(field, op, value);
    case 'boolean':
      return boolean(field, op, value);
    case 'number':
      return ordered(op, value, numberOf(field), readNumber, (n) => sql`${n}::numeric`);
    case 'date':
      return ordered(op, value, dayOf(field), readDay, (d) => sql`${d}::text`);
    case 'datetime':
      return moment(field, op, value);
    default:
      return { ok: false, message: `\`${field.name}\` cannot be compared.` };
  }
}

/** The field as text: a column, or a custom value (whatever JSON type it was stored as). */
function textOf(field: CatalogueField): SQL {
  const { source } = field;
  if ('column' in source) return sql`${contacts[source.column as 'phone']}`;
  if ('custom' in source) return sql`(${contacts.custom} ->> ${source.custom}::text)`;
  throw new Error(`no text form of ${field.name}`);
}

/** A custom number: JSON numbers, and text that reads as a number; anything else is empty, never an error. */
function numberOf(field: CatalogueField): SQL {
  const key = (field.source as { custom: string }).custom;
  const v = sql`(${contacts.custom} -> ${key}::text)`;
  const t = sql`(${contacts.custom} ->> ${key}::text)`;
  return sql`(case when jsonb_typeof(${v}) = 'number' then ${t}::numeric when jsonb_typeof(${v}) = 'string' and btrim(${t}) ~ '^[-+]?([0-9]+[.]?[0-9]*|[.][0-9]+)([eE][-+]?[0-9]{1,3})?$' then btrim(${t})::numeric end)`;
}

/** A custom date as its day text (YYYY-MM-DD sorts as dates do); anything else is empty. */
function dayOf(field: CatalogueField): SQL {
  const t = sql`(${contacts.custom} ->> ${(field.source as { custom: string }).custom}::text)`;
  return sql`(case when ${t} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}' then left(${t}, 10) end)`;
}

/** A custom boolean: JSON true/false, or the text "true"/"false". */
function booleanOf(field: CatalogueField): SQL {
  const { source } = field;
  if ('column' in source) return sql`${contacts[source.column as 'valid']}`;
  const key = (source as { custom: string }).custom;
  const t = sql`lower(${contacts.custom} ->> ${key}::text)`;
  return sql`(case when ${t} in ('true', 'false') then ${t}::boolean end)`;
}

const like = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);
const tidyPhone = (field: CatalogueField, v: string) => ('column' in field.source && field.source.column === 'phone' ? v.replace(/[\s().-]/g, '') : v);

function textual(field: CatalogueField, op: Operator, raw: unknown): Read<SQL> {
  const col = textOf(field);
  const one = () => then(allowedText(field, readText(raw)), (v) => tidyPhone(field, v));
  const many = () => then(allowedList(field, readList(raw)), (vs) => vs.map((v) => tidyPhone(field, v)));
  switch (op) {
    case '=':
      return then(one(), (v) => sql`${col} = ${v}`);
    case '!=':
      return then(one(), (v) => sql`${col} is distinct from ${v}`);
    case 'contains':
      return then(one(), (v) => sql`${col} ilike ${`%${like(v)}%`}`);
    case 'doesNotContain':
      return then(one(), (v) => sql`coalesce(${col}, '') not ilike ${`%${like(v)}%`}`);
    case 'beginsWith':
      return then(one(), (v) => sql`${col} ilike ${`${like(v)}%`}`);
    case 'endsWith':
      return then(one(), (v) => sql`${col} ilike ${`%${like(v)}`}`);
    case 'in':
      return then(many(), (vs) => sql`${col} = any(${sql.param(vs)}::text[])`);
    case 'notIn':
      return then(many(), (vs) => sql`(${col} is null or not (${col} = any(${sql.param(vs)}::text[])))`);
    case 'null':
      return { ok: true, value: sql`nullif(${col}, '') is null` };
    case 'notNull':
      return { ok: true, value: sql`nullif(${col}, '') is not null` };
    default:
      return { ok: false, message: `\`${op}\` does not apply to \`${field.name}\`.` };
  }
}

/** A JSON array column (tags, channels). */
function list(field: CatalogueField, op: Operator, raw: unknown): Read<SQL> {
  const col = sql`${contacts[(field.source as { column: 'tags' }).column]}`;
  const one = () => allowedText(field, readText(raw));
  const many = () => allowedList(field, readList(raw));
  switch (op) {
    case 'contains':
      return then(one(), (v) => sql`${col} @> ${JSON.stringify([v])}::jsonb`);
    case 'doesNotContain':
      return then(one(), (v) => sql`not (${col} @> ${JSON.stringify([v])}::jsonb)`);
    case 'in':
      return then(many(), (vs) => sql`${col} ?| ${sql.param(vs)}::text[]`);
    case 'notIn':
      return then(many(), (vs) => sql`not (${col} ?| ${sql.param(vs)}::text[])`);
    case 'null':
      return { ok: true, value: sql`${col} = '[]'::jsonb` };
    case 'notNull':
      return { ok: true, value: sql`${col} <> '[]'::jsonb` };
    default:
      return { ok: false, message: `\`${op}\` does not apply to \`${field.name}\`.` };
  }
}

function boolean(field: CatalogueField, op: Operator, raw: unknown): Read<SQL> {
  const col = booleanOf(field);
  if (op === 'null') return { ok: true, value: sql`${col} is null` };
  if (op === 'notNull') return { ok: true, value: sql`${col} is not null` };
  return then(readBoolean(raw), (b) => sql`${col} = ${b}`);
}

/** Numbers and days: the comparisons, between (either order) and emptiness. */
function ordered<T extends number | string>(op: Operator, raw: unknown, col: SQL, read: (raw: unknown) => Read<T>, param: (v: T) => SQL): Read<SQL> {
  if (op === 'null') return { ok: true, value: sql`${col} is null` };
  if (op === 'notNull') return { ok: true, value: sql`${col} is not null` };
  if (PAIR_VALUE.has(op)) {
    const pair = readPair(raw);
    if (!pair.ok) return pair;
    const a = read(pair.value[0]);
    const b = read(pair.value[1]);
    if (!a.ok) return a;
    if (!b.ok) return b;
    const [lo, hi]: [T, T] = a.value <= b.value ? [a.value, b.value] : [b.value, a.value];
    const between = sql`${col} between ${param(lo)} and ${param(hi)}`;
    return { ok: true, value: op === 'between' ? between : sql`not (${between})` };
  }
  const comparison = { '=': sql`=`, '!=': sql`<>`, '<': sql`<`, '<=': sql`<=`, '>': sql`>`, '>=': sql`>=` }[op as '='];
  if (!comparison) return { ok: false, message: `\`${op}\` cannot compare these values.` };
  const v = read(raw);
  if (!v.ok) return v;
  return { ok: true, value: op === '!=' ? sql`${col} is distinct from ${param(v.value)}` : sql`${col} ${comparison} ${param(v.value)}` };
}

/** Timestamps: before/after a day (or a moment), between two, within or before the last N days. */
function moment(field: CatalogueField, op: Operator, raw: unknown): Read<SQL> {
  const col = textOf(field);
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
  switch (op) {
    case 'null':
      return { ok: true, value: sql`${col} is null` };
    case 'notNull':
      return { ok: true, value: sql`${col} is not null` };
    case '<':
      return then(readMoment(raw), (m) => sql`${col} < ${at(m.from)}`);
    case '>':
      return then(readMoment(raw), (m) => (m.from === m.until ? sql`${col} > ${at(m.from)}` : sql`${col} >= ${at(m.until)}`));
    case 'inLastDays':
      return then(readDays(raw), (n) => sql`${col} >= ${at(daysAgo(n))}`);
    case 'olderThanDays':
      return then(readDays(raw), (n) => sql`${col} < ${at(daysAgo(n))}`);
    case 'between': {
      const pair = readPair(raw);
      if (!pair.ok) return pair;
      const a = readMoment(pair.value[0]);
      const b = readMoment(pair.value[1]);
      if (!a.ok) return a;
      if (!b.ok) return b;
      const [lo, hi] = a.value.from <= b.value.from ? [a.value, b.value] : [b.value, a.value];
      const upper = hi.from === hi.until ? sql`${col} <= ${at(hi.until)}` : sql`${col} < ${at(hi.until)}`;
      return { ok: true, value: sql`(${col} >= ${at(lo.from)} and ${upper})` };
    }
    default:
      return { ok: false, message: `\`${op}\` does not apply to \`${field.name}\`.` };
  }
}

/** The contact's history: messages sent, clicks and calls (contact_events, `ref_id` = the campaign). */
function history(field: CatalogueField, kind: 'message_sent' | 'clicked' | 'call', op: Operator, raw: unknown, cat: Catalogue): Read<SQL> {
  const events = (extra: SQL) =>
    sql`exists (select 1 from contact_events e where e.team_id = ${cat.teamId} and e.contact_id = ${contacts.id} and e.kind = ${kind}${extra})`;
  const none = sql``;
  if (op === 'notNull') return { ok: true, value: events(none) };
  if (op === 'null') return { ok: true, value: sql`not ${events(none)}` };
  if (kind === 'call') {
    const outcome = sql`e.detail ->> 'outcome'`;
    if (LIST_VALUE.has(op)) {
      return then(allowedList(field, readList(raw)), (vs) => {
        const any = events(sql` and ${outcome} = any(${sql.param(vs)}::text[])`);
        return op === 'in' ? any : sql`not ${any}`;
      });
    }
    return then(allowedText(field, readText(raw)), (v) => {
      const one = events(sql` and ${outcome} = ${v}`);
      return op === '=' ? one : sql`not ${one}`;
    });
  }
  const id = readId(raw);
  if (!id.ok) return id;
  if (!cat.campaignIds.has(id.value)) return { ok: false, message: `No campaign ${id.value} in this team.` };
  const one = events(sql` and e.ref_id = ${id.value}`);
  return { ok: true, value: op === '=' ? one : sql`not ${one}` };
}

