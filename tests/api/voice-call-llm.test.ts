/**
 * A test call whose agent is the team's language model (here the fake OpenAI-compatible server):
 * the agent's system prompt and the conversation go to the model with its tools and end_call, the
 * model's lines become the agent's turns, and its end_call hangs up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let llm: FakeOpenAi;
let token: string;

beforeAll(async () => {
  llm = await startFakeOpenAi();
  t = await startTestApp({ voice: { simulatorPaceMs: 2 }, llm: { baseUrl: llm.baseUrl, apiKey: null, model: 'call-model', timeoutMs: 2_000, maxRetries: 0, prices: {} } } as Partial<Config>);
  token = (await t.signUp({ name: 'Mia Model' })).token;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await llm?.stop();
});

describe('a test call talked by the language model', () => {
  it('sends the prompt and the conversation to the model and hangs up on its end_call', async () => {
    llm.handle((req) => {
      const turns = req.messages.filter((m) => m.role === 'assistant').length;
      return turns >= 1 ? { content: 'Thanks for your time, goodbye.', tool_calls: [{ name: 'end_call', arguments: '{}' }] } : { content: 'Hello, this is Maya from Sunny Roofs.' };
    });
    const agent = await t.call('POST', '/v1/voice/agents', { token, body: { name: 'Maya', voice: 'nova', system_prompt: 'You are Maya, a friendly solar caller.' } });
    expect(agent.status, JSON.stringify(agent.body)).toBe(201);
    const placed = await t.call('POST', '/v1/voice/agents/test-call', { token, body: { agent_id: agent.body.id, to: '+14155550100' } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.scripted).toBe(false);
    let call: any;
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
      call = (await t.call('GET', `/v1/voice/calls/${placed.body.call_id}`, { token })).body;
      if (call.hangup_reason) break;
    }
    expect(call.hangup_reason).toBe('agent_hangup');
    expect(call.scripted_agent).toBe(false);
    const agentLines = call.transcript.filter((turn: any) => turn.role === 'agent').map((turn: any) => turn.text);
    expect(agentLines).toContain('Hello, this is Maya from Sunny Roofs.');
    expect(agentLines).toContain('Thanks for your time, goodbye.');
    const first = llm.requests[0];
    expect(first.messages[0]).toMatchObject({ role: 'system', content: 'You are Maya, a friendly solar caller.' });
    expect(first.tools?.map((tool) => tool.function.name)).toContain('end_call');
  });
});
