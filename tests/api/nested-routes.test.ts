/** Records served under their parent (an agent's prompts at /v1/voice/agents/{id}/prompts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../resources/index.ts';
import { resourceByName } from '../../resources/index.ts';
import { addMember } from '../../server/accounts/users.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { sampleRecord } from './samples.ts';

let t: TestApp;
let owner: string;
let stranger: string;
let viewer: string;
let agents: { id: number }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  const a = await t.signUp({ name: 'Ada Owner' });
  owner = a.token;
  stranger = (await t.signUp({ name: 'Sam Stranger' })).token;
  const v = await t.signUp({ name: 'Vic Viewer' });
  await addMember(t.db, a.user.current_team.id, v.user.id, 'viewer');
  await t.call('POST', `/v1/teams/${a.user.current_team.id}/switch`, { token: v.token });
  viewer = v.token;
  const agent = resourceByName('agents')!;
  agents = [];
  for (const seed of [1, 2]) agents.push((await t.call('POST', agent.apiPath, { token: owner, body: sampleRecord(agent, seed) })).body);
});
afterAll(() => t.close());

const prompt = (name: string, position: number) => ({ name, content: `You are **${name}**.`, purpose: 'main', position, active: true });

describe('nested routes', () => {
  it('lists, creates, reads, updates and deletes an agent\u2019s prompts under the agent', async () => {
    const [a, b] = agents;
    const base = `/v1/voice/agents/${a.id}/prompts`;
    const first = await t.call('POST', base, { token: owner, body: prompt('Greeting', 1) });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.agent_id).toBe(a.id);
    await t.call('POST', base, { token: owner, body: prompt('Closing', 2) });
    await t.call('POST', `/v1/voice/agents/${b.id}/prompts`, { token: owner, body: prompt('Other agent', 1) });

    const list = await t.call('GET', `${base}?_sort=position&_order=desc`, { token: owner });
    expect(list.body.map((p: any) => p.name)).toEqual(['Closing', 'Greeting']);
    expect(list.headers['x-total-count']).toBe('2');
    expect((await t.call('GET', `${base}?name_like=clos`, { token: owner })).body.map((p: any) => p.name)).toEqual(['Closing']);

    const one = await t.call('GET', `${base}/${first.body.id}`, { token: owner });
    expect(one.body).toEqual(first.body);
    const changed = await t.call('PATCH', `${base}/${first.body.id}`, { token: owner, body: { name: 'Hello', version: 1 } });
    expect(changed.body).toMatchObject({ name: 'Hello', version: 2, agent_id: a.id });
    // The parent is the path's: it cannot be moved or given in the body.
    expect((await t.call('PATCH', `${base}/${first.body.id}`, { token: owner, body: { agent_id: b.id } })).status).toBe(422);
    expect((await t.call('POST', base, { token: owner, body: { ...prompt('X', 3), agent_id: b.id } })).status).toBe(422);
    // The flat API sees the same records.
    expect((await t.call('GET', `/v1/voice/agent-prompts?agent_id=${a.id}`, { token: owner })).headers['x-total-count']).toBe('2');

    const gone = await t.call('DELETE', `${base}/${first.body.id}`, { token: owner });
    expect(gone.status).toBe(200);
    expect((await t.call('GET', `${base}/${first.body.id}`, { token: owner })).status).toBe(404);
  });

  it('answers 404 for another agent\u2019s prompt, another team\u2019s agent, or a missing agent; 403 for a viewer\u2019s write', async () => {
    const [a, b] = agents;
    const mine = (await t.call('POST', `/v1/voice/agents/${a.id}/prompts`, { token: owner, body: prompt('Mine', 5) })).body;
    for (const method of ['GET', 'PATCH', 'PUT', 'DELETE']) {
      const body = method.startsWith('P') ? { name: 'x' } : undefined;
      expect((await t.call(method, `/v1/voice/agents/${b.id}/prompts/${mine.id}`, { token: owner, body })).status, method).toBe(404);
      expect((await t.call(method, `/v1/voice/agents/${a.id}/prompts/${mine.id}`, { token: stranger, body })).status, method).toBe(404);
    }
    expect((await t.call('GET', `/v1/voice/agents/${a.id}/prompts`, { token: stranger })).status).toBe(404);
    expect((await t.call('POST', `/v1/voice/agents/${a.id}/prompts`, { token: stranger, body: prompt('Intruder', 1) })).status).toBe(404);
    expect((await t.call('GET', `/v1/voice/agents/99999999/prompts`, { token: owner })).status).toBe(404);
    expect((await t.call('GET', `/v1/voice/agents/${a.id}/prompts`, { token: viewer })).status).toBe(200);
    expect((await t.call('POST', `/v1/voice/agents/${a.id}/prompts`, { token: viewer, body: prompt('No', 1) })).status).toBe(403);
    expect((await t.call('POST', `/v1/voice/agents/${a.id}/prompts`, { token: owner, body: { name: '' } })).status).toBe(422);
  });

  it('is documented in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const base = Object.keys(doc.paths).find((p) => p.endsWith('/v1/voice/agents/{id}/prompts'));
    expect(base).toBeDefined();
    expect(Object.keys(doc.paths[base!])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(doc.paths[`${base}/{childId}`])).toEqual(expect.arrayContaining(['get', 'put', 'patch', 'delete']));
  });
});
