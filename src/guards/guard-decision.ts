/**
 * The route guards (docs/areas/account-and-teams.md#route-guards) as one pure decision: auth (signed in), guest (signed out),
 * unverified (signed in, email not yet verified) and verified (email verified). A route lists the
 * guards it needs; they are checked in order and the first that objects decides.
 */
import type { User } from '../../resources/account/schemas.ts';
import type { CurrentUserStatus } from '../../providers/current-user.ts';
import { homePathFor } from '../../providers/home-path.ts';
import { loginPathFor } from '../../providers/redirect-rules.ts';

export type GuardKind = 'auth' | 'guest' | 'unverified' | 'verified';

export interface GuardSession {
  hasToken: boolean;
  /** Signed up in this browser, waiting for the verification link (no session yet). */
  pendingSignup?: boolean;
  user: Pick<User, 'email_verified_at' | 'onboarded_at'> | null;
  status: CurrentUserStatus;
}

export interface GuardLocation {
  pathname: string;
  search: string;
}

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'wait' }
  | { type: 'error' }
  | { type: 'redirect'; to: string };

const ALLOW: GuardDecision = { type: 'allow' };

/** A signed verification link (from the email) works whoever is signed in, or nobody. */
export function isSignedVerificationLink(search: string): boolean {
  const params = new URLSearchParams(search);
  return ['id', 'hash', 'signature'].every((name) => params.has(name));
}

export function decideGuards(kinds: GuardKind[], session: GuardSession, location: GuardLocation): GuardDecision {
  const { hasToken, user, status } = session;
  // With a token but no user yet, nobody can tell who this is: wait, or admit the server is down.
  if (hasToken && !user) {
    if (status === 'idle' || status === 'loading') return { type: 'wait' };
    if (!kinds.includes('guest')) return { type: 'error' };
  }
  const signedIn = hasToken && !!user;
  const to = new URLSearchParams(location.search).get('to');

  for (const kind of kinds) {
    const decision = check(kind, signedIn ? user : null, location, to, !!session.pendingSignup);
    if (decision) return decision;
  }
  return ALLOW;
}

function check(
  kind: GuardKind,
  user: GuardSession['user'],
  location: GuardLocation,
  to: string | null,
  pendingSignup: boolean,
): GuardDecision | null {
  const toLogin: GuardDecision = { type: 'redirect', to: loginPathFor(location.pathname, location.search) };
  switch (kind) {
    case 'auth':
      return user ? null : toLogin;
    case 'guest':
      return user ? { type: 'redirect', to: homePathFor(user, to) } : null;
    case 'unverified':
      if (isSignedVerificationLink(location.search)) return null;
      // Just signed up: the page says where the link went, before any session exists.
      if (!user) return pendingSignup ? null : toLogin;
      return user.email_verified_at ? { type: 'redirect', to: homePathFor(user, to) } : null;
    case 'verified':
      return user && !user.email_verified_at ? { type: 'redirect', to: '/verify-email' } : null;
  }
}
