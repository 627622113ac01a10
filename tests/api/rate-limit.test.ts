import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ authRateLimit: { max: 3, windowMs: 60_000 } });
});
afterAll(() => t.close());

describe('rate limits on sign-in endpoints', () => {
  it('answers 429 with a message after too many logins', async () => {
    const attempt = () => t.call('POST', '/v1/token/login', { body: { email: 'someone@example.com', password: 'guess' } });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(422);
    const res = await attempt();
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/Too many attempts/);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('limits forgot-password too', async () => {
    const attempt = () => t.call('POST', '/v1/forgot-password', { body: { email: 'someone@example.com' } });
    for (let i = 0; i < 3; i++) await attempt();
    expect((await attempt()).status).toBe(429);
  });
});
