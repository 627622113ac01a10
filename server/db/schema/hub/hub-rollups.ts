/**
 * The hub's reports read roll-ups, never the raw parts (docs/areas/hub.md#reports): one row per
 * team, UTC day the part was accepted, endpoint, company, route, country, network and currency,
 * kept by the transactions that accept, submit, move, settle and refund parts
 * (server/domains/hub/reports/tally.ts), so a report over a year reads thousands of rows, not
 * millions. `hub_part_tallies` remembers what each part has added so far, so every later event adds
 * only the difference and the roll-ups equal a GROUP BY over the raw parts once they are settled.
 */
import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { teams } from '../teams.ts';
import { hubParts } from './hub-parts.ts';

export const hubRollups = pgTable(
  'hub_rollups',
  {
    team_id: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The UTC day the part was accepted: every later event of the part counts on that day. */
    day: date({ mode: 'string' }).notNull(),
    // Plain ids, no foreign keys: a roll-up outlives a deleted endpoint or route, and references
    // would lock their rows on every upsert.
    endpoint_id: integer().notNull(),
    company_id: integer().notNull(),
    /** The route the part is on (after a failover, the one that took it); 0 when it has none. */
    route_id: integer().notNull(),
    /** ISO country, '' unknown. */
    country: text().notNull(),
    /** MCC+MNC run together as on the message (23410), '' unknown. */
    network: text().notNull(),
    /** Revenue and the counts are in the client's currency; a route billing in another adds a row of its own with only cost. */
    currency: text().notNull(),
    /** Client messages (submit_sm or whole texts) and the SMS parts they came to. */
    messages: bigint({ mode: 'number' }).notNull().default(0),
    parts: bigint({ mode: 'number' }).notNull().default(0),
    /** Parts of messages the handset received. */
    delivered: bigint({ mode: 'number' }).notNull().default(0),
    /** Millionths: what the clients pay, refunds taken off. */
    revenue: bigint({ mode: 'number' }).notNull().default(0),
    /** Millionths: what the vendors bill, for parts a route took and did not reject. */
    cost: bigint({ mode: 'number' }).notNull().default(0),
  },
  // The key leads with team and day: every report is one range scan of it.
  (t) => [primaryKey({ name: 'hub_rollups_pkey', columns: [t.team_id, t.day, t.endpoint_id, t.company_id, t.route_id, t.country, t.network, t.currency] })],
);

/** What one part has added to the roll-ups: the route and cost currency it counts under, and its amounts. */
export const hubPartTallies = pgTable('hub_part_tallies', {
  message_id: integer()
    .primaryKey()
    .references(() => hubParts.message_id, { onDelete: 'cascade' }),
  route_id: integer().notNull(),
  cost_currency: text().notNull(),
  revenue: bigint({ mode: 'number' }).notNull(),
  delivered: integer().notNull(),
  cost: bigint({ mode: 'number' }).notNull(),
});
