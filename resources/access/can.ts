import type { TeamArea } from './areas.ts';
import type { ResourceName } from './names.ts';
import { atLeast, weaker, type Role } from './roles.ts';
import { PLATFORM_POLICIES, type Action, type Policy } from './policies.ts';

/** The part of a user that access decisions read; the server and the browser both build one. */
export interface Actor {
  id: number;
  is_staff: boolean;
  /** Role in the team being acted in; null when the actor is not a member (staff viewing as). */
  role: Role | null;
  /**
   * Set for team API tokens: they act with their creator's current role in the token's team, never
   * above member and never as platform staff.
   */
  via_token?: boolean;
  /** The areas the acting team has switched on (its settings); none when not given. */
  areas?: readonly TeamArea[];
}

export interface AccessRequest {
  resource: ResourceName;
  action: Action;
  /** A record the action targets, when the decision depends on it (a member's role, say). */
  record?: Record<string, unknown>;
  /** The area of the screen asking (a hub copy of a shared list): off, the screen is refused. */
  area?: TeamArea;
}

export interface Decision {
  can: boolean;
  reason?: string;
  /** On a denial, what would allow it: at least this team role, or being platform staff. */
  needs?: Role | 'staff';
  /** On a denial because the team has switched this area off. */
  area?: TeamArea;
}

/** The strongest role a team API token acts with, whatever its creator's role. */
export const TOKEN_ROLE_CAP: Role = 'member';

const registry = new Map<string, Policy>(Object.entries(PLATFORM_POLICIES));

/** Entity resources register their policy here (resources/ does it as it defines them). */
export function registerPolicy(resource: string, policy: Policy): void {
  registry.set(resource, policy);
}

/** A name nobody registered is a bug (a typo gets no silent default policy). */
export function policyOf(resource: string): Policy {
  const policy = registry.get(resource);
  if (!policy) throw new Error(`can(): no resource is named "${resource}"`);
  return policy;
}

/** For boundaries that receive names as plain strings (Refine's provider): is it one can() knows? */
export function isResourceName(name: unknown): name is ResourceName {
  return typeof name === 'string' && registry.has(name);
}

const READ_ACTIONS = new Set(['list', 'show']);

/**
 * The one access decision, pure and synchronous: Refine's accessControlProvider and the API's
 * preHandler both call it, so the menu never shows what the server would refuse.
 */
export function can(actor: Actor | null | undefined, request: AccessRequest): Decision {
  const policy = policyOf(request.resource);
  if (!actor) return { can: false, reason: 'not signed in' };
  const staff = actor.is_staff && !actor.via_token;
  if (policy.scope === 'self') {
    // A token acts for a team, not as the person who made it: their profile, email and password are theirs.
    if (actor.via_token && !READ_ACTIONS.has(request.action)) return { can: false, reason: 'an API token cannot change the account of the person who made it; sign in to do this' };
    return allow();
  }

  // An area the team has switched off does not exist for it, whoever asks.
  const area = policy.area ?? request.area;
  if (area && !actor.areas?.includes(area)) return { can: false, reason: `the ${area} is switched off for this team`, area };

  if (policy.closed?.includes(request.action)) return { can: false, reason: WRITTEN_BY_PARLEY };
  if (policy.scope === 'platform' || policy.staffOnly) return staff ? allow() : deny('platform staff only', 'staff');

  // Staff viewing another team read everything there but change nothing they are not a member of.
  const needed = requiredRole(policy, request.action);
  const role = actor.via_token ? weaker(actor.role, TOKEN_ROLE_CAP) : actor.role;
  if (atLeast(role, needed)) return recordRule({ ...actor, role }, request);
  if (staff && READ_ACTIONS.has(request.action)) return allow();
  return deny(`requires the ${needed} role`, needed);
}

function requiredRole(policy: Policy, action: Action): Role {
  const named = policy.actions?.[action];
  if (named) return named;
  if (READ_ACTIONS.has(action)) return policy.read ?? 'viewer';
  return policy.write ?? 'member';
}

/** Record-level rules: only an owner may touch an owner or hand out the owner role. */
function recordRule(actor: Actor, { resource, action, record }: AccessRequest): Decision {
  if (resource !== 'team-members' && resource !== 'team-invitations') return allow();
  if (!record || READ_ACTIONS.has(action)) return allow();
  const touchesOwner = record.role === 'owner' || record.new_role === 'owner';
  if (touchesOwner && actor.role !== 'owner') return deny('only an owner may change an owner', 'owner');
  return allow();
}

/** Why nobody may create or edit a record Parley writes (a call, an invoice, a log line). */
export const WRITTEN_BY_PARLEY = 'Parley records these itself; they cannot be created or changed by hand';

/** The sentence a 403 carries for a denial. */
export function denialMessage(decision: Decision): string {
  if (decision.area === 'hub') return 'The hub is switched off for this team. An owner or admin can switch it on in the team settings.';
  return `You are not allowed to do this: ${decision.reason ?? 'not allowed'}.`;
}

const allow = (): Decision => ({ can: true });
const deny = (reason: string, needs: Decision['needs']): Decision => ({ can: false, reason, needs });
