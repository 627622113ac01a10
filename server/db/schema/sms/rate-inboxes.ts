/** Table of the `rate-inboxes` resource (resources/sms/rate-inboxes.ts). */
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RATE_PARSERS } from '../../../../resources/sms/rate-inboxes.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { smsRoutes } from './routes.ts';

export const rateInboxes = pgTable(
  'rate_inboxes',
  {
    ...resourceColumns(),
    name: text().notNull(),
    email_address: text().notNull(),
    route_id: integer()
      .notNull()
      .references(() => smsRoutes.id, { onDelete: 'restrict' }),
    parser: text().$type<(typeof RATE_PARSERS)[number]>().notNull().default('csv'),
    active: boolean().notNull().default(true),
    last_received_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One inbox per address and team: a duplicate answers 422 on `email_address`.
    uniqueIndex('rate_inboxes_team_email_key').on(t.team_id, t.email_address),
    index('rate_inboxes_route_idx').on(t.route_id),
  ],
);
