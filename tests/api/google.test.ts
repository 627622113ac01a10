import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, startTestApp, type TestApp } from './harness.ts';
import { startOidcProvider, type FakeOidc } from './oidc-provider.ts';

let oidc: FakeOidc;
let t: TestApp;

beforeAll(async () => {
  oidc = await startOidcProvider();
  t = await startTestApp({
    google: { issuer: oidc.issuer, clientId: oidc.clientId, clientSecret: oidc.clientSecret, redirectUri: `${APP_URL}/google/callback` },
  });
});
afterAll(async () => {
  await t.close();
  await oidc.close();
});

/** What the browser does: follow the authorize URL, land on /google/callback with code and state. */
async function signInAtProvider(): Promise<URL> {
  const start = await t.call('GET', '/auth/google/redirect');
  expect(start.status).toBe(200);
  const authorize = new URL(start.body.url);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const res = await fetch(authorize, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location')!);
  expect(back.pathname).toBe('/google/callback');
  return back;
}

const finish = (back: URL) => t.call('GET', '/auth/google/callback', { query: Object.fromEntries(back.searchParams) });

describe('Google sign-in (OpenID Connect code flow with PKCE)', () => {
  it('creates a verified account on first sign-in and signs it in', async () => {
    oidc.user = { sub: 'g-100', email: 'New.Person@Example.com', email_verified: true, name: 'New Person' };
    const res = await finish(await signInAtProvider());
    expect(res.status).toBe(200);
    const me = await t.call('GET', '/v1/user', { token: res.body.access_token });
    expect(me.body).toMatchObject({ email: 'new.person@example.com', name: 'New Person' });
    expect(me.body.email_verified_at).not.toBeNull();
    expect(me.body.current_team.role).toBe('owner');
  });

  it('links to an existing account whose address is verified', async () => {
    const existing = await t.signUp({ email: 'linked@example.com' });
    oidc.user = { sub: 'g-200', email: 'linked@example.com', email_verified: true, name: 'Linked' };
    const res = await finish(await signInAtProvider());
    const me = await t.call('GET', '/v1/user', { token: res.body.access_token });
    expect(me.body.id).toBe(existing.user.id);
    expect(me.body.email_verified_at).not.toBeNull();
  });

  it('never joins an account whose address was not proven: one signed up and not confirmed, or one an admin made', async () => {
    const pending = await t.signUp({ email: 'pending@example.com', verified: false });
    oidc.user = { sub: 'g-210', email: 'pending@example.com', email_verified: true, name: 'Pending' };
    const refused = await finish(await signInAtProvider());
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/not confirmed yet/);
    const [row] = await t.db.select().from(users).where(eq(users.id, pending.user.id));
    expect(row).toMatchObject({ googleSub: null, emailVerifiedAt: null });

    const admin = await t.signUp();
    const made = await t.call('POST', `/v1/teams/${admin.user.current_team.id}/users`, { token: admin.token, body: { name: 'Made For', email: 'made@example.com', role: 'member' } });
    expect(made.status).toBe(201);
    oidc.user = { sub: 'g-220', email: 'made@example.com', email_verified: true, name: 'Made For' };
    expect((await finish(await signInAtProvider())).status).toBe(403);
  });

  it('refuses an identity whose email is not verified', async () => {
    oidc.user = { sub: 'g-300', email: 'unverified@example.com', email_verified: false, name: 'U' };
    const res = await finish(await signInAtProvider());
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/no verified email/);
  });

  it('accepts each state once', async () => {
    oidc.user = { sub: 'g-400', email: 'once@example.com', email_verified: true, name: 'Once' };
    const back = await signInAtProvider();
    expect((await finish(back)).status).toBe(200);
    const again = await finish(back);
    expect(again.status).toBe(422);
    expect(again.body.message).toMatch(/expired/);
  });

  it('refuses a code whose state was tampered with', async () => {
    const back = await signInAtProvider();
    back.searchParams.set('state', 'forged');
    expect((await finish(back)).status).toBe(422);
  });

  it('says clearly when Google sign-in is not configured', async () => {
    const plain = await startTestApp();
    try {
      const res = await plain.call('GET', '/auth/google/redirect');
      expect(res.status).toBe(501);
      expect(res.body.message).toMatch(/not configured/);
      expect((await plain.call('GET', '/v1/config')).body.google_enabled).toBe(false);
    } finally {
      await plain.close();
    }
  });

  it('advertises Google sign-in when configured', async () => {
    expect((await t.call('GET', '/v1/config')).body.google_enabled).toBe(true);
  });
});
