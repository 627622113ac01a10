/** Table of the `invoices` resource (resources/workspace/invoices.ts). */
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { INVOICE_STATUSES } from '../../../../resources/workspace/invoices.ts';
import type { CURRENCIES } from '../../../../resources/workspace/shared.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const invoices = pgTable(
  'invoices',
  {
    ...resourceColumns(),
    number: text().notNull(),
    period_start: timestamp({ withTimezone: true }).notNull(),
    period_end: timestamp({ withTimezone: true }).notNull(),
    /** Minor units of `currency`; total = amount + tax. */
    amount: integer().notNull(),
    tax: integer().notNull().default(0),
    total: integer().notNull(),
    currency: text().$type<(typeof CURRENCIES)[number]>().notNull().default('USD'),
    status: text().$type<(typeof INVOICE_STATUSES)[number]>().notNull().default('open'),
    due_at: timestamp({ withTimezone: true }),
    paid_at: timestamp({ withTimezone: true }),
    pdf_url: text(),
  },
  (t) => [
    // One number per team: a duplicate answers 422 on `number`.
    uniqueIndex('invoices_team_number_key').on(t.team_id, t.number),
    index('invoices_team_period_idx').on(t.team_id, t.period_start),
    index('invoices_team_status_idx').on(t.team_id, t.status),
  ],
);
