import { z } from '../validation.ts';
import { defineResource, field, nameField, optionalReferenceField, selectField } from '../kit/index.ts';

export const DATA_FILE_STATUSES = ['uploaded', 'importing', 'imported', 'failed'] as const;
export const DATA_FILE_FORMATS = ['csv', 'xlsx'] as const;
/** Separators a CSV may use (detected from its first lines, or chosen). */
export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;
export const ON_DUPLICATE = ['update', 'skip'] as const;

/**
 * An uploaded file of contacts (CSV/XLSX), sent whole (POST .../upload) or in resumable chunks
 * (tus at .../tus); importing it is a job that fills the audience and, if chosen, a segment.
 * Parley writes the record from the file (no file, no record): people rename or delete it; Parley
 * sets the rest, what the file is, its counters and its import's outcome.
 */
export const dataFiles = defineResource({
  name: 'data-files',
  apiPath: '/v1/audience/data-files',
  routes: { list: '/audience/Uploads', create: '/audience/upload/Create' },
  scope: 'team',
  writtenBy: 'system',
  deletable: true,
  createdFrom: 'POST /v1/audience/data-files/upload (multipart, one part named file) or the resumable upload at /v1/audience/data-files/tus',
  icon: 'upload',
  titleField: 'name',
  defaultSort: { field: 'created_at', order: 'desc' },
  fields: {
    name: nameField({ annotation: true }),
    original_filename: field({ schema: z.string().trim().min(1).max(255), kind: 'text', readOnly: true, list: true, search: true, filter: ['like'] }),
    format: field({ schema: z.enum(DATA_FILE_FORMATS).optional(), kind: 'select', options: DATA_FILE_FORMATS, readOnly: true, list: true, filter: ['eq', 'in'] }),
    encoding: field({ schema: z.string().max(40).optional(), kind: 'text', readOnly: true }),
    delimiter: field({ schema: z.string().max(1).optional(), kind: 'text', readOnly: true }),
    size_bytes: field({ schema: z.number().int().min(0), kind: 'number', readOnly: true, list: 'hidden', sortable: true }),
    rows_total: field({ schema: z.number().int().min(0), kind: 'number', readOnly: true, list: true, sortable: true, filter: ['range'] }),
    rows_imported: field({ schema: z.number().int().min(0), kind: 'number', readOnly: true, list: true, sortable: true }),
    rows_failed: field({ schema: z.number().int().min(0), kind: 'number', readOnly: true, list: true, sortable: true }),
    rows_created: field({ schema: z.number().int().min(0), kind: 'number', readOnly: true, list: 'hidden' }),
    rows_updated: field({ schema: z.number().int().min(0), kind: 'number', readOnly: true, list: 'hidden' }),
    rows_skipped: field({ schema: z.number().int().min(0), kind: 'number', readOnly: true, list: 'hidden' }),
    status: selectField(DATA_FILE_STATUSES, { readOnly: true }),
    error: field({ schema: z.string().optional(), kind: 'textarea', readOnly: true, list: 'hidden' }),
    segment_id: optionalReferenceField('segments', 'name', { readOnly: true }),
    job_id: optionalReferenceField('jobs', 'title', { readOnly: true, list: 'hidden' }),
    imported_at: field({ schema: z.iso.datetime().optional(), kind: 'datetime', readOnly: true, list: true, sortable: true }),
  },
});
