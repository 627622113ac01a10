/**
 * The language model writing with the operator (docs/areas/voice.md#drafting-with-the-model):
 * sample conversations between the agent's draft and callers of several kinds, and a prompt
 * drafted from a description — against the fake OpenAI-compatible server, and 422 without a model.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Config } from '../../server/config.ts';
import { llmCalls } from '../../server/db/schema/index.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let bare: TestApp;
let llm: FakeOpenAi;
let token: string;
let bob: string;
let agentId: number;

beforeAll(async () => {
  llm = await startFakeOpenAi();
  t = await startTestApp({ llm: { baseUrl: llm.baseUrl, apiKey: null, model: 'draft-model', timeoutMs: 2_000, maxRetries: 0, prices: {} } } as Partial<Config>);
  token = (await t.signUp({ name: 'Dana Drafter' })).token;
  bob = (await t.signUp({ name: 'Bob Elsewhere' })).token;
  const agent = await t.call('POST', '/v1/voice/agents', { token, body: { name: 'Maya', voice: 'nova', system_prompt: 'You are Maya from SunPeak Solar.', first_message: 'Hi, Maya here.' } });
  agentId = agent.body.id;
  await t.call('POST', `/v1/voice/agents/${agentId}/prompts`, { token, body: { name: 'Prices', purpose: 'faq', content: 'Panels start at $4,000.' } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await bare?.close();
  await llm?.stop();
});

const generate = (body: unknown, as = token) => t.call('POST', `/v1/voice/agents/${agentId}/generate/conversations`, { token: as, body });

describe('sample conversations', () => {
  it('asks the model once per kind of caller with the agent’s draft and answers the transcripts', async () => {
    llm.handle((req) => {
      const kind = /on the other end is (\w+):/.exec(req.messages[0].content ?? '')?.[1];
      // A fenced answer and the model's own role names: both are understood.
      return { content: '```json\n' + JSON.stringify({ transcript: [{ role: 'agent', text: 'Hi, Maya here.' }, { role: 'user', text: `I am ${kind}.` }, { role: 'assistant', text: 'Thanks!' }, { role: 'customer', text: '' }] }) + '\n```' };
    });
    const before = llm.requests.length;
    const res = await generate({ kinds: ['interested', 'busy'], max_turns: 6 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      model: 'draft-model',
      conversations: [
        { kind: 'interested', transcript: [{ role: 'agent', text: 'Hi, Maya here.' }, { role: 'customer', text: 'I am interested.' }, { role: 'agent', text: 'Thanks!' }] },
        { kind: 'busy', transcript: [{ role: 'agent', text: 'Hi, Maya here.' }, { role: 'customer', text: 'I am busy.' }, { role: 'agent', text: 'Thanks!' }] },
      ],
    });
    const sent = llm.requests.slice(before);
    expect(sent).toHaveLength(2);
    // The draft with its sections, and the first message, are what the model is told to follow.
    expect(sent[0].messages[0].content).toContain('You are Maya from SunPeak Solar.\n\n## Prices\n\nPanels start at $4,000.');
    expect(sent[0].messages[0].content).toContain('"Hi, Maya here."');
    expect(sent[0].messages[0].content).toContain('at most 6 turns');
    const rows = await t.db.select().from(llmCalls).where(eq(llmCalls.purpose, 'generate-conversations'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 502 when the model does not write JSON, 422 for bad input, 404 for another team', async () => {
    llm.handle(() => ({ content: 'Sure! Here is a nice conversation.' }));
    const garbled = await generate({});
    expect(garbled.status).toBe(502);
    expect(garbled.body.message).toMatch(/JSON/);
    expect((await generate({ kinds: ['pirate'] })).status).toBe(422);
    expect((await generate({ kinds: [] })).status).toBe(422);
    expect((await generate({ max_turns: 100 })).status).toBe(422);
    expect((await generate({}, bob)).status).toBe(404);
  });
});

describe('a prompt drafted from a description', () => {
  it('answers a system prompt and a first message in the language asked, saving nothing', async () => {
    llm.handle(() => ({ content: JSON.stringify({ system_prompt: '# أنت سارة\nتتصلين نيابة عن مخبز.', first_message: 'مرحبا، معك سارة.' }) }));
    const before = llm.requests.length;
    const res = await t.call('POST', '/v1/voice/agents/create/prompt', { token, body: { description: 'A family bakery in Amman that delivers cakes.', goal: 'Take cake orders for the weekend', language: 'ar-SA' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ system_prompt: '# أنت سارة\nتتصلين نيابة عن مخبز.', first_message: 'مرحبا، معك سارة.', model: 'draft-model' });
    const sent = llm.requests[before];
    expect(sent.messages[0].content).toContain('ar-SA');
    expect(sent.messages[1].content).toContain('A family bakery in Amman');
    expect(sent.messages[1].content).toContain('Take cake orders');
    expect((await t.call('GET', '/v1/voice/agents', { token })).body).toHaveLength(1);
  });

  it('refuses a description too short to work from, and a model answer without a prompt', async () => {
    const short = await t.call('POST', '/v1/voice/agents/create/prompt', { token, body: { description: 'Cakes' } });
    expect(short.status).toBe(422);
    expect(short.body.errors.description).toBeTruthy();
    llm.handle(() => ({ content: '{"first_message": "Hello"}' }));
    expect((await t.call('POST', '/v1/voice/agents/create/prompt', { token, body: { description: 'A family bakery in Amman.' } })).status).toBe(502);
  });
});

describe('without a language model', () => {
  it('both answer 422 saying what to configure', async () => {
    bare = await startTestApp({ llm: { baseUrl: null, apiKey: null, model: null, timeoutMs: 2_000, maxRetries: 0, prices: {} } } as unknown as Partial<Config>);
    const who = (await bare.signUp({ name: 'Nora Nomodel' })).token;
    const agent = await bare.call('POST', '/v1/voice/agents', { token: who, body: { name: 'Maya', voice: 'nova', system_prompt: 'You are Maya.' } });
    const generated = await bare.call('POST', `/v1/voice/agents/${agent.body.id}/generate/conversations`, { token: who, body: {} });
    expect(generated.status).toBe(422);
    expect(generated.body.errors.llm[0]).toMatch(/No language model is configured/);
    const drafted = await bare.call('POST', '/v1/voice/agents/create/prompt', { token: who, body: { description: 'A family bakery in Amman.' } });
    expect(drafted.status).toBe(422);
    expect(drafted.body.errors.llm[0]).toMatch(/No language model is configured/);
    // Another team's agent is a 404 before the model is asked about.
    const other = (await bare.signUp({ name: 'Olga Other' })).token;
    expect((await bare.call('POST', `/v1/voice/agents/${agent.body.id}/generate/conversations`, { token: other, body: {} })).status).toBe(404);
  });
});
