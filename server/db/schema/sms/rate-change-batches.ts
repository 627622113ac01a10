/** Table of the `rate-change-batches` resource (resources/sms/rate-change-batches.ts): one deck's rate changes, approved or rejected as one. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RateBatchStatus } from '../../../../resources/sms/rate-change-batches.ts';
import type { DECK_KINDS, DeckSource } from '../../../../resources/sms/rate-decks.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { rateInboxes } from './rate-inboxes.ts';
import { smsRoutes } from './routes.ts';

export const rateChangeBatches = pgTable(
  'rate_change_batches',
  {
    ...resourceColumns(),
    route_id: integer()
      .notNull()
      .references(() => smsRoutes.id, { onDelete: 'cascade' }),
    source: text().$type<DeckSource>().notNull(),
    file_name: text(),
    /** Hex SHA-256 of the file's bytes; null for an inline edit or a bulk change. */
    sha256: text(),
    inbox_id: integer().references(() => rateInboxes.id, { onDelete: 'set null' }),
    deck: text().$type<(typeof DECK_KINDS)[number]>().notNull().default('partial'),
    status: text().$type<RateBatchStatus>().notNull().default('pending'),
    new_count: integer().notNull().default(0),
    increase_count: integer().notNull().default(0),
    decrease_count: integer().notNull().default(0),
    unchanged_count: integer().notNull().default(0),
    closed_count: integer().notNull().default(0),
    unreadable_count: integer().notNull().default(0),
    inside_notice_count: integer().notNull().default(0),
    received_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Who approved or rejected it, kept as a number like the audit log's actor: no foreign key, so the record outlives the user.
    decided_by_id: integer(),
    decided_at: timestamp({ withTimezone: true }),
    decision_note: text(),
  },
  (t) => [
    index('rate_change_batches_team_received_idx').on(t.team_id, t.received_at),
    index('rate_change_batches_route_idx').on(t.route_id),
    index('rate_change_batches_inbox_idx').on(t.inbox_id),
    // The same file twice on one route is one deck: refused while a batch of it stands (a rejected one may come again).
    uniqueIndex('rate_change_batches_route_sha_key').on(t.route_id, t.sha256).where(sql`${t.sha256} is not null and ${t.status} <> 'rejected'`),
  ],
);
