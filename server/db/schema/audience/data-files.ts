/** Table of the `data-files` resource (resources/audience/data-files.ts): columns named as its fields. */
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DATA_FILE_STATUSES } from '../../../../resources/audience/data-files.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { segments } from './segments.ts';

export const dataFiles = pgTable(
  'data_files',
  {
    ...resourceColumns(),
    name: text().notNull(),
    original_filename: text().notNull(),
    /** The stored file (server/files), its size and what it is: csv or xlsx, its encoding and separator. */
    storage_key: text(),
    size_bytes: bigint({ mode: 'number' }).notNull().default(0),
    format: text(),
    encoding: text(),
    delimiter: text(),
    rows_total: integer().notNull().default(0),
    rows_imported: integer().notNull().default(0),
    rows_failed: integer().notNull().default(0),
    rows_created: integer().notNull().default(0),
    rows_updated: integer().notNull().default(0),
    rows_skipped: integer().notNull().default(0),
    /** The import's request: mapping, default country, tags, on_duplicate. */
    import_options: jsonb().$type<Record<string, unknown>>(),
    job_id: integer(),
    /** The last data row whose chunk committed: an import taken up again after a crash starts after it. */
    checkpoint_row: integer().notNull().default(0),
    error: text(),
    status: text().$type<(typeof DATA_FILE_STATUSES)[number]>().notNull().default('uploaded'),
    segment_id: integer().references(() => segments.id, { onDelete: 'restrict' }),
    imported_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('data_files_team_created_idx').on(t.team_id, t.created_at), index('data_files_segment_idx').on(t.segment_id)],
);
