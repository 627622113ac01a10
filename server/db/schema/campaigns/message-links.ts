/**
 * Per-recipient links (server/domains/campaigns/links/): each campaign message's {{offer_link}}
 * becomes a code of its own, served at Parley's `/s/{code}` or at `/{code}` on the team's
 * short-link domain. Every visit of such a link, or of a team's named short link (short_links), is
 * a row of link_clicks carrying what it came from: the table of the `link-clicks` resource
 * (resources/campaigns/link-clicks.ts), with a wide id as clicks outnumber everything else.
 */
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../resource-columns.ts';

export const messageLinks = pgTable(
  'message_links',
  {
    code: text().primaryKey(),
    team_id: integer().notNull(),
    campaign_id: integer(),
    message_id: integer(),
    contact_id: integer(),
    offer_id: integer(),
    /** The offer's URL at send time: where a visit is sent. */
    target_url: text().notNull(),
    /** The team's short-link domain the link was made on; null: Parley's own `/s/` path. */
    domain: text(),
    clicks: integer().notNull().default(0),
    first_clicked_at: timestamp({ withTimezone: true }),
    last_clicked_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_links_campaign_idx').on(t.campaign_id), index('message_links_message_idx').on(t.message_id)],
);

export const linkClicks = pgTable(
  'link_clicks',
  {
    ...resourceColumns(),
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** A message link's code, or null for a named short link. */
    code: text(),
    short_link_id: integer(),
    campaign_id: integer(),
    message_id: integer(),
    contact_id: integer(),
    clicked_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ip: text(),
    user_agent: text(),
  },
  (t) => [index('link_clicks_team_at_idx').on(t.team_id, t.clicked_at), index('link_clicks_campaign_idx').on(t.campaign_id), index('link_clicks_code_idx').on(t.code)],
);
