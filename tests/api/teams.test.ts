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

describe('teams', () => {
  it('gives a new user a personal team with the owner role', async () => {
    const { token, user } = await t.signUp({ name: 'Ada Lovelace' });
    expect(user.current_team).toMatchObject({ personal: true, role: 'owner', owner_id: user.id, name: "Ada's team", meta: { view_team_id: null } });
    const res = await t.call('GET', '/v1/teams', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ id: user.current_team.id, personal: true, role: 'owner' })]);
  });

  it('creates a team, makes the caller its owner and switches to it', async () => {
    const { token, user } = await t.signUp();
    const created = await t.call('POST', '/v1/teams', { token, body: { name: '  Acme Sales ' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Acme Sales', personal: false, owner_id: user.id, role: 'owner' });
    expect(created.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const me = await t.call('GET', '/v1/user', { token });
    expect(me.body.current_team).toMatchObject({ id: created.body.id, role: 'owner' });
    const list = await t.call('GET', '/v1/teams', { token });
    expect(list.body.map((team: any) => team.id).sort()).toEqual([user.current_team.id, created.body.id].sort());
  });

  it('refuses a team without a name with 422 on the field', async () => {
    const { token } = await t.signUp();
    const res = await t.call('POST', '/v1/teams', { token, body: { name: '   ' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.name).toBeDefined();
  });

  it('renames a team for admins, refuses members with 403 and strangers with 404', async () => {
    const owner = await t.signUp();
    const teamId = owner.user.current_team.id;
    const renamed = await t.call('PUT', `/v1/teams/${teamId}`, { token: owner.token, body: { name: 'Renamed' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: teamId, name: 'Renamed', role: 'owner' });

    const member = await t.signUp();
    await addMember(t.db, teamId, member.user.id, 'member');
    expect((await t.call('PUT', `/v1/teams/${teamId}`, { token: member.token, body: { name: 'Mine now' } })).status).toBe(403);
    expect((await t.call('GET', `/v1/teams/${teamId}`, { token: member.token })).body).toMatchObject({ name: 'Renamed', role: 'member' });

    const stranger = await t.signUp();
    expect((await t.call('PUT', `/v1/teams/${teamId}`, { token: stranger.token, body: { name: 'Mine now' } })).status).toBe(404);
    expect((await t.call('GET', `/v1/teams/${teamId}`, { token: stranger.token })).status).toBe(404);
    expect((await t.call('PUT', '/v1/teams/999999', { token: owner.token, body: { name: 'x' } })).status).toBe(404);
    expect((await t.call('GET', '/v1/teams/99999999999', { token: owner.token })).status).toBe(422);
  });

  it('switches to a team the user belongs to, and answers 404 for any other', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    await addMember(t.db, owner.user.current_team.id, other.user.id, 'viewer');
    const res = await t.call('POST', `/v1/teams/${owner.user.current_team.id}/switch`, { token: other.token });
    expect(res.status).toBe(200);
    expect(res.body.current_team).toMatchObject({ id: owner.user.current_team.id, role: 'viewer' });
    expect((await t.call('GET', '/v1/user', { token: other.token })).body.current_team.id).toBe(owner.user.current_team.id);

    const stranger = await t.signUp();
    expect((await t.call('POST', `/v1/teams/${owner.user.current_team.id}/switch`, { token: stranger.token })).status).toBe(404);
    expect((await t.call('GET', '/v1/user', { token: stranger.token })).body.current_team.id).toBe(stranger.user.current_team.id);
  });

  it('needs a signed-in, verified user', async () => {
    expect((await t.call('GET', '/v1/teams')).status).toBe(401);
    const { token, user } = await t.signUp({ verified: false });
    const id = user.current_team.id;
    for (const [method, path, body] of [
      ['GET', '/v1/teams'],
      ['POST', '/v1/teams', { name: 'x' }],
      ['PUT', `/v1/teams/${id}`, { name: 'x' }],
      ['POST', `/v1/teams/${id}/switch`],
      ['GET', `/v1/teams/${id}/members`],
      ['POST', `/v1/teams/${id}/invitations`, { email: 'a@b.co', role: 'member' }],
      ['POST', `/v1/teams/${id}/tokens`, { name: 'x' }],
      ['GET', '/v1/onboarding'],
    ] as const) {
      const res = await t.call(method, path, { token, body });
      expect(res.status, `${method} ${path}`).toBe(409);
    }
  });

  it('documents the team routes in OpenAPI', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).body;
    const paths = Object.keys(doc.paths).map((p) => p.replace('/api/proxy/api', ''));
    expect(paths).toEqual(
      expect.arrayContaining(['/v1/teams', '/v1/teams/meta', '/v1/teams/{id}/switch', '/v1/teams/{id}/members/{userId}', '/v1/teams/{id}/invitations/{invId}', '/v1/teams/{id}/users', '/v1/teams/{id}/tokens/{tokenId}', '/v1/team-invitations/{token}/accept', '/v1/onboarding']),
    );
    expect(doc.paths['/api/proxy/api/v1/teams'].post.tags).toEqual(['teams']);
  });
});

describe('staff view-as (PUT /v1/teams/meta)', () => {
  it('lets staff view another team and go back', async () => {
    const staff = await t.signUp();
    await t.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
    const customer = await t.signUp({ name: 'Grace Hopper' });
    const teamId = customer.user.current_team.id;

    const res = await t.call('PUT', '/v1/teams/meta', { token: staff.token, body: { view_team_id: teamId } });
    expect(res.status).toBe(200);
    expect(res.body.current_team).toMatchObject({ id: teamId, role: null, meta: { view_team_id: teamId } });
    const me = await t.call('GET', '/v1/user', { token: staff.token });
    expect(me.body.current_team).toMatchObject({ id: teamId, name: "Grace's team", meta: { view_team_id: teamId } });

    // Staff read the viewed team but may not change it.
    expect((await t.call('GET', `/v1/teams/${teamId}/members`, { token: staff.token })).status).toBe(200);
    expect((await t.call('PUT', `/v1/teams/${teamId}`, { token: staff.token, body: { name: 'x' } })).status).toBe(403);

    expect((await t.call('PUT', '/v1/teams/meta', { token: staff.token, body: { view_team_id: 999999 } })).status).toBe(404);
    const back = await t.call('PUT', '/v1/teams/meta', { token: staff.token, body: { view_team_id: null } });
    expect(back.body.current_team).toMatchObject({ id: staff.user.current_team.id, role: 'owner', meta: { view_team_id: null } });
  });

  it('ends viewing when staff switch to one of their teams', async () => {
    const staff = await t.signUp();
    await t.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
    const customer = await t.signUp();
    await t.call('PUT', '/v1/teams/meta', { token: staff.token, body: { view_team_id: customer.user.current_team.id } });
    const res = await t.call('POST', `/v1/teams/${staff.user.current_team.id}/switch`, { token: staff.token });
    expect(res.body.current_team).toMatchObject({ id: staff.user.current_team.id, meta: { view_team_id: null } });
  });

  it('refuses everybody else with 403', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const res = await t.call('PUT', '/v1/teams/meta', { token: user.token, body: { view_team_id: other.user.current_team.id } });
    expect(res.status).toBe(403);
    expect((await t.call('GET', '/v1/user', { token: user.token })).body.current_team.id).toBe(user.user.current_team.id);
  });
});
