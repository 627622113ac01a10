/**
 * Field declarations: one zod schema per field plus the hints that the generic screens and the
 * generic API read (list column, form widget, filter operator, sorting, search, references).
 */
import type { z } from 'zod';

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
  /** For 'money': the field holding its ISO currency code (amounts are integer minor units). */
  currencyField?: string;
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
  return f.kind === 'url' ? f.schema.refine(isWebUrl, WEB_URL_MESSAGE) : f.schema;
}
