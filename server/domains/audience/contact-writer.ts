/**
 * Contacts written in bulk by number within a team, the one way every path writes them (the API's
 * upsert, uploads, feeds): each number read in any notation, each custom value checked against its
 * definition, then one statement over arrays (unnest) that inserts or updates the contacts, records
 * the event in each contact's history and adds them to a segment. A known number takes the fields
 * given and keeps the rest; its subscription status and channels never change here (someone who
 * unsubscribed stays so).
 */
import { sql } from 'drizzle-orm';
import type { CONTACT_SOURCES } from '../../../resources/audience/contacts.ts';
import { z } from '../../../resources/validation.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import { checkCustomValues, customDefs, type CustomFieldDef, type CustomValue } from './custom-values.ts';
import { readPhoneNumber, isCountryCode } from './phone-number.ts';
import { numberFacts, type NumberFacts } from './number-facts.ts';

/** A contact as it arrives: raw text from a file, a form or a payload. */
export interface ContactInput {
  phone: unknown;
  first_name?: unknown;
  last_name?: unknown;
  email?: unknown;
  /** A country code that reads this row's national number (the stored country is the number's). */
  country?: unknown;
  tags?: unknown;
  custom?: Record<string, unknown> | null;
}

export interface WriteOptions {
  source: (typeof CONTACT_SOURCES)[number];
  /** Reads numbers written without a country code. */
  defaultCountry?: string | null;
  /** The team's allowed countries (empty: all). */
  allowedCountries?: readonly string[];
  onDuplicate: 'update' | 'skip';
  /** Tags every written contact gets, besides its own. */
  tags?: readonly string[];
  /** A segment every written contact joins by name. */
  segmentId?: number | null;
  /** What is recorded in each written contact's history. */
  event?: { kind: string; ref_type?: string; ref_id?: number; detail?: Record<string, unknown> };
  customFields: readonly CustomFieldDef[];
  userId?: number | null;
}

export interface Rejection {
  /** Position in the rows given (0-based). */
  index: number;
  field: string;
  message: string;
  value: string | null;
}

export interface WriteResult {
  created: number;
  updated: number;
  skipped: number;
  rejected: Rejection[];
  /** Ids of the contacts written, in the order of their first row. */
  ids: number[];
}

export const MAX_TAGS = 50;
const MAX_NAME = 80;
const emailSchema = z.email().max(254);

interface Row extends NumberFacts {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  tags: string[];
  custom: Record<string, CustomValue> | null;
  /** Required custom fields this row leaves empty: an error only if the number is new. */
  missing: string[];
  /** Position in the rows given. */
  index: number;
}

/** Rows read and checked, ready to write: the good ones by number (a number given twice keeps its later row). */
export interface PreparedContacts {
  good: Map<string, Row>;
  rejected: Rejection[];
}

type ReadOptions = Pick<WriteOptions, 'defaultCountry' | 'allowedCountries' | 'customFields' | 'tags'>;

/** Checks and reads the rows, with no database: an import does it while the previous chunk is written. */
export function prepareContacts(rows: readonly ContactInput[], options: ReadOptions): PreparedContacts {
  const good = new Map<string, Row>();
  const rejected: Rejection[] = [];
  const defs = customDefs(options.customFields);
  const required = options.customFields.filter((d) => d.required);
  const extraTags = options.tags ?? [];
  for (let index = 0; index < rows.length; index++) {
    const input = rows[index];
    const reject = (field: string, message: string, value: unknown) => rejected.push({ index, field, message, value: value === undefined || value === null ? null : String(value).slice(0, 200) });
    const rowCountry = typeof input.country === 'string' ? input.country.trim().toUpperCase() : '';
    const read = readPhoneNumber(input.phone, rowCountry && isCountryCode(rowCountry) ? rowCountry : options.defaultCountry, options.allowedCountries);
    if (!read.ok) {
      reject('phone', read.message, input.phone);
      continue;
    }
    const first = text(input.first_name);
    const last = text(input.last_name);
    if (first !== null && first.length > MAX_NAME) {
      reject('first_name', `At most ${MAX_NAME} characters.`, first);
      continue;
    }
    if (last !== null && last.length > MAX_NAME) {
      reject('last_name', `At most ${MAX_NAME} characters.`, last);
      continue;
    }
    const email = text(input.email)?.toLowerCase() ?? null;
    if (email !== null && !emailSchema.safeParse(email).success) {
      reject('email', 'This is not an email address.', input.email);
      continue;
    }
    const tags = input.tags === undefined || input.tags === null ? (extraTags.length ? tagList([], extraTags) : NO_TAGS) : tagList(input.tags, extraTags);
    if (typeof tags === 'string') {
      reject('tags', tags, input.tags);
      continue;
    }
    const custom = input.custom ? checkCustomValues(input.custom, defs, false) : NO_CUSTOM;
    const badKey = firstKey(custom.errors);
    if (badKey !== undefined) {
      reject(`custom.${badKey}`, custom.errors[badKey], input.custom?.[badKey]);
      continue;
    }
    const values = firstKey(custom.values) === undefined ? null : custom.values;
    const missing = required.length ? required.filter((d) => !values || !(d.key in values)).map((d) => d.key) : NO_TAGS;
    const n = read.number;
    good.delete(n.e164);
    good.set(n.e164, { ...numberFacts(n), first_name: first, last_name: last, email, tags, custom: values, missing, index });
  }
  return { good, rejected };
}

/** Reads, checks and writes: the contacts, their history and the segment, in one statement. */
export async function writeContacts(db: DbOrTx, teamId: number, rows: readonly ContactInput[], options: WriteOptions): Promise<WriteResult> {
  return writePreparedContacts(db, teamId, prepareContacts(rows, options), options);
}

export async function writePreparedContacts(db: DbOrTx, teamId: number, prepared: PreparedContacts, options: WriteOptions): Promise<WriteResult> {
  const { good } = prepared;
  const rejected = [...prepared.rejected];
  await refuseNewWithoutRequired(db, teamId, good, rejected, options.customFields);
  if (!good.size) return { created: 0, updated: 0, skipped: 0, rejected, ids: [] };
  const list = [...good.values()];
  const col = <K extends keyof Row>(key: K) => sql.param(list.map((r) => r[key]));
  const json = (key: 'tags' | 'custom') => sql.param(list.map((r) => (r[key] === null || (key === 'tags' && !r.tags.length) ? null : JSON.stringify(r[key]))));
  const event = options.event;
  const conflict =
    options.onDuplicate === 'skip'
      ? sql`on conflict (team_id, phone) do nothing`
      : sql`on conflict (team_id, phone) do update set
      first_name = coalesce(excluded.first_name, c.first_name),
      last_name = coalesce(excluded.last_name, c.last_name),
      email = coalesce(excluded.email, c.email),
      network = case when c.network_source in ('hlr', 'mnp') then c.network else excluded.network end,
      mcc = case when c.network_source in ('hlr', 'mnp') then c.mcc else excluded.mcc end,
      mnc = case when c.network_source in ('hlr', 'mnp') then c.mnc else excluded.mnc end,
      network_source = case when c.network_source in ('hlr', 'mnp') then c.network_source else excluded.network_source end,
      tags = case when jsonb_array_length(excluded.tags) = 0 then c.tags else (
        select coalesce(jsonb_agg(u.tag order by u.pos), '[]'::jsonb) from (
          select t.tag, min(t.pos) as pos from jsonb_array_elements(c.tags || excluded.tags) with ordinality as t(tag, pos)
          group by t.tag order by min(t.pos) limit ${MAX_TAGS}
        ) as u) end,
      custom = case when excluded.custom is null then c.custom else coalesce(c.custom, '{}'::jsonb) || excluded.custom end,
      version = c.version + 1,
      updated_at = now(),
      updated_by_id = excluded.updated_by_id`;
  // One statement: the contacts, their history and the segment, whatever the number of rows.
  const result = await db.execute(sql`
    with written as (
      insert into contacts as c (team_id, phone, first_name, last_name, email, country, number_type, valid, timezone, network, mcc, mnc, network_source, tags, custom, source, created_by_id, updated_by_id)
      select ${teamId}, r.phone, r.first_name, r.last_name, r.email, r.country, r.number_type, r.valid, r.timezone, r.network, r.mcc, r.mnc,
             r.network_source, coalesce(r.tags::jsonb, '[]'::jsonb), r.custom::jsonb, ${options.source}, ${options.userId ?? null}::int, ${options.userId ?? null}::int
      from unnest(${col('phone')}::text[], ${col('first_name')}::text[], ${col('last_name')}::text[], ${col('email')}::text[], ${col('country')}::text[],
                  ${col('number_type')}::text[], ${col('valid')}::boolean[], ${col('timezone')}::text[], ${col('network')}::text[], ${col('mcc')}::text[],
                  ${col('mnc')}::text[], ${col('network_source')}::text[], ${json('tags')}::text[], ${json('custom')}::text[])
        as r(phone, first_name, last_name, email, country, number_type, valid, timezone, network, mcc, mnc, network_source, tags, custom)
      ${conflict}
      returning c.id, (xmax = 0) as created
    ), history as (
      insert into contact_events (team_id, contact_id, kind, ref_type, ref_id, detail)
      select ${teamId}, w.id, ${event?.kind ?? 'none'}, ${event?.ref_type ?? null}::text, ${event?.ref_id ?? null}::int,
             ${JSON.stringify(event?.detail ?? {})}::jsonb || jsonb_build_object('created', w.created)
      from written w where ${event ? sql`true` : sql`false`}
    ), joined as (
      insert into segment_contacts (segment_id, contact_id)
      select ${options.segmentId ?? null}::int, w.id from written w where ${options.segmentId ? sql`true` : sql`false`}
      on conflict do nothing
    )
    select id, created from written`);
  const written = (result as unknown as { rows: { id: number; created: boolean }[] }).rows;
  const created = written.filter((r) => r.created).length;
  return { created, updated: written.length - created, skipped: good.size - written.length, rejected, ids: written.map((r) => r.id) };
}

/**
 * A required custom field binds new contacts only: a known number keeps its stored value. Rows that
 * leave one empty are looked up (one indexed query), and the new numbers among them refused.
 */
async function refuseNewWithoutRequired(db: DbOrTx, teamId: number, good: Map<string, Row>, rejected: Rejection[], defs: readonly CustomFieldDef[]): Promise<void> {
  const lacking = [...good.values()].filter((r) => r.missing.length);
  if (!lacking.length) return;
  const result = await db.execute(sql`select phone from contacts where team_id = ${teamId} and phone = any(${sql.param(lacking.map((r) => r.phone))}::text[])`);
  const known = new Set((result as unknown as { rows: { phone: string }[] }).rows.map((r) => r.phone));
  const names = new Map(defs.map((d) => [d.key, d.name]));
  for (const row of lacking) {
    if (known.has(row.phone)) continue;
    good.delete(row.phone);
    rejected.push({ index: row.index, field: `custom.${row.missing[0]}`, message: `${names.get(row.missing[0]) ?? row.missing[0]} is required.`, value: null });
  }
  rejected.sort((a, b) => a.index - b.index);
}

const NO_TAGS: string[] = [];
const NO_CUSTOM: { values: Record<string, CustomValue>; errors: Record<string, string> } = { values: {}, errors: {} };

function firstKey(o: object): string | undefined {
  for (const key in o) return key;
  return undefined;
}

function text(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const t = String(value).trim();
  return t === '' ? null : t;
}

/** A row's tags (a list, or text separated by , ; or |) with the tags every row gets; a message when they are not tags. */
function tagList(value: unknown, extra: readonly string[]): string[] | string {
  const given = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,;|]/) : value === undefined || value === null ? [] : null;
  if (!given) return 'Tags are a list or text separated by commas.';
  const tags = [...new Set([...given.map((t) => String(t).trim()).filter(Boolean), ...extra])];
  if (tags.some((t) => t.length > 40)) return 'A tag has at most 40 characters.';
  if (tags.length > MAX_TAGS) return `At most ${MAX_TAGS} tags.`;
  return tags;
}
