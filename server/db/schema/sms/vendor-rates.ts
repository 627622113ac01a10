/** Table of the `vendor-rates` resource (resources/sms/vendor-rates.ts): prices in millionths of the currency (money at scale 6). */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SMS_CURRENCIES } from '../../../../resources/sms/shared.ts';
import type { VENDOR_RATE_STATUSES } from '../../../../resources/sms/vendor-rates.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { smsRoutes } from './routes.ts';

export const vendorRates = pgTable(
  'vendor_rates',
  {
    ...resourceColumns(),
    route_id: integer()
      .notNull()
      .references(() => smsRoutes.id, { onDelete: 'restrict' }),
    network_name: text().notNull(),
    country: text().notNull(),
    mcc: text().notNull(),
    mnc: text().notNull(),
    /** Micro-units (1/1,000,000) of `currency`. */
    price: integer().notNull(),
    currency: text().$type<(typeof SMS_CURRENCIES)[number]>().notNull().default('EUR'),
    effective_from: timestamp({ withTimezone: true }).notNull(),
    status: text().$type<(typeof VENDOR_RATE_STATUSES)[number]>().notNull().default('active'),
  },
  (t) => [
    index('vendor_rates_team_country_idx').on(t.team_id, t.country),
    index('vendor_rates_team_route_idx').on(t.team_id, t.route_id, t.mcc, t.mnc),
    index('vendor_rates_route_idx').on(t.route_id),
    index('vendor_rates_team_price_idx').on(t.team_id, t.price),
    index('vendor_rates_team_effective_idx').on(t.team_id, t.effective_from),
  ],
);
