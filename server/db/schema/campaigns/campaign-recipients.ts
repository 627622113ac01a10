/**
 * A campaign's audience frozen when a send (a run) starts: one row per member of its segment then,
 * worked through by the send job (server/domains/campaigns/send/). A row stays `pending` until its
 * message is queued (its id kept) or it is excluded with the reason; members who join the segment
 * later are not in this run.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';

export const CAMPAIGN_RECIPIENT_STATES = ['pending', 'queued', 'excluded'] as const;
/** Why a frozen member got no message: it opted out or was blacklisted after the freeze, no route takes it, its number is not valid. */
export const RECIPIENT_EXCLUSIONS = ['opted_out', 'blacklisted', 'no_route', 'invalid', 'stopped'] as const;

export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    campaign_id: integer()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The campaign's run this row belongs to (1 for a one-off campaign, counting up for recurring sends). */
    run: integer().notNull(),
    contact_id: integer().notNull(),
    state: text().$type<(typeof CAMPAIGN_RECIPIENT_STATES)[number]>().notNull().default('pending'),
    /** The send window's zone for this recipient (the contact's, else the campaign's, else UTC), read at the freeze. */
    time_zone: text().notNull(),
    message_id: integer(),
    reason: text().$type<(typeof RECIPIENT_EXCLUSIONS)[number]>(),
  },
  (t) => [
    primaryKey({ columns: [t.campaign_id, t.run, t.contact_id] }),
    // The job's to-do list: only the rows still waiting, in contact order.
    index('campaign_recipients_pending_idx').on(t.campaign_id, t.run, t.time_zone, t.contact_id).where(sql`state = 'pending'`),
  ],
);
