/** Table of the `blacklist` resource (resources/sms/blacklist.ts): numbers never sent to. */
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BLACKLIST_MATCHES } from '../../../../resources/sms/blacklist.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const smsBlacklist = pgTable(
  'sms_blacklist',
  {
    ...resourceColumns(),
    number: text().notNull(),
    match: text().$type<(typeof BLACKLIST_MATCHES)[number]>().notNull().default('number'),
    reason: text(),
    added_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sms_blacklist_team_number_key').on(t.team_id, t.number), index('sms_blacklist_team_added_idx').on(t.team_id, t.added_at)],
);
