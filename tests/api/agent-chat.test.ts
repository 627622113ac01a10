/** Chatting with an agent: its prompt and the conversation reach the model, the reply streams back as events. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, llmCalls } from '../../server/db/schema/index.ts';
import { scriptFor } from '../../server/domains/voice/calls/scripted-agent-turn.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let bare: TestApp;
let llm: FakeOpenAi;

beforeAll(async () => {
  llm = await startFakeOpenAi();
  t = await startTestApp({ llm: { baseUrl: llm.baseUrl, apiKey: null, model: 'chat-model', timeoutMs: 2_000, maxRetries: 0, prices: {} } });
  bare = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await bare?.close();
  await llm?.stop();
});

async function agentOf(app: TestApp, teamId: number) {
  const [agent] = await app.db
    .insert(agents)
    .values({ team_id: teamId, name: 'Dana', voice: 'alloy', system_prompt: 'You book dental appointments.', first_message: 'Hello, this is Dana.', temperature_pct: 30 })
    .returning();
  return agent;
}

/** The events of a text/event-stream body, in order. */
function eventsOf(body: string): { event: string; data: any }[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('event: '))
    .map((block) => {
      const [head, data] = block.split('\n');
      return { event: head.slice('event: '.length), data: JSON.parse(data.slice('data: '.length)) };
    });
}

describe('POST /v1/voice/agents/{id}/chat', () => {
  it('streams the agent’s reply from its prompt, first message and the conversation', async () => {
    const person = await t.signUp();
    const agent = await agentOf(t, person.user.current_team.id);
    llm.handle(() => ({ content: 'Tuesday at ten works for us.' }));
    const messages = [
      { role: 'user', content: 'I need a check-up.' },
      { role: 'assistant', content: 'When suits you?' },
      { role: 'user', content: 'Tuesday morning?' },
    ];
    const res = await t.call('POST', `/v1/voice/agents/${agent.id}/chat`, { token: person.token, body: { messages } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    const events = eventsOf(typeof res.body === 'string' ? res.body : JSON.stringify(res.body));
    const deltas = events.filter((e) => e.event === 'delta').map((e) => e.data.text);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe('Tuesday at ten works for us.');
    expect(events.at(-1)).toEqual({ event: 'done', data: { text: 'Tuesday at ten works for us.', model: 'chat-model', usage: { prompt: expect.any(Number), completion: 6 }, scripted: false } });

    const sent = llm.requests.at(-1)!;
    expect(sent.messages).toEqual([{ role: 'system', content: 'You book dental appointments.' }, { role: 'assistant', content: 'Hello, this is Dana.' }, ...messages]);
    expect(sent).toMatchObject({ model: 'chat-model', temperature: 0.3, stream: true });
    const [call] = await t.db.select().from(llmCalls).where(eq(llmCalls.team_id, person.user.current_team.id));
    expect(call).toMatchObject({ purpose: 'agent-chat', ref_type: 'agents', ref_id: agent.id, status: 'ok' });
  });

  it('ends the stream with an error event when the model fails', async () => {
    const person = await t.signUp();
    const agent = await agentOf(t, person.user.current_team.id);
    llm.failNext(1, 503);
    const res = await t.call('POST', `/v1/voice/agents/${agent.id}/chat`, { token: person.token, body: { messages: [{ role: 'user', content: 'hi' }] } });
    const events = eventsOf(res.body);
    expect(events).toHaveLength(1);
    expect(events[0].event).toBe('error');
    expect(events[0].data.message).toMatch(/answered 503/);
  });

  it('answers 404 for another team’s agent, 422 for a bad conversation', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const agent = await agentOf(t, owner.user.current_team.id);
    const before = llm.requests.length;
    const foreign = await t.call('POST', `/v1/voice/agents/${agent.id}/chat`, { token: other.token, body: { messages: [{ role: 'user', content: 'hi' }] } });
    expect(foreign.status).toBe(404);
    const endsWithAgent = await t.call('POST', `/v1/voice/agents/${agent.id}/chat`, { token: owner.token, body: { messages: [{ role: 'assistant', content: 'hi' }] } });
    expect(endsWithAgent.status).toBe(422);
    const empty = await t.call('POST', `/v1/voice/agents/${agent.id}/chat`, { token: owner.token, body: { messages: [] } });
    expect(empty.status).toBe(422);
    expect(llm.requests.length).toBe(before);
  });

  it('answers from the script, marked scripted, when no language model is configured', async () => {
    const lonely = await bare.signUp();
    const bareAgent = await agentOf(bare, lonely.user.current_team.id);
    const chat = async (messages: { role: string; content: string }[]) => {
      const res = await bare.call('POST', `/v1/voice/agents/${bareAgent.id}/chat`, { token: lonely.token, body: { messages } });
      expect(res.status).toBe(200);
      return eventsOf(res.body).at(-1)!;
    };
    const first = await chat([{ role: 'user', content: 'hi' }]);
    expect(first).toEqual({ event: 'done', data: { text: scriptFor('en-US')[0], model: 'scripted', usage: { prompt: 0, completion: 0 }, scripted: true } });
    const second = await chat([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: first.data.text },
      { role: 'user', content: 'I need a cleaning.' },
    ]);
    expect(second.data).toMatchObject({ text: scriptFor('en-US')[1], scripted: true });
    // Nothing pretended to ask a model.
    expect(await bare.db.select().from(llmCalls).where(eq(llmCalls.team_id, lonely.user.current_team.id))).toEqual([]);
  });
});
