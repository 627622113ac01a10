/** The rows of an upload that could not be imported, each with its column and reason (the error report). */
import { bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { dataFiles } from './data-files.ts';

export const dataFileErrors = pgTable(
  'data_file_errors',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    data_file_id: integer()
      .notNull()
      .references(() => dataFiles.id, { onDelete: 'cascade' }),
    /** 1-based data row (the header is row 0). */
    row: integer().notNull(),
    column: text(),
    message: text().notNull(),
    value: text(),
  },
  // One reason per row and column: a chunk imported again after a crash records nothing twice.
  (t) => [uniqueIndex('data_file_errors_row_key').on(t.data_file_id, t.row, t.column), index('data_file_errors_file_idx').on(t.data_file_id, t.id)],
);
