/** Table of the `feed-logs` resource (resources/audience/feed-logs.ts): columns named as its fields. */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FEED_RUN_STATUSES } from '../../../../resources/audience/feed-logs.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { feeds } from './feeds.ts';

export const feedLogs = pgTable(
  'feed_logs',
  {
    ...resourceColumns(),
    // A feed's runs go with it.
    feed_id: integer()
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    started_at: timestamp({ withTimezone: true }).notNull(),
    finished_at: timestamp({ withTimezone: true }),
    status: text().$type<(typeof FEED_RUN_STATUSES)[number]>().notNull(),
    rows_read: integer().notNull().default(0),
    rows_imported: integer().notNull().default(0),
    message: text(),
  },
  (t) => [index('feed_logs_team_started_idx').on(t.team_id, t.started_at), index('feed_logs_feed_idx').on(t.feed_id, t.started_at)],
);
