/**
 * The agent's side of a conversation, injected: the simulator (and later a real provider's media
 * bridge) asks it for the agent's next line given everything said so far. The coordinator of the
 * LLM client supplies one per team; tests pass a scripted one.
 */
import type { AppContext } from '../../../context.ts';
import { HttpError } from '../../../http/errors.ts';

// These match server/domains/llm/llm-client.ts (ChatMessage, ToolCall), kept minimal here so the
// call lifecycle does not depend on the client's module.
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: ToolCall[];
  tool_call_id?: string;
}
export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

export type AgentTurn = (history: ChatMessage[]) => Promise<{ text: string; toolCalls: ToolCall[] }>;

/** What an agent needs to talk: its prompt and what it may call. */
export interface AgentProfile {
  id: number;
  teamId: number;
  systemPrompt: string;
  firstMessage: string | null;
  tools: string[];
  maxCallSeconds: number;
}

/** Answers the agent's turn function for a team, or throws (422 when no model is configured). */
export type AgentTurnSource = (ctx: AppContext, agent: AgentProfile) => Promise<AgentTurn>;

/** Until a language model is configured for Parley, a call cannot be placed: say what to set. */
export const noModelConfigured: AgentTurnSource = async () => {
  throw new HttpError(422, 'No language model is configured: set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL (or the team\u2019s LLM settings) so the agent can talk.');
};

/** The tool every agent has: it ends the call after the agent's line. */
export const END_CALL_TOOL = 'end_call';
