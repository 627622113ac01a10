/** Table of the `hlr-lookups` resource (resources/enrichment/hlr-lookups.ts): columns named as its fields. */
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { HLR_STATUSES } from '../../../../resources/enrichment/hlr-lookups.ts';
import type { CURRENCIES } from '../../../../resources/campaigns/offers.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const hlrLookups = pgTable(
  'hlr_lookups',
  {
    ...resourceColumns(),
    phone: text().notNull(),
    status: text().$type<(typeof HLR_STATUSES)[number]>().notNull().default('unknown'),
    network: text(),
    mcc: text(),
    mnc: text(),
    ported: boolean().notNull().default(false),
    roaming: boolean().notNull().default(false),
    checked_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
  (t) => [
    index('hlr_lookups_team_checked_idx').on(t.team_id, t.checked_at),
    index('hlr_lookups_team_phone_idx').on(t.team_id, t.phone),
    index('hlr_lookups_team_status_idx').on(t.team_id, t.status),
  ],
);
