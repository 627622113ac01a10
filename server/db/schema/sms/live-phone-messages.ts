/** Table of the `live-phone-messages` resource (resources/sms/live-phone-messages.ts): SMS received by live phones. */
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../resource-columns.ts';
import { livePhones } from './live-phones.ts';
import { smsRoutes } from './routes.ts';
import { smsTests } from './sms-tests.ts';

export const livePhoneMessages = pgTable(
  'live_phone_messages',
  {
    ...resourceColumns(),
    live_phone_id: integer()
      .notNull()
      .references(() => livePhones.id, { onDelete: 'cascade' }),
    sender: text().notNull(),
    text: text().notNull(),
    received_at: timestamp({ withTimezone: true }).notNull(),
    // The test and route stay optional: a phone also receives messages nobody sent as a test.
    sms_test_id: integer().references(() => smsTests.id, { onDelete: 'set null' }),
    route_id: integer().references(() => smsRoutes.id, { onDelete: 'set null' }),
    latency_ms: integer(),
    sender_id_intact: boolean(),
  },
  (t) => [index('live_phone_messages_team_received_idx').on(t.team_id, t.received_at), index('live_phone_messages_phone_idx').on(t.live_phone_id)],
);
