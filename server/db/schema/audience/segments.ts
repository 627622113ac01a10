/** Table of the `segments` resource (resources/audience/segments.ts): columns named as its fields. */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SEGMENT_STATUSES } from '../../../../resources/audience/segments.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const segments = pgTable(
  'segments',
  {
    ...resourceColumns(),
    name: text().notNull(),
    description: text(),
    /** react-querybuilder's JSON: `{combinator: 'and', rules: [{field, operator, value}, …]}`. */
    rules: jsonb().$type<Record<string, unknown>>().notNull().default({ combinator: 'and', rules: [] }),
    contacts_count: integer().notNull().default(0),
    status: text().$type<(typeof SEGMENT_STATUSES)[number]>().notNull().default('active'),
    /** When `contacts_count` was last counted. */
    counted_at: timestamp({ withTimezone: true }),
    /** The frozen list a send works through: idle, building, built. */
    build_status: text().notNull().default('idle'),
    build_done: integer().notNull().default(0),
    build_total: integer().notNull().default(0),
    built_at: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('segments_team_name_key').on(t.team_id, t.name), index('segments_team_status_idx').on(t.team_id, t.status)],
);
