/** Table of the `global-blacklist` resource (resources/sms/global-blacklist.ts): numbers and prefixes no team sends to. */
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BLACKLIST_MATCHES } from '../../../../resources/sms/blacklist.ts';
import { platformResourceColumns } from '../../resource-columns.ts';

export const smsGlobalBlacklist = pgTable(
  'sms_global_blacklist',
  {
    ...platformResourceColumns(),
    number: text().notNull(),
    match: text().$type<(typeof BLACKLIST_MATCHES)[number]>().notNull().default('number'),
    reason: text(),
    added_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sms_global_blacklist_number_key').on(t.number), index('sms_global_blacklist_added_idx').on(t.added_at)],
);
