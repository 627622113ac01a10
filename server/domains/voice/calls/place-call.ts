/**
 * Placing an agent's test call and ending a live one. The call row is written `queued` before the
 * provider is asked, so every event the provider sends finds it; the agent's turn function is
 * asked for first, so a team without a model gets its 422 before anything is written.
 */
import { and, asc, eq } from 'drizzle-orm';
import { FINAL_CALL_STATUSES } from '../../../../resources/voice/calls.ts';
import type { AppContext } from '../../../context.ts';
import { agents, calls, voiceNumbers } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { stampsFor, type Caller } from '../../caller.ts';
import type { VoiceProvider } from '../provider/voice-provider.ts';
import type { AgentTurnSource } from '../../../context.ts';
import { callToolRunner } from '../tools/call-tool-runner.ts';
import { llmAgentTurns } from './llm-agent-turn.ts';

/** The simulator's own caller id when the agent has no number of its own. */
export const SIMULATOR_FROM = '+15005550006';

export interface TestCallInput {
  agent_id: number;
  to: string;
  persona?: string;
}

export async function placeTestCall(ctx: AppContext, provider: VoiceProvider, caller: Caller, input: TestCallInput): Promise<{ call_id: number }> {
  const db = ctx.database.db;
  const [agent] = await db.select().from(agents).where(and(eq(agents.id, input.agent_id), eq(agents.team_id, caller.teamId)));
  if (!agent) throw notFound('No such agent.');
  const source: AgentTurnSource = ctx.agentTurns ?? llmAgentTurns;
  const agentTurn = await source(ctx, {
    id: agent.id,
    teamId: caller.teamId,
    systemPrompt: agent.system_prompt,
    firstMessage: agent.first_message,
    tools: agent.tools,
    maxCallSeconds: agent.max_call_seconds,
  });
  const [number] = await db
    .select({ number: voiceNumbers.number })
    .from(voiceNumbers)
    .where(and(eq(voiceNumbers.team_id, caller.teamId), eq(voiceNumbers.agent_id, agent.id), eq(voiceNumbers.status, 'active')))
    .orderBy(asc(voiceNumbers.id))
    .limit(1);
  const [call] = await db
    .insert(calls)
    .values({ ...stampsFor(caller), agent_id: agent.id, direction: 'outbound', from_number: number?.number ?? SIMULATOR_FROM, to_number: input.to, status: 'queued', tool_calls: [] })
    .returning({ id: calls.id });
  const placed = await provider.placeCall({
    callId: call.id,
    teamId: caller.teamId,
    from: number?.number ?? SIMULATOR_FROM,
    to: input.to,
    agentTurn,
    runTool: callToolRunner(ctx, { teamId: caller.teamId, callId: call.id, allowed: agent.tools }),
    systemPrompt: agent.system_prompt,
    firstMessage: agent.first_message,
    maxCallSeconds: agent.max_call_seconds,
    persona: input.persona,
  });
  // Its first event may have stored the id already; the same value either way.
  await db.update(calls).set({ provider_call_id: placed.providerCallId }).where(eq(calls.id, call.id));
  return { call_id: call.id };
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
