/** Table of the `rate-changes` resource (resources/sms/rate-changes.ts): the vendor rate change log. */
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { RATE_CHANGE_KINDS, RATE_CHANGE_STATUSES } from '../../../../resources/sms/rate-changes.ts';
import type { SMS_CURRENCIES } from '../../../../resources/sms/shared.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { rateChangeBatches } from './rate-change-batches.ts';
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
    /** The currency of both prices (a deck may price networks in several). */
    currency: text().$type<(typeof SMS_CURRENCIES)[number]>().notNull().default('EUR'),
    change: text().$type<(typeof RATE_CHANGE_KINDS)[number]>().notNull(),
    effective_from: timestamp({ withTimezone: true }).notNull(),
    detected_at: timestamp({ withTimezone: true }).notNull(),
    /** The deck (or edit) it came in; null for changes logged before batches existed. */
    batch_id: integer().references(() => rateChangeBatches.id, { onDelete: 'cascade' }),
    /** pending until its batch is approved or rejected; applied once the vendor rate is written. */
    status: text().$type<(typeof RATE_CHANGE_STATUSES)[number]>().notNull().default('applied'),
    /** An increase taking effect before the route's notice period ends. */
    inside_notice: boolean().notNull().default(false),
  },
  (t) => [
    index('rate_changes_team_detected_idx').on(t.team_id, t.detected_at),
    index('rate_changes_team_route_idx').on(t.team_id, t.route_id),
    index('rate_changes_route_idx').on(t.route_id),
    index('rate_changes_vendor_rate_idx').on(t.vendor_rate_id),
    index('rate_changes_team_country_idx').on(t.team_id, t.country),
    index('rate_changes_batch_idx').on(t.batch_id),
  ],
);
