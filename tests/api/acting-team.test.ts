/**
 * The acting team and role come from the same query as the bearer token (server/auth/sessions.ts):
 * every request sees the database as it is now, and the cases that one query cannot settle (a
 * current team the user left, a viewed team that is gone) still fall back as before.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../server/accounts/users.ts';
import { teamMembers, teams, users } from '../../server/db/schema/index.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const offer = { name: 'Spring sale', url: 'https://example.com/spring', payout: 250, currency: 'USD' };

describe('the acting team, read with the token', () => {
  it('applies a role change on the very next request', async () => {
    const owner = await t.signUp();
    const teamId = owner.user.current_team.id;
    const member = await t.signUp();
    await addMember(t.db, teamId, member.user.id, 'member');
    await t.call('POST', `/v1/teams/${teamId}/switch`, { token: member.token });
    expect((await t.call('POST', '/v1/audience/offers', { token: member.token, body: offer })).status).toBe(201);

    await t.db.update(teamMembers).set({ role: 'viewer' }).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, member.user.id)));
    expect((await t.call('POST', '/v1/audience/offers', { token: member.token, body: offer })).status).toBe(403);
    expect((await t.call('GET', '/v1/audience/offers', { token: member.token })).body).toHaveLength(1);
  });

  it('falls back to the oldest remaining team when the current one no longer has the user', async () => {
    const owner = await t.signUp();
    const teamId = owner.user.current_team.id;
    const member = await t.signUp();
    await addMember(t.db, teamId, member.user.id, 'member');
    await t.call('POST', `/v1/teams/${teamId}/switch`, { token: member.token });
    await t.call('POST', '/v1/audience/offers', { token: owner.token, body: offer });
    expect((await t.call('GET', '/v1/audience/offers', { token: member.token })).body).toHaveLength(1);

    // Removed behind the API's back: the user row still points at the team.
    await t.db.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, member.user.id)));
    expect((await t.call('GET', '/v1/audience/offers', { token: member.token })).body).toEqual([]);
    const me = await t.call('GET', '/v1/user', { token: member.token });
    expect(me.body.current_team).toMatchObject({ id: member.user.current_team.id, role: 'owner', personal: true });
    const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row.currentTeamId).toBe(member.user.current_team.id);
  });

  it('lets staff view a team, and falls back to their own when it is gone', async () => {
    const staff = await t.signUp();
    await t.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
    const customer = await t.signUp();
    const teamId = customer.user.current_team.id;
    await t.call('POST', '/v1/audience/offers', { token: customer.token, body: offer });
    await t.call('PUT', '/v1/teams/meta', { token: staff.token, body: { view_team_id: teamId } });
    expect((await t.call('GET', '/v1/audience/offers', { token: staff.token })).body).toHaveLength(1);

    await t.db.delete(teams).where(eq(teams.id, teamId));
    expect((await t.call('GET', '/v1/audience/offers', { token: staff.token })).body).toEqual([]);
    const me = await t.call('GET', '/v1/user', { token: staff.token });
    expect(me.body.current_team).toMatchObject({ id: staff.user.current_team.id, role: 'owner' });
  });

  it('refuses a token on the first request after logout', async () => {
    const user = await t.signUp();
    expect((await t.call('GET', '/v1/audience/offers', { token: user.token })).status).toBe(200);
    expect((await t.call('POST', '/v1/token/logout', { token: user.token })).status).toBe(200);
    expect((await t.call('GET', '/v1/audience/offers', { token: user.token })).status).toBe(401);
  });
});
