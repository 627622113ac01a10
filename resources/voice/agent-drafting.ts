/**
 * The language model helping write an agent (docs/areas/voice.md#drafting-with-the-model):
 * sample conversations between the agent's draft and callers of a few kinds
 * (`POST /v1/voice/agents/{id}/generate/conversations`), and a first prompt drafted from a short
 * description of the business (`POST /v1/voice/agents/create/prompt`: no agent needed yet).
 */
import { z } from '../validation.ts';
import { AGENT_LANGUAGES } from './agents.ts';

export const generateConversationsPath = (id: number | string) => `/v1/voice/agents/${id}/generate/conversations`;
export const CREATE_PROMPT_API = '/v1/voice/agents/create/prompt';

export const CALLER_KINDS = ['interested', 'sceptical', 'busy', 'not_interested', 'confused'] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

export const generateConversationsInput = z
  .object({
    kinds: z.array(z.enum(CALLER_KINDS)).min(1).max(CALLER_KINDS.length).default(['interested', 'sceptical', 'not_interested']),
    /** At most this many turns per conversation, both sides together. */
    max_turns: z.number().int().min(2).max(30).default(10),
  })
  .strict();
export type GenerateConversationsInput = z.infer<typeof generateConversationsInput>;

export const TRANSCRIPT_ROLES = ['agent', 'customer'] as const;
export const sampleConversation = z.object({
  kind: z.enum(CALLER_KINDS),
  transcript: z.array(z.object({ role: z.enum(TRANSCRIPT_ROLES), text: z.string() })),
});
export type SampleConversation = z.infer<typeof sampleConversation>;
export const generateConversationsOutput = z.object({ conversations: z.array(sampleConversation), model: z.string() });
export type GenerateConversationsOutput = z.infer<typeof generateConversationsOutput>;

export const createPromptInput = z
  .object({
    /** The business, in a sentence or a few. */
    description: z.string().trim().min(10).max(2000),
    /** What a call should achieve. */
    goal: z.string().trim().max(1000).optional(),
    /** The language the agent speaks. */
    language: z.enum(AGENT_LANGUAGES).default('en-US'),
  })
  .strict();
export type CreatePromptInput = z.infer<typeof createPromptInput>;
export const createPromptOutput = z.object({ system_prompt: z.string(), first_message: z.string(), model: z.string() });
export type CreatePromptOutput = z.infer<typeof createPromptOutput>;
