import { atLeast, type Role } from './roles.ts';
import { DEFAULT_POLICY, PLATFORM_POLICIES, type Action, type Policy } from './policies.ts';

/** The part of a user that access decisions read; the server and the browser both build one. */
export interface Actor {
  id: number;
  is_staff: boolean;
  /** Role in the team being acted in; null when the actor is not a member (staff viewing as). */
  role: Role | null;
  /** Set for team API tokens: they act with their team's rights, never as platform staff. */
  via_token?: boolean;
}

export interface AccessRequest {
  resource: string;
  action: Action;
  /** A record the action targets, when the decision depends on it (a member's role, say). */
  record?: Record<string, unknown>;
}

export interface Decision {
  can: boolean;
  reason?: string;
  /** On a denial, what would allow it: at least this team role, or being platform staff. */
  needs?: Role | 'staff';
}

const registry = new Map<string, Policy>(Object.entries(PLATFORM_POLICIES));

/** Entity resources register their policy here (resources/ does it as it defines them). */
export function registerPolicy(resource: string, policy: Policy): void {
  registry.set(resource, policy);
}

export function policyOf(resource: string): Policy {
  return registry.get(resource) ?? DEFAULT_POLICY;
}

const READ_ACTIONS = new Set(['list', 'show']);

/**
 * The one access decision, pure and synchronous: Refine's accessControlProvider and the API's
 * preHandler both call it, so the menu never shows what the server would refuse.
 */
export function can(actor: Actor | null | undefined, request: AccessRequest): Decision {
  if (!actor) return { can: false, reason: 'not signed in' };
  const staff = actor.is_staff && !actor.via_token;
  const policy = policyOf(request.resource);

  if (policy.scope === 'self') return allow();
  if (policy.scope === 'platform') return staff ? allow() : deny('platform staff only', 'staff');

  // Staff viewing another team read everything there but change nothing they are not a member of.
  const needed = requiredRole(policy, request.action);
  if (atLeast(actor.role, needed)) return recordRule(actor, request);
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

const allow = (): Decision => ({ can: true });
const deny = (reason: string, needs: Decision['needs']): Decision => ({ can: false, reason, needs });
