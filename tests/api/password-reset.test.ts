import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, mailOutbox } from '../../server/db/schema/index.ts';
import { afterReplySettled } from '../../server/http/after-reply.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function requestReset(email: string) {
  const res = await t.call('POST', '/v1/forgot-password', { body: { email } });
  expect(res.status).toBe(200);
  const link = await t.linkIn(email);
  return { token: link.pathname.split('/').pop()!, link };
}

const reset = (token: string, email: string, password = 'brand new pass') =>
  t.call('POST', '/v1/reset-password', { body: { token, email, password, password_confirmation: password } });

describe('forgot and reset password', () => {
  it('mails a link to /password-reset/{token} that sets a new password once and signs out old sessions', async () => {
    const { email, token: session } = await t.signUp();
    const { token, link } = await requestReset(email);
    expect(link.pathname).toMatch(/^\/password-reset\/prt_/);
    expect(link.searchParams.get('email')).toBe(email);
    expect((await reset(token, email)).status).toBe(200);
    expect((await t.call('GET', '/v1/user', { token: session })).status).toBe(401);
    expect(await t.login(email, 'brand new pass')).toBeTruthy();
    const again = await reset(token, email, 'another password');
    expect(again.status).toBe(422);
    expect(again.body.errors.email[0]).toMatch(/invalid, used or expired/);
  });

  it('answers an unknown email exactly like a known one and sends nothing', async () => {
    const { email } = await t.signUp();
    const known = await t.call('POST', '/v1/forgot-password', { body: { email } });
    // The mail goes out after the answer: wait for it before counting.
    await afterReplySettled(t.ctx);
    const before = (await t.db.select().from(mailOutbox)).length;
    const unknown = await t.call('POST', '/v1/forgot-password', { body: { email: 'ghost@example.com' } });
    await afterReplySettled(t.ctx);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect((await t.db.select().from(mailOutbox)).length).toBe(before);
  });

  it('refuses a link after an hour', async () => {
    const { email, user } = await t.signUp();
    const { token } = await requestReset(email);
    await t.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, user.id));
    expect((await reset(token, email)).status).toBe(422);
  });

  it('refuses a link used with another account’s email', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const { token } = await requestReset(a.email);
    expect((await reset(token, b.email)).status).toBe(422);
    expect(await t.login(b.email, b.password)).toBeTruthy();
  });

  it('a newer link replaces the older one', async () => {
    const { email } = await t.signUp();
    const first = await requestReset(email);
    await requestReset(email);
    expect((await reset(first.token, email)).status).toBe(422);
  });
});
