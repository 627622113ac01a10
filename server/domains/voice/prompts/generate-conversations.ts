/**
 * Sample conversations between an agent (its draft prompt, as the operator is writing it) and
 * callers of a few kinds, written by the team's language model: one model call per kind, side by
 * side, each answered as a transcript [{role, text}]. Nothing is stored.
 */
import type { CallerKind, GenerateConversationsInput, GenerateConversationsOutput, SampleConversation } from '../../../../resources/voice/agent-drafting.ts';
import type { AppContext } from '../../../context.ts';
import { llmFor } from '../../llm/llm-client.ts';
import { modelJson } from './model-json.ts';
import { agentOf, assemblePrompt, draftSnapshot } from './snapshot.ts';

/** Who the agent is talking to, in words a model can play. */
const KIND_BRIEFS: Record<CallerKind, string> = {
  interested: 'interested: listens, asks a question or two about price and next steps, and agrees to go ahead',
  sceptical: 'sceptical: doubts the offer, pushes back twice, and needs convincing facts before considering it',
  busy: 'busy: has very little time, answers briefly and asks to be called back later',
  not_interested: 'not interested: politely but firmly declines and wants to end the call',
  confused: 'confused: misunderstands what the call is about and needs things explained simply',
};

const MAX_TOKENS = 1500;

export async function generateConversations(ctx: AppContext, teamId: number, agentId: number, input: GenerateConversationsInput): Promise<GenerateConversationsOutput> {
  const agent = await agentOf(ctx.database.db, teamId, agentId);
  const llm = await llmFor(ctx, teamId);
  const draft = await draftSnapshot(ctx.database.db, agent);
  const instructions = assemblePrompt(draft);
  let model = '';
  const conversations = await Promise.all(
    input.kinds.map(async (kind): Promise<SampleConversation> => {
      const answer = await llm.chat({
        purpose: 'generate-conversations',
        ref: { type: 'agents', id: agent.id },
        temperature: agent.temperature_pct / 100,
        maxTokens: MAX_TOKENS,
        messages: [
          {
            role: 'system',
            content: [
              'You write realistic sample phone calls for testing an AI voice agent.',
              `The agent follows the instructions between the markers exactly. The person on the other end is ${KIND_BRIEFS[kind]}.`,
              draft.first_message ? `The agent opens with: "${draft.first_message}"` : 'The agent speaks first.',
              `Write one conversation of at most ${input.max_turns} turns, both sides together, in the agent's language (${agent.language}).`,
              'Answer with JSON only: {"transcript": [{"role": "agent" or "customer", "text": "..."}]}.',
              '<<<INSTRUCTIONS',
              instructions,
              'INSTRUCTIONS>>>',
            ].join('\n'),
          },
          { role: 'user', content: 'Write the conversation now.' },
        ],
      });
      model = answer.model;
      return { kind, transcript: transcriptOf(modelJson(answer.text), input.max_turns) };
    }),
  );
  return { conversations, model };
}

/** The turns the model wrote, roles mapped to Parley's (a model says "assistant"/"user" now and then). */
function transcriptOf(json: Record<string, unknown>, maxTurns: number): SampleConversation['transcript'] {
  const turns = Array.isArray(json.transcript) ? json.transcript : [];
  return turns
    .filter((turn): turn is { role: unknown; text: unknown } => !!turn && typeof turn === 'object')
    .map((turn) => ({ role: /^(agent|assistant)$/i.test(String(turn.role)) ? ('agent' as const) : ('customer' as const), text: String(turn.text ?? '').trim() }))
    .filter((turn) => turn.text)
    .slice(0, maxTurns);
}
