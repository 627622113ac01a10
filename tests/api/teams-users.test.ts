import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../server/accounts/users.ts';
import { users } from '../../server/db/schema/index.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('creating a user in a team (POST /v1/teams/:id/users)', () => {
  it('creates a member who stays unverified until they choose a password from the mailed link', async () => {
    const admin = await t.signUp({ name: 'Adam Admin' });
    const teamId = admin.user.current_team.id;
    const email = 'Created.User@Example.com';
    const res = await t.call('POST', `/v1/teams/${teamId}/users`, { token: admin.token, body: { name: 'Cara Created', email, role: 'member' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Cara Created', email: 'created.user@example.com', role: 'member', joined_at: expect.any(String) });
    const members = await t.call('GET', `/v1/teams/${teamId}/members`, { token: admin.token });
    expect(members.body.map((m: any) => m.email)).toContain('created.user@example.com');
    // The admin typed the address; only its owner using the mailed link proves it.
    const [row] = await t.db.select().from(users).where(eq(users.email, 'created.user@example.com'));
    expect(row.emailVerifiedAt).toBeNull();

    // No password yet: signing in fails until the link is used.
    expect((await t.call('POST', '/v1/token/login', { body: { email, password: 'a brand new pw' } })).status).toBe(422);
    const mail = await t.lastMail('created.user@example.com');
    expect(mail?.subject).toBe("Your Parley account for Adam's team");
    const link = await t.linkIn('created.user@example.com');
    expect(link.pathname).toMatch(/^\/password-reset\/prt_/);
    const reset = await t.call('POST', '/v1/reset-password', {
      body: { token: link.pathname.split('/').pop(), email: link.searchParams.get('email'), password: 'a brand new pw', password_confirmation: 'a brand new pw' },
    });
    expect(reset.status).toBe(200);

    const token = await t.login(email, 'a brand new pw');
    const me = await t.call('GET', '/v1/user', { token });
    expect(me.body).toMatchObject({ email_verified_at: expect.any(String), current_team: { id: teamId, role: 'member' } });
  });

  it('refuses an address that already has an account, suggesting an invitation', async () => {
    const admin = await t.signUp();
    const existing = await t.signUp();
    const res = await t.call('POST', `/v1/teams/${admin.user.current_team.id}/users`, { token: admin.token, body: { name: 'Dup', email: existing.email, role: 'viewer' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.email[0]).toMatch(/Invite/);
  });

  it('validates the body and refuses the owner role', async () => {
    const admin = await t.signUp();
    const path = `/v1/teams/${admin.user.current_team.id}/users`;
    expect((await t.call('POST', path, { token: admin.token, body: { name: 'X', email: 'x@example.com', role: 'owner' } })).status).toBe(422);
    const res = await t.call('POST', path, { token: admin.token, body: { email: 'nope', role: 'member' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'name']);
  });

  it('is for admins: members get 403, strangers 404', async () => {
    const owner = await t.signUp();
    const teamId = owner.user.current_team.id;
    const member = await t.signUp();
    await addMember(t.db, teamId, member.user.id, 'member');
    const stranger = await t.signUp();
    const body = { name: 'Z', email: 'z-created@example.com', role: 'member' };
    expect((await t.call('POST', `/v1/teams/${teamId}/users`, { token: member.token, body })).status).toBe(403);
    expect((await t.call('POST', `/v1/teams/${teamId}/users`, { token: stranger.token, body })).status).toBe(404);
    expect(await t.lastMail(body.email)).toBeUndefined();
  });
});
