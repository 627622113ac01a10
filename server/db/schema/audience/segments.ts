/** Table of the `segments` resource (resources/audience/segments.ts): columns named as its fields. */
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SEGMENT_STATUSES } from '../../../../resources/audience/segments.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const segments = pgTable(
  'segments',
  {
    ...resourceColumns(),
    name: text().notNull(),
    description: text(),
    /** Contact list filters: `{"country": ["US"], "status": "subscribed"}`. */
    rules: jsonb().$type<Record<string, string | number | boolean | string[]>>().notNull().default({}),
    contacts_count: integer().notNull().default(0),
    status: text().$type<(typeof SEGMENT_STATUSES)[number]>().notNull().default('active'),
  },
  (t) => [uniqueIndex('segments_team_name_key').on(t.team_id, t.name), index('segments_team_status_idx').on(t.team_id, t.status)],
);
