import { z } from '../validation.ts';
import { defineResource, field, nameField, optionalReferenceField } from '../kit/index.ts';
import { extractFieldsSchema, setOutcomeSchema } from './extract-fields.ts';
import { CALL_OUTCOMES } from './shared.ts';

/**
 * A pipeline over finished calls (docs/areas/voice.md#post-processing): for the calls of its agent
 * (none = every agent) and, optionally, of some outcomes, it extracts typed fields by the language
 * model or by rules, may set the outcome from a field, and may send the result to a webhook,
 * signed like Parley's other webhooks.
 */
export const postProcessing = defineResource({
  name: 'post-processing',
  apiPath: '/v1/voice/post-processing',
  routes: { list: '/agents/post-processing', show: '/agents/post-processing/:id', edit: '/agents/post-processing/:id/settings' },
  scope: 'team',
  icon: 'experiment',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: nameField(),
    agent_id: optionalReferenceField('agents', 'name'),
    /** Empty: every outcome. */
    outcomes: field({ schema: z.array(z.enum(CALL_OUTCOMES)).max(CALL_OUTCOMES.length).default([]), kind: 'multiselect', options: CALL_OUTCOMES, list: 'hidden' }),
    fields: field({ schema: extractFieldsSchema.default([]), kind: 'json', list: 'hidden' }),
    /** Added to the model's instructions (the fields' descriptions are always given). */
    prompt: field({ schema: z.string().trim().max(20_000).optional(), kind: 'markdown', search: true }),
    set_outcome: field({ schema: setOutcomeSchema.optional(), kind: 'json', list: 'hidden' }),
    webhook_url: field({ schema: z.url().max(2000).optional(), kind: 'url', list: 'hidden' }),
    /** Signs each webhook request (Parley-Signature, as Parley's webhook sources check). */
    webhook_secret: field({ schema: z.string().min(16).max(200).optional(), kind: 'text', secret: true, list: false }),
    active: field({ schema: z.boolean().default(true), kind: 'switch', list: true, filter: ['eq'] }),
    runs_count: field({ schema: z.number().int().min(0).default(0), kind: 'number', readOnly: true, list: true, sortable: true }),
    last_run_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, list: true, sortable: true }),
  },
  actions: [
    {
      name: 'run',
      scope: 'item',
      input: {
        from: field({ schema: z.iso.date().optional(), kind: 'date' }),
        to: field({ schema: z.iso.date().optional(), kind: 'date' }),
        agent_id: optionalReferenceField('agents', 'name'),
        outcome: field({ schema: z.enum(CALL_OUTCOMES).optional(), kind: 'select', options: CALL_OUTCOMES }),
      },
      output: z.object({ job_id: z.number().int() }),
      icon: 'play',
    },
  ],
});
