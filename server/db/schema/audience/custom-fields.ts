/** Table of the `custom-fields` resource (resources/audience/custom-fields.ts): columns named as its fields. */
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CUSTOM_FIELD_TYPES } from '../../../../resources/audience/custom-fields.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const customFields = pgTable(
  'custom_fields',
  {
    ...resourceColumns(),
    name: text().notNull(),
    key: text().notNull(),
    type: text().$type<(typeof CUSTOM_FIELD_TYPES)[number]>().notNull(),
    options: jsonb().$type<string[]>(),
    required: boolean().notNull().default(false),
    description: text(),
  },
  (t) => [
    // One key per team: a duplicate answers 422 on `key` (server/crud/db-errors.ts).
    uniqueIndex('custom_fields_team_key_key').on(t.team_id, t.key),
    index('custom_fields_team_name_idx').on(t.team_id, t.name),
    index('custom_fields_team_type_idx').on(t.team_id, t.type),
  ],
);
