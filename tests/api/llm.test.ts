/**
 * The language model, configured once: the client against a fake OpenAI-compatible server (plain
 * and streamed answers, tool calls, retries, failures recorded), the team's AI settings (override
 * the environment, key sealed and masked, isolated per team) and the connection test's 422s.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { llmCalls, llmSettings, teams } from '../../server/db/schema/index.ts';
import { llmFor, LlmCallError } from '../../server/domains/llm/llm-client.ts';
import { NOT_CONFIGURED } from '../../server/domains/llm/llm-config.ts';
import { HttpError } from '../../server/http/errors.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let bare: TestApp;
let envLlm: FakeOpenAi;
let teamLlm: FakeOpenAi;
let owner: { token: string; teamId: number };

beforeAll(async () => {
  envLlm = await startFakeOpenAi();
  teamLlm = await startFakeOpenAi({ apiKey: 'sk-team-secret-1234' });
  t = await startTestApp({
    llm: { baseUrl: envLlm.baseUrl, apiKey: 'sk-env', model: 'env-model', timeoutMs: 2_000, maxRetries: 2, prices: { 'env-model': { in: 2, out: 10 } } },
  });
  bare = await startTestApp();
  const person = await t.signUp({ name: 'Lena Llm' });
  owner = { token: person.token, teamId: person.user.current_team.id };
}, 60_000);
afterAll(async () => {
  await t?.close();
  await bare?.close();
  await envLlm?.stop();
  await teamLlm?.stop();
});

async function lastCall(teamId: number) {
  const [row] = await t.db.select().from(llmCalls).where(eq(llmCalls.team_id, teamId)).orderBy(desc(llmCalls.id)).limit(1);
  return row;
}

describe('without a model configured', () => {
  it('answers 422 saying what to configure, from the client and the connection test', async () => {
    const person = await bare.signUp();
    const teamId = person.user.current_team.id;
    const error = await llmFor(bare.ctx, teamId).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.statusCode).toBe(422);
    expect(error.errors).toEqual({ llm: [NOT_CONFIGURED] });
    const tested = await bare.call('POST', '/v1/llm/settings/test', { token: person.token, body: {} });
    expect(tested.status).toBe(422);
    expect(tested.body.errors.llm[0]).toMatch(/LLM_BASE_URL.*AI settings/);
    const read = await bare.call('GET', '/v1/llm/settings', { token: person.token });
    expect(read.body).toMatchObject({ source: 'none', base_url: null, api_key: null, environment: { base_url: null, model: null } });
  });
});

describe('the client against the environment’s model', () => {
  it('chats without streaming and records the call with tokens and cost', async () => {
    envLlm.handle((req) => ({ content: `Hello ${req.messages.at(-1)!.content}` }));
    const llm = await llmFor(t.ctx, owner.teamId);
    const answer = await llm.chat({ purpose: 'unit', ref: { type: 'agents', id: 7 }, messages: [{ role: 'system', content: 'Be brief' }, { role: 'user', content: 'there friend' }], temperature: 0.2, maxTokens: 50 });
    expect(answer).toEqual({ text: 'Hello there friend', toolCalls: [], usage: { prompt: 4, completion: 3 }, model: 'env-model', finishReason: 'stop' });
    const sent = envLlm.requests.at(-1)!;
    expect(sent).toMatchObject({ model: 'env-model', temperature: 0.2, max_tokens: 50 });
    expect(sent.stream).toBeFalsy();
    const row = await lastCall(owner.teamId);
    // 4 tokens in at $2/M and 3 out at $10/M: 8 + 30 millionths of a USD.
    expect(row).toMatchObject({ purpose: 'unit', ref_type: 'agents', ref_id: 7, model: 'env-model', source: 'environment', prompt_tokens: 4, completion_tokens: 3, status: 'ok', error: null, cost: 38 });
    expect(row.latency_ms).toBeGreaterThanOrEqual(0);
  });

  it('streams the text piece by piece and counts the usage sent last', async () => {
    envLlm.handle(() => ({ content: 'one two three four' }));
    const pieces: string[] = [];
    const answer = await (await llmFor(t.ctx, owner.teamId)).chat({ purpose: 'stream', messages: [{ role: 'user', content: 'count' }], onDelta: (p) => pieces.push(p) });
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe('one two three four');
    expect(answer).toMatchObject({ text: 'one two three four', usage: { prompt: 1, completion: 4 }, finishReason: 'stop' });
    expect(envLlm.requests.at(-1)).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    expect(await lastCall(owner.teamId)).toMatchObject({ purpose: 'stream', completion_tokens: 4, status: 'ok' });
  });

  it('sends tools and reads the model’s tool calls, whole and streamed in fragments', async () => {
    const tools = [{ name: 'book_slot', description: 'Book a slot', parameters: { type: 'object', properties: { day: { type: 'string' } } } }];
    envLlm.handle(() => ({ tool_calls: [{ name: 'book_slot', arguments: '{"day":"Monday"}' }, { name: 'book_slot', arguments: '{"day":"Tuesday, late"}' }] }));
    const llm = await llmFor(t.ctx, owner.teamId);
    for (const onDelta of [undefined, () => {}]) {
      const answer = await llm.chat({ purpose: 'tools', messages: [{ role: 'user', content: 'book' }], tools, onDelta });
      expect(answer.finishReason).toBe('tool_calls');
      expect(answer.toolCalls.map((c) => [c.name, JSON.parse(c.arguments)])).toEqual([
        ['book_slot', { day: 'Monday' }],
        ['book_slot', { day: 'Tuesday, late' }],
      ]);
      expect(answer.toolCalls.every((c) => c.id.startsWith('call_'))).toBe(true);
      expect(envLlm.requests.at(-1)!.tools).toEqual([{ type: 'function', function: tools[0] }]);
    }
    // The conversation goes on with the tool's answer, in OpenAI's shape.
    envLlm.handle(() => ({ content: 'Booked.' }));
    await llm.chat({
      purpose: 'tools',
      messages: [
        { role: 'user', content: 'book' },
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', name: 'book_slot', arguments: '{"day":"Monday"}' }] },
        { role: 'tool', content: '{"ok":true}', tool_call_id: 'call_1' },
      ],
    });
    expect(envLlm.requests.at(-1)!.messages.slice(1)).toEqual([
      { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'book_slot', arguments: '{"day":"Monday"}' } }] },
      { role: 'tool', content: '{"ok":true}', tool_call_id: 'call_1' },
    ]);
  });

  it('retries a 429 with backoff and records one successful call', async () => {
    envLlm.handle(() => ({ content: 'at last' }));
    const before = envLlm.requests.length;
    envLlm.failNext(2, 429);
    const answer = await (await llmFor(t.ctx, owner.teamId)).chat({ purpose: 'retry', messages: [{ role: 'user', content: 'x' }] });
    expect(answer.text).toBe('at last');
    expect(envLlm.requests.length - before).toBe(3);
    const rows = await t.db.select().from(llmCalls).where(and(eq(llmCalls.team_id, owner.teamId), eq(llmCalls.purpose, 'retry')));
    expect(rows.map((r) => r.status)).toEqual(['ok']);
  });

  it('gives up after the retries on 500 and records the error', async () => {
    const before = envLlm.requests.length;
    envLlm.failNext(3, 500);
    const error = await (await llmFor(t.ctx, owner.teamId)).chat({ purpose: 'broken', messages: [{ role: 'user', content: 'x' }] }).catch((e) => e);
    expect(error).toBeInstanceOf(LlmCallError);
    expect(error.statusCode).toBe(502);
    expect(error.errors.llm[0]).toMatch(/answered 500/);
    expect(envLlm.requests.length - before).toBe(3);
    expect(await lastCall(owner.teamId)).toMatchObject({ purpose: 'broken', status: 'error', prompt_tokens: 0, cost: 0 });
    expect((await lastCall(owner.teamId)).error).toMatch(/^500 /);
  });

  it('tests the connection with the environment’s model', async () => {
    envLlm.handle(() => ({ content: 'Hello, Parley!' }));
    const res = await t.call('POST', '/v1/llm/settings/test', { token: owner.token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reply: 'Hello, Parley!', model: 'env-model', source: 'environment' });
    expect(res.body.latency_ms).toBeGreaterThanOrEqual(0);
    expect(await lastCall(owner.teamId)).toMatchObject({ purpose: 'settings-test', status: 'ok' });
  });
});

describe('the team’s own AI settings', () => {
  it('override the environment, keep the key sealed and answer only its mask', async () => {
    const person = await t.signUp({ name: 'Teo Team' });
    const teamId = person.user.current_team.id;
    const saved = await t.call('PUT', '/v1/llm/settings', { token: person.token, body: { base_url: teamLlm.baseUrl, model: 'team-model', api_key: 'sk-team-secret-1234' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ base_url: teamLlm.baseUrl, model: 'team-model', api_key: '••••1234', source: 'team', environment: { base_url: envLlm.baseUrl, model: 'env-model' }, version: 1 });
    expect(JSON.stringify((await t.call('GET', '/v1/llm/settings', { token: person.token })).body)).not.toContain('secret');
    const [row] = await t.db.select().from(llmSettings).where(eq(llmSettings.team_id, teamId));
    expect(row.api_key).toMatch(/^pcred1:/);
    expect(row.api_key).not.toContain('sk-team');

    // The team's server is on a loopback address: refused until the team allows the host.
    const refused = await t.call('POST', '/v1/llm/settings/test', { token: person.token, body: {} });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.base_url[0]).toMatch(/could not reach/);
    expect(teamLlm.requests).toHaveLength(0);
    await t.db.update(teams).set({ settings: { outbound_allowed_hosts: ['127.0.0.1'] } }).where(eq(teams.id, teamId));

    teamLlm.handle(() => ({ content: 'From the team’s server' }));
    const tested = await t.call('POST', '/v1/llm/settings/test', { token: person.token, body: {} });
    expect(tested.status).toBe(200);
    expect(tested.body).toMatchObject({ reply: 'From the team’s server', model: 'team-model', source: 'team' });
    const answer = await (await llmFor(t.ctx, teamId)).chat({ purpose: 'team', messages: [{ role: 'user', content: 'hi' }] });
    expect(answer.text).toBe('From the team’s server');
    const [call] = await t.db.select().from(llmCalls).where(and(eq(llmCalls.team_id, teamId), eq(llmCalls.purpose, 'team')));
    // No price for the team's model: cost 0.
    expect(call).toMatchObject({ source: 'team', model: 'team-model', cost: 0, status: 'ok' });

    // A save without the key keeps it; null removes it, and the server then refuses.
    const renamed = await t.call('PUT', '/v1/llm/settings', { token: person.token, body: { base_url: teamLlm.baseUrl, model: 'team-model-2', version: 1 } });
    expect(renamed.body).toMatchObject({ model: 'team-model-2', api_key: '••••1234', version: 2 });
    const stale = await t.call('PUT', '/v1/llm/settings', { token: person.token, body: { base_url: teamLlm.baseUrl, model: 'x', version: 1 } });
    expect(stale.status).toBe(409);
    await t.call('PUT', '/v1/llm/settings', { token: person.token, body: { base_url: teamLlm.baseUrl, model: 'team-model-2', api_key: null } });
    const unauthorised = await t.call('POST', '/v1/llm/settings/test', { token: person.token, body: {} });
    expect(unauthorised.status).toBe(422);
    expect(unauthorised.body.errors.api_key[0]).toMatch(/refused the API key \(401/);

    // Other teams keep the installation's model and never see this team's settings or calls.
    const read = await t.call('GET', '/v1/llm/settings', { token: owner.token });
    expect(read.body).toMatchObject({ source: 'environment', base_url: null, model: null, api_key: null, version: 0 });
    expect(await t.db.select().from(llmCalls).where(and(eq(llmCalls.team_id, owner.teamId), eq(llmCalls.purpose, 'team')))).toEqual([]);

    // Back to the installation's model: the base URL cleared.
    const cleared = await t.call('PUT', '/v1/llm/settings', { token: person.token, body: { base_url: null, model: null } });
    expect(cleared.body).toMatchObject({ source: 'environment', base_url: null });
  });

  it('tests settings typed but not saved, naming the field to fix', async () => {
    const person = await t.signUp();
    const teamId = person.user.current_team.id;
    await t.db.update(teams).set({ settings: { outbound_allowed_hosts: ['127.0.0.1'] } }).where(eq(teams.id, teamId));
    teamLlm.handle(() => ({ content: 'ok' }));
    const good = await t.call('POST', '/v1/llm/settings/test', { token: person.token, body: { base_url: teamLlm.baseUrl, model: 'typed', api_key: 'sk-team-secret-1234' } });
    expect(good.status).toBe(200);
    expect(good.body.model).toBe('typed');
    // Nothing was saved by the test.
    expect((await t.call('GET', '/v1/llm/settings', { token: person.token })).body.source).toBe('environment');

    const wrongKey = await t.call('POST', '/v1/llm/settings/test', { token: person.token, body: { base_url: teamLlm.baseUrl, model: 'typed', api_key: 'sk-wrong' } });
    expect(wrongKey.status).toBe(422);
    expect(Object.keys(wrongKey.body.errors)).toEqual(['api_key']);

    const nowhere = await t.call('POST', '/v1/llm/settings/test', { token: person.token, body: { base_url: 'http://127.0.0.1:9/v1', model: 'typed' } });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.errors.base_url[0]).toMatch(/could not reach.*127\.0\.0\.1:9/);

    const wrongPath = await t.call('POST', '/v1/llm/settings/test', { token: person.token, body: { base_url: teamLlm.baseUrl.replace('/v1', '/nope'), model: 'typed', api_key: 'sk-team-secret-1234' } });
    expect(wrongPath.status).toBe(422);
    expect(wrongPath.body.errors.model[0]).toMatch(/404/);

    teamLlm.handle(() => ({ content: 'late', delayMs: 2_500 }));
    const slow = await t.call('POST', '/v1/llm/settings/test', { token: person.token, body: { base_url: teamLlm.baseUrl, model: 'typed', api_key: 'sk-team-secret-1234' } });
    expect(slow.status).toBe(422);
    expect(slow.body.errors.base_url[0]).toMatch(/did not answer within 2 s/);
  });

  it('refuses bad settings with field messages', async () => {
    const bad = await t.call('PUT', '/v1/llm/settings', { token: owner.token, body: { base_url: 'ftp://models.example.com', model: 'm' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.base_url).toBeDefined();
    const noModel = await t.call('PUT', '/v1/llm/settings', { token: owner.token, body: { base_url: 'https://api.example.com/v1' } });
    expect(noModel.status).toBe(422);
    expect(noModel.body.errors.model[0]).toMatch(/Name the model/);
    const unknown = await t.call('PUT', '/v1/llm/settings', { token: owner.token, body: { base_url: null, temperature: 2 } });
    expect(unknown.status).toBe(422);
  });
});
