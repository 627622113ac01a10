/** Table of the `feeds` resource (resources/audience/feeds.ts): columns named as its fields. */
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FEED_FORMATS, FEED_SCHEDULES } from '../../../../resources/audience/feeds.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { segments } from './segments.ts';

export const feeds = pgTable(
  'feeds',
  {
    ...resourceColumns(),
    name: text().notNull(),
    source_url: text(),
    format: text().$type<(typeof FEED_FORMATS)[number]>().notNull().default('csv'),
    schedule: text().$type<(typeof FEED_SCHEDULES)[number]>().notNull().default('daily'),
    active: boolean().notNull().default(true),
    last_run_at: timestamp({ withTimezone: true }),
    rows_imported: integer().notNull().default(0),
    /** Payload key → contact field or custom field key; keys not named are taken by their own name. */
    mapping: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** Tags every contact a delivery carries gets. */
    tags: jsonb().$type<string[]>().notNull().default([]),
    /** A segment every contact a delivery carries joins. */
    segment_id: integer().references(() => segments.id, { onDelete: 'set null' }),
    /** A number the team already has: `update` its fields, or `skip` it. */
    on_duplicate: text().notNull().default('update'),
    /** Set when a campaign stopped the feed (stop-feed): deliveries are refused until it is switched on again. */
    stopped_by_campaign_id: integer(),
    /** The secret a sender signs pushed deliveries with (server/webhooks/), sealed; made when first shown. */
    webhook_secret: text(),
    webhook_secret_rotated_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('feeds_team_name_idx').on(t.team_id, t.name)],
);
