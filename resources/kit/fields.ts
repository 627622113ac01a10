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
  /** For 'date' and 'datetime': days the picker refuses (SPEC.md §5), e.g. no past day for a schedule. */
  dates?: { notBefore?: 'today'; notAfter?: 'today' };
  /** Phone input settings (SPEC.md §5). */
  phone?: { allowedCountries?: readonly string[]; ignoredCountries?: readonly string[]; pattern?: string; invalidMessage?: string };
}

export type Fields = Record<string, FieldDef>;

/** Declares a field with its type kept, so derived schemas stay typed. */
export function field<S extends z.ZodType>(def: FieldDef<S>): FieldDef<S> {
  return def;
}
