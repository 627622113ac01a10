import { describe, expect, it } from 'vitest';
import { can, PLATFORM_POLICIES, type Actor } from '../../resources/access/index.ts';
import { actorOf } from '../../providers/access-control-provider.ts';
import { sampleUser } from './helpers.ts';

const ACTIONS = ['list', 'show', 'create', 'edit', 'delete'] as const;
type Act = (typeof ACTIONS)[number];

const actors: Record<string, Actor> = {
  owner: { id: 1, is_staff: false, role: 'owner' },
  admin: { id: 2, is_staff: false, role: 'admin' },
  member: { id: 3, is_staff: false, role: 'member' },
  viewer: { id: 4, is_staff: false, role: 'viewer' },
  // Platform staff looking at a team they do not belong to.
  staff: { id: 5, is_staff: true, role: null },
  // A team API token of a staff member's team: team rights only, never staff rights.
  token: { id: 6, is_staff: true, role: 'admin', via_token: true },
};

const ALL: Act[] = [...ACTIONS];
const READ: Act[] = ['list', 'show'];
const NONE: Act[] = [];

/** Written out by hand from policies.ts so a change there has to be a deliberate change here. */
const EXPECTED: Record<string, Record<keyof typeof actors, Act[]>> = {
  dashboard: { owner: ALL, admin: READ, member: READ, viewer: READ, staff: READ, token: READ },
  account: { owner: ALL, admin: ALL, member: ALL, viewer: ALL, staff: ALL, token: ALL },
  onboarding: { owner: ALL, admin: ALL, member: ALL, viewer: ALL, staff: ALL, token: ALL },
  teams: {
    owner: ALL,
    admin: ['list', 'show', 'create', 'edit'],
    member: ['list', 'show', 'create'],
    viewer: ['list', 'show', 'create'],
    staff: READ,
    token: ['list', 'show', 'create', 'edit'],
  },
  'team-members': { owner: ALL, admin: ALL, member: READ, viewer: READ, staff: READ, token: ALL },
  'team-invitations': { owner: ALL, admin: ALL, member: NONE, viewer: NONE, staff: READ, token: ALL },
  'team-tokens': { owner: ALL, admin: ALL, member: NONE, viewer: NONE, staff: READ, token: ALL },
  'team-users': { owner: ALL, admin: ALL, member: NONE, viewer: NONE, staff: READ, token: ALL },
  hub: { owner: NONE, admin: NONE, member: NONE, viewer: NONE, staff: ALL, token: NONE },
  'mail-outbox': { owner: NONE, admin: NONE, member: NONE, viewer: NONE, staff: ALL, token: NONE },
  'view-as-team': { owner: NONE, admin: NONE, member: NONE, viewer: NONE, staff: ALL, token: NONE },
  // Any resource without a policy of its own: viewers read, members write.
  campaigns: { owner: ALL, admin: ALL, member: ALL, viewer: READ, staff: READ, token: ALL },
};

describe('can() for every role', () => {
  it('covers every platform policy', () => {
    expect(Object.keys(PLATFORM_POLICIES).every((resource) => resource in EXPECTED)).toBe(true);
  });

  for (const [resource, byActor] of Object.entries(EXPECTED)) {
    for (const [name, allowed] of Object.entries(byActor)) {
      it(`${name} on ${resource}: ${allowed.join(', ') || 'nothing'}`, () => {
        const actual = ACTIONS.filter((action) => can(actors[name], { resource, action }).can);
        expect(actual).toEqual(allowed);
      });
    }
  }

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
    const both: Actor = { id: 9, is_staff: true, role: 'owner' };
    expect(ACTIONS.filter((action) => can(both, { resource: 'team-tokens', action }).can)).toEqual(ALL);
    expect(can(both, { resource: 'mail-outbox', action: 'list' }).can).toBe(true);
  });
});

describe('actorOf (what the access control provider feeds can())', () => {
  it('takes is_staff and the current team role from the user', () => {
    expect(actorOf(sampleUser)).toEqual({ id: 7, is_staff: false, role: 'owner' });
    const staffViewing = { ...sampleUser, is_staff: true, current_team: { ...sampleUser.current_team, role: null } };
    expect(actorOf(staffViewing)).toEqual({ id: 7, is_staff: true, role: null });
    expect(actorOf(null)).toBeNull();
  });
});
