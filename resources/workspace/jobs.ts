import { z } from '../validation.ts';
import { defineResource, field, JOB_KINDS, selectField, type JobKind } from '../kit/index.ts';
// This area's own kinds, declared before the kind field below is checked to have options.
import './job-kinds.ts';

export { JOB_KINDS, type JobKind } from '../kit/index.ts';
export const JOB_STATUSES = ['queued', 'running', 'retrying', 'completed', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** What a finished job leaves behind: a file to download, counts, a message. */
export const jobResultSchema = z
  .object({
    file_id: z.number().int().optional(),
    file_name: z.string().optional(),
    rows: z.number().int().optional(),
    message: z.string().optional(),
  })
  .loose();

/**
 * The team's background work: exports, rate sheets and, later, imports, campaign sends and
 * automations. Parley writes every field; people watch progress, retry a job that failed for good
 * (its last error shown) and cancel one that has not finished.
 */
export const jobs = defineResource({
  name: 'jobs',
  apiPath: '/v1/jobs',
  routes: { list: '/settings/jobs', show: '/settings/jobs/:id' },
  scope: 'team',
  writtenBy: 'system',
  access: { read: 'viewer', write: 'member' },
  icon: 'thunderbolt',
  titleField: 'title',
  defaultSort: { field: 'created_at', order: 'desc' },
  fields: {
    title: field({ schema: z.string(), kind: 'text', readOnly: true, list: true, search: true, filter: ['like'] }),
    // The kinds are the areas' (resources/kit/job-kinds.ts): read when the schema is first used, once every area has loaded.
    kind: field({ schema: z.lazy(() => z.enum([...JOB_KINDS].sort() as [JobKind, ...JobKind[]])), kind: 'select', options: JOB_KINDS, readOnly: true, list: true, sortable: true, filter: ['eq', 'in'] }),
    status: selectField(JOB_STATUSES, { readOnly: true }),
    progress_done: field({ schema: z.number().int(), kind: 'number', readOnly: true, list: true }),
    progress_total: field({ schema: z.number().int().optional(), kind: 'number', readOnly: true, list: 'hidden' }),
    attempts: field({ schema: z.number().int(), kind: 'number', readOnly: true, list: 'hidden' }),
    max_attempts: field({ schema: z.number().int(), kind: 'number', readOnly: true }),
    error: field({ schema: z.string().optional(), kind: 'textarea', readOnly: true, list: 'hidden' }),
    result: field({ schema: jobResultSchema.optional(), kind: 'json', readOnly: true }),
    started_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, list: 'hidden', sortable: true }),
    finished_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, list: true, sortable: true }),
  },
  actions: [
    { name: 'retry', scope: 'item', method: 'POST', when: { status: ['failed', 'cancelled'] }, output: z.object({ id: z.number().int(), status: z.enum(JOB_STATUSES) }), icon: 'reload' },
    {
      name: 'cancel',
      scope: 'item',
      method: 'POST',
      when: { status: ['queued', 'running', 'retrying'] },
      destructive: true,
      output: z.object({ id: z.number().int(), status: z.enum(JOB_STATUSES) }),
      icon: 'stop',
    },
  ],
});
