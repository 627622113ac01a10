/**
 * Team roles, strongest first. A member's role applies to the team they are acting in;
 * platform staff is a separate flag on the user (see can.ts).
 */
export const ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

const RANK: Record<Role, number> = { owner: 4, admin: 3, member: 2, viewer: 1 };

/** True when `role` is at least as strong as `minimum`. */
export function atLeast(role: Role | null | undefined, minimum: Role): boolean {
  return !!role && RANK[role] >= RANK[minimum];
}

/** The weaker of two roles; null (no membership) is weaker than any. */
export function weaker(a: Role | null | undefined, b: Role | null | undefined): Role | null {
  if (!a || !b) return null;
  return RANK[a] <= RANK[b] ? a : b;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
