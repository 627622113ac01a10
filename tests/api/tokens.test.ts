import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../server/accounts/users.ts';
import { apiTokens, teamMembers } from '../../server/db/schema/index.ts';
import { offers } from '../../resources/campaigns/index.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { sampleRecord } from './samples.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function ownerWithToken(body: Record<string, unknown> = { name: 'CI' }) {
  const owner = await t.signUp({ name: 'Tom Token' });
  const teamId: number = owner.user.current_team.id;
  const res = await t.call('POST', `/v1/teams/${teamId}/tokens`, { token: owner.token, body });
  expect(res.status).toBe(201);
  return { owner, teamId, created: res.body, secret: res.body.token as string };
}

describe('team API tokens', () => {
  it('shows the secret once and never lists or stores it', async () => {
    const { owner, teamId, created, secret } = await ownerWithToken({ name: 'CI', expires_in_days: 30 });
    expect(secret).toMatch(/^pat_/);
    expect(created).toMatchObject({ name: 'CI', prefix: secret.slice(0, 10), created_by: 'Tom Token', last_used_at: null });
    expect(new Date(created.expires_at).getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    const list = await t.call('GET', `/v1/teams/${teamId}/tokens`, { token: owner.token });
    expect(list.body).toEqual([{ id: created.id, name: 'CI', prefix: created.prefix, created_by: 'Tom Token', last_used_at: null, expires_at: created.expires_at, created_at: created.created_at }]);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('works for its own team with member rights, and is 404 elsewhere', async () => {
    const { owner, teamId, secret } = await ownerWithToken();
    const members = await t.call('GET', `/v1/teams/${teamId}/members`, { token: secret });
    expect(members.status).toBe(200);
    expect(members.body[0]).toMatchObject({ user_id: owner.user.id, role: 'owner' });
    expect((await t.call('GET', '/v1/teams', { token: secret })).body).toEqual([expect.objectContaining({ id: teamId, role: 'member' })]);

    // The token's creator belongs to another team too; the token still may not reach it.
    const other = await t.signUp();
    await addMember(t.db, other.user.current_team.id, owner.user.id, 'owner');
    expect((await t.call('GET', `/v1/teams/${other.user.current_team.id}/members`, { token: secret })).status).toBe(404);
    expect((await t.call('GET', `/v1/teams/${other.user.current_team.id}/members`, { token: owner.token })).status).toBe(200);
  });

  it('cannot manage tokens, members or teams itself', async () => {
    const { owner, teamId, secret } = await ownerWithToken();
    expect((await t.call('POST', `/v1/teams/${teamId}/tokens`, { token: secret, body: { name: 'Escalate' } })).status).toBe(403);
    expect((await t.call('GET', `/v1/teams/${teamId}/tokens`, { token: secret })).status).toBe(403);
    expect((await t.call('PUT', `/v1/teams/${teamId}/members/${owner.user.id}`, { token: secret, body: { role: 'viewer' } })).status).toBe(403);
    expect((await t.call('POST', '/v1/teams', { token: secret, body: { name: 'New' } })).status).toBe(403);
    expect((await t.call('POST', `/v1/teams/${teamId}/switch`, { token: secret })).status).toBe(403);
  });

  it('stops working when revoked (401) and disappears from the list', async () => {
    const { owner, teamId, created, secret } = await ownerWithToken();
    const stranger = await t.signUp();
    expect((await t.call('DELETE', `/v1/teams/${teamId}/tokens/${created.id}`, { token: stranger.token })).status).toBe(404);
    expect((await t.call('DELETE', `/v1/teams/${teamId}/tokens/${created.id}`, { token: owner.token })).status).toBe(200);
    expect((await t.call('GET', `/v1/teams/${teamId}/members`, { token: secret })).status).toBe(401);
    expect((await t.call('GET', `/v1/teams/${teamId}/tokens`, { token: owner.token })).body).toEqual([]);
    expect((await t.call('DELETE', `/v1/teams/${teamId}/tokens/${created.id}`, { token: owner.token })).status).toBe(404);
  });

  it('answers 419 once expired', async () => {
    const { teamId, created, secret } = await ownerWithToken();
    await t.db.update(apiTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiTokens.id, created.id));
    expect((await t.call('GET', `/v1/teams/${teamId}/members`, { token: secret })).status).toBe(419);
  });

  it('is for admins (members 403, strangers 404) and validates its body', async () => {
    const { owner, teamId, created } = await ownerWithToken();
    const member = await t.signUp();
    await addMember(t.db, teamId, member.user.id, 'member');
    expect((await t.call('GET', `/v1/teams/${teamId}/tokens`, { token: member.token })).status).toBe(403);
    expect((await t.call('DELETE', `/v1/teams/${teamId}/tokens/${created.id}`, { token: member.token })).status).toBe(403);
    const stranger = await t.signUp();
    expect((await t.call('GET', `/v1/teams/${teamId}/tokens`, { token: stranger.token })).status).toBe(404);
    const bad = await t.call('POST', `/v1/teams/${teamId}/tokens`, { token: owner.token, body: { name: '', expires_in_days: 0 } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['expires_in_days', 'name']);
  });

  it("acts with its creator's role as it is now: demoting them narrows the token at once", async () => {
    const owner = await t.signUp();
    const teamId = owner.user.current_team.id;
    const admin = await t.signUp();
    await addMember(t.db, teamId, admin.user.id, 'admin');
    const secret = (await t.call('POST', `/v1/teams/${teamId}/tokens`, { token: admin.token, body: { name: 'Theirs' } })).body.token;
    const offer = (seed: number) => sampleRecord(offers, seed);
    // An admin's token works as a member: it writes the team's data but manages nothing.
    expect((await t.call('POST', '/v1/audience/offers', { token: secret, body: offer(1) })).status).toBe(201);
    expect((await t.call('GET', `/v1/teams/${teamId}/tokens`, { token: secret })).status).toBe(403);
    expect((await t.call('GET', '/v1/teams', { token: secret })).body).toEqual([expect.objectContaining({ id: teamId, role: 'member' })]);

    expect((await t.call('PUT', `/v1/teams/${teamId}/members/${admin.user.id}`, { token: owner.token, body: { role: 'viewer' } })).status).toBe(200);
    const refused = await t.call('POST', '/v1/audience/offers', { token: secret, body: offer(2) });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/requires the member role/);
    expect((await t.call('GET', '/v1/audience/offers', { token: secret })).status).toBe(200);
    expect((await t.call('GET', '/v1/teams', { token: secret })).body).toEqual([expect.objectContaining({ id: teamId, role: 'viewer' })]);

    // Promoted back, the token writes again; never above member, though the creator is owner now.
    expect((await t.call('PUT', `/v1/teams/${teamId}/members/${admin.user.id}`, { token: owner.token, body: { role: 'owner' } })).status).toBe(200);
    expect((await t.call('POST', '/v1/audience/offers', { token: secret, body: offer(3) })).status).toBe(201);
    expect((await t.call('PUT', `/v1/teams/${teamId}`, { token: secret, body: { name: 'Taken over' } })).status).toBe(403);
  });

  it('stops working when its creator is no longer a member, however they left', async () => {
    const owner = await t.signUp();
    const teamId = owner.user.current_team.id;
    const leaver = await t.signUp();
    await addMember(t.db, teamId, leaver.user.id, 'admin');
    const secret = (await t.call('POST', `/v1/teams/${teamId}/tokens`, { token: leaver.token, body: { name: 'Left behind' } })).body.token;
    expect((await t.call('GET', '/v1/audience/offers', { token: secret })).status).toBe(200);
    expect((await t.call('DELETE', `/v1/teams/${teamId}/members/${leaver.user.id}`, { token: leaver.token })).status).toBe(200);
    expect((await t.call('GET', '/v1/audience/offers', { token: secret })).status).toBe(401);
    // Even a membership removed without going through the API (no revocation) ends the token.
    const second = (await t.call('POST', `/v1/teams/${teamId}/tokens`, { token: owner.token, body: { name: 'Owner' } })).body.token;
    expect((await t.call('GET', '/v1/audience/offers', { token: second })).status).toBe(200);
    await t.db.delete(teamMembers).where(eq(teamMembers.userId, owner.user.id));
    expect((await t.call('GET', '/v1/audience/offers', { token: second })).status).toBe(401);
  });

  it("cannot change its creator's profile, email or password", async () => {
    const { owner, secret } = await ownerWithToken();
    for (const body of [{ name: 'Renamed' }, { locale: 'ar' }, { email: 'new@example.com', current_password: owner.password }, { password: 'a completely new passphrase', current_password: owner.password }]) {
      const res = await t.call('PUT', '/v1/user', { token: secret, body });
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body.message).toMatch(/API token cannot change the account/);
    }
    expect((await t.call('PUT', '/v1/onboarding', { token: secret, body: { job_title: 'Hijacked' } })).status).toBe(403);
    expect((await t.call('POST', '/v1/email/verification-notification', { token: secret })).status).toBe(403);
    const me = await t.call('GET', '/v1/user', { token: owner.token });
    expect(me.body).toMatchObject({ name: owner.user.name, email: owner.email, locale: 'en' });
    expect(await t.login(owner.email, owner.password)).toMatch(/^pst_/);
    // Reading is fine, and the owner's own session still changes the profile.
    expect((await t.call('GET', '/v1/user', { token: secret })).status).toBe(200);
    expect((await t.call('PUT', '/v1/user', { token: owner.token, body: { name: 'Renamed' } })).status).toBe(200);
  });

  it('stops the tokens of a member who is detached', async () => {
    const owner = await t.signUp();
    const teamId = owner.user.current_team.id;
    const admin = await t.signUp();
    await addMember(t.db, teamId, admin.user.id, 'admin');
    const secret = (await t.call('POST', `/v1/teams/${teamId}/tokens`, { token: admin.token, body: { name: 'Theirs' } })).body.token;
    expect((await t.call('GET', `/v1/teams/${teamId}/members`, { token: secret })).status).toBe(200);
    await t.call('DELETE', `/v1/teams/${teamId}/members/${admin.user.id}`, { token: owner.token });
    expect((await t.call('GET', `/v1/teams/${teamId}/members`, { token: secret })).status).toBe(401);
  });
});
