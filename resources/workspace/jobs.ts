import { z } from '../validation.ts';
import { defineResource, field, selectField } from '../kit/index.ts';

/** Every kind of long work Parley runs in the background; each has its worker in server/domains. */
export const JOB_KINDS = ['export', 'rate-sheet', 'segment-build', 'contacts-import', 'hlr-check', 'mnp-check', 'contact-tags', 'feed-run', 'campaign-send', 'outcome-rerun', 'agent-suite-run', 'voice-campaign', 'post-processing-run', 'lead-submit', 'automation-schedule'] as const;
export const JOB_STATUSES = ['queued', 'running', 'retrying', 'completed', 'failed', 'cancelled'] as const;
export type JobKind = (typeof JOB_KINDS)[number];
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
    kind: selectField(JOB_KINDS, { readOnly: true }),
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
