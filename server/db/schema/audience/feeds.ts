/** Table of the `feeds` resource (resources/audience/feeds.ts): columns named as its fields. */
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FEED_FORMATS, FEED_SCHEDULES } from '../../../../resources/audience/feeds.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const feeds = pgTable(
  'feeds',
  {
    ...resourceColumns(),
    name: text().notNull(),
    source_url: text(),
    format: text().$type<(typeof FEED_FORMATS)[number]>().notNull().default('csv'),
    schedule: text().$type<(typeof FEED_SCHEDULES)[number]>().notNull().default('daily'),
    active: boolean().notNull().default(true),
    last_run_at: timestamp({ withTimezone: true }),
    rows_imported: integer().notNull().default(0),
    /** The secret a sender signs pushed deliveries with (server/webhooks/), sealed; made when first shown. */
    webhook_secret: text(),
    webhook_secret_rotated_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('feeds_team_name_idx').on(t.team_id, t.name)],
);
