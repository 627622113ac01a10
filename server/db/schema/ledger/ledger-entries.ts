/** Table of the `ledger-entries` resource (resources/ledger/ledger-entries.ts): appended, never edited (a trigger refuses a change of its money). */
import { bigint, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { LedgerKind } from '../../../../resources/ledger/ledger-entries.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { companies } from '../hub/companies.ts';

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    ...resourceColumns(),
    /** The company whose balance moved; null for the team's own account (its prepaid billing, to come). */
    company_id: integer().references(() => companies.id, { onDelete: 'restrict' }),
    kind: text().$type<LedgerKind>().notNull(),
    /** Millionths of `currency`; positive adds to the balance. */
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    balance_after: bigint({ mode: 'number' }).notNull(),
    /** What makes the movement happen once per account: a part's id, a request's Idempotency-Key. */
    key: text().notNull(),
    ref_type: text(),
    ref_id: text(),
    note: text(),
    posted_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('ledger_entries_account_key').on(t.team_id, t.company_id, t.key).nullsNotDistinct(), index('ledger_entries_company_idx').on(t.team_id, t.company_id, t.id)],
);
