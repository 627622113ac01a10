/** Table of the `live-phones` resource (resources/sms/live-phones.ts): test handsets. */
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LIVE_PHONE_STATUSES } from '../../../../resources/sms/live-phones.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const livePhones = pgTable(
  'live_phones',
  {
    ...resourceColumns(),
    number: text().notNull(),
    network: text().notNull(),
    country: text().notNull(),
    status: text().$type<(typeof LIVE_PHONE_STATUSES)[number]>().notNull().default('offline'),
    last_seen_at: timestamp({ withTimezone: true }),
    simulated: boolean().notNull().default(false),
    /** The secret the handset signs its webhook with (server/webhooks/), sealed; made when first shown. */
    webhook_secret: text(),
    webhook_secret_rotated_at: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('live_phones_team_number_key').on(t.team_id, t.number), index('live_phones_team_country_idx').on(t.team_id, t.country)],
);
