/** Table of the `rate-changes` resource (resources/sms/rate-changes.ts): the vendor rate change log. */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { RATE_CHANGE_KINDS } from '../../../../resources/sms/rate-changes.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { smsRoutes } from './routes.ts';
import { vendorRates } from './vendor-rates.ts';

export const rateChanges = pgTable(
  'rate_changes',
  {
    ...resourceColumns(),
    // The log goes with its route; it outlives the rate it describes.
    route_id: integer()
      .notNull()
      .references(() => smsRoutes.id, { onDelete: 'cascade' }),
    vendor_rate_id: integer().references(() => vendorRates.id, { onDelete: 'set null' }),
    network_name: text().notNull(),
    country: text().notNull(),
    mcc: text().notNull(),
    mnc: text().notNull(),
    old_price: integer(),
    new_price: integer(),
    change: text().$type<(typeof RATE_CHANGE_KINDS)[number]>().notNull(),
    effective_from: timestamp({ withTimezone: true }).notNull(),
    detected_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('rate_changes_team_detected_idx').on(t.team_id, t.detected_at),
    index('rate_changes_team_route_idx').on(t.team_id, t.route_id),
    index('rate_changes_route_idx').on(t.route_id),
    index('rate_changes_vendor_rate_idx').on(t.vendor_rate_id),
    index('rate_changes_team_country_idx').on(t.team_id, t.country),
  ],
);
