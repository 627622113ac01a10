/** Table of the `campaigns` resource (resources/campaigns/campaigns.ts): columns named as its fields. */
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CAMPAIGN_RECURRENCES, CAMPAIGN_STATUSES, CAMPAIGN_TYPES, WEEKDAYS } from '../../../../resources/campaigns/campaigns.ts';
import type { CURRENCIES } from '../../../../resources/campaigns/offers.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { offers } from './offers.ts';
import { segments } from '../audience/segments.ts';

export const campaigns = pgTable(
  'campaigns',
  {
    ...resourceColumns(),
    name: text().notNull(),
    type: text().$type<(typeof CAMPAIGN_TYPES)[number]>().notNull().default('one_off'),
    status: text().$type<(typeof CAMPAIGN_STATUSES)[number]>().notNull().default('draft'),
    segment_id: integer().references(() => segments.id, { onDelete: 'restrict' }),
    offer_id: integer().references(() => offers.id, { onDelete: 'restrict' }),
    sender_id: text(),
    text: text().notNull(),
    scheduled_at: timestamp({ withTimezone: true }),
    /** The planner: messages go out between these times of day (HH:MM) in the recipient's time zone; both null: any time. */
    window_start: text(),
    window_end: text(),
    /** Days of the week (mon … sun) the window opens on, in the recipient's zone; empty: every day. */
    window_days: jsonb().$type<(typeof WEEKDAYS)[number][]>().notNull().default([]),
    /** The time zone of recipients whose contact has none. */
    window_timezone: text(),
    /** At most this many messages a minute; null: as fast as the routes take them. */
    throttle_per_minute: integer(),
    /** How often a recurring campaign sends again once a run is done; null for a one-off. */
    recurrence: text().$type<(typeof CAMPAIGN_RECURRENCES)[number]>(),
    /** The run being sent or last sent (0: never sent); each run freezes the segment again. */
    run: integer().notNull().default(0),
    /** When the next run of a recurring campaign starts; null: none planned. */
    next_run_at: timestamp({ withTimezone: true }),
    /** A send waiting for its window to open (or its job to be queued again) goes on at this time. */
    wakes_at: timestamp({ withTimezone: true }),
    started_at: timestamp({ withTimezone: true }),
    finished_at: timestamp({ withTimezone: true }),
    recipients: integer().notNull().default(0),
    /** Frozen members given no message: opted out or blacklisted since, no route, invalid number. */
    excluded: integer().notNull().default(0),
    sent: integer().notNull().default(0),
    delivered: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    clicks: integer().notNull().default(0),
    /** Millionths of `currency` (SMS_PRICE_SCALE), what the messages sent in that currency cost. */
    cost: bigint({ mode: 'number' }).notNull().default(0),
    /** Millionths per ISO currency code: what the messages sent cost in each currency their routes charge. */
    costs: jsonb().$type<Record<string, number>>().notNull().default({}),
    currency: text().$type<(typeof CURRENCIES)[number]>().notNull().default('USD'),
  },
  (t) => [
    index('campaigns_team_created_idx').on(t.team_id, t.created_at),
    index('campaigns_team_status_idx').on(t.team_id, t.status),
    index('campaigns_segment_idx').on(t.segment_id),
    index('campaigns_offer_idx').on(t.offer_id),
  ],
);
