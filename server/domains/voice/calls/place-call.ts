/**
 * Placing an agent's test call and ending a live one. The call row is written `queued` before the
 * provider is asked, so every event the provider sends finds it; the agent's turn function is
 * asked for first, so a campaign without a model gets its 422 before anything is written; a test
 * call without one is spoken from Parley's script instead.
 */
import { and, asc, eq } from 'drizzle-orm';
import { FINAL_CALL_STATUSES } from '../../../../resources/voice/calls.ts';
import type { AppContext } from '../../../context.ts';
import { agents, calls, voiceNumbers } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { stampsFor, type Caller } from '../../caller.ts';
import type { VoiceProvider } from '../provider/voice-provider.ts';
import type { AgentTurnSource } from '../../../context.ts';
import { promptForCall, type CallPrompt } from '../prompts/call-prompt.ts';
import { callToolRunner } from '../tools/call-tool-runner.ts';
import type { AgentTurn } from './agent-turn.ts';
import { resolvedLlmFor } from '../../llm/llm-client.ts';
import { llmAgentTurns } from './llm-agent-turn.ts';
import { scriptedAgentTurns } from './scripted-agent-turn.ts';

/** The simulator's own caller id when the agent has no number of its own. */
export const SIMULATOR_FROM = '+15005550006';

export interface TestCallInput {
  agent_id: number;
  to: string;
  persona?: string;
}

export async function placeTestCall(ctx: AppContext, provider: VoiceProvider, caller: Caller, input: TestCallInput): Promise<{ call_id: number; scripted: boolean }> {
  const db = ctx.database.db;
  const [agent] = await db.select().from(agents).where(and(eq(agents.id, input.agent_id), eq(agents.team_id, caller.teamId)));
  if (!agent) throw notFound('No such agent.');
  // The published prompt (the draft while never published), recorded on the call.
  const prompt = await promptForCall(db, agent, 'test');
  // Without a model a test call still works, spoken from the script and marked so (docs/areas/voice.md#scripted-agent).
  const scripted = !ctx.agentTurns && !(await resolvedLlmFor(ctx, caller.teamId));
  const agentTurn = await agentTurnFor(ctx, agent, prompt, scripted ? scriptedAgentTurns(agent.language) : undefined);
  const [number] = await db
    .select({ number: voiceNumbers.number })
    .from(voiceNumbers)
    .where(and(eq(voiceNumbers.team_id, caller.teamId), eq(voiceNumbers.agent_id, agent.id), eq(voiceNumbers.status, 'active')))
    .orderBy(asc(voiceNumbers.id))
    .limit(1);
  const [call] = await db
    .insert(calls)
    .values({ ...stampsFor(caller), agent_id: agent.id, direction: 'outbound', from_number: number?.number ?? SIMULATOR_FROM, to_number: input.to, status: 'queued', tool_calls: [], prompt_version: prompt.version, scripted_agent: scripted })
    .returning({ id: calls.id, team_id: calls.team_id, from_number: calls.from_number, to_number: calls.to_number });
  await placeCall(ctx, provider, call, agent, prompt, agentTurn, input.persona);
  return { call_id: call.id, scripted };
}

export type AgentRow = typeof agents.$inferSelect;

/** The agent's turn function with the prompt the call uses (the team's model unless a test set one); throws the 422 when no model is configured. */
export async function agentTurnFor(ctx: AppContext, agent: AgentRow, prompt: CallPrompt, source: AgentTurnSource = ctx.agentTurns ?? llmAgentTurns): Promise<AgentTurn> {
  return source(ctx, {
    id: agent.id,
    teamId: agent.team_id,
    systemPrompt: prompt.systemPrompt,
    firstMessage: prompt.firstMessage,
    tools: agent.tools,
    maxCallSeconds: agent.max_call_seconds,
  });
}

/**
 * Asks the provider to place a call whose row is written (`queued`): test calls and campaign calls
 * go this one way. Its events find the row by id; the provider's id is stored for hangups.
 */
export async function placeCall(
  ctx: AppContext,
  provider: VoiceProvider,
  call: { id: number; team_id: number; from_number: string; to_number: string },
  agent: AgentRow,
  prompt: CallPrompt,
  agentTurn: AgentTurn,
  persona?: string,
): Promise<void> {
  const placed = await provider.placeCall({
    callId: call.id,
    teamId: call.team_id,
    from: call.from_number,
    to: call.to_number,
    agentTurn,
    runTool: callToolRunner(ctx, { teamId: call.team_id, callId: call.id, allowed: agent.tools }),
    systemPrompt: prompt.systemPrompt,
    firstMessage: prompt.firstMessage,
    maxCallSeconds: agent.max_call_seconds,
    persona,
  });
  // Its first event may have stored the id already; the same value either way.
  await ctx.database.db.update(calls).set({ provider_call_id: placed.providerCallId }).where(eq(calls.id, call.id));
}

/** Asks the provider to end a live call; its hangup event records the reason. */
export async function hangupCall(ctx: AppContext, provider: VoiceProvider, caller: Caller, callId: number): Promise<{ ended: boolean }> {
  const [call] = await ctx.database.db
    .select({ id: calls.id, status: calls.status, provider_call_id: calls.provider_call_id })
    .from(calls)
    .where(and(eq(calls.id, callId), eq(calls.team_id, caller.teamId)));
  if (!call) throw notFound('No such call.');
  if ((FINAL_CALL_STATUSES as readonly string[]).includes(call.status)) throw conflict('The call has already ended.');
  if (!call.provider_call_id || !(await provider.hangup(call.provider_call_id))) {
    throw conflict('The provider has no live call by this id (it may be ending, or was placed by another process).');
  }
  return { ended: true };
}
