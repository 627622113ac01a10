/**
 * Starting an import: the mapping checked against the file's own header and the team's fields, the
 * segment against the team, then the data file marked importing (only one import of a file at a
 * time) and the job queued. The job does the rest; its progress shows on /v1/events.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { CONTACT_FIELDS, isContactField } from '../../../../resources/audience/contact-fields.ts';
import type { ImportRequest } from '../../../../resources/audience/data-file-import.ts';
import type { AuthContext } from '../../../auth/plugin.ts';
import type { AppContext } from '../../../context.ts';
import { dataFileErrors, dataFiles, segments } from '../../../db/schema/index.ts';
import { invalid, type FieldErrors } from '../../../http/errors.ts';
import { checkCustomValues, loadCustomFields, type CustomFieldDef, type CustomValue } from '../custom-values.ts';
import { isCountryCode } from '../phone-number.ts';
import { answeringProblems, findDataFile, storedKey, type DataFileRow } from './data-file-store.ts';
import type { ImportOptions } from './import-request.ts';
import { tableShape } from './table-reader.ts';
import { openTable } from './table-scan.ts';
import { checkedChoice } from './upload-service.ts';

const BUSY = 'This file is being imported already; wait for that import to finish.';

export async function startImport(app: AppContext, auth: AuthContext, id: number, request: ImportRequest): Promise<DataFileRow> {
  const db = app.database.db;
  const teamId = auth.team.id;
  const file = await findDataFile(db, teamId, id);
  if (file.status === 'importing') throw invalid({ status: [BUSY] });
  const key = await storedKey(app.files, file);
  const { shape, columns } = await answeringProblems(async () => {
    const picked = checkedChoice(request);
    const shape = await tableShape(app.files, key, file.size_bytes, { encoding: picked.encoding ?? file.encoding, delimiter: picked.delimiter ?? file.delimiter });
    const table = await openTable(app.files, key, shape);
    await table.rows.return(undefined);
    return { shape, columns: table.columns };
  });

  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => void (errors[field] ??= []).push(message);
  const customList = await loadCustomFields(db, teamId);
  const customKeys = new Set(customList.map((f) => f.key));
  const mapping: Record<string, string> = {};
  const targetColumn = new Map<string, string>();
  for (const [column, target] of Object.entries(request.mapping)) {
    if (!target) continue;
    if (!columns.includes(column)) fail(`mapping.${column}`, `The file has no column "${column}". Its columns are: ${columns.join(', ')}.`);
    else if (!isContactField(target) && !customKeys.has(target)) fail(`mapping.${column}`, `"${target}" is neither a contact field (${CONTACT_FIELDS.join(', ')}) nor one of the team’s custom fields.`);
    else if (targetColumn.has(target)) fail(`mapping.${column}`, `The columns "${targetColumn.get(target)}" and "${column}" both fill ${target}; map one of them only.`);
    else {
      targetColumn.set(target, column);
      mapping[column] = target;
    }
  }
  if (!targetColumn.has('phone') && !Object.values(request.mapping).includes('phone')) fail('mapping', 'Map a column to phone: every contact needs a number.');
  const defaults = checkedDefaults(request.defaults ?? {}, customList, fail);
  // A required field that nothing fills would fail every row: refuse before the job starts.
  for (const field of customList) {
    if (field.required && !targetColumn.has(field.key) && !(field.key in defaults))
      fail(`defaults.${field.key}`, `${field.name} is required: map a column to it, or give a value for every row.`);
  }
  const country = request.default_country ? request.default_country.toUpperCase() : null;
  if (country && !isCountryCode(country)) fail('default_country', `"${request.default_country}" is not a country code (two letters, for example AE).`);
  if (request.segment_id) {
    const [segment] = await db.select({ id: segments.id }).from(segments).where(and(eq(segments.id, request.segment_id), eq(segments.team_id, teamId)));
    if (!segment) fail('segment_id', 'No such segment.');
  }
  if (Object.keys(errors).length) throw invalid(errors);

  const options: ImportOptions = {
    mapping,
    defaults,
    default_country: country,
    tags: [...new Set(request.tags ?? [])],
    segment_id: request.segment_id ?? null,
    on_duplicate: request.on_duplicate,
    recount: file.status === 'failed' || shape.encoding !== file.encoding || shape.delimiter !== file.delimiter,
  };
  // Conditional on the file not importing already: two requests at once start one import.
  const started = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(dataFiles)
      .set({
        status: 'importing',
        import_options: options as unknown as Record<string, unknown>,
        format: shape.format,
        encoding: shape.encoding,
        delimiter: shape.delimiter,
        segment_id: options.segment_id,
        rows_imported: 0,
        rows_failed: 0,
        rows_created: 0,
        rows_updated: 0,
        rows_skipped: 0,
        checkpoint_row: 0,
        error: null,
        job_id: null,
        imported_at: null,
        updated_by_id: auth.user.id,
        updated_at: new Date(),
        version: sql`${dataFiles.version} + 1`,
      })
      .where(and(eq(dataFiles.id, id), eq(dataFiles.team_id, teamId), ne(dataFiles.status, 'importing')))
      .returning();
    if (row) await tx.delete(dataFileErrors).where(eq(dataFileErrors.data_file_id, id));
    return row;
  });
  if (!started) throw invalid({ status: [BUSY] });
  try {
    const job = await app.jobs.enqueue('contacts-import', { data_file_id: id }, { teamId, userId: auth.user.id, title: `Import ${file.name}` });
    const [row] = await db.update(dataFiles).set({ job_id: job.id }).where(eq(dataFiles.id, id)).returning();
    return row;
  } catch (error) {
    await db.update(dataFiles).set({ status: 'failed', error: 'The import could not be queued. Try again.' }).where(eq(dataFiles.id, id));
    throw error;
  }
}

/** The every-row values, each read as its field's type ("yes" → true); a wrong one fails on `defaults.<key>`. */
function checkedDefaults(given: Record<string, unknown>, fields: readonly CustomFieldDef[], fail: (field: string, message: string) => void): Record<string, CustomValue> {
  const present = Object.fromEntries(Object.entries(given).filter(([, v]) => !(typeof v === 'string' && v.trim() === '')));
  const { values, errors } = checkCustomValues(present, fields, false);
  for (const [key, message] of Object.entries(errors)) fail(`defaults.${key}`, message);
  return values;
}
