/**
 * How a team's HLR and MNP lookups are answered: Parley's built-in simulator (the default when a
 * team has no row) or an HTTP provider with its base URL and sealed API key, and how long an answer
 * is trusted before a number is looked up again.
 */
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../resource-columns.ts';

export const lookupProviders = pgTable(
  'lookup_providers',
  {
    ...resourceColumns(),
    /** hlr or mnp. */
    kind: text().notNull(),
    /** simulator or http. */
    adapter: text().notNull().default('simulator'),
    base_url: text(),
    /** Sealed with the app key (server/security); never sent back. */
    api_key: text(),
    /** Hours an answer is reused for the same number. */
    cache_hours: integer().notNull().default(72),
    active: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('lookup_providers_team_kind_key').on(t.team_id, t.kind)],
);
