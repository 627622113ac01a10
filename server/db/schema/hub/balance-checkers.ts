/**
 * A company's balance checker (resources/hub/balance-checker.ts): one row per company, its headers
 * sealed, its schedule (`next_run_at`, moved by the claim itself so two workers never run one twice)
 * and its last reading. Not a resource: its every run would otherwise wake every open screen.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CURRENCIES } from '../../../../resources/campaigns/offers.ts';
import type { BALANCE_CHECK_METHODS, BalanceExtractKind } from '../../../../resources/hub/balance-checker.ts';
import { teams } from '../teams.ts';
import { companies } from './companies.ts';

export const hubBalanceCheckers = pgTable(
  'hub_balance_checkers',
  {
    company_id: integer()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    team_id: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    enabled: boolean().notNull().default(false),
    url: text().notNull(),
    method: text().$type<(typeof BALANCE_CHECK_METHODS)[number]>().notNull().default('GET'),
    /** `Name: value` lines, sealed (server/security/credentials.ts). */
    headers: text(),
    body: text(),
    extract_kind: text().$type<BalanceExtractKind>().notNull().default('jsonpath'),
    expression: text().notNull(),
    currency: text().$type<(typeof CURRENCIES)[number]>().notNull(),
    timeout_seconds: integer().notNull().default(10),
    interval_minutes: integer().notNull().default(60),
    /** Millionths of `currency`. */
    low_balance_threshold: bigint({ mode: 'number' }),
    next_run_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Millionths of `last_currency`. */
    last_balance: bigint({ mode: 'number' }),
    last_currency: text(),
    last_checked_at: timestamp({ withTimezone: true }),
    last_error: text(),
    /** Below the threshold at the last reading: the team was told, and is told again only after it recovers. */
    low: boolean().notNull().default(false),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // What the schedule looks for on every tick.
  (t) => [index('hub_balance_checkers_due_idx').on(t.next_run_at).where(sql`enabled`)],
);
