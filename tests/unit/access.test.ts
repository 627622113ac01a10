import { describe, expect, it } from 'vitest';
import { can, isResourceName, PLATFORM_POLICIES, policyOf, type Actor, type ResourceName } from '../../resources/access/index.ts';
import { allResources } from '../../resources/index.ts';
import { actorOf } from '../../providers/access-control-provider.ts';
import { sampleUser } from './helpers.ts';

const ACTIONS = ['list', 'show', 'create', 'edit', 'delete'] as const;
type Act = (typeof ACTIONS)[number];

// Every actor acts in a team that runs the hub, unless a test says otherwise.
const hub = ['hub'] as const;
const actors: Record<string, Actor> = {
  owner: { id: 1, is_staff: false, role: 'owner', areas: hub },
  admin: { id: 2, is_staff: false, role: 'admin', areas: hub },
  member: { id: 3, is_staff: false, role: 'member', areas: hub },
  viewer: { id: 4, is_staff: false, role: 'viewer', areas: hub },
  // Platform staff looking at a team they do not belong to.
  staff: { id: 5, is_staff: true, role: null, areas: hub },
  // A team API token made by a staff member who is admin of the team: at most member rights, never staff rights.
  token: { id: 6, is_staff: true, role: 'admin', via_token: true, areas: hub },
};

const ALL: Act[] = [...ACTIONS];
const READ: Act[] = ['list', 'show'];
const NONE: Act[] = [];

/** Written out by hand from policies.ts so a change there has to be a deliberate change here. */
const EXPECTED: Partial<Record<ResourceName, Record<keyof typeof actors, Act[]>>> = {
  dashboard: { owner: ALL, admin: READ, member: READ, viewer: READ, staff: READ, token: READ },
  // One's own account: a token may read it but never change its creator's profile, email or password.
  account: { owner: ALL, admin: ALL, member: ALL, viewer: ALL, staff: ALL, token: READ },
  onboarding: { owner: ALL, admin: ALL, member: ALL, viewer: ALL, staff: ALL, token: READ },
  teams: {
    owner: ALL,
    admin: ['list', 'show', 'create', 'edit'],
    member: ['list', 'show', 'create'],
    viewer: ['list', 'show', 'create'],
    staff: READ,
    token: ['list', 'show', 'create'],
  },
  'team-members': { owner: ALL, admin: ALL, member: READ, viewer: READ, staff: READ, token: READ },
  'team-invitations': { owner: ALL, admin: ALL, member: NONE, viewer: NONE, staff: READ, token: NONE },
  'team-tokens': { owner: ALL, admin: ALL, member: NONE, viewer: NONE, staff: READ, token: NONE },
  'team-users': { owner: ALL, admin: ALL, member: NONE, viewer: NONE, staff: READ, token: NONE },
  // The hub is the team's own business: everyone reads it, admins change it (rates, clients, routing).
  // Which provider answers number lookups: admins choose it (it holds a key and costs money).
  'lookup-providers': { owner: ALL, admin: ALL, member: READ, viewer: READ, staff: READ, token: READ },
  // The team's language model: everyone sees which one answers, admins change and test it (a key, and it costs money).
  'llm-settings': { owner: ALL, admin: ALL, member: READ, viewer: READ, staff: READ, token: READ },
  // Where the team's leads go: everyone reads the settings and the log; admins change, test and submit.
  'lead-submitter': { owner: ALL, admin: ALL, member: READ, viewer: READ, staff: READ, token: READ },
  hub: { owner: ALL, admin: ALL, member: READ, viewer: READ, staff: READ, token: READ },
  // The hub's reports: read as the overview is.
  'hub-reports': { owner: ALL, admin: ALL, member: READ, viewer: READ, staff: READ, token: READ },
  endpoints: { owner: ALL, admin: ALL, member: READ, viewer: READ, staff: READ, token: READ },
  'client-rates': { owner: ALL, admin: ALL, member: READ, viewer: READ, staff: READ, token: READ },
  'profit-rules': { owner: ALL, admin: ALL, member: READ, viewer: READ, staff: READ, token: READ },
  routes: { owner: ALL, admin: ALL, member: READ, viewer: READ, staff: READ, token: READ },
  'vendor-rates': { owner: ALL, admin: ALL, member: READ, viewer: READ, staff: READ, token: READ },
  'routing-rules': { owner: ALL, admin: ALL, member: READ, viewer: READ, staff: READ, token: READ },
  'routing-simulate': { owner: ALL, admin: ALL, member: READ, viewer: READ, staff: READ, token: READ },
  // Numbers no team may send to: the platform's list, kept by staff.
  'global-blacklist': { owner: NONE, admin: NONE, member: NONE, viewer: NONE, staff: ALL, token: NONE },
  // Anyone who works in the team may run an SMS test; Parley records how it went (no edit, no delete).
  'sms-tests': { owner: ['list', 'show', 'create'], admin: ['list', 'show', 'create'], member: ['list', 'show', 'create'], viewer: READ, staff: READ, token: ['list', 'show', 'create'] },
  // The platform's handsets, under /v1/management: staff only, whatever the team role.
  'live-phones': { owner: NONE, admin: NONE, member: NONE, viewer: NONE, staff: ALL, token: NONE },
  // What the handsets received is recorded by Parley: staff read it, nobody writes it.
  'live-phone-messages': { owner: NONE, admin: NONE, member: NONE, viewer: NONE, staff: READ, token: NONE },
  'mail-outbox': { owner: NONE, admin: NONE, member: NONE, viewer: NONE, staff: ALL, token: NONE },
  'view-as-team': { owner: NONE, admin: NONE, member: NONE, viewer: NONE, staff: ALL, token: NONE },
  management: { owner: NONE, admin: NONE, member: NONE, viewer: NONE, staff: ALL, token: NONE },
  // Any resource without a policy of its own: viewers read, members write.
  campaigns: { owner: ALL, admin: ALL, member: ALL, viewer: READ, staff: READ, token: ALL },
};

describe('can() for every role', () => {
  it('covers every platform policy', () => {
    expect(Object.keys(PLATFORM_POLICIES).every((resource) => resource in EXPECTED)).toBe(true);
  });

  for (const [resource, byActor] of Object.entries(EXPECTED) as [ResourceName, Record<string, Act[]>][]) {
    for (const [name, allowed] of Object.entries(byActor)) {
      it(`${name} on ${resource}: ${allowed.join(', ') || 'nothing'}`, () => {
        const actual = ACTIONS.filter((action) => can(actors[name], { resource, action }).can);
        expect(actual).toEqual(allowed);
      });
    }
  }

  it('refuses a name it does not know instead of guessing a policy', () => {
    expect(() => policyOf('hlr')).toThrow(/no resource is named "hlr"/);
    expect(() => can(actors.owner, { resource: 'campaing' as ResourceName, action: 'list' })).toThrow(/campaing/);
    expect(isResourceName('hlr-lookups')).toBe(true);
    expect(isResourceName('hlr')).toBe(false);
    // Every defined resource and platform policy is known.
    for (const r of allResources()) expect(() => policyOf(r.name)).not.toThrow();
    for (const name of Object.keys(PLATFORM_POLICIES)) expect(isResourceName(name)).toBe(true);
  });

  it('a token never acts above member, and never above its creator', () => {
    const token = (role: Actor['role']): Actor => ({ id: 6, is_staff: false, role, via_token: true, areas: hub });
    expect(can(token('owner'), { resource: 'teams', action: 'edit' }).can).toBe(false);
    expect(can(token('owner'), { resource: 'campaigns', action: 'create' }).can).toBe(true);
    expect(can(token('viewer'), { resource: 'campaigns', action: 'create' })).toMatchObject({ can: false, needs: 'member' });
    expect(can(token('viewer'), { resource: 'campaigns', action: 'list' }).can).toBe(true);
    expect(can(token(null), { resource: 'campaigns', action: 'list' }).can).toBe(false);
  });

  it('refuses the hub to everybody in a team that switched it off, and says so', () => {
    const off = (actor: Actor): Actor => ({ ...actor, areas: [] });
    for (const resource of ['hub', 'endpoints', 'client-rates', 'profit-rules', 'email-updates', 'companies', 'sms-tests', 'live-phones'] as const) {
      for (const actor of Object.values(actors)) {
        expect(can(off(actor), { resource, action: 'list' }), `${resource}`).toMatchObject({ can: false, area: 'hub' });
      }
    }
    // Lists shared with SMS routing stay, except when a hub screen asks for them.
    expect(can(off(actors.viewer), { resource: 'routes', action: 'list' }).can).toBe(true);
    expect(can(off(actors.viewer), { resource: 'routes', action: 'list', area: 'hub' })).toMatchObject({ can: false, area: 'hub' });
    expect(can(actors.viewer, { resource: 'routes', action: 'list', area: 'hub' }).can).toBe(true);
    // An actor without areas (nothing known about the team) gets no hub either.
    expect(can({ id: 1, is_staff: false, role: 'owner' }, { resource: 'endpoints', action: 'list' }).can).toBe(false);
  });

  it('denies everything to nobody', () => {
    expect(can(null, { resource: 'account', action: 'show' })).toMatchObject({ can: false });
  });

  it('lets only an owner touch an owner or hand out the owner role', () => {
    const edit = (actor: Actor, record: Record<string, unknown>) => can(actor, { resource: 'team-members', action: 'edit', record }).can;
    expect(edit(actors.admin, { role: 'member', new_role: 'admin' })).toBe(true);
    expect(edit(actors.admin, { role: 'owner' })).toBe(false);
    expect(edit(actors.admin, { role: 'member', new_role: 'owner' })).toBe(false);
    expect(edit(actors.owner, { role: 'member', new_role: 'owner' })).toBe(true);
    expect(can(actors.admin, { resource: 'team-invitations', action: 'create', record: { new_role: 'owner' } }).can).toBe(false);
    expect(can(actors.admin, { resource: 'team-members', action: 'show', record: { role: 'owner' } }).can).toBe(true);
  });

  it('a staff member who is also a team owner keeps the owner rights', () => {
    const both: Actor = { id: 9, is_staff: true, role: 'owner', areas: hub };
    expect(ACTIONS.filter((action) => can(both, { resource: 'team-tokens', action }).can)).toEqual(ALL);
    expect(can(both, { resource: 'mail-outbox', action: 'list' }).can).toBe(true);
  });
});

describe('actorOf (what the access control provider feeds can())', () => {
  it('takes is_staff and the current team role from the user', () => {
    expect(actorOf(sampleUser)).toEqual({ id: 7, is_staff: false, role: 'owner', areas: ['hub'] });
    const staffViewing = { ...sampleUser, is_staff: true, current_team: { ...sampleUser.current_team, role: null } };
    expect(actorOf(staffViewing)).toEqual({ id: 7, is_staff: true, role: null, areas: ['hub'] });
    const hubOff = { ...sampleUser, current_team: { ...sampleUser.current_team, settings: { hub_enabled: false, outbound_allowed_hosts: [], default_country: null, contact_countries: [] } } };
    expect(actorOf(hubOff)).toEqual({ id: 7, is_staff: false, role: 'owner', areas: [] });
    expect(actorOf(null)).toBeNull();
  });
});
