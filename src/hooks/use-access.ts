import { useCallback } from 'react';
import type { AccessRequest, Decision } from '../../resources/access/can.ts';
import { canUser } from '../../providers/access-control-provider.ts';
import { useSession } from '../session/use-session.ts';

/**
 * Synchronous access checks with the same `can()` as Refine's accessControlProvider and the API:
 * buttons render in their final state at once instead of flickering in after a query.
 */
export function useAccess() {
  const decide = useAccessDecision();
  return useCallback((request: AccessRequest) => decide(request).can, [decide]);
}

/** The whole decision, with what a denial needs (a role, or platform staff), to tell the user. */
export function useAccessDecision() {
  const { user } = useSession();
  return useCallback((request: AccessRequest): Decision => canUser(user, request), [user]);
}
