/**
 * Where an API error sends the browser (docs/areas/account-and-teams.md#redirect-rules). Pure, so the rules are testable without a
 * network or a router; the http client and the auth provider's onError both apply it.
 */

/** Guest pages a session error must not chase the user away from (they work signed out). */
const AUTH_EXEMPT_PREFIXES = ['/signup', '/forget-password', '/password-reset'];

export function isAuthExemptPath(pathname: string): boolean {
  return AUTH_EXEMPT_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export interface ErrorContext {
  pathname: string;
  search?: string;
  hasToken: boolean;
}

export interface ErrorRedirect {
  /** Forget the stored token (it is dead on the server). */
  clearToken: boolean;
  /** Where to go, or null to stay and let the caller handle the error. */
  redirectTo: string | null;
  /** A hard redirect reloads the app, dropping every cached query of the old session. */
  hard: boolean;
}

const STAY: ErrorRedirect = { clearToken: false, redirectTo: null, hard: false };

export function loginPathFor(pathname: string, search = ''): string {
  if (pathname === '/' || pathname === '/login') return '/login';
  return `/login?to=${encodeURIComponent(pathname + search)}`;
}

/** The 409 that means "verify your email first"; other 409s (a stale version, a record in use) are the form's to show. */
export const EMAIL_UNVERIFIED = 'email_unverified';

export function decideErrorRedirect(status: number, ctx: ErrorContext, code?: string): ErrorRedirect {
  if (status === 401 || status === 419) {
    // A 401 without a token is an answer to a guest call (a wrong password, say): the caller shows it.
    if (status === 401 && !ctx.hasToken) return STAY;
    const stay = isAuthExemptPath(ctx.pathname) || ctx.pathname === '/login';
    return { clearToken: true, redirectTo: stay ? null : loginPathFor(ctx.pathname, ctx.search), hard: true };
  }
  if (status === 409 && code === EMAIL_UNVERIFIED) {
    if (ctx.pathname === '/verify-email') return STAY;
    return { clearToken: false, redirectTo: '/verify-email', hard: false };
  }
  return STAY;
}
