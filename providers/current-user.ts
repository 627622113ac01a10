/**
 * The signed-in user (GET /v1/user), fetched once at start when a token exists and cached
 * (docs/areas/account-and-teams.md#the-current-user): later reads reuse it unless a forced refresh is asked for, concurrent fetches share
 * one request, and a 401 while fetching ends the session.
 */
import { endpoints } from '../resources/account/endpoints.ts';
import type { User } from '../resources/account/schemas.ts';
import { isHttpError, request } from './http-client.ts';
import { forceLogout } from './session-events.ts';

export type CurrentUserStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface CurrentUserState {
  user: User | null;
  status: CurrentUserStatus;
  error: unknown;
}

let state: CurrentUserState = { user: null, status: 'idle', error: null };
const listeners = new Set<() => void>();
let inflight: Promise<User> | null = null;
let inflightForced = false;
/** Numbers each fetch so a slow, older answer never overwrites a newer one. */
let latestFetch = 0;

function setState(next: Partial<CurrentUserState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export function getCurrentUserState(): CurrentUserState {
  return state;
}

export function peekCurrentUser(): User | null {
  return state.user;
}

export function subscribeCurrentUser(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function fetchCurrentUser({ force = false }: { force?: boolean } = {}): Promise<User> {
  if (!force && state.user) return Promise.resolve(state.user);
  // A forced refresh must not reuse a fetch that began before the change it wants to see.
  if (inflight && (!force || inflightForced)) return inflight;

  const promise = load();
  inflight = promise;
  inflightForced = force;
  const settle = () => {
    if (inflight === promise) inflight = null;
  };
  promise.then(settle, settle);
  return promise;
}

async function load(): Promise<User> {
  const seq = ++latestFetch;
  if (!state.user) setState({ status: 'loading', error: null });
  try {
    const { data } = await request<User>(endpoints.user, { redirect: false });
    if (seq === latestFetch) setState({ user: data, status: 'ready', error: null });
    return data;
  } catch (error) {
    if (isHttpError(error) && (error.status === 401 || error.status === 419)) {
      setState({ user: null, status: 'idle', error });
      await forceLogout();
    } else {
      setState({ status: state.user ? 'ready' : 'error', error });
    }
    throw error;
  }
}

export function clearCurrentUser(): void {
  inflight = null;
  setState({ user: null, status: 'idle', error: null });
}
