import { useCallback } from 'react';
import type { AccessRequest } from '../../resources/access/can.ts';
import { canUser } from '../../providers/access-control-provider.ts';
import { useSession } from '../session/use-session.ts';

/**
 * Synchronous access checks with the same `can()` as Refine's accessControlProvider and the API:
 * buttons render in their final state at once instead of flickering in after a query.
 */
export function useAccess() {
  const { user } = useSession();
  return useCallback((request: AccessRequest) => canUser(user, request).can, [user]);
}
