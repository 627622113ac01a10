/**
 * Where the browser keeps its session (docs/areas/account-and-teams.md#sessions-in-the-browser): the bearer token under `token` and, under
 * `refresh_token`, the time (ms) after which the token should be rotated before the next call.
 */
export const TOKEN_KEY = 'token';
export const REFRESH_MARKER_KEY = 'refresh_token';
/** Local caches that belong to one signed-in user and must not survive a logout (docs/areas/account-and-teams.md#logout). */
export const USER_CACHE_KEYS = ['dictionary', 'onboarding'] as const;
export const REFRESH_AFTER_MS = 10 * 60 * 1000;

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function hasToken(): boolean {
  return !!getToken();
}

/** Stores a fresh token and moves the refresh marker 10 minutes ahead of `now`. */
export function setToken(token: string, now: number = Date.now()): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(REFRESH_MARKER_KEY, String(now + REFRESH_AFTER_MS));
}

export function getRefreshMarker(): number | null {
  const raw = localStorage.getItem(REFRESH_MARKER_KEY);
  const at = raw === null ? NaN : Number(raw);
  return Number.isFinite(at) ? at : null;
}

/**
 * True when a token exists and its marker has passed. A token without a readable marker is
 * refreshed too: it was stored by something that did not set one, so its age is unknown.
 */
export function needsRefresh(now: number = Date.now()): boolean {
  if (!hasToken()) return false;
  const at = getRefreshMarker();
  return at === null || now >= at;
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(REFRESH_MARKER_KEY);
}

/**
 * A sign-up waiting for its verification link: the address (to show it) and the ticket that signs
 * this browser in when the link is opened here, in any tab.
 */
export const PENDING_SIGNUP_KEY = 'signup';

export interface PendingSignup {
  email: string;
  ticket: string;
}

export function setPendingSignup(pending: PendingSignup): void {
  localStorage.setItem(PENDING_SIGNUP_KEY, JSON.stringify(pending));
}

export function getPendingSignup(): PendingSignup | null {
  try {
    const value = JSON.parse(localStorage.getItem(PENDING_SIGNUP_KEY) ?? 'null') as PendingSignup | null;
    return value && typeof value.email === 'string' && typeof value.ticket === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function clearPendingSignup(): void {
  localStorage.removeItem(PENDING_SIGNUP_KEY);
}

/** Everything a logout must wipe in this browser: token, marker, user caches and the auth cookie. */
export function clearSession(): void {
  clearToken();
  clearPendingSignup();
  for (const key of USER_CACHE_KEYS) localStorage.removeItem(key);
  document.cookie = `${TOKEN_KEY}=; Max-Age=0; path=/; SameSite=Lax`;
}
