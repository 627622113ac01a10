import type { ReactNode } from 'react';
import type { AccessRequest } from '../../resources/access/index.ts';
import { useAccessDecision } from '../hooks/use-access.ts';
import { AccessDenied } from '../pages/errors/access-denied.tsx';

/**
 * A screen's own access rule, decided by the same `can()` as the server: a user who may not open
 * it sees the access-denied page, and the screen (with its requests) never mounts.
 */
export function AccessGate({ request, children }: { request: AccessRequest; children: ReactNode }) {
  const decision = useAccessDecision()(request);
  return decision.can ? <>{children}</> : <AccessDenied decision={decision} />;
}
