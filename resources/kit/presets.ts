/**
 * The field shapes most resources repeat: a record's name, a reference to another record, a
 * select of fixed values (a status, a kind). Each preset is an ordinary field; anything passed in
 * `more` overrides the preset's hints, so a resource states only where it differs.
 */
import { z } from '../validation.ts';
import { field, type FieldDef } from './fields.ts';

type Hints = Partial<Omit<FieldDef, 'schema' | 'kind'>>;

/** A record's name: required, trimmed text, listed, sorted, searched and filtered by `like`. */
export function nameField({ max = 120, ...more }: { max?: number } & Hints = {}) {
  return field({ schema: z.string().trim().min(1).max(max), kind: 'text', list: true, sortable: true, search: true, filter: ['like'], ...more });
}

/** A reference to a record of another resource, shown by its `label` field and filtered by id. */
export function referenceField(resource: string, label: string, more: Hints = {}) {
  return field({ schema: z.number().int().positive(), kind: 'reference', reference: { resource, label }, list: true, filter: ['eq', 'in'], ...more });
}

/** An optional reference (a call's campaign, a message's test). */
export function optionalReferenceField(resource: string, label: string, more: Hints = {}) {
  return field({ schema: z.number().int().positive().optional(), kind: 'reference', reference: { resource, label }, list: true, filter: ['eq', 'in'], ...more });
}

/**
 * One of fixed values, labelled `<resource>.enums.<field>.<value>`: listed, sorted and filtered by
 * one or several values. With `initial`, a record made without it starts there (a status's first state).
 */
export function selectField<const T extends readonly [string, ...string[]]>(options: T, { initial, ...more }: { initial?: T[number] } & Hints = {}) {
  const values = z.enum(options as unknown as [T[number], ...T[number][]]);
  const schema = initial === undefined ? values : values.default(initial as never);
  return field({ schema, kind: 'select', options, list: true, sortable: true, filter: ['eq', 'in'], ...more });
}
