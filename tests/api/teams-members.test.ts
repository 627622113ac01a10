import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../resources/access/roles.ts';
import { addMember } from '../../server/accounts/users.ts';
import { teamMembers, users } from '../../server/db/schema/index.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A shared team of a new owner, with one signed-up user per role given. */
async function teamWith(...roles: Role[]) {
  const owner = await t.signUp({ name: 'Olive Owner' });
  const teamId: number = (await t.call('POST', '/v1/teams', { token: owner.token, body: { name: 'Shared' } })).body.id;
  const others = [];
  for (const role of roles) {
    const u = await t.signUp({ name: `${role} person` });
    await addMember(t.db, teamId, u.user.id, role);
    others.push(u);
  }
  return { owner, teamId, others };
}

const roleOf = async (teamId: number, userId: number) =>
  (await t.db.select({ role: teamMembers.role }).from(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId))))[0]?.role;

describe('team members', () => {
  it('lists members with roles for every member, 404 for strangers', async () => {
    const { owner, teamId, others } = await teamWith('viewer');
    const res = await t.call('GET', `/v1/teams/${teamId}/members`, { token: others[0].token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { user_id: owner.user.id, name: 'Olive Owner', email: owner.email, role: 'owner', joined_at: expect.stringMatching(/T/) },
      expect.objectContaining({ user_id: others[0].user.id, role: 'viewer' }),
    ]);
    const stranger = await t.signUp();
    expect((await t.call('GET', `/v1/teams/${teamId}/members`, { token: stranger.token })).status).toBe(404);
  });

  it('lets an admin change roles below owner', async () => {
    const { teamId, others } = await teamWith('admin', 'viewer');
    const [admin, viewer] = others;
    const res = await t.call('PUT', `/v1/teams/${teamId}/members/${viewer.user.id}`, { token: admin.token, body: { role: 'member' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_id: viewer.user.id, role: 'member' });
    expect(await roleOf(teamId, viewer.user.id)).toBe('member');
  });

  it('lets only an owner hand out or take away the owner role', async () => {
    const { owner, teamId, others } = await teamWith('admin', 'member');
    const [admin, member] = others;
    expect((await t.call('PUT', `/v1/teams/${teamId}/members/${member.user.id}`, { token: admin.token, body: { role: 'owner' } })).status).toBe(403);
    expect((await t.call('PUT', `/v1/teams/${teamId}/members/${owner.user.id}`, { token: admin.token, body: { role: 'viewer' } })).status).toBe(403);
    expect(await roleOf(teamId, owner.user.id)).toBe('owner');
    const promoted = await t.call('PUT', `/v1/teams/${teamId}/members/${member.user.id}`, { token: owner.token, body: { role: 'owner' } });
    expect(promoted.body.role).toBe('owner');
  });

  it('refuses role changes by viewers and members with 403', async () => {
    const { owner, teamId, others } = await teamWith('viewer', 'member');
    for (const who of others) {
      const res = await t.call('PUT', `/v1/teams/${teamId}/members/${owner.user.id}`, { token: who.token, body: { role: 'viewer' } });
      expect(res.status).toBe(403);
    }
  });

  it('never demotes the last owner', async () => {
    const { owner, teamId } = await teamWith();
    const res = await t.call('PUT', `/v1/teams/${teamId}/members/${owner.user.id}`, { token: owner.token, body: { role: 'admin' } });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/last owner/);
    expect(await roleOf(teamId, owner.user.id)).toBe('owner');
  });

  it('refuses a bad role and unknown members', async () => {
    const { owner, teamId } = await teamWith();
    expect((await t.call('PUT', `/v1/teams/${teamId}/members/${owner.user.id}`, { token: owner.token, body: { role: 'god' } })).status).toBe(422);
    const stranger = await t.signUp();
    expect((await t.call('PUT', `/v1/teams/${teamId}/members/${stranger.user.id}`, { token: owner.token, body: { role: 'viewer' } })).status).toBe(404);
  });

  it('answers 404 for a member of another team', async () => {
    const a = await teamWith('member');
    const b = await teamWith();
    const target = a.others[0].user.id;
    expect((await t.call('PUT', `/v1/teams/${a.teamId}/members/${target}`, { token: b.owner.token, body: { role: 'viewer' } })).status).toBe(404);
    expect((await t.call('DELETE', `/v1/teams/${a.teamId}/members/${target}`, { token: b.owner.token })).status).toBe(404);
    // Naming one's own team with somebody else's member is not found either.
    expect((await t.call('DELETE', `/v1/teams/${b.teamId}/members/${target}`, { token: b.owner.token })).status).toBe(404);
    expect(await roleOf(a.teamId, target)).toBe('member');
  });
});

describe('detaching and leaving', () => {
  it('detaches a member and moves their current team to their personal one', async () => {
    const { owner, teamId, others } = await teamWith('member');
    const [member] = others;
    await t.call('POST', `/v1/teams/${teamId}/switch`, { token: member.token });
    const res = await t.call('DELETE', `/v1/teams/${teamId}/members/${member.user.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(await roleOf(teamId, member.user.id)).toBeUndefined();
    const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row.currentTeamId).toBe(member.user.current_team.id);
    expect((await t.call('GET', `/v1/teams/${teamId}/members`, { token: member.token })).status).toBe(404);
  });

  it('lets any member leave, but not detach others', async () => {
    const { owner, teamId, others } = await teamWith('viewer', 'member');
    const [viewer, member] = others;
    expect((await t.call('DELETE', `/v1/teams/${teamId}/members/${member.user.id}`, { token: viewer.token })).status).toBe(403);
    const left = await t.call('DELETE', `/v1/teams/${teamId}/members/${viewer.user.id}`, { token: viewer.token });
    expect(left.status).toBe(200);
    expect(await roleOf(teamId, viewer.user.id)).toBeUndefined();
    expect(await roleOf(teamId, owner.user.id)).toBe('owner');
  });

  it('keeps the last owner, and keeps admins from removing owners', async () => {
    const { owner, teamId, others } = await teamWith('admin');
    const last = await t.call('DELETE', `/v1/teams/${teamId}/members/${owner.user.id}`, { token: owner.token });
    expect(last.status).toBe(422);
    expect(last.body.message).toMatch(/last owner/);
    expect((await t.call('DELETE', `/v1/teams/${teamId}/members/${owner.user.id}`, { token: others[0].token })).status).toBe(403);
    expect(await roleOf(teamId, owner.user.id)).toBe('owner');
  });

  it('lets an owner leave a shared team once there is another owner', async () => {
    const { owner: founder, teamId, others } = await teamWith('owner');
    const [other] = others;
    expect((await t.call('DELETE', `/v1/teams/${teamId}/members/${founder.user.id}`, { token: founder.token })).status).toBe(200);
    expect(await roleOf(teamId, other.user.id)).toBe('owner');
    // The leaver acts in their personal team again.
    expect((await t.call('GET', '/v1/user', { token: founder.token })).body.current_team.id).toBe(founder.user.current_team.id);
  });

  it('keeps everybody in their personal team', async () => {
    const owner = await t.signUp();
    const teamId = owner.user.current_team.id;
    const other = await t.signUp();
    await addMember(t.db, teamId, other.user.id, 'owner');
    const res = await t.call('DELETE', `/v1/teams/${teamId}/members/${owner.user.id}`, { token: owner.token });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/personal team/);
    expect(await roleOf(teamId, owner.user.id)).toBe('owner');
  });
});
