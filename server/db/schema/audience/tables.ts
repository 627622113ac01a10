import type { PgTable } from 'drizzle-orm/pg-core';
import { customFields, offers } from './index.ts';

/** Resource name → table, for this area. */
export const audienceTables: Record<string, PgTable> = {
  'custom-fields': customFields,
  offers,
};
