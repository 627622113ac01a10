/** Table of the `mnp-requests` resource (resources/enrichment/mnp-requests.ts): number-portability checks. */
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MNP_STATUSES } from '../../../../resources/enrichment/mnp-requests.ts';
import type { CURRENCIES } from '../../../../resources/workspace/shared.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const mnpRequests = pgTable(
  'mnp_requests',
  {
    ...resourceColumns(),
    phone: text().notNull(),
    status: text().$type<(typeof MNP_STATUSES)[number]>().notNull().default('pending'),
    ported: boolean().notNull().default(false),
    country: text(),
    original_network: text(),
    current_network: text(),
    checked_at: timestamp({ withTimezone: true }),
    /** Minor units of `currency`. */
    cost: integer().notNull().default(0),
    currency: text().$type<(typeof CURRENCIES)[number]>().notNull().default('USD'),
    note: text(),
    /** The contact the answer was written to, when the number is one. */
    contact_id: integer(),
    /** Which adapter answered: simulator or http. */
    provider: text(),
    /** Why the lookup failed, after its last try. */
    error: text(),
    attempts: integer().notNull().default(0),
  },
  (t) => [index('mnp_requests_team_created_idx').on(t.team_id, t.created_at), index('mnp_requests_team_phone_idx').on(t.team_id, t.phone)],
);
