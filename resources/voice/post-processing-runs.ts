import { z } from '../validation.ts';
import { defineResource, field, optionalReferenceField, referenceField } from '../kit/index.ts';
import { CALL_OUTCOMES } from './shared.ts';

/**
 * Each time a pipeline ran over a call (after the call, or in an on-demand run): the values it
 * extracted, the outcome it set, its webhook request. Written by Parley; shown per pipeline as run
 * logs and tool logs (the webhook requests), and per call as its extracted values.
 */
export const postProcessingRuns = defineResource({
  name: 'post-processing-runs',
  apiPath: '/v1/voice/post-processing-runs',
  routes: {
    // The webhook's status and latency are columns of the same list: it is the tool log too.
    views: [{ path: '/agents/post-processing/:id/runs', idFilter: 'pipeline_id' }],
  },
  scope: 'team',
  writtenBy: 'system',
  access: { read: 'viewer', write: 'owner' },
  icon: 'logs',
  titleField: 'at',
  defaultSort: { field: 'at', order: 'desc' },
  fields: {
    at: field({ schema: z.iso.datetime({ offset: true }), kind: 'datetime', list: true, sortable: true, filter: ['range'] }),
    pipeline_id: referenceField('post-processing', 'name'),
    call_id: referenceField('calls', 'to_number'),
    job_id: optionalReferenceField('jobs', 'title', { list: 'hidden' }),
    ok: field({ schema: z.boolean().default(false), kind: 'switch', list: true, filter: ['eq'] }),
    values: field({ schema: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).default({}), kind: 'json', list: true }),
    outcome_set: field({ schema: z.enum(CALL_OUTCOMES).optional(), kind: 'select', options: CALL_OUTCOMES, list: true, filter: ['eq'] }),
    error: field({ schema: z.string().optional(), kind: 'text', list: true, search: true }),
    webhook_called: field({ schema: z.boolean().default(false), kind: 'switch', list: 'hidden', filter: ['eq'] }),
    webhook_status: field({ schema: z.number().int().min(0).max(599).optional(), kind: 'number', code: true, list: true, filter: ['eq', 'range'] }),
    webhook_latency_ms: field({ schema: z.number().int().min(0).optional(), kind: 'number', list: true, sortable: true }),
    webhook_error: field({ schema: z.string().optional(), kind: 'text', list: 'hidden' }),
  },
});

/** POST /{id}/run-logs and /{id}/tool-logs: a page of the pipeline's runs, newest first. */
export const runLogsRequestSchema = z
  .object({
    call_id: z.number().int().positive().optional(),
    before_id: z.number().int().positive().optional().describe('The id of the last row of the page before, to read on.'),
    limit: z.number().int().min(1).max(200).default(50),
  })
  .strict();
