import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signVerification } from '../../server/auth/verification-link.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const visit = (link: URL) =>
  t.call('GET', `/v1/verify-email/${link.searchParams.get('id')}/${link.searchParams.get('hash')}`, {
    query: { expires: link.searchParams.get('expires')!, signature: link.searchParams.get('signature')! },
  });

describe('email verification', () => {
  it('an unverified user gets 409 on verified-only endpoints, and not after following the link', async () => {
    const { token, email } = await t.signUp({ verified: false });
    const before = await t.call('GET', '/v1/management/mail-outbox', { token });
    expect(before.status).toBe(409);
    expect(before.body.message).toMatch(/not verified/);
    expect(before.body.code).toBe('email_unverified');
    const link = await t.linkIn(email);
    expect(link.pathname).toBe('/verify-email');
    expect((await visit(link)).status).toBe(200);
    // Verified now: the staff-only endpoint answers 403 for a customer, no longer 409.
    expect((await t.call('GET', '/v1/management/mail-outbox', { token })).status).toBe(403);
    expect((await t.call('GET', '/v1/user', { token })).body.email_verified_at).not.toBeNull();
  });

  it('refuses a tampered link', async () => {
    const { email } = await t.signUp({ verified: false });
    const link = await t.linkIn(email);
    const forged = new URL(link);
    forged.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    expect((await visit(forged)).status).toBe(403);
    const otherUser = new URL(link);
    otherUser.searchParams.set('id', '1');
    expect((await visit(otherUser)).status).toBe(403);
  });

  it('refuses an expired link', async () => {
    const { user } = await t.signUp({ verified: false });
    const old = signVerification(t.ctx.appKey, user, Date.now() - 2 * 60 * 60 * 1000);
    const link = new URL(`http://x/verify-email?${new URLSearchParams({ ...old })}`);
    const res = await visit(link);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/expired/);
  });

  it('sends the link again on request, and says so when already verified', async () => {
    const { token, email } = await t.signUp({ verified: false });
    const first = await t.linkIn(email);
    await new Promise((r) => setTimeout(r, 1100)); // a later expiry makes a different link
    const res = await t.call('POST', '/v1/email/verification-notification', { token });
    expect(res.status).toBe(202);
    const second = await t.linkIn(email);
    expect(second.href).not.toBe(first.href);
    await visit(second);
    const done = await t.call('POST', '/v1/email/verification-notification', { token });
    expect(done.status).toBe(200);
    expect(done.body.message).toMatch(/already verified/);
  });
});
