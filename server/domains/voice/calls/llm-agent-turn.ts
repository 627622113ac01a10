/**
 * The agent's side of a call from the team's language model (server/domains/llm/): its system
 * prompt and the conversation so far go to the model with the agent's tools (the team's active
 * voice tools it names, and end_call); the model's line and tool calls come back. Without a
 * configured model, llmFor's 422 says what to set, before any call is placed.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { voiceTools } from '../../../db/schema/index.ts';
import { llmFor } from '../../llm/llm-client.ts';
import type { ToolSpec } from '../../llm/types.ts';
import type { AgentTurnSource } from '../../../context.ts';
import { END_CALL_TOOL } from './agent-turn.ts';

const END_CALL: ToolSpec = {
  name: END_CALL_TOOL,
  description: 'End the call once the conversation is over (say goodbye first).',
  parameters: { type: 'object', properties: {} },
};

export const llmAgentTurns: AgentTurnSource = async (ctx, agent) => {
  const llm = await llmFor(ctx, agent.teamId);
  const own = agent.tools.length
    ? await ctx.database.db
        .select({ key: voiceTools.key, description: voiceTools.description, parameters: voiceTools.parameters })
        .from(voiceTools)
        .where(and(eq(voiceTools.team_id, agent.teamId), eq(voiceTools.active, true), inArray(voiceTools.key, agent.tools)))
    : [];
  const tools: ToolSpec[] = [...own.map((t) => ({ name: t.key, description: t.description, parameters: t.parameters ?? { type: 'object', properties: {} } })), END_CALL];
  return async (history) => {
    const answer = await llm.chat({ messages: history, tools, purpose: 'call', ref: { type: 'agents', id: agent.id } });
    return { text: answer.text, toolCalls: answer.toolCalls };
  };
};
