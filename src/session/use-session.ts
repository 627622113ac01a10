import { useSyncExternalStore } from 'react';
import type { User } from '../../resources/account/schemas.ts';
import { getCurrentUserState, subscribeCurrentUser, type CurrentUserState } from '../../providers/current-user.ts';
import { hasToken } from '../../providers/session-store.ts';

export interface Session extends CurrentUserState {
  hasToken: boolean;
  /** Signed in means a token and a loaded user (docs/areas/account-and-teams.md#sessions-in-the-browser). */
  signedIn: boolean;
}

export function useSession(): Session {
  const state = useSyncExternalStore(subscribeCurrentUser, getCurrentUserState);
  const token = hasToken();
  return { ...state, hasToken: token, signedIn: token && !!state.user };
}

/** For screens behind the auth guard, where the user is known to be loaded. */
export function useCurrentUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser outside a signed-in route');
  return user;
}
