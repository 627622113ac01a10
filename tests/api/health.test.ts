import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers the health check with the database state', async () => {
    const res = await t.call('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body.database).toMatchObject({ status: 'up', driver: t.ctx.database.driver });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('serves the OpenAPI document with the auth routes', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/proxy/api/v1/token/login', '/api/proxy/api/v1/user', '/api/proxy/api/health']));
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.call('GET', '/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/Not found/);
  });

  it('refuses malformed JSON with a message, not a 500', async () => {
    const res = await t.call('POST', '/v1/token/login', { body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not valid JSON/);
  });

  it('refuses bodies over the size limit with 413', async () => {
    const res = await t.call('POST', '/v1/token/login', { body: { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it('sets security headers', async () => {
    const res = await t.call('GET', '/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('tells the sign-in screens whether Google is configured', async () => {
    const res = await t.call('GET', '/v1/config');
    expect(res.body).toMatchObject({ google_enabled: false, mail_outbox: true });
  });
});
