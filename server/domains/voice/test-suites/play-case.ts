/**
 * One test case played in memory (no call is placed, nothing is dialled): the agent's turns come
 * from the same source as real calls (its LLM turn, or `ctx.agentTurns` in tests) with its prompt,
 * first message and tools; the caller says the case's lines in turn, or the language model plays
 * the case's persona. Tools other than end_call are not run: the agent hears that they are not
 * available in a test. Answers the conversation and how it ended, for the classifier.
 */
import type { SuiteCase } from '../../../../resources/voice/agent-test-suites.ts';
import type { AppContext } from '../../../context.ts';
import { llmFor } from '../../llm/llm-client.ts';
import { END_CALL_TOOL, type AgentProfile, type ChatMessage } from '../calls/agent-turn.ts';
import { llmAgentTurns } from '../calls/llm-agent-turn.ts';
import type { CallFacts } from '../outcomes/call-facts.ts';

const TOOL_ROUNDS = 3;
const HANGUP = '[hangup]';

export async function playCase(app: AppContext, agent: AgentProfile, testCase: SuiteCase, signal: AbortSignal): Promise<CallFacts & { transcript: NonNullable<CallFacts['transcript']> }> {
  const agentTurn = await (app.agentTurns ?? llmAgentTurns)(app, agent);
  const history: ChatMessage[] = [{ role: 'system', content: agent.systemPrompt }];
  const transcript: { role: 'agent' | 'customer'; text: string }[] = [];
  let hangup: CallFacts['hangup_reason'] = null;

  /** The agent's turn; answers true when it ended the call. */
  const agentSpeaks = async () => {
    for (let round = 0; round < TOOL_ROUNDS; round++) {
      signal.throwIfAborted();
      const answer = await agentTurn(history);
      const text = answer.text.trim();
      history.push({ role: 'assistant', content: text || null, ...(answer.toolCalls.length > 0 && { tool_calls: answer.toolCalls }) });
      if (text) transcript.push({ role: 'agent', text });
      let ended = false;
      for (const tool of answer.toolCalls) {
        ended ||= tool.name === END_CALL_TOOL;
        const result = tool.name === END_CALL_TOOL ? { ended: true } : { error: `The tool ${tool.name} is not available in a test.` };
        history.push({ role: 'tool', tool_call_id: tool.id, content: JSON.stringify(result) });
      }
      if (ended) return true;
      if (text || !answer.toolCalls.length) return false;
    }
    return false;
  };

  const caller = testCase.persona ? await personaCaller(app, agent.teamId, testCase.persona) : null;
  if (agent.firstMessage) {
    transcript.push({ role: 'agent', text: agent.firstMessage });
    history.push({ role: 'assistant', content: agent.firstMessage });
  } else if (await agentSpeaks()) hangup = 'agent_hangup';

  const turns = testCase.caller_lines?.length ?? testCase.max_turns;
  for (let i = 0; i < turns && !hangup; i++) {
    const line = testCase.caller_lines ? { text: testCase.caller_lines[i], last: i === turns - 1 } : await caller!(transcript);
    if (line.text) {
      transcript.push({ role: 'customer', text: line.text });
      history.push({ role: 'user', content: line.text });
    }
    if (await agentSpeaks()) hangup = 'agent_hangup';
    else if (line.last) hangup = 'customer_hangup';
  }
  const words = transcript.reduce((n, t) => n + t.text.split(/\s+/).length, 0);
  return { transcript, duration_seconds: Math.round(words * 0.4) + 2 * transcript.length, hangup_reason: hangup ?? 'max_turns', answered_by: 'human' };
}

/** The language model as the caller: it reads the conversation from the caller's side and says its next line. */
async function personaCaller(app: AppContext, teamId: number, persona: string) {
  const llm = await llmFor(app, teamId);
  const system = [
    'You are the person who answers a phone call from a company\u2019s agent, in a test of that agent.',
    `Who you are and what you want: ${persona}`,
    `Answer with your next line only, one or two short sentences. When you would hang up, end your line with ${HANGUP}.`,
  ].join('\n');
  return async (transcript: { role: 'agent' | 'customer'; text: string }[]) => {
    const messages: ChatMessage[] = [{ role: 'system', content: system }, ...transcript.map((t): ChatMessage => ({ role: t.role === 'agent' ? 'user' : 'assistant', content: t.text }))];
    const answer = await llm.chat({ messages, purpose: 'test-caller', temperature: 0.7 });
    const last = answer.text.includes(HANGUP);
    return { text: answer.text.replace(HANGUP, '').trim(), last };
  };
}
