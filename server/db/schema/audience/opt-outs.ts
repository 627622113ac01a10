/**
 * The team's do-not-contact list: numbers (contacts or not) that no send and no call may reach.
 * Triggers keep `contacts.opted_out` in step, whichever way a number joins or leaves the list.
 */
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../resource-columns.ts';

export const optOuts = pgTable(
  'opt_outs',
  {
    ...resourceColumns(),
    /** E.164. */
    phone: text().notNull(),
    /** manual, api, reply (a STOP keyword), import, complaint. */
    source: text().notNull().default('manual'),
    reason: text(),
  },
  (t) => [uniqueIndex('opt_outs_team_phone_key').on(t.team_id, t.phone), index('opt_outs_team_created_idx').on(t.team_id, t.created_at)],
);
