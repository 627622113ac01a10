/** Table of the `domains` resource (resources/workspace/domains.ts). */
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DOMAIN_PURPOSES, DOMAIN_STATUSES } from '../../../../resources/workspace/domains.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { domainAccounts } from './domain-accounts.ts';

export const domains = pgTable(
  'domains',
  {
    ...resourceColumns(),
    name: text().notNull(),
    purpose: text().$type<(typeof DOMAIN_PURPOSES)[number]>().notNull().default('url_shortener'),
    status: text().$type<(typeof DOMAIN_STATUSES)[number]>().notNull().default('pending_dns'),
    registrar_account_id: integer().references(() => domainAccounts.id, { onDelete: 'restrict' }),
    auto_renew: boolean().notNull().default(true),
    expires_at: timestamp({ withTimezone: true }),
    fallback_url: text(),
    dns_verified_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One row per domain name and team: a duplicate answers 422 on `name`.
    uniqueIndex('domains_team_name_key').on(t.team_id, t.name),
    index('domains_registrar_account_idx').on(t.registrar_account_id),
    index('domains_team_status_idx').on(t.team_id, t.status),
  ],
);
