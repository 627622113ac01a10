/**
 * A hub client's part as the hub sees it, beside the message the delivery sends (sms_messages, one
 * per submit_sm): whose it is, what the client pays for it, in the endpoint's currency, and
 * whether it was refunded. Its charge is the ledger entry keyed `part:<message_id>`.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { teams } from '../teams.ts';
import { smsMessages } from '../sms/sms-messages.ts';
import { companies } from './companies.ts';
import { hubEndpoints } from './endpoints.ts';

export const hubParts = pgTable(
  'hub_parts',
  {
    message_id: integer()
      .primaryKey()
      .references(() => smsMessages.id, { onDelete: 'cascade' }),
    team_id: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    endpoint_id: integer()
      .notNull()
      .references(() => hubEndpoints.id, { onDelete: 'restrict' }),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** Millionths of `currency` (the endpoint's): what the client pays for the part. */
    price: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    /** What the client asked for in registered_delivery (the low two bits: 1 every final receipt, 2 failures only). */
    registered_delivery: smallint().notNull().default(0),
    /** The bind that submitted it. */
    bind_id: integer(),
    /** How it came: over SMPP, the JSON API or the Kannel-compatible sendsms (docs/areas/hub.md#http-clients). */
    source: text().$type<'smpp' | 'http' | 'sendsms'>().notNull().default('smpp'),
    /** Where an HTTP client wants its receipts called: a signed JSON POST (http) or a Kannel-style GET with placeholders (sendsms). */
    dlr_url: text(),
    /** sendsms's dlr-mask: which Kannel report types (1, 2, 8, 16) the client asked for. */
    dlr_mask: smallint(),
    /** The client's own reference, handed back with its receipts. */
    client_ref: text(),
    refunded_at: timestamp({ withTimezone: true }),
    /** When the delivery settled its message (delivered, failed, expired, rejected): until then its price is reserved. */
    settled_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hub_parts_endpoint_idx').on(t.endpoint_id, t.message_id),
    index('hub_parts_company_idx').on(t.company_id, t.message_id),
    // What a company has reserved: its parts still under way.
    index('hub_parts_open_idx').on(t.company_id).where(sql`settled_at is null`),
  ],
);
