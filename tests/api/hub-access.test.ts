/**
 * The hub is a team's own wholesale business, switched on or off in the team's settings: who may
 * switch it, what its screens' API answers while it is off, which role each hub list needs, and
 * the platform's live phones, which stay staff only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../server/accounts/users.ts';
import { endpoints } from '../../resources/hub/index.ts';
import { livePhones, routes } from '../../resources/sms/index.ts';
import { makeStaff, startTestApp, type TestApp } from './harness.ts';
import { sampleRecord } from './samples.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HUB_OFF = 'The hub is switched off for this team. An owner or admin can switch it on in the team settings.';
const HUB_LISTS = ['/v1/hub/endpoints', '/v1/hub/client-rates', '/v1/hub/profit-logic/rules', '/v1/hub/email-updates', '/v1/audience/companies', '/v1/sms/routing/sms-tests'];

async function team() {
  const owner = await t.signUp({ name: 'Hana Hub' });
  const teamId: number = owner.user.current_team.id;
  const people: Record<string, string> = { owner: owner.token };
  for (const role of ['admin', 'member', 'viewer'] as const) {
    const person = await t.signUp({ name: `A ${role}` });
    await addMember(t.db, teamId, person.user.id, role);
    expect((await t.call('POST', `/v1/teams/${teamId}/switch`, { token: person.token })).status).toBe(200);
    people[role] = person.token;
  }
  return { teamId, people };
}

const settingsOf = async (token: string, teamId: number) => (await t.call('GET', `/v1/teams/${teamId}`, { token })).body.settings;
const put = (token: string, teamId: number, body: unknown) => t.call('PUT', `/v1/teams/${teamId}`, { token, body });

describe('the hub switch', () => {
  it('starts off for a new team, and the team answers its settings', async () => {
    const { teamId, people } = await team();
    expect(await settingsOf(people.viewer, teamId)).toEqual({ hub_enabled: false, outbound_allowed_hosts: [], default_country: null, contact_countries: [] });
    expect((await t.call('GET', '/v1/user', { token: people.viewer })).body.current_team.settings).toEqual({ hub_enabled: false, outbound_allowed_hosts: [], default_country: null, contact_countries: [] });
    expect((await t.call('GET', '/v1/teams', { token: people.owner })).body[0].settings).toEqual({ hub_enabled: false, outbound_allowed_hosts: [], default_country: null, contact_countries: [] });
  });

  it('while off, every hub list answers 403 saying so, to every role; SMS routing stays', async () => {
    const { people } = await team();
    for (const [role, token] of Object.entries(people)) {
      for (const path of HUB_LISTS) {
        const res = await t.call('GET', path, { token });
        expect(res.status, `${role} ${path}`).toBe(403);
        expect(res.body.message).toBe(HUB_OFF);
      }
      expect((await t.call('GET', '/v1/sms/routing/routes', { token })).status, role).toBe(200);
      expect((await t.call('GET', '/v1/sms/routing/plans', { token })).status, role).toBe(200);
    }
  });

  it('is switched by an owner or admin only', async () => {
    const { teamId, people } = await team();
    for (const role of ['member', 'viewer']) {
      const res = await put(people[role], teamId, { settings: { hub_enabled: true } });
      expect(res.status, role).toBe(403);
    }
    const on = await put(people.admin, teamId, { settings: { hub_enabled: true } });
    expect(on.status).toBe(200);
    expect(on.body.settings).toEqual({ hub_enabled: true, outbound_allowed_hosts: [], default_country: null, contact_countries: [] });
    for (const path of HUB_LISTS) expect((await t.call('GET', path, { token: people.viewer })).status, path).toBe(200);
    expect((await put(people.owner, teamId, { settings: { hub_enabled: false } })).status).toBe(200);
    expect((await t.call('GET', '/v1/hub/endpoints', { token: people.admin })).status).toBe(403);
  });

  it('once on: everyone reads the hub, admins change clients, prices and routing, members run SMS tests', async () => {
    const { teamId, people } = await team();
    await put(people.owner, teamId, { settings: { hub_enabled: true } });
    const client = await t.call('POST', '/v1/audience/companies', { token: people.admin, body: { name: 'Client Co', currency: 'EUR' } });
    expect(client.status).toBe(201);
    const endpoint = sampleRecord(endpoints, 1, { companies: client.body.id });
    const route = sampleRecord(routes, 1);
    for (const role of ['member', 'viewer']) {
      const res = await t.call('POST', '/v1/hub/endpoints', { token: people[role], body: endpoint });
      expect(res.status, role).toBe(403);
      expect(res.body.message).toMatch(/requires the admin role/);
      expect((await t.call('POST', '/v1/sms/routing/routes', { token: people[role], body: route })).status, role).toBe(403);
    }
    expect((await t.call('POST', '/v1/hub/endpoints', { token: people.admin, body: endpoint })).status).toBe(201);
    expect((await t.call('GET', '/v1/hub/endpoints', { token: people.viewer })).body).toHaveLength(1);
  });
});

describe('live phones (/v1/management/live-phones*)', () => {
  it('are platform staff only, even for the owner of a team that runs the hub', async () => {
    const { teamId, people } = await team();
    await put(people.owner, teamId, { settings: { hub_enabled: true } });
    for (const path of ['/v1/management/live-phones', '/v1/management/live-phones-sms']) {
      for (const [role, token] of Object.entries(people)) {
        const res = await t.call('GET', path, { token });
        expect(res.status, `${role} ${path}`).toBe(403);
        expect(res.body.message).toMatch(/platform staff only/);
      }
    }
    const platform = await t.signUp({ name: 'Pia Platform' });
    await makeStaff(t, platform.user.id);
    const staff = platform.token;
    // Staff too find no hub in a team that does not run one.
    expect((await t.call('GET', '/v1/management/live-phones', { token: staff })).body.message).toBe(HUB_OFF);
    await put(staff, platform.user.current_team.id, { settings: { hub_enabled: true } });
    expect((await t.call('GET', '/v1/management/live-phones', { token: staff })).status).toBe(200);
    expect((await t.call('POST', '/v1/management/live-phones', { token: staff, body: sampleRecord(livePhones, 1) })).status).toBe(201);
    // A staff member's team API token is no staff member.
    const me = (await t.call('GET', '/v1/user', { token: staff })).body;
    const pat = (await t.call('POST', `/v1/teams/${me.current_team.id}/tokens`, { token: staff, body: { name: 'Staff CI' } })).body.token;
    expect((await t.call('GET', '/v1/management/live-phones', { token: pat })).status).toBe(403);
  });
});

describe('team settings', () => {
  it('keep a list of host names, lower-cased and each once, and refuse what is not a host under the field', async () => {
    const { teamId, people } = await team();
    const saved = await put(people.admin, teamId, { settings: { outbound_allowed_hosts: ['CRM.internal', 'crm.internal', '10.0.0.7', 'localhost', '[::1]'] } });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toEqual({ hub_enabled: false, outbound_allowed_hosts: ['crm.internal', '10.0.0.7', 'localhost', '[::1]'], default_country: null, contact_countries: [] });
    for (const bad of ['http://crm.internal', 'crm.internal:8080', 'crm.internal/path', '*.internal', '-crm.internal', '999.1.1.1', '']) {
      const res = await put(people.admin, teamId, { settings: { outbound_allowed_hosts: ['ok.example', bad] } });
      expect(res.status, bad).toBe(422);
      expect(Object.keys(res.body.errors), bad).toEqual(['settings.outbound_allowed_hosts.1']);
    }
    const many = await put(people.admin, teamId, { settings: { outbound_allowed_hosts: Array.from({ length: 51 }, (_, i) => `h${i}.internal`) } });
    expect(many.status).toBe(422);
    expect(many.body.errors['settings.outbound_allowed_hosts']).toEqual(['At most 50 hosts.']);
    expect((await put(people.admin, teamId, { settings: { hub_enabled: 'yes' } })).status).toBe(422);
    expect((await put(people.admin, teamId, { settings: { sneaky: true } })).status).toBe(422);
    expect((await put(people.admin, teamId, {})).status).toBe(422);
    // Unchanged by the refused attempts; a rename leaves the settings as they are.
    expect((await put(people.admin, teamId, { name: 'Renamed' })).body.settings.outbound_allowed_hosts).toEqual(['crm.internal', '10.0.0.7', 'localhost', '[::1]']);
  });
});
