/**
 * The agent's side of a conversation, injected: the simulator (and later a real provider's media
 * bridge) asks it for the agent's next line given everything said so far. By default it is the
 * team's language model (llm-agent-turn.ts); tests may set `ctx.agentTurns` to a scripted one.
 */

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

/** The tool every agent has: it ends the call after the agent's line. */
export const END_CALL_TOOL = 'end_call';
