/** Schemas and whitelists derived from a resource definition, used by both sides. */
import { z } from '../validation.ts';
import { documented, writeSchema, type FieldDef, type FilterOperator } from './fields.ts';
import type { Resource } from './define-resource.ts';

const isRequired = (f: FieldDef) => f.required ?? !f.schema.safeParse(undefined).success;
const writable = (f: FieldDef) => !f.readOnly && f.form !== false;

/** Body of a create: writable fields, required ones required; unknown keys refused. */
export function createSchema(resource: Resource) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(resource.fields)) {
    if (!writable(f)) continue;
    shape[name] = isRequired(f) ? writeSchema(f) : writeSchema(f).nullable().optional();
  }
  return z.strictObject(shape);
}

/** A field's schema without its default: a default fills a new record, never a field an update leaves out. */
const withoutDefault = (f: FieldDef): FieldDef => (f.schema instanceof z.ZodDefault ? { ...f, schema: f.schema.unwrap() as z.ZodType } : f);

/**
 * Body of an update: any writable field, plus the `version` the client last saw (optimistic
 * concurrency). A field left out keeps its value.
 */
export function updateSchema(resource: Resource) {
  const shape: Record<string, z.ZodType> = { version: z.number().int().positive().optional() };
  for (const [name, f] of Object.entries(resource.fields)) {
    if (!writable(f) || f.form === 'create') continue;
    shape[name] = isRequired(f) ? writeSchema(withoutDefault(f)).optional() : writeSchema(withoutDefault(f)).nullable().optional();
  }
  return z.strictObject(shape);
}

/** A record as the API answers it. */
export function recordSchema(resource: Resource) {
  const shape: Record<string, z.ZodType> = {
    id: z.number().int(),
    version: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  };
  for (const [name, f] of Object.entries(resource.fields)) shape[name] = f.secret ? z.string().nullable() : documented(f, isRequired(f) ? f.schema : f.schema.nullable());
  return z.object(shape);
}

export function filterOperators(resource: Resource): Record<string, readonly FilterOperator[]> {
  const out: Record<string, readonly FilterOperator[]> = { id: ['eq', 'in'] };
  for (const [name, f] of Object.entries(resource.fields)) if (f.filter?.length) out[name] = f.filter;
  return out;
}

export function sortableFields(resource: Resource): string[] {
  return ['id', 'created_at', 'updated_at', ...Object.entries(resource.fields).filter(([, f]) => f.sortable).map(([n]) => n)];
}

export function searchFields(resource: Resource): string[] {
  return Object.entries(resource.fields).filter(([, f]) => f.search).map(([n]) => n);
}

/** i18n keys: `<resource>.fields.<field>`, `<resource>.enums.<field>.<value>`, `<resource>.actions.<action>`. */
export const labelKey = (resource: Resource, fieldName: string) => `${resource.name}.fields.${fieldName}`;
export const enumKey = (resource: Resource, fieldName: string, value: string) => `${resource.name}.enums.${fieldName}.${value}`;
export const actionKey = (resource: Resource, action: string) => `${resource.name}.actions.${action}`;

/** How an answer shows a secret: its last four characters, never more (and nothing of a short one). */
export function maskSecret(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  return `••••${text.length >= 12 ? text.slice(-4) : ''}`;
}
