/** Table of the `domain-accounts` resource (resources/workspace/domain-accounts.ts): platform scope, no team. */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { DOMAIN_ACCOUNT_STATUSES, REGISTRARS } from '../../../../resources/workspace/domain-accounts.ts';
import type { CURRENCIES } from '../../../../resources/workspace/shared.ts';
import { platformResourceColumns } from '../../resource-columns.ts';

export const domainAccounts = pgTable(
  'domain_accounts',
  {
    ...platformResourceColumns(),
    name: text().notNull(),
    registrar: text().$type<(typeof REGISTRARS)[number]>().notNull(),
    api_user: text(),
    api_key: text(),
    tlds: jsonb().$type<string[]>().notNull().default([]),
    status: text().$type<(typeof DOMAIN_ACCOUNT_STATUSES)[number]>().notNull().default('active'),
    /** Minor units of `currency`. */
    balance: integer().notNull().default(0),
    currency: text().$type<(typeof CURRENCIES)[number]>().notNull().default('USD'),
  },
  (t) => [index('domain_accounts_name_idx').on(t.name)],
);
