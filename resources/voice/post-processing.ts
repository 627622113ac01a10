import { z } from '../validation.ts';
import { defineResource, field, nameField, optionalReferenceField, selectField } from '../kit/index.ts';
import { CALL_OUTCOMES, jsonObject } from './shared.ts';

export const POST_PROCESSING_TRIGGERS = ['on_hangup', 'on_outcome'] as const;

/** An LLM pass over finished calls (extract fields, score, stop a campaign); no agent = every agent. */
export const postProcessing = defineResource({
  name: 'post-processing',
  apiPath: '/v1/voice/post-processing',
  routes: { list: '/agents/post-processing', edit: '/agents/post-processing/:id/settings' },
  scope: 'team',
  icon: 'experiment',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: nameField(),
    agent_id: optionalReferenceField('agents', 'name'),
    trigger: selectField(POST_PROCESSING_TRIGGERS, { initial: 'on_hangup', sortable: false }),
    outcomes: field({ schema: z.array(z.enum(CALL_OUTCOMES)).max(CALL_OUTCOMES.length).default([]), kind: 'multiselect', options: CALL_OUTCOMES, list: 'hidden' }),
    prompt: field({ schema: z.string().trim().min(1).max(20_000), kind: 'markdown', search: true }),
    output_schema: field({ schema: jsonObject().optional(), kind: 'json' }),
    webhook_url: field({ schema: z.url().max(2000).optional(), kind: 'url', list: 'hidden' }),
    active: field({ schema: z.boolean().default(true), kind: 'switch', list: true, filter: ['eq'] }),
    runs_count: field({ schema: z.number().int().min(0).default(0), kind: 'number', readOnly: true, list: true, sortable: true }),
    last_run_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, list: true, sortable: true }),
  },
  actions: [{ name: 'run', scope: 'item', output: z.object({ queued: z.number().int() }), icon: 'play' }],
});
