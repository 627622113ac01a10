/** Table of the `balance-readings` resource (resources/hub/balance-readings.ts): each run of a company's balance checker. */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CURRENCIES } from '../../../../resources/campaigns/offers.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { companies } from './companies.ts';

export const hubBalanceReadings = pgTable(
  'hub_balance_readings',
  {
    ...resourceColumns(),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Millionths of `currency`; null when the run read none (`error` says why). */
    balance: bigint({ mode: 'number' }),
    currency: text().$type<(typeof CURRENCIES)[number]>().notNull(),
    status_code: integer(),
    excerpt: text(),
    error: text(),
  },
  (t) => [index('hub_balance_readings_company_idx').on(t.company_id, t.at)],
);
