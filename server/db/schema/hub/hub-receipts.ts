/**
 * Receipts owed to hub clients (docs/areas/hub.md#receipts): one per message a client asked a
 * receipt for, written as the delivery settles it and kept until a deliver_sm_resp answers it, for
 * HUB_RECEIPT_HOLD_HOURS, whichever process the client binds to. A claim is a process sending it now.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReceiptStat } from '../../../domains/sms/smpp/delivery-receipt.ts';
import { teams } from '../teams.ts';
import { smsMessages } from '../sms/sms-messages.ts';
import { hubEndpoints } from './endpoints.ts';

export const hubReceipts = pgTable(
  'hub_receipts',
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
      .unique()
      .references(() => smsMessages.id, { onDelete: 'cascade' }),
    stat: text().$type<ReceiptStat>().notNull(),
    err: text().notNull().default('000'),
    /** The receipt goes from the handset's number to the client's sender. */
    source: text().notNull(),
    destination: text().notNull(),
    text: text().notNull(),
    submitted_at: timestamp({ withTimezone: true }).notNull(),
    done_at: timestamp({ withTimezone: true }).notNull(),
    /** `pending` until a deliver_sm_resp answers it (`delivered`), or `expired` after the hold. */
    state: text().$type<'pending' | 'delivered' | 'expired'>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    claimed_by: text(),
    claimed_at: timestamp({ withTimezone: true }),
    delivered_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hub_receipts_pending_idx').on(t.endpoint_id, t.id).where(sql`state = 'pending'`)],
);
