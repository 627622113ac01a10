/** Table of the `top-ups` resource (resources/workspace/top-ups.ts). */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CURRENCIES } from '../../../../resources/workspace/shared.ts';
import type { TOP_UP_METHODS, TOP_UP_STATUSES } from '../../../../resources/workspace/top-ups.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const topUps = pgTable(
  'top_ups',
  {
    ...resourceColumns(),
    /** Minor units of `currency`. */
    amount: integer().notNull(),
    currency: text().$type<(typeof CURRENCIES)[number]>().notNull().default('USD'),
    method: text().$type<(typeof TOP_UP_METHODS)[number]>().notNull(),
    status: text().$type<(typeof TOP_UP_STATUSES)[number]>().notNull().default('pending'),
    reference: text(),
    provider_reference: text(),
    completed_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('top_ups_team_created_idx').on(t.team_id, t.created_at), index('top_ups_team_status_idx').on(t.team_id, t.status)],
);
