import { z } from '../validation.ts';
import { defineResource, field, nameField, selectField } from '../kit/index.ts';
import { CALL_OUTCOMES, jsonObject } from './shared.ts';

export const CLASSIFIER_KINDS = ['rule', 'llm'] as const;

/**
 * Decides a finished call's outcome: by rules (phrases per outcome) or by an LLM prompt.
 * They have no screen of their own (no list route); they are managed from the agents area
 * (docs/areas/voice.md#call-outcomes).
 */
export const callOutcomeClassifiers = defineResource({
  name: 'call-outcome-classifiers',
  apiPath: '/v1/voice/agents/classifiers/call-outcome',
  routes: {},
  scope: 'team',
  icon: 'tags',
  titleField: 'name',
  defaultSort: { field: 'priority', order: 'asc' },
  fields: {
    name: nameField(),
    kind: selectField(CLASSIFIER_KINDS, { initial: 'rule', sortable: false }),
    outcomes: field({ schema: z.array(z.enum(CALL_OUTCOMES)).min(1).max(CALL_OUTCOMES.length), kind: 'multiselect', options: CALL_OUTCOMES, list: true }),
    /** For rule classifiers: outcome → phrases that decide it, e.g. {"do_not_call": ["stop calling"]}. */
    rules: field({ schema: jsonObject().optional(), kind: 'json' }),
    prompt: field({ schema: z.string().max(20_000).optional(), kind: 'markdown', search: true }),
    min_confidence_pct: field({ schema: z.number().int().min(0).max(100).default(70), kind: 'number', list: 'hidden' }),
    priority: field({ schema: z.number().int().min(0).max(1000).default(100), kind: 'number', list: true, sortable: true }),
    active: field({ schema: z.boolean().default(true), kind: 'switch', list: true, filter: ['eq'] }),
  },
});
