/** Table of the `integration-billings` resource (resources/workspace/integration-billings.ts): owned by their integration. */
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { INTEGRATION_BILLING_STATUSES } from '../../../../resources/workspace/integration-billings.ts';
import type { CURRENCIES } from '../../../../resources/workspace/shared.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { integrations } from './integrations.ts';

export const integrationBillings = pgTable(
  'integration_billings',
  {
    ...resourceColumns(),
    integration_id: integer()
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    period_start: timestamp({ withTimezone: true }).notNull(),
    period_end: timestamp({ withTimezone: true }).notNull(),
    requests_count: integer().notNull().default(0),
    /** Minor units of `currency`. */
    amount: integer().notNull(),
    currency: text().$type<(typeof CURRENCIES)[number]>().notNull().default('USD'),
    status: text().$type<(typeof INTEGRATION_BILLING_STATUSES)[number]>().notNull().default('open'),
    invoice_number: text(),
  },
  (t) => [
    // One row per integration and period: a duplicate answers 422 on `period_start`.
    uniqueIndex('integration_billings_integration_period_key').on(t.integration_id, t.period_start),
    index('integration_billings_team_period_idx').on(t.team_id, t.period_start),
  ],
);
