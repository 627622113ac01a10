/** Table of the `companies` resource (resources/hub/companies.ts): columns named as its fields. */
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CURRENCIES } from '../../../../resources/campaigns/offers.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const companies = pgTable(
  'companies',
  {
    ...resourceColumns(),
    name: text().notNull(),
    website: text(),
    contact_email: text(),
    /** Minor units of `currency`; negative when on credit. */
    balance: integer().notNull().default(0),
    currency: text().$type<(typeof CURRENCIES)[number]>().notNull().default('USD'),
    active: boolean().notNull().default(true),
    notes: text(),
  },
  (t) => [uniqueIndex('companies_team_name_key').on(t.team_id, t.name)],
);
