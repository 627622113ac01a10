/** Table of the `client-rates` resource (resources/hub/client-rates.ts): prices in millionths of the currency (money at scale 6). */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SMS_CURRENCIES } from '../../../../resources/sms/shared.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { hubEndpoints } from './endpoints.ts';

export const clientRates = pgTable(
  'client_rates',
  {
    ...resourceColumns(),
    // A client's price list belongs to its endpoint.
    endpoint_id: integer()
      .notNull()
      .references(() => hubEndpoints.id, { onDelete: 'cascade' }),
    network_name: text().notNull(),
    country: text().notNull(),
    mcc: text().notNull(),
    mnc: text().notNull(),
    /** Micro-units (1/1,000,000) of `currency`. */
    price: integer().notNull(),
    currency: text().$type<(typeof SMS_CURRENCIES)[number]>().notNull().default('EUR'),
    effective_from: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('client_rates_team_country_idx').on(t.team_id, t.country),
    index('client_rates_team_endpoint_idx').on(t.team_id, t.endpoint_id, t.mcc, t.mnc),
    index('client_rates_endpoint_idx').on(t.endpoint_id),
    index('client_rates_team_price_idx').on(t.team_id, t.price),
  ],
);
