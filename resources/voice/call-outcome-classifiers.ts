import { z } from '../validation.ts';
import { defineResource, field, nameField, optionalReferenceField, selectField } from '../kit/index.ts';
import { ANSWERED_BY, CALL_DIRECTIONS, HANGUP_REASONS } from './calls.ts';
import { CALL_OUTCOMES, type CallOutcome } from './shared.ts';

export const CLASSIFIER_KINDS = ['rule', 'llm'] as const;
/** Whose lines a rule's keywords and pattern are looked for in. */
export const RULE_ROLES = ['customer', 'agent', 'any'] as const;

/**
 * What each outcome means: shown on the classifiers screen and given to LLM classifiers, so the
 * model and the operator read the same definitions.
 */
export const OUTCOME_DEFINITIONS: Record<CallOutcome, string> = {
  interested: 'The person agreed to a next step: a meeting, a quote, a visit, or to buy.',
  not_interested: 'The person heard the offer and declined it.',
  callback: 'The person asked to be called again at another time.',
  voicemail: 'No person took part: a voicemail greeting or an answering machine.',
  do_not_call: 'The person asked never to be called again (stop calling, remove me from your list), whatever else happened.',
  unknown: 'None of the above can be told from the conversation.',
};

/** A pattern JavaScript can compile (the classifier runs it case-insensitively); the message names the error. */
export function regexProblem(pattern: string): string | null {
  try {
    new RegExp(pattern, 'iu');
    return null;
  } catch (error) {
    return `Not a valid regular expression: ${(error as Error).message.replace(/^Invalid regular expression: /, '')}`;
  }
}

/**
 * One rule: when every condition it names holds, the call gets its outcome. Keywords match when any
 * of them appears in the chosen role's lines (case-insensitive); the pattern is a regular expression
 * over the same lines. Rules are tried in order; the first that holds decides.
 */
export const outcomeRule = z
  .object({
    outcome: z.enum(CALL_OUTCOMES),
    role: z.enum(RULE_ROLES).default('customer'),
    keywords: z.array(z.string().trim().min(1).max(200)).max(100).optional(),
    pattern: z
      .string()
      .min(1)
      .max(500)
      .superRefine((p, ctx) => {
        const problem = regexProblem(p);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    min_duration_seconds: z.number().int().min(0).max(86_400).optional(),
    max_duration_seconds: z.number().int().min(0).max(86_400).optional(),
    hangup_reasons: z.array(z.enum(HANGUP_REASONS)).min(1).optional(),
    answered_by: z.array(z.enum(ANSWERED_BY)).min(1).optional(),
  })
  .strict()
  .refine((r) => r.keywords?.length || r.pattern || r.min_duration_seconds !== undefined || r.max_duration_seconds !== undefined || r.hangup_reasons || r.answered_by, {
    message: 'Give the rule at least one condition: keywords, a pattern, a duration, hangup reasons or answered by.',
  });
export type OutcomeRule = z.infer<typeof outcomeRule>;

/** The calls a filtered rerun goes over: the calls list's filters. */
export const rerunFilterFields = {
  agent_id: optionalReferenceField('agents', 'name'),
  campaign_id: optionalReferenceField('agent-campaigns', 'name'),
  outcome: field({ schema: z.enum(CALL_OUTCOMES).optional(), kind: 'select', options: CALL_OUTCOMES }),
  answered_by: field({ schema: z.enum(ANSWERED_BY).optional(), kind: 'select', options: ANSWERED_BY }),
  direction: field({ schema: z.enum(CALL_DIRECTIONS).optional(), kind: 'select', options: CALL_DIRECTIONS }),
  started_from: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime' }),
  started_to: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime' }),
  min_duration_seconds: field({ schema: z.number().int().min(0).max(86_400).optional(), kind: 'number' }),
  max_duration_seconds: field({ schema: z.number().int().min(0).max(86_400).optional(), kind: 'number' }),
};
export const rerunFilters = z.object(Object.fromEntries(Object.entries(rerunFilterFields).map(([k, f]) => [k, f.schema]))).partial();
export type RerunFilters = {
  agent_id?: number;
  campaign_id?: number;
  outcome?: CallOutcome;
  answered_by?: (typeof ANSWERED_BY)[number];
  direction?: (typeof CALL_DIRECTIONS)[number];
  started_from?: string;
  started_to?: string;
  min_duration_seconds?: number;
  max_duration_seconds?: number;
};

/** What a classifier decided about one call (a test, the after-call step, a rerun). */
export const classification = z.object({
  outcome: z.enum(CALL_OUTCOMES),
  confidence: z.number().int().min(0).max(100),
  reason: z.string(),
  /** The index of the rule that decided (rule classifiers), absent when none held. */
  rule: z.number().int().optional(),
});
export type Classification = z.infer<typeof classification>;

const jobId = z.object({ job_id: z.number().int() });

/** A rerun as the screen follows it: the job's state and counts. */
export const rerunProgress = z.object({
  id: z.number().int(),
  status: z.string(),
  done: z.number().int(),
  total: z.number().int().nullable(),
  changed: z.number().int().nullable(),
  message: z.string().nullable(),
  filters: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});

/** Each outcome and what it means (`GET …/definitions`). */
export const outcomeDefinitionList = z.array(z.object({ outcome: z.enum(CALL_OUTCOMES), description: z.string() }));
/** The team's active classifier (`GET …/active`): none is `{id: null, name: null}`. */
export const activeClassifierView = z.object({ id: z.number().int().nullable(), name: z.string().nullable() });
/** Which of a classifier's log rows to read (`GET …/{id}/logs`). */
export const outcomeLogQuery = z.object({ job_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(), changed: z.enum(['true', 'false']).optional() }).strict();

/** One call as a classifier decided it: old outcome → new, how sure, why. */
export const outcomeLog = z.object({
  id: z.number().int(),
  call_id: z.number().int(),
  job_id: z.number().int().nullable(),
  old_outcome: z.enum(CALL_OUTCOMES),
  new_outcome: z.enum(CALL_OUTCOMES),
  confidence: z.number().int(),
  reason: z.string(),
  at: z.string(),
});

/**
 * Decides a finished call's outcome from its conversation: by rules (keywords or patterns over the
 * transcript, duration, hangup reason, answered by) or by an LLM. One classifier per team is active;
 * the after-call step and reruns use it (docs/areas/voice.md#call-outcome-classifiers).
 */
export const callOutcomeClassifiers = defineResource({
  name: 'call-outcome-classifiers',
  apiPath: '/v1/voice/agents/classifiers/call-outcome',
  routes: { list: '/agents/classifiers', edit: '/agents/classifiers/:id/settings' },
  scope: 'team',
  icon: 'tags',
  titleField: 'name',
  defaultSort: { field: 'priority', order: 'asc' },
  fields: {
    name: nameField(),
    kind: selectField(CLASSIFIER_KINDS, { initial: 'rule', sortable: false }),
    outcomes: field({ schema: z.array(z.enum(CALL_OUTCOMES)).min(1).max(CALL_OUTCOMES.length), kind: 'multiselect', options: CALL_OUTCOMES, list: true }),
    /** For rule classifiers: the rules in order, the first that holds decides (see outcomeRule). */
    rules: field({ schema: z.array(outcomeRule).max(200).optional(), kind: 'json' }),
    prompt: field({ schema: z.string().max(20_000).optional(), kind: 'markdown', search: true }),
    min_confidence_pct: field({ schema: z.number().int().min(0).max(100).default(70), kind: 'number', list: 'hidden' }),
    priority: field({ schema: z.number().int().min(0).max(1000).default(100), kind: 'number', list: true, sortable: true }),
    /** Set only by the activate action, which turns the team's other classifiers off in the same transaction. */
    active: field({ schema: z.boolean().default(false), kind: 'switch', list: true, filter: ['eq'], readOnly: true }),
  },
  actions: [
    { name: 'activate', scope: 'item', when: { active: [false] }, output: z.object({ active: z.boolean() }), icon: 'check' },
    {
      name: 'test',
      scope: 'item',
      input: {
        transcript: field({ schema: z.string().trim().min(1).max(100_000), kind: 'textarea' }),
        duration_seconds: field({ schema: z.number().int().min(0).max(86_400).optional(), kind: 'number' }),
        hangup_reason: field({ schema: z.enum(HANGUP_REASONS).optional(), kind: 'select', options: HANGUP_REASONS }),
        answered_by: field({ schema: z.enum(ANSWERED_BY).optional(), kind: 'select', options: ANSWERED_BY }),
      },
      output: classification,
      icon: 'experiment',
    },
    { name: 'rerun', scope: 'item', output: jobId, icon: 'reload' },
    { name: 'rerun-filtered', scope: 'item', input: rerunFilterFields, output: jobId, icon: 'filter' },
  ],
});
