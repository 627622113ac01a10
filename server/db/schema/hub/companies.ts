/** Table of the `companies` resource (resources/hub/companies.ts): columns named as its fields. */
import { bigint, boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CURRENCIES } from '../../../../resources/campaigns/offers.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const companies = pgTable(
  'companies',
  {
    ...resourceColumns(),
    name: text().notNull(),
    website: text(),
    contact_email: text(),
    /** Millionths of `currency`, negative when on credit; moved only with a ledger entry (server/domains/ledger/). */
    balance: bigint({ mode: 'number' }).notNull().default(0),
    currency: text().$type<(typeof CURRENCIES)[number]>().notNull().default('USD'),
    active: boolean().notNull().default(true),
    notes: text(),
  },
  (t) => [uniqueIndex('companies_team_name_key').on(t.team_id, t.name)],
);
