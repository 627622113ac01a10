import { z } from '../validation.ts';
import { defineResource, field, nameField, referenceField } from '../kit/index.ts';
import { CALL_OUTCOMES } from './shared.ts';

export const SUITE_TRIGGERS = ['manual', 'publish'] as const;
export type SuiteTrigger = (typeof SUITE_TRIGGERS)[number];

/**
 * One scripted caller: either the caller's lines, said in turn after each of the agent's, or a
 * persona the language model plays (up to max_turns lines); the call passes when the team's active
 * classifier gives it the expected outcome.
 */
export const suiteCase = z
  .object({
    name: z.string().trim().min(1).max(200),
    caller_lines: z.array(z.string().trim().min(1).max(2000)).min(1).max(30).optional(),
    persona: z.string().trim().min(1).max(4000).optional(),
    max_turns: z.number().int().min(1).max(20).default(6),
    expected_outcome: z.enum(CALL_OUTCOMES),
  })
  .strict()
  .refine((c) => !!c.caller_lines !== !!c.persona, { message: 'Give the caller either lines (caller_lines) or a persona, not both.' });
export type SuiteCase = z.infer<typeof suiteCase>;

/** One case as it was played: the conversation, the outcome the classifier gave and why. */
export const caseResult = z.object({
  name: z.string(),
  passed: z.boolean(),
  expected_outcome: z.enum(CALL_OUTCOMES),
  outcome: z.enum(CALL_OUTCOMES).nullable(),
  reason: z.string(),
  transcript: z.array(z.object({ role: z.string(), text: z.string() })),
});
export type CaseResult = z.infer<typeof caseResult>;

export const suiteRun = z.object({
  id: z.number().int(),
  suite_id: z.number().int(),
  agent_id: z.number().int(),
  job_id: z.number().int().nullable(),
  trigger: z.enum(SUITE_TRIGGERS),
  status: z.enum(['queued', 'running', 'passed', 'failed', 'error']),
  passed: z.number().int(),
  failed: z.number().int(),
  error: z.string().nullable(),
  results: z.array(caseResult),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});

/**
 * An agent's test suite: scripted callers with the outcome each call should end in. Run on demand
 * (the `run` action) and on every publish of the agent's prompt (queueAgentSuites), each as a job
 * (docs/areas/voice.md#agent-test-suites).
 */
export const agentTestSuites = defineResource({
  name: 'agent-test-suites',
  apiPath: '/v1/voice/agent-test-suites',
  routes: { list: '/agents/test-suites' },
  scope: 'team',
  icon: 'experiment',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: nameField(),
    agent_id: referenceField('agents', 'name'),
    cases: field({ schema: z.array(suiteCase).min(1).max(50), kind: 'json' }),
    active: field({ schema: z.boolean().default(true), kind: 'switch', list: true, filter: ['eq'] }),
  },
  actions: [{ name: 'run', scope: 'item', output: z.object({ run_id: z.number().int(), job_id: z.number().int() }), icon: 'play' }],
});
