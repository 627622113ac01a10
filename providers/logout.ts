/**
 * Ending a session (docs/areas/account-and-teams.md#logout): tell the server, wipe what this browser keeps for the user, then
 * hard-redirect to /login so no query cache of the old session survives; guest pages that work
 * signed out (signup, forgot and reset password) are left alone.
 */
import { endpoints } from '../resources/account/endpoints.ts';
import { clearCurrentUser } from './current-user.ts';
import { disconnect } from './event-stream.ts';
import { request } from './http-client.ts';
import { isAuthExemptPath, loginPathFor } from './redirect-rules.ts';
import { navigateTo } from './session-events.ts';
import { clearSession, hasToken } from './session-store.ts';

let pending: Promise<void> | null = null;

export interface LogoutOptions {
  /** The server ended the session: come back to the current page after signing in again. */
  forced?: boolean;
}

export function logout(options: LogoutOptions = {}): Promise<void> {
  pending ??= run(options).finally(() => {
    pending = null;
  });
  return pending;
}

async function run({ forced = false }: LogoutOptions): Promise<void> {
  if (hasToken()) {
    // Best effort: a session the server already dropped must still end here.
    await request(endpoints.logout, { method: 'POST', raw: true }).catch(() => undefined);
  }
  clearSession();
  disconnect();
  const { pathname, search } = window.location;
  if (isAuthExemptPath(pathname) || pathname === '/login') {
    clearCurrentUser();
    return;
  }
  // The reload drops the in-memory user. Clearing it first would re-render the route guards,
  // whose own redirect would race the reload.
  navigateTo(forced ? loginPathFor(pathname, search) : '/login', true);
}
