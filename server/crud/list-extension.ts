/**
 * Filters a resource's list takes beyond its declared fields, read by the entity's own code
 * (a contact's custom fields: `custom.plan=gold`, `custom.renewal_gte=2026-01-01`). The extension
 * takes the parameters it knows out of the query before the generic parser sees the rest, and
 * answers the conditions they add; a bad one is a 422 naming the parameter.
 */
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/transaction.ts';

export interface ExtraFilters {
  /** The query without the parameters the extension took. */
  rest: Record<string, unknown>;
  where: SQL[];
  /** What the conditions depend on, for the list's cached total. */
  key: string;
  /** Lift the caller's team scope (staff reading every team's audit log); the extension decides who may. */
  allTeams?: boolean;
}

/** Who is listing, for an extension whose answer depends on it. */
export interface ListCaller {
  staff: boolean;
}

export interface ListExtension {
  read(query: Record<string, unknown>, teamId: number, caller?: ListCaller): Promise<ExtraFilters>;
}

let extensions: Readonly<Record<string, (db: DbOrTx) => ListExtension>> = {};

/** Set by server/areas.ts from the areas' manifests. */
export function installListExtensions(byResource: Readonly<Record<string, (db: DbOrTx) => ListExtension>>): void {
  extensions = byResource;
}

export function listExtensionOf(name: string, db: DbOrTx): ListExtension | undefined {
  return extensions[name]?.(db);
}
