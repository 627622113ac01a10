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
  const body = (email: string, password = 'analytical engine') => ({ name: 'Ada Lovelace', email, password, password_confirmation: password });

  it('creates the user, unverified, with a personal team they own, and mails a verification link; no session yet', async () => {
    const res = await t.call('POST', '/v1/register', { body: body('Ada@Example.com') });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'We sent a mail to ada@example.com. Open the link in it to finish signing up.', signup_ticket: expect.stringMatching(/^psu_/) });
    expect(res.body.access_token).toBeUndefined();
    expect((await t.lastMail('ada@example.com'))?.subject).toBe('Verify your email address');
    // The password works at once; the account waits for its address to be proven.
    const token = await t.login('ada@example.com', 'analytical engine');
    const me = await t.call('GET', '/v1/user', { token });
    expect(me.body).toMatchObject({ email: 'ada@example.com', email_verified_at: null, is_staff: false });
    expect(me.body.current_team).toMatchObject({ name: "Ada's team", personal: true, role: 'owner', meta: { view_team_id: null } });
  });

  it('signs in the browser that signed up when it opens the link, once; elsewhere the link only verifies', async () => {
    const verify = async (email: string, ticket?: string) => {
      const link = await t.linkIn(email);
      return t.call('GET', `/v1/verify-email/${link.searchParams.get('id')}/${link.searchParams.get('hash')}`, {
        query: { expires: link.searchParams.get('expires')!, signature: link.searchParams.get('signature')! },
        headers: ticket ? { 'x-signup-ticket': ticket } : {},
      });
    };
    const first = await t.call('POST', '/v1/register', { body: body('grace@example.com') });
    const wrongTicket = await verify('grace@example.com', 'psu_not-the-ticket');
    expect(wrongTicket.status).toBe(200);
    expect(wrongTicket.body).toEqual({ message: 'Your email address is verified.' });
    // Verified already: the ticket no longer signs anybody in.
    expect((await verify('grace@example.com', first.body.signup_ticket)).body.access_token).toBeUndefined();

    const second = await t.call('POST', '/v1/register', { body: body('hopper@example.com') });
    const opened = await verify('hopper@example.com', second.body.signup_ticket);
    expect(opened.body).toMatchObject({ message: 'Your email address is verified.', token_type: 'Bearer', access_token: expect.stringMatching(/^pst_/) });
    const me = await t.call('GET', '/v1/user', { token: opened.body.access_token });
    expect(me.body).toMatchObject({ email: 'hopper@example.com', email_verified_at: expect.any(String) });
    expect((await verify('hopper@example.com', second.body.signup_ticket)).body.access_token).toBeUndefined();
  });

  it('answers a taken address, whatever its case, exactly like a free one, changes nothing and tells its owner', async () => {
    const owner = await t.signUp({ email: 'taken@example.com', password: 'the owners own passphrase' });
    const taken = await t.call('POST', '/v1/register', { body: body('TAKEN@example.com', 'an intruders passphrase') });
    const free = await t.call('POST', '/v1/register', { body: body('free@example.com', 'an intruders passphrase') });
    expect(taken.status).toBe(free.status);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(free.body).sort());
    expect(taken.body.message).toBe(free.body.message.replace('free@', 'taken@'));
    expect(taken.body.signup_ticket).toMatch(/^psu_[\w-]{32}$/);
    expect(free.body.signup_ticket).toMatch(/^psu_[\w-]{32}$/);
    const mail = await t.lastMail('taken@example.com');
    expect(mail?.subject).toBe('Someone tried to sign up with your address');
    expect(mail?.text).toContain('Nothing was changed');
    // The intruder's password opens nothing; the owner's still does.
    expect((await t.call('POST', '/v1/token/login', { body: { email: 'taken@example.com', password: 'an intruders passphrase' } })).status).toBe(422);
    expect(await t.login('taken@example.com', owner.password)).toMatch(/^pst_/);
  });

  it('answers every invalid field at once', async () => {
    const res = await t.call('POST', '/v1/register', { body: { name: '', email: 'not-an-email', password: 'short', password_confirmation: 'other' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'name', 'password', 'password_confirmation']);
    const mismatch = await t.call('POST', '/v1/register', { body: { name: 'A', email: 'a@b.co', password: 'long enough', password_confirmation: 'different' } });
    expect(mismatch.body.errors.password_confirmation).toEqual(['The passwords do not match.']);
  });

  it('refuses a common or easily guessed password, with a message under the field', async () => {
    for (const password of ['password1', 'qwertyuiop', 'P@ssw0rd!', 'iloveyou2']) {
      const res = await t.call('POST', '/v1/register', { body: body(`common-${password.length}@example.com`, password) });
      expect(res.status, password).toBe(422);
      expect(res.body.errors.password, password).toEqual(['This password is on a list of commonly used passwords. Choose another.']);
    }
    const weak = await t.call('POST', '/v1/register', { body: body('weak@example.com', 'aaaaaaaaaaaa') });
    expect(weak.body.errors.password).toEqual(['This password is too easy to guess. Add another word or two, or use a passphrase.']);
    // Nothing was made for either.
    expect(await t.lastMail('weak@example.com')).toBeUndefined();
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
