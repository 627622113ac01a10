/** Table of the `offers` resource (resources/campaigns/offers.ts): columns named as its fields. */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { CURRENCIES, OFFER_STATUSES } from '../../../../resources/campaigns/offers.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const offers = pgTable(
  'offers',
  {
    ...resourceColumns(),
    name: text().notNull(),
    url: text().notNull(),
    /** Minor units of `currency`. */
    payout: integer().notNull(),
    currency: text().$type<(typeof CURRENCIES)[number]>().notNull(),
    status: text().$type<(typeof OFFER_STATUSES)[number]>().notNull().default('active'),
    description: text(),
  },
  (t) => [
    index('offers_team_created_idx').on(t.team_id, t.created_at),
    index('offers_team_name_idx').on(t.team_id, t.name),
    index('offers_team_payout_idx').on(t.team_id, t.payout),
    // A status filter sorted by payout (the offers list's usual view) reads its page straight off
    // this index, id breaking ties in either direction; its (team_id, status) prefix serves the
    // status filter alone and the list's count.
    index('offers_team_status_payout_idx').on(t.team_id, t.status, t.payout, t.id),
  ],
);
