import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUser, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await startTestApp();
  const demo = await seedDemoUser(t);
  staff = await t.login(demo.email, demo.password);
});
afterAll(() => t.close());

describe('GET /v1/management/teams', () => {
  it('lists every team for staff, searchable by name, owner email or id, with a total', async () => {
    const a = await t.signUp({ name: 'Zelda Quist', email: 'zelda@quist.example' });
    await t.signUp({ name: 'Other Person' });
    const all = await t.call('GET', '/v1/management/teams', { token: staff });
    expect(all.status).toBe(200);
    expect(Number(all.headers['x-total-count'])).toBe(3);
    const byEmail = await t.call('GET', '/v1/management/teams', { token: staff, query: { q: 'quist.example' } });
    expect(byEmail.body).toEqual([expect.objectContaining({ name: "Zelda's team", owner_email: 'zelda@quist.example', members: 1 })]);
    const byId = await t.call('GET', '/v1/management/teams', { token: staff, query: { q: String(a.user.current_team.id) } });
    expect(byId.body.map((x: { id: number }) => x.id)).toContain(a.user.current_team.id);
    const literal = await t.call('GET', '/v1/management/teams', { token: staff, query: { q: '%' } });
    expect(literal.body).toEqual([]);
  });

  it('pages with _start and _end', async () => {
    const page = await t.call('GET', '/v1/management/teams', { token: staff, query: { _start: '0', _end: '1' } });
    expect(page.body).toHaveLength(1);
  });

  it('is for staff only', async () => {
    const { token } = await t.signUp();
    expect((await t.call('GET', '/v1/management/teams', { token })).status).toBe(403);
  });
});
