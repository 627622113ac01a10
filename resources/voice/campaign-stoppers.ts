import { z } from '../validation.ts';
import { defineResource, field, nameField, referenceField, selectField } from '../kit/index.ts';
import { CALL_OUTCOMES } from './shared.ts';

export const STOPPER_CONDITIONS = ['field_equals', 'outcome_streak'] as const;

/**
 * Stops an agent campaign when a condition holds after one of its calls: an extracted field equals
 * a value ("wants_no_calls" is true), or the last N calls all ended in one outcome (5 in a row not
 * interested). `POST .../campaign-stopper/{id}/test` evaluates it against a call or pasted values.
 */
export const campaignStoppers = defineResource({
  name: 'campaign-stoppers',
  apiPath: '/v1/voice/post-processing/campaign-stopper',
  routes: { list: '/agents/post-processing/campaign-stoppers', show: '/agents/post-processing/campaign-stoppers/:id', edit: '/agents/post-processing/campaign-stoppers/:id/settings' },
  scope: 'team',
  icon: 'stop',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: nameField(),
    campaign_id: referenceField('agent-campaigns', 'name'),
    condition: selectField(STOPPER_CONDITIONS, { initial: 'outcome_streak' }),
    /** field_equals: the extracted field and the value that stops the campaign. */
    field: field({ schema: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'Use the key of an extracted field.').optional(), kind: 'text', list: 'hidden' }),
    value: field({ schema: z.string().trim().min(1).max(200).optional(), kind: 'text', list: 'hidden' }),
    /** outcome_streak: this many calls in a row ending in this outcome. */
    outcome: selectField(CALL_OUTCOMES, { initial: 'not_interested', list: 'hidden' }),
    count: field({ schema: z.number().int().min(1).max(100).default(5), kind: 'number', list: 'hidden' }),
    active: field({ schema: z.boolean().default(true), kind: 'switch', list: true, filter: ['eq'] }),
    triggered_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, list: true, sortable: true }),
    last_reason: field({ schema: z.string().optional(), kind: 'text', readOnly: true, list: 'hidden' }),
  },
});

/** What the test endpoint is given: a call of the team, or pasted values (and outcomes of the last calls, newest first). */
export const stopperTestRequestSchema = z
  .object({
    call_id: z.number().int().positive().optional(),
    values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    recent_outcomes: z.array(z.enum(CALL_OUTCOMES)).max(100).optional(),
  })
  .strict();
export type StopperTestRequest = z.infer<typeof stopperTestRequestSchema>;

export const stopperVerdictSchema = z.object({
  holds: z.boolean(),
  reason: z.string().describe('Why the condition holds or not, in words.'),
});
export type StopperVerdict = z.infer<typeof stopperVerdictSchema>;
