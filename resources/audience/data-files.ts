import { z } from '../validation.ts';
import { defineResource, field, nameField, optionalReferenceField, selectField } from '../kit/index.ts';

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
    name: nameField(),
    original_filename: field({ schema: z.string().trim().min(1).max(255), kind: 'text', form: 'create', list: true, search: true, filter: ['like'] }),
    rows: field({ schema: z.number().int().min(0), kind: 'number', readOnly: true, list: true, sortable: true, filter: ['range'] }),
    status: selectField(DATA_FILE_STATUSES, { readOnly: true }),
    segment_id: optionalReferenceField('segments', 'name'),
    imported_at: field({ schema: z.iso.datetime().optional(), kind: 'datetime', readOnly: true, list: true, sortable: true }),
  },
});
