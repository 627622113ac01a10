/**
 * Receipts owed to hub clients over HTTP (docs/areas/hub.md#http-clients): one row per message and
 * event, written in the transaction that settles (or submits) the message, and kept until the
 * client's address answers 2xx or HUB_RECEIPT_HOLD_HOURS pass. The row is the outbox a worker in
 * any process claims (a claim older than a few minutes belongs to a process that died), so a
 * restart loses none; `delivered` is set only after a 2xx, so none is sent again once taken.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReceiptEvent, ReceiptFormat } from '../../../../resources/hub/receipt-attempts.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { teams } from '../teams.ts';
import { smsMessages } from '../sms/sms-messages.ts';
import { hubEndpoints } from './endpoints.ts';

export const hubHttpReceipts = pgTable(
  'hub_http_receipts',
  {
    id: serial().primaryKey(),
    team_id: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    endpoint_id: integer()
      .notNull()
      .references(() => hubEndpoints.id, { onDelete: 'cascade' }),
    message_id: integer()
      .notNull()
      .references(() => smsMessages.id, { onDelete: 'cascade' }),
    event: text().$type<ReceiptEvent>().notNull(),
    format: text().$type<ReceiptFormat>().notNull(),
    /** Kannel's report type for the event (1 delivered, 2 undelivered, 8 submitted, 16 rejected). */
    dlr_type: smallint().notNull(),
    /** The client's address as given (sendsms: placeholders still in it; filled at each try, %T being the time of the try). */
    url: text().notNull(),
    client_ref: text(),
    /** The receipt text (SMPP appendix B), for %A and the JSON body. */
    text: text().notNull(),
    /** The JSON body's facts, kept as written so every try sends the same bytes but for the signature's time. */
    body: text(),
    state: text().$type<'pending' | 'delivered' | 'gave_up'>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    next_attempt_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimed_by: text(),
    claimed_at: timestamp({ withTimezone: true }),
    delivered_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One receipt per message and event: a second settling writes nothing.
    uniqueIndex('hub_http_receipts_message_event_key').on(t.message_id, t.event),
    index('hub_http_receipts_due_idx').on(t.next_attempt_at).where(sql`state = 'pending'`),
  ],
);

/** Table of the `receipt-attempts` resource (resources/hub/receipt-attempts.ts): every try at an HTTP client's receipt address. */
export const hubReceiptAttempts = pgTable(
  'hub_receipt_attempts',
  {
    ...resourceColumns(),
    endpoint_id: integer()
      .notNull()
      .references(() => hubEndpoints.id, { onDelete: 'cascade' }),
    message_id: integer().notNull(),
    client_ref: text(),
    event: text().$type<ReceiptEvent>().notNull(),
    format: text().$type<ReceiptFormat>().notNull(),
    url: text().notNull(),
    attempt: integer().notNull(),
    outcome: text().$type<'delivered' | 'failed' | 'gave_up'>().notNull(),
    status_code: integer(),
    error: text(),
    attempted_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    next_attempt_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('hub_receipt_attempts_endpoint_idx').on(t.endpoint_id, t.id), index('hub_receipt_attempts_message_idx').on(t.message_id)],
);
