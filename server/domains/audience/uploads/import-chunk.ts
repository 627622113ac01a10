/**
 * One chunk of an import, in one transaction: its contacts (through the contact writer, with their
 * history, tags and segment), its error rows, and the data file's counters with the last row done.
 * A crash loses the chunk whole or keeps it whole, so a retry that starts after checkpoint_row
 * neither loses nor doubles a row.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { dataFiles } from '../../../db/schema/index.ts';
import { prepareContacts, writePreparedContacts, type PreparedContacts, type WriteOptions } from '../contact-writer.ts';
import { contactsOf, rejectionRow, type ImportPlan, type RowError } from './import-rows.ts';
import type { DataRow } from './table-scan.ts';

export interface ChunkTarget {
  fileId: number;
  teamId: number;
  plan: ImportPlan;
  write: WriteOptions;
}

/** A chunk read and checked, not yet written: made while the chunk before it is being written. */
export interface PreparedChunk {
  rows: readonly DataRow[];
  rowOf: number[];
  errors: RowError[];
  contacts: PreparedContacts;
}

export function prepareChunk(target: ChunkTarget, rows: readonly DataRow[]): PreparedChunk {
  const { inputs, rowOf, errors } = contactsOf(rows, target.plan);
  return { rows, rowOf, errors, contacts: prepareContacts(inputs, target.write) };
}

export async function commitChunk(db: Db, target: ChunkTarget, chunk: PreparedChunk): Promise<void> {
  const { rows, rowOf, errors } = chunk;
  if (!rows.length) return;
  await db.transaction(async (tx) => {
    // A chunk need not wait for its WAL to reach the disk: should PostgreSQL itself crash, the chunk
    // and its checkpoint are lost together, and the retry writes them again.
    await tx.execute(sql`set local synchronous_commit = off`);
    const written = await writePreparedContacts(tx, target.teamId, chunk.contacts, target.write);
    const all: RowError[] = [...errors, ...written.rejected.map((r) => rejectionRow(r, rowOf, target.plan))];
    const failedRows = new Set(all.map((e) => e.row)).size;
    // Rows whose number came twice in the chunk were written once, the later row winning: both count as imported.
    const imported = rows.length - failedRows - written.skipped;
    if (all.length) {
      await tx.execute(sql`
        insert into data_file_errors (data_file_id, "row", "column", message, value)
        select ${target.fileId}, e.row, e.col, e.message, e.value
        from unnest(${sql.param(all.map((e) => e.row))}::int[], ${sql.param(all.map((e) => e.column))}::text[],
                    ${sql.param(all.map((e) => e.message))}::text[], ${sql.param(all.map((e) => e.value))}::text[]) as e(row, col, message, value)
        on conflict do nothing`);
    }
    // Counters Parley keeps, not an edit: the record's version stays, so someone renaming the upload meets no conflict.
    await tx
      .update(dataFiles)
      .set({
        rows_imported: sql`${dataFiles.rows_imported} + ${imported}`,
        rows_failed: sql`${dataFiles.rows_failed} + ${failedRows}`,
        rows_created: sql`${dataFiles.rows_created} + ${written.created}`,
        rows_updated: sql`${dataFiles.rows_updated} + ${written.updated}`,
        rows_skipped: sql`${dataFiles.rows_skipped} + ${written.skipped}`,
        checkpoint_row: rows[rows.length - 1].row,
      })
      .where(eq(dataFiles.id, target.fileId));
  });
}
