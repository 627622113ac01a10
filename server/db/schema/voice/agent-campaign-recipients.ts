/**
 * A voice campaign's audience frozen when a run starts (server/domains/voice/campaigns/): one row per
 * contact, worked through by the campaign job. `pending` until claimed, `calling` while its call is
 * live (the call's id kept), back to `pending` with `next_at` for a retry after no answer or busy,
 * then `done` (with how the last call ended) or `excluded` (with why it was not called).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { agentCampaigns } from './agent-campaigns.ts';

export const VOICE_RECIPIENT_STATES = ['pending', 'calling', 'done', 'excluded'] as const;
/** Why a contact was not called, or how its last call ended. */
export const VOICE_RECIPIENT_REASONS = ['opted_out', 'blacklisted', 'do_not_call', 'invalid', 'stopped', 'answered', 'no_answer', 'busy', 'failed'] as const;

export const agentCampaignRecipients = pgTable(
  'agent_campaign_recipients',
  {
    campaign_id: integer()
      .notNull()
      .references(() => agentCampaigns.id, { onDelete: 'cascade' }),
    run: integer().notNull(),
    contact_id: integer().notNull(),
    state: text().$type<(typeof VOICE_RECIPIENT_STATES)[number]>().notNull().default('pending'),
    reason: text().$type<(typeof VOICE_RECIPIENT_REASONS)[number]>(),
    /** The calling window's zone for this contact (its own, else the campaign's, else UTC), read at the freeze. */
    time_zone: text().notNull(),
    /** Calls placed to this contact in this run. */
    attempts: integer().notNull().default(0),
    /** A retry is not placed before this. */
    next_at: timestamp({ withTimezone: true }),
    /** The live or last call. */
    call_id: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.campaign_id, t.run, t.contact_id] }),
    index('agent_campaign_recipients_open_idx').on(t.campaign_id, t.run, t.state).where(sql`state in ('pending', 'calling')`),
  ],
);
