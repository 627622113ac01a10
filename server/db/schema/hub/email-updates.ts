/** Table of the `email-updates` resource (resources/hub/email-updates.ts): an endpoint's notice recipients. */
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EMAIL_UPDATE_TOPICS } from '../../../../resources/hub/email-updates.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { hubEndpoints } from './endpoints.ts';

export const emailUpdates = pgTable(
  'email_updates',
  {
    ...resourceColumns(),
    endpoint_id: integer()
      .notNull()
      .references(() => hubEndpoints.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    name: text(),
    topics: jsonb().$type<(typeof EMAIL_UPDATE_TOPICS)[number][]>().notNull().default(['rate_changes']),
    active: boolean().notNull().default(true),
    last_sent_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One row per address and endpoint: a duplicate answers 422 on `email`.
    uniqueIndex('email_updates_endpoint_email_key').on(t.team_id, t.endpoint_id, t.email),
    index('email_updates_endpoint_idx').on(t.endpoint_id),
  ],
);
