/** Database rows ↔ API records: the base columns plus the resource's fields; dates as ISO strings. */
import type { Resource } from '../../resources/kit/index.ts';
import { maskSecret, recordSchema } from '../../resources/kit/index.ts';
import { z } from '../../resources/validation.ts';
import { isTimestamp, type ResourceTable } from '../db/resource-table.ts';
import { openCredential, sealCredential } from '../security/credentials.ts';

export type Row = Record<string, unknown>;

/** How maskSecret starts: a client that sends it back has not typed a new credential. */
const MASK = '••••';
export type ApiRecord = Record<string, unknown>;

/** The answer's schema: the shared record schema plus who created and last changed it. */
export function apiRecordSchema(resource: Resource) {
  return recordSchema(resource).extend({
    created_by_id: z.number().int().nullable(),
    updated_by_id: z.number().int().nullable(),
  });
}

export function toRecord(resource: Resource, row: Row): ApiRecord {
  const out: ApiRecord = {
    id: row.id,
    version: row.version,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    created_by_id: row.created_by_id ?? null,
    updated_by_id: row.updated_by_id ?? null,
  };
  for (const [name, f] of Object.entries(resource.fields)) {
    const v = row[name];
    if (f.secret) {
      // Sealed at rest: the mask shows the last characters of the credential, not of its ciphertext.
      out[name] = maskSecret(typeof v === 'string' && v ? openCredential(v) : v);
      continue;
    }
    out[name] = v instanceof Date ? (f.kind === 'date' ? v.toISOString().slice(0, 10) : v.toISOString()) : (v ?? null);
  }
  return out;
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));

/**
 * A validated body as column values. Only the resource's writable fields are kept; a null for a
 * field with a default (a status, a switch) stores the default; date strings become Dates for
 * timestamp columns; a credential is sealed (an edit that sends back its mask keeps it).
 */
export function toColumns(resource: Resource, t: ResourceTable, body: Record<string, unknown>, mode: 'create' | 'update'): Row {
  const out: Row = {};
  for (const [name, f] of Object.entries(resource.fields)) {
    if (f.readOnly || f.form === false || (mode === 'update' && f.form === 'create')) continue;
    let v = body[name];
    if (v === undefined && mode === 'update') continue;
    if (v === undefined || v === null) {
      const fallback = f.schema.safeParse(undefined);
      v = fallback.success && fallback.data !== undefined ? fallback.data : null;
    }
    if (f.secret && typeof v === 'string') {
      if (mode === 'update' && v.startsWith(MASK)) continue;
      if (v) v = sealCredential(v);
    }
    if (typeof v === 'string' && isTimestamp(t.col(name))) v = new Date(v);
    out[name] = v;
  }
  return out;
}
