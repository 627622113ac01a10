import type { PgTable } from 'drizzle-orm/pg-core';

/** Resource name → table, for this area. */
export const workspaceTables: Record<string, PgTable> = {};
