/**
 * Field declarations: one zod schema per field plus the hints that the generic screens and the
 * generic API read (list column, form widget, filter operator, sorting, search, references).
 */
import type { z } from 'zod';
import { MAX_MONEY_SCALE, moneyUnitDescription, type MoneyScale } from '../format/money.ts';

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'markdown'
  | 'email'
  | 'url'
  | 'number'
  | 'money'
  | 'switch'
  | 'select'
  | 'multiselect'
  | 'reference'
  | 'date'
  | 'datetime'
  | 'phone'
  /** An ISO 3166-1 alpha-2 code, named in the reader's language (Intl.DisplayNames). */
  | 'country'
  /** The team's custom contact field values, by key: one input per field, of its type (Settings → Custom fields). */
  | 'custom-values'
  /** Incoming keys → contact fields or `custom.<key>` (a feed's or an upload's mapping): one row per key. */
  | 'field-mapping'
  /** The text of an SMS: a textarea with a counter of characters, encoding and parts (docs/areas/sms.md#message-text-and-parts). */
  | 'sms-text'
  /** A routing rule's routes in failover order with their percentage split: one row per route. */
  | 'route-targets'
  /** A message's routes passed over before the one that took it: route, code, reason, when (read-only). */
  | 'route-attempts'
  | 'json';

/** How a list may filter on a field, in json-server terms: `f=v`, `f_like=v`, `f_gte`/`f_lte`, `f=a&f=b`. */
export type FilterOperator = 'eq' | 'like' | 'range' | 'in' | 'ne';

export interface FieldDef<S extends z.ZodType = z.ZodType> {
  /** The value's schema when written; also the answer's schema (nullable when not required). */
  schema: S;
  kind: FieldKind;
  /** Must be given on create; defaults to true when the schema does not accept undefined. */
  required?: boolean;
  /** Set by the server only (totals, statuses moved by actions); never accepted from a client. */
  readOnly?: boolean;
  /**
   * On a record Parley writes (`writtenBy: 'system'`): a note or a label people may still change.
   * Every other field of such a record is read-only.
   */
  annotation?: boolean;
  /** Shown as a list column; `'hidden'` makes it a column the user may switch on. */
  list?: boolean | 'hidden';
  /** Editable in the form: both, only when creating, or never. */
  form?: boolean | 'create';
  show?: boolean;
  filter?: readonly FilterOperator[];
  sortable?: boolean;
  /**
   * A credential (an API key, a bind password): written, never read back. Answers show only its
   * last four characters (`••••f00d`); an edit that leaves it empty keeps it.
   */
  secret?: boolean;
  /** Part of the free-text `q` search. */
  search?: boolean;
  /** For 'select' (and a fixed 'multiselect'): the values; labels are `<resource>.enums.<field>.<value>`. A 'multiselect' without options takes free tags. */
  options?: readonly string[];
  /** For 'reference': the resource it points at and the field shown as its label. */
  reference?: { resource: string; label: string };
  /**
   * For a 'multiselect' without options: its values are this field of the team's records of another
   * resource (an agent's tools are the keys of the team's tools), offered as the user types.
   */
  choices?: { resource: string; field: string };
  /**
   * For 'money' (docs/architecture.md#money), where its currency is: a sibling field holding the
   * ISO code, a fixed code, or the record a reference points at (an SMS rate change: its route's).
   * Exactly one of the three.
   */
  currencyField?: string;
  currency?: string;
  currencyFrom?: { reference: string; field: string };
  /**
   * For 'money': the decimal digits the stored integer holds. 'currency' (the default) is the
   * currency's minor units (1999 = 19.99 USD); a number is fixed, e.g. 6 for SMS prices in
   * millionths (31437 = €0.031437). An integer 0 to 9.
   */
  scale?: MoneyScale;
  /**
   * For 'sms-text': plain web addresses in it become short links of each recipient's own when sent
   * (a campaign's texts); the field warns when the team's links cannot be made.
   */
  links?: 'shortened';
  /**
   * For 'money' with a fixed scale: 'price' (a rate, shown in lists at every digit) or 'total' (a
   * sum, shown in lists at the currency's usual decimals). docs/architecture.md#money.
   */
  precision?: 'price' | 'total';
  /** For 'money': the value is `{currency: units}` (a campaign's cost per currency its routes charge); it names no currency source. */
  byCurrency?: boolean;
  /** For 'number': a code rather than an amount (a port, another system's id): shown as its digits, never grouped (2775, not 2,775). */
  code?: boolean;
  /** For 'date' and 'datetime': days the picker refuses (docs/architecture.md#dates), e.g. no past day for a schedule. */
  dates?: { notBefore?: 'today'; notAfter?: 'today' };
  /**
   * For 'date' and 'datetime': 'planned' for a time that may lie ahead (a schedule, an expiry, a
   * due date, when a price takes effect); any other time records something that has happened.
   */
  time?: 'planned';
  /** Phone input settings (docs/architecture.md#phone-numbers). */
  phone?: { allowedCountries?: readonly string[]; ignoredCountries?: readonly string[]; pattern?: string; invalidMessage?: string };
}

export type Fields = Record<string, FieldDef>;

/**
 * Why a field's money settings do not hold, or null: a money field names exactly one currency
 * source that exists, and a scale that is 'currency' or an integer 0 to 9; a currency that lies in
 * another record needs a fixed scale (lists, filters and exports convert without reading it);
 * other kinds carry no money settings.
 */
export function moneyProblem(name: string, f: FieldDef, fields: Fields): string | null {
  const sources = [f.currencyField, f.currency, f.currencyFrom].filter((s) => s !== undefined).length;
  if (f.kind !== 'money') return sources || f.scale !== undefined || f.precision || f.byCurrency ? `${name}: only a money field has a currency, a scale or a precision` : null;
  if (f.byCurrency) {
    if (sources) return `${name}: an amount per currency names its currencies itself, not a currency source`;
  } else if (sources !== 1) return `${name}: a money field needs exactly one currency source (currencyField, currency or currencyFrom)`;
  if (f.scale !== undefined && f.scale !== 'currency' && !(Number.isInteger(f.scale) && f.scale >= 0 && f.scale <= MAX_MONEY_SCALE)) return `${name}: scale must be 'currency' or an integer 0..${MAX_MONEY_SCALE}`;
  if (f.currencyField !== undefined && !(f.currencyField in fields)) return `${name}: currencyField ${f.currencyField} is not a field`;
  if (f.currency !== undefined && !/^[A-Z]{3}$/.test(f.currency)) return `${name}: currency must be an ISO 4217 code`;
  if (f.currencyFrom) {
    if (fields[f.currencyFrom.reference]?.kind !== 'reference') return `${name}: currencyFrom.reference ${f.currencyFrom.reference} is not a reference field`;
    if (typeof f.scale !== 'number') return `${name}: a currency from another record needs a fixed scale`;
  }
  // Beyond the currency's digits a list must know whether every digit matters (a rate) or not (a total).
  if (typeof f.scale === 'number' && !f.precision) return `${name}: a money field with a fixed scale says its precision ('price' or 'total')`;
  return null;
}

/** Declares a field with its type kept, so derived schemas stay typed. */
export function field<S extends z.ZodType>(def: FieldDef<S>): FieldDef<S> {
  return def;
}

export const WEB_URL_MESSAGE = 'Use a web address that starts with http:// or https://.';

/**
 * True for an http(s) address, a path inside Parley (`/campaigns/12`), and no value at all
 * (optional fields): a link a user follows or Parley calls is never javascript:, file: or ftp:.
 */
export function isWebUrl(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  return typeof value === 'string' && (/^https?:\/\/[^\s/]/i.test(value) || /^\/(?![/\\])/.test(value));
}

/**
 * The schema a field's value is written with: its own, and for a link the web-address rule too.
 * Answers keep the plain schema, so a value stored before the rule still reads.
 */
export function writeSchema(f: FieldDef): z.ZodType {
  if (f.kind === 'money') return documented(f, f.schema);
  return f.kind === 'url' ? f.schema.refine(isWebUrl, WEB_URL_MESSAGE) : f.schema;
}

/** A money field's schema says its unit in the API document: "Integer, millionths of the currency in `currency` (31437 = 0.031437)." */
export function documented(f: FieldDef, schema: z.ZodType): z.ZodType {
  return f.kind === 'money' ? schema.describe(moneyUnitDescription(f)) : schema;
}
