/** Table of the `data-files` resource (resources/audience/data-files.ts): columns named as its fields. */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DATA_FILE_STATUSES } from '../../../../resources/audience/data-files.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { segments } from './segments.ts';

export const dataFiles = pgTable(
  'data_files',
  {
    ...resourceColumns(),
    name: text().notNull(),
    original_filename: text().notNull(),
    rows: integer().notNull().default(0),
    status: text().$type<(typeof DATA_FILE_STATUSES)[number]>().notNull().default('uploaded'),
    segment_id: integer().references(() => segments.id, { onDelete: 'restrict' }),
    imported_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('data_files_team_created_idx').on(t.team_id, t.created_at), index('data_files_segment_idx').on(t.segment_id)],
);
