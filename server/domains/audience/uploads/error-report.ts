/**
 * The error report of an import as CSV (row, column, message, value), streamed page by page in the
 * order of the file's rows (keyset pages on the (file, row, column) key: the import writes '' for a
 * row's own problem, never null), so a report of a million bad rows costs a page of memory.
 */
import { Readable } from 'node:stream';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import { BOM, csvCell } from '../../../../resources/format/csv.ts';
import type { Db } from '../../../db/client.ts';
import { dataFileErrors } from '../../../db/schema/index.ts';

const PAGE = 2_000;

export function errorReport(db: Db, fileId: number): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield BOM + 'row,column,message,value\r\n';
    let after: { row: number; column: string } | null = null;
    for (;;) {
      const page: { row: number; column: string | null; message: string; value: string | null }[] = await db
        .select({ row: dataFileErrors.row, column: dataFileErrors.column, message: dataFileErrors.message, value: dataFileErrors.value })
        .from(dataFileErrors)
        .where(
          and(
            eq(dataFileErrors.data_file_id, fileId),
            after ? or(gt(dataFileErrors.row, after.row), and(eq(dataFileErrors.row, after.row), gt(dataFileErrors.column, after.column))) : undefined,
          ),
        )
        .orderBy(asc(dataFileErrors.row), asc(dataFileErrors.column))
        .limit(PAGE);
      if (!page.length) return;
      yield page.map((e) => [e.row, csvCell(e.column ?? ''), csvCell(e.message), csvCell(e.value)].join(',')).join('\r\n') + '\r\n';
      const end = page[page.length - 1];
      after = { row: end.row, column: end.column ?? '' };
      if (page.length < PAGE) return;
    }
  }
  return Readable.from(lines());
}
