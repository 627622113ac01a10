import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../../server/db/schema/index.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('register', () => {
  it('creates the user with a personal team they own, signs them in and mails a verification link', async () => {
    const res = await t.call('POST', '/v1/register', { body: { name: 'Ada Lovelace', email: 'Ada@Example.com', password: 'analytical', password_confirmation: 'analytical' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ token_type: 'Bearer', access_token: expect.stringMatching(/^pst_/) });
    const me = await t.call('GET', '/v1/user', { token: res.body.access_token });
    expect(me.body).toMatchObject({ email: 'ada@example.com', email_verified_at: null, is_staff: false });
    expect(me.body.current_team).toMatchObject({ name: "Ada's team", personal: true, role: 'owner', meta: { view_team_id: null } });
    expect((await t.lastMail('ada@example.com'))?.subject).toBe('Verify your email address');
  });

  it('refuses a taken email, whatever its case', async () => {
    await t.signUp({ email: 'taken@example.com' });
    const res = await t.call('POST', '/v1/register', { body: { name: 'X', email: 'TAKEN@example.com', password: 'password1', password_confirmation: 'password1' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.email[0]).toMatch(/already exists/);
  });

  it('answers every invalid field at once', async () => {
    const res = await t.call('POST', '/v1/register', { body: { name: '', email: 'not-an-email', password: 'short', password_confirmation: 'other' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'name', 'password', 'password_confirmation']);
    const mismatch = await t.call('POST', '/v1/register', { body: { name: 'A', email: 'a@b.co', password: 'long enough', password_confirmation: 'different' } });
    expect(mismatch.body.errors.password_confirmation).toEqual(['The passwords do not match.']);
  });
});

describe('login, refresh and logout', () => {
  it('signs in with the right password and refuses a wrong one or an unknown email alike', async () => {
    const { email, password } = await t.signUp();
    const ok = await t.call('POST', '/v1/token/login', { body: { email, password } });
    expect(ok.status).toBe(200);
    expect(ok.body.expires_in).toBeGreaterThan(0);
    const wrong = await t.call('POST', '/v1/token/login', { body: { email, password: 'wrong password' } });
    const unknown = await t.call('POST', '/v1/token/login', { body: { email: 'nobody@example.com', password } });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('stores only a hash of the token', async () => {
    const { token } = await t.signUp();
    const rows = await t.db.select().from(accessTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('refuses requests without a token or with an unknown one', async () => {
    expect((await t.call('GET', '/v1/user')).status).toBe(401);
    expect((await t.call('GET', '/v1/user', { token: 'pst_made-up' })).status).toBe(401);
  });

  it('rotates the token on refresh: the new one works, the old one is revoked', async () => {
    const { token } = await t.signUp();
    const res = await t.call('POST', '/v1/token/refresh', { token });
    expect(res.status).toBe(200);
    expect(res.body.access_token).not.toBe(token);
    expect((await t.call('GET', '/v1/user', { token: res.body.access_token })).status).toBe(200);
    expect((await t.call('GET', '/v1/user', { token })).status).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const { token } = await t.signUp();
    expect((await t.call('POST', '/v1/token/logout', { token })).status).toBe(200);
    expect((await t.call('GET', '/v1/user', { token })).status).toBe(401);
  });

  it('answers 419 for an expired session', async () => {
    const { token, user } = await t.signUp();
    await t.db.update(accessTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accessTokens.userId, user.id));
    const res = await t.call('GET', '/v1/user', { token });
    expect(res.status).toBe(419);
    expect(res.body.message).toMatch(/expired/);
    expect((await t.call('POST', '/v1/token/refresh', { token })).status).toBe(419);
  });
});

describe('the signed-in user', () => {
  it('changes name and language', async () => {
    const { token } = await t.signUp();
    const res = await t.call('PUT', '/v1/user', { token, body: { name: 'Renamed', locale: 'ar' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Renamed', locale: 'ar' });
  });

  it('needs the current password to change the password, then signs out other sessions', async () => {
    const { token, email, password } = await t.signUp();
    const other = await t.login(email, password);
    const missing = await t.call('PUT', '/v1/user', { token, body: { password: 'a new password' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.current_password).toBeDefined();
    const wrong = await t.call('PUT', '/v1/user', { token, body: { password: 'a new password', current_password: 'nope' } });
    expect(wrong.body.errors.current_password[0]).toMatch(/not correct/);
    const ok = await t.call('PUT', '/v1/user', { token, body: { password: 'a new password', current_password: password } });
    expect(ok.status).toBe(200);
    expect((await t.call('GET', '/v1/user', { token })).status).toBe(200);
    expect((await t.call('GET', '/v1/user', { token: other })).status).toBe(401);
    expect(await t.login(email, 'a new password')).toMatch(/^pst_/);
  });

  it('a new email address must be verified again', async () => {
    const { token, password } = await t.signUp();
    const res = await t.call('PUT', '/v1/user', { token, body: { email: 'moved@example.com', current_password: password } });
    expect(res.body).toMatchObject({ email: 'moved@example.com', email_verified_at: null });
    expect((await t.lastMail('moved@example.com'))?.subject).toBe('Verify your email address');
  });
});
