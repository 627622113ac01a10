/**
 * Chatting with an agent in the browser (`POST /v1/voice/agents/{id}/chat`): the conversation so
 * far goes in, the agent's next reply streams back as server-sent events — `delta` {text} pieces,
 * then `done` {text, model, usage} or `error` {message, errors}.
 */
import { z } from '../validation.ts';

export const agentChatPath = (id: number | string) => `/v1/voice/agents/${id}/chat`;
export const MAX_CHAT_TURNS = 100;

export const agentChatInput = z
  .object({
    messages: z
      .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().trim().min(1).max(8000) }).strict())
      .min(1)
      .max(MAX_CHAT_TURNS)
      .refine((m) => m.at(-1)?.role === 'user', 'The conversation ends with the user’s message: that is what the agent answers.'),
  })
  .strict();
export type AgentChatInput = z.infer<typeof agentChatInput>;

export interface AgentChatDone {
  text: string;
  model: string;
  usage: { prompt: number; completion: number };
  /** True when no language model is configured and the reply came from Parley's script. */
  scripted: boolean;
}

/** The `model` of a scripted reply. */
export const SCRIPTED_MODEL = 'scripted';
