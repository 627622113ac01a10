/**
 * The agent's next reply in a browser chat: its system prompt, its first message as its opening
 * turn, the conversation so far, at its temperature, from the team's language model. Which model
 * answers is the team's configuration (the agent's `llm_model` names what a provider would use on
 * a call, which the configured server may not have).
 */
import { SCRIPTED_MODEL, type AgentChatDone, type AgentChatInput } from '../../../resources/voice/agent-chat.ts';
import type { AppContext } from '../../context.ts';
import { createLlmClient, resolvedLlmFor } from '../llm/llm-client.ts';
import type { ChatMessage, LlmClient } from '../llm/types.ts';
import { scriptedReply } from './calls/scripted-agent-turn.ts';
import { agentOf, assemblePrompt, draftSnapshot } from './prompts/snapshot.ts';

const MAX_REPLY_TOKENS = 600;

export interface PreparedChat {
  /** Null when no language model is configured: the agent answers from Parley's script. */
  llm: LlmClient | null;
  language: string;
  firstMessage: string | null;
  messages: ChatMessage[];
  temperature: number;
  agentId: number;
}

/** Everything that can fail before a byte is streamed: the agent (404) and the model (422). */
export async function prepareAgentChat(app: AppContext, teamId: number, agentId: number, input: AgentChatInput): Promise<PreparedChat> {
  const agent = await agentOf(app.database.db, teamId, agentId);
  // Without a model the chat still answers, from the script, and says so (docs/areas/voice.md#scripted-agent).
  const resolved = await resolvedLlmFor(app, teamId);
  const llm = resolved ? await createLlmClient(app, teamId, resolved) : null;
  // The draft, assembled as a call would get it (sections too): chat is for trying out what is being written.
  const draft = await draftSnapshot(app.database.db, agent);
  const messages: ChatMessage[] = [
    { role: 'system', content: assemblePrompt(draft) },
    ...(draft.first_message ? [{ role: 'assistant' as const, content: draft.first_message }] : []),
    ...input.messages,
  ];
  return { llm, messages, temperature: agent.temperature_pct / 100, agentId, language: agent.language, firstMessage: draft.first_message ?? null };
}

export async function runAgentChat(chat: PreparedChat, onDelta: (text: string) => void, signal: AbortSignal): Promise<AgentChatDone> {
  if (!chat.llm) {
    const { text } = scriptedReply(chat.messages, chat.language, chat.firstMessage);
    onDelta(text);
    return { text, model: SCRIPTED_MODEL, usage: { prompt: 0, completion: 0 }, scripted: true };
  }
  const answer = await chat.llm.chat({
    purpose: 'agent-chat',
    ref: { type: 'agents', id: chat.agentId },
    messages: chat.messages,
    temperature: chat.temperature,
    maxTokens: MAX_REPLY_TOKENS,
    onDelta,
    signal,
  });
  return { text: answer.text, model: answer.model, usage: answer.usage, scripted: false };
}
