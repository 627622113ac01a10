/** Table of the `short-links` resource (resources/workspace/short-links.ts). */
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../resource-columns.ts';
import { domains } from './domains.ts';

export const shortLinks = pgTable(
  'short_links',
  {
    ...resourceColumns(),
    domain_id: integer()
      .notNull()
      .references(() => domains.id, { onDelete: 'restrict' }),
    slug: text().notNull(),
    target_url: text().notNull(),
    title: text(),
    active: boolean().notNull().default(true),
    expires_at: timestamp({ withTimezone: true }),
    clicks: integer().notNull().default(0),
    last_clicked_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    // A slug resolves on its domain: a duplicate answers 422 on `slug`.
    uniqueIndex('short_links_domain_slug_key').on(t.domain_id, t.slug),
    index('short_links_team_created_idx').on(t.team_id, t.created_at),
  ],
);
