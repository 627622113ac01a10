/** Table of the `sms-tests` resource (resources/sms/sms-tests.ts): test messages and their outcome. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SMS_TEST_RECEIPTS, SMS_TEST_STATUSES } from '../../../../resources/sms/sms-tests.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { livePhones } from './live-phones.ts';
import { smsRoutes } from './routes.ts';
import { smsMessages } from './sms-messages.ts';

export const smsTests = pgTable(
  'sms_tests',
  {
    ...resourceColumns(),
    route_id: integer()
      .notNull()
      .references(() => smsRoutes.id, { onDelete: 'cascade' }),
    live_phone_id: integer()
      .notNull()
      .references(() => livePhones.id, { onDelete: 'cascade' }),
    sender_id: text().notNull(),
    text: text().notNull(),
    status: text().$type<(typeof SMS_TEST_STATUSES)[number]>().notNull().default('queued'),
    sent_at: timestamp({ withTimezone: true }),
    delivered_at: timestamp({ withTimezone: true }),
    latency_ms: integer(),
    sender_id_intact: boolean(),
    code: text(),
    /** The message the delivery sent (not a field: the test's own columns tell its story). */
    sms_message_id: integer().references(() => smsMessages.id, { onDelete: 'set null' }),
    receipt_status: text().$type<(typeof SMS_TEST_RECEIPTS)[number]>(),
    receipt_at: timestamp({ withTimezone: true }),
    received_sender: text(),
    received_text: text(),
    text_intact: boolean(),
    error: text(),
  },
  (t) => [
    index('sms_tests_team_created_idx').on(t.team_id, t.created_at),
    index('sms_tests_route_idx').on(t.route_id),
    index('sms_tests_live_phone_idx').on(t.live_phone_id),
    index('sms_tests_message_idx').on(t.sms_message_id),
    // The timeout tick's work: tests still waiting for their handset.
    index('sms_tests_open_idx').on(t.created_at).where(sql`status in ('queued', 'sent')`),
  ],
);
