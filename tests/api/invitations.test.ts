import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../server/accounts/users.ts';
import { teamInvitations, teamMembers, users } from '../../server/db/schema/index.ts';
import { APP_URL, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let n = 0;
const newEmail = () => `invitee-${++n}-${Date.now()}@example.com`;

/** An owner invites `email`; answers the owner, the team id and the secret from the mailed link. */
async function invite(email = newEmail(), role = 'member') {
  const owner = await t.signUp({ name: 'Ivy Inviter' });
  const teamId: number = owner.user.current_team.id;
  const res = await t.call('POST', `/v1/teams/${teamId}/invitations`, { token: owner.token, body: { email, role } });
  expect(res.status).toBe(201);
  const link = await t.linkIn(email);
  expect(link.origin + link.pathname).toMatch(new RegExp(`^${APP_URL}/team-invitations/inv_`));
  return { owner, teamId, email, invitation: res.body, secret: link.pathname.split('/').pop()! };
}

const roleIn = async (teamId: number, email: string) =>
  (await t.db.select({ role: teamMembers.role }).from(teamMembers).innerJoin(users, eq(users.id, teamMembers.userId)).where(and(eq(teamMembers.teamId, teamId), eq(users.email, email))))[0]?.role;

describe('sending invitations', () => {
  it('invites by email, mails the link and lists it as pending', async () => {
    const { owner, teamId, email, invitation } = await invite(undefined, 'admin');
    expect(invitation).toMatchObject({ email, role: 'admin', invited_by: 'Ivy Inviter' });
    expect(new Date(invitation.expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect((await t.lastMail(email))?.subject).toBe("You are invited to Ivy's team on Parley");
    const list = await t.call('GET', `/v1/teams/${teamId}/invitations`, { token: owner.token });
    expect(list.body).toEqual([invitation]);
    // Only the hash is stored.
    const [row] = await t.db.select().from(teamInvitations).where(eq(teamInvitations.id, invitation.id));
    expect(JSON.stringify(row)).not.toContain('inv_');
  });

  it('refuses members, pending invitees, the owner role and bad addresses with 422', async () => {
    const { owner, teamId, email } = await invite();
    const again = await t.call('POST', `/v1/teams/${teamId}/invitations`, { token: owner.token, body: { email: email.toUpperCase(), role: 'viewer' } });
    expect(again.status).toBe(422);
    expect(again.body.errors.email[0]).toMatch(/pending invitation/);
    const self = await t.call('POST', `/v1/teams/${teamId}/invitations`, { token: owner.token, body: { email: owner.email, role: 'viewer' } });
    expect(self.body.errors.email[0]).toMatch(/already a member/);
    for (const body of [{ email: newEmail(), role: 'owner' }, { email: 'not-an-email', role: 'member' }]) {
      const res = await t.call('POST', `/v1/teams/${teamId}/invitations`, { token: owner.token, body });
      expect(res.status).toBe(422);
    }
  });

  it('is for admins: members get 403, strangers 404', async () => {
    const { teamId } = await invite();
    const member = await t.signUp();
    await addMember(t.db, teamId, member.user.id, 'member');
    const stranger = await t.signUp();
    for (const who of [member, stranger]) {
      const expected = who === member ? 403 : 404;
      expect((await t.call('GET', `/v1/teams/${teamId}/invitations`, { token: who.token })).status).toBe(expected);
      expect((await t.call('POST', `/v1/teams/${teamId}/invitations`, { token: who.token, body: { email: newEmail(), role: 'member' } })).status).toBe(expected);
    }
  });

  it('revokes an invitation so that its link stops working', async () => {
    const { owner, teamId, invitation, secret } = await invite();
    const stranger = await t.signUp();
    expect((await t.call('DELETE', `/v1/teams/${teamId}/invitations/${invitation.id}`, { token: stranger.token })).status).toBe(404);
    expect((await t.call('DELETE', `/v1/teams/${teamId}/invitations/${invitation.id}`, { token: owner.token })).status).toBe(200);
    expect((await t.call('GET', `/v1/teams/${teamId}/invitations`, { token: owner.token })).body).toEqual([]);
    expect((await t.call('GET', `/v1/team-invitations/${secret}`)).status).toBe(404);
    expect((await t.call('DELETE', `/v1/teams/${teamId}/invitations/${invitation.id}`, { token: owner.token })).status).toBe(404);
  });
});

describe('accepting invitations', () => {
  it('shows a preview without signing in', async () => {
    const { email, secret } = await invite(undefined, 'viewer');
    const res = await t.call('GET', `/v1/team-invitations/${secret}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ team_name: "Ivy's team", email, role: 'viewer', user_exists: false });
    expect((await t.call('GET', '/v1/team-invitations/inv_nonsense')).body.message).toMatch(/not valid any more/);
  });

  it('creates a verified account for a new user, signed in to the team', async () => {
    const { teamId, email, secret } = await invite(undefined, 'admin');
    const missing = await t.call('POST', `/v1/team-invitations/${secret}/accept`, { body: {} });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['name', 'password']);
    const mismatch = await t.call('POST', `/v1/team-invitations/${secret}/accept`, { body: { name: 'Nia', password: 'long enough pw', password_confirmation: 'other' } });
    expect(mismatch.status).toBe(422);

    const res = await t.call('POST', `/v1/team-invitations/${secret}/accept`, { body: { name: 'Nia New', password: 'long enough pw', password_confirmation: 'long enough pw' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ token_type: 'Bearer', team_id: teamId });
    const me = await t.call('GET', '/v1/user', { token: res.body.access_token });
    expect(me.body).toMatchObject({ name: 'Nia New', email, email_verified_at: expect.any(String), current_team: { id: teamId, role: 'admin' } });
    expect(await roleIn(teamId, email)).toBe('admin');
    await t.login(email, 'long enough pw');

    // The link works once.
    const reused = await t.call('POST', `/v1/team-invitations/${secret}/accept`, { body: { name: 'X', password: 'long enough pw', password_confirmation: 'long enough pw' } });
    expect(reused.status).toBe(404);
    expect((await t.call('GET', `/v1/team-invitations/${secret}`)).status).toBe(404);
  });

  it('adds an existing user who accepts signed in, and verifies them', async () => {
    const invitee = await t.signUp({ verified: false });
    const { teamId, secret } = await invite(invitee.email, 'viewer');
    expect((await t.call('GET', `/v1/team-invitations/${secret}`)).body.user_exists).toBe(true);
    const anonymous = await t.call('POST', `/v1/team-invitations/${secret}/accept`, { body: { name: 'Other', password: 'long enough pw', password_confirmation: 'long enough pw' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Sign in to accept this invitation.');

    const res = await t.call('POST', `/v1/team-invitations/${secret}/accept`, { token: invitee.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "You joined Ivy's team.", team_id: teamId });
    const me = await t.call('GET', '/v1/user', { token: invitee.token });
    expect(me.body.email_verified_at).not.toBeNull();
    expect(me.body.current_team).toMatchObject({ id: teamId, role: 'viewer' });
    expect((await t.call('POST', `/v1/team-invitations/${secret}/accept`, { token: invitee.token })).status).toBe(404);
  });

  it('refuses a signed-in user with another address with 403', async () => {
    const { teamId, email, secret } = await invite();
    const wrong = await t.signUp();
    const res = await t.call('POST', `/v1/team-invitations/${secret}/accept`, { token: wrong.token });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/another address/);
    expect(await roleIn(teamId, wrong.email)).toBeUndefined();
    // The invitation is still good for its addressee.
    expect((await t.call('GET', `/v1/team-invitations/${secret}`)).body.email).toBe(email);
  });

  it('answers 404 for an expired invitation', async () => {
    const { owner, teamId, invitation, secret } = await invite();
    await t.db.update(teamInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(teamInvitations.id, invitation.id));
    expect((await t.call('GET', `/v1/team-invitations/${secret}`)).status).toBe(404);
    const res = await t.call('POST', `/v1/team-invitations/${secret}/accept`, { body: { name: 'Late', password: 'long enough pw', password_confirmation: 'long enough pw' } });
    expect(res.status).toBe(404);
    expect((await t.call('GET', `/v1/teams/${teamId}/invitations`, { token: owner.token })).body).toEqual([]);
  });
});
