import { z } from '../validation.ts';
import { defineResource, field } from '../kit/index.ts';

export const DATA_FILE_STATUSES = ['uploaded', 'importing', 'imported', 'failed'] as const;

/** An uploaded file of contacts (CSV/XLSX); importing it fills the audience and, if chosen, a segment. */
export const dataFiles = defineResource({
  name: 'data-files',
  apiPath: '/v1/audience/data-files',
  routes: { list: '/audience/Uploads', create: '/audience/upload/Create' },
  scope: 'team',
  icon: 'upload',
  titleField: 'name',
  defaultSort: { field: 'created_at', order: 'desc' },
  fields: {
    name: field({ schema: z.string().trim().min(1).max(120), kind: 'text', list: true, sortable: true, search: true, filter: ['like'] }),
    original_filename: field({ schema: z.string().trim().min(1).max(255), kind: 'text', form: 'create', list: true, search: true, filter: ['like'] }),
    rows: field({ schema: z.number().int().min(0), kind: 'number', readOnly: true, list: true, sortable: true, filter: ['range'] }),
    status: field({ schema: z.enum(DATA_FILE_STATUSES), kind: 'select', options: DATA_FILE_STATUSES, readOnly: true, list: true, sortable: true, filter: ['eq', 'in'] }),
    segment_id: field({ schema: z.number().int().positive().optional(), kind: 'reference', reference: { resource: 'segments', label: 'name' }, list: true, filter: ['eq', 'in'] }),
    imported_at: field({ schema: z.iso.datetime().optional(), kind: 'datetime', readOnly: true, list: true, sortable: true }),
  },
});
