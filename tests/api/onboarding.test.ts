import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('onboarding', () => {
  it('starts empty and not onboarded', async () => {
    const { token } = await t.signUp();
    const res = await t.call('GET', '/v1/onboarding', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ onboarded_at: null });
  });

  it('saves the answers and marks the user onboarded once', async () => {
    const { token } = await t.signUp();
    const answers = { job_title: 'Ops', company_name: 'Acme', company_size: '11-50', use_case: 'voice', phone: '+1 415 555 0100' };
    const saved = await t.call('PUT', '/v1/onboarding', { token, body: answers });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...answers, onboarded_at: expect.stringMatching(/T/) });
    expect((await t.call('GET', '/v1/onboarding', { token })).body).toEqual(saved.body);
    expect((await t.call('GET', '/v1/user', { token })).body.onboarded_at).toBe(saved.body.onboarded_at);

    const changed = await t.call('PUT', '/v1/onboarding', { token, body: { company_size: '201+' } });
    expect(changed.body).toEqual({ company_size: '201+', onboarded_at: saved.body.onboarded_at });
  });

  it('refuses a bad company size with 422 and keeps the old answers', async () => {
    const { token } = await t.signUp();
    await t.call('PUT', '/v1/onboarding', { token, body: { company_size: '1' } });
    const res = await t.call('PUT', '/v1/onboarding', { token, body: { company_size: 'huge' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.company_size[0]).toMatch(/Choose one of/);
    expect((await t.call('GET', '/v1/onboarding', { token })).body.company_size).toBe('1');
  });

  it('needs a signed-in, verified user', async () => {
    expect((await t.call('GET', '/v1/onboarding')).status).toBe(401);
    const { token } = await t.signUp({ verified: false });
    expect((await t.call('PUT', '/v1/onboarding', { token, body: {} })).status).toBe(409);
  });
});
