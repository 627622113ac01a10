/**
 * Table of the `sms-logs` resource (resources/sms/sms-logs.ts), one row per message, and its parts:
 * one row per submit_sm, where the vendor's message id is kept so its receipt finds the part.
 */
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { RouteAttempt, SMS_ENCODINGS, SMS_MESSAGE_STATUSES } from '../../../../resources/sms/sms-logs.ts';
import type { SMS_CURRENCIES } from '../../../../resources/sms/shared.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { smsRoutes } from './routes.ts';

export type SmsPartStatus = 'queued' | 'sent' | 'delivered' | 'failed' | 'expired' | 'rejected';

/** A route that refused the message (or could not take it), kept on the message after it moved on. */
export type SmsAttempt = RouteAttempt;

/** A route to fall back on, as the routing decision named it when the message was accepted. */
export interface FailoverRoute {
  route_id: number;
  cost: number;
  currency: string;
}

export const smsMessages = pgTable(
  'sms_messages',
  {
    ...resourceColumns(),
    campaign_id: integer(),
    /** The campaign's run that sent it (recurring campaigns send several). */
    run: integer(),
    contact_id: integer(),
    to: text().notNull(),
    from: text().notNull(),
    text: text().notNull(),
    encoding: text().$type<(typeof SMS_ENCODINGS)[number]>().notNull(),
    parts: integer().notNull(),
    /** Where the number was routed to when the message was accepted (ISO country, network name, MCC/MNC): what reports group by. */
    country: text(),
    network: text(),
    mccmnc: text(),
    route_id: integer().references(() => smsRoutes.id, { onDelete: 'set null' }),
    plan_id: integer(),
    status: text().$type<(typeof SMS_MESSAGE_STATUSES)[number]>().notNull().default('queued'),
    /** Millionths of `currency`, what the route's vendor charges for all parts. */
    cost: integer(),
    currency: text().$type<(typeof SMS_CURRENCIES)[number]>(),
    error: text(),
    /** Routes tried so far, the first included. */
    attempts: integer().notNull().default(0),
    /** Each route that did not take the message, in order: why, and when (the last one's reason is also `error` when it failed). */
    attempts_log: jsonb().$type<SmsAttempt[]>().notNull().default([]),
    /** The routes still to try, in order, when the current one refuses the bind or the message. */
    failover: jsonb().$type<FailoverRoute[]>().notNull().default([]),
    /** The concatenation reference its parts carry (0–255). */
    concat_ref: integer().notNull().default(0),
    /**
     * Set on a message that is one part of a longer one cut by someone else (a hub client's
     * submit_sm of a long text): it goes as that part alone, with a header naming its place among
     * `total` and `concat_ref`, which every part of the longer message shares.
     */
    segment: jsonb().$type<{ total: number; seq: number }>(),
    /** Set while a sender has the message in flight; a stale claim is a sender that died (retried). */
    claimed_at: timestamp({ withTimezone: true }),
    submitted_at: timestamp({ withTimezone: true }),
    delivered_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('sms_messages_team_created_idx').on(t.team_id, t.created_at),
    index('sms_messages_team_status_idx').on(t.team_id, t.status),
    index('sms_messages_team_to_idx').on(t.team_id, t.to),
    index('sms_messages_campaign_idx').on(t.campaign_id),
    // A campaign's messages still waiting for the sender: how far ahead its send job may run.
    index('sms_messages_campaign_queued_idx').on(t.campaign_id).where(sql`status = 'queued'`),
    // The sender's queue: only the messages not yet handed to an SMSC.
    index('sms_messages_queued_idx').on(t.id).where(sql`status = 'queued'`),
  ],
);

export const smsMessageParts = pgTable(
  'sms_message_parts',
  {
    message_id: integer()
      .notNull()
      .references(() => smsMessages.id, { onDelete: 'cascade' }),
    /** From 0, in the order the text is cut. */
    seq: integer().notNull(),
    route_id: integer(),
    /** The id the SMSC gave in submit_sm_resp, normalised (server/domains/sms/smpp/message-id.ts). */
    vendor_message_id: text(),
    status: text().$type<SmsPartStatus>().notNull().default('queued'),
    /** The SMSC's command status or the receipt's err field. */
    error_code: text(),
    submitted_at: timestamp({ withTimezone: true }),
    done_at: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.message_id, t.seq] }), index('sms_message_parts_vendor_idx').on(t.route_id, t.vendor_message_id)],
);

/** Receipts whose message id was not (yet) found among the parts: kept and matched again, never dropped. */
export const smsPendingReceipts = pgTable(
  'sms_pending_receipts',
  {
    id: serial().primaryKey(),
    route_id: integer().notNull(),
    vendor_message_id: text().notNull(),
    stat: text().notNull(),
    err: text(),
    done_at: timestamp({ withTimezone: true }),
    received_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_pending_receipts_vendor_idx').on(t.route_id, t.vendor_message_id)],
);

/** One row per route: the TPS bucket every worker process of a PostgreSQL deployment shares. */
export const smsRouteBuckets = pgTable('sms_route_buckets', {
  key: text().primaryKey(),
  /** When (ms since the epoch) the bucket would be full again if nobody took more. */
  arrival_ms: doublePrecision().notNull(),
});
