/** Table of the `notifications` resource (resources/workspace/notifications.ts). */
import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { NOTIFICATION_LEVELS, NOTIFICATION_TYPES } from '../../../../resources/workspace/notifications.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const notifications = pgTable(
  'notifications',
  {
    ...resourceColumns(),
    type: text().$type<(typeof NOTIFICATION_TYPES)[number]>().notNull(),
    level: text().$type<(typeof NOTIFICATION_LEVELS)[number]>().notNull().default('info'),
    title: text().notNull(),
    body: text(),
    link: text(),
    read: boolean().notNull().default(false),
    read_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('notifications_team_read_created_idx').on(t.team_id, t.read, t.created_at), index('notifications_team_created_idx').on(t.team_id, t.created_at)],
);
