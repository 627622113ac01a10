/**
 * Refine's authProvider over the account API (docs/areas/account-and-teams.md#api). Every action answers instead of
 * throwing, as Refine expects; the error carries the server's message and field errors.
 */
import type { AuthActionResponse, AuthProvider } from '@refinedev/core';
import { endpoints } from '../resources/account/endpoints.ts';
import { clearCurrentUser, fetchCurrentUser, peekCurrentUser } from './current-user.ts';
import { homePathFor } from './home-path.ts';
import { http, isHttpError } from './http-client.ts';
import { logout } from './logout.ts';
import { decideErrorRedirect } from './redirect-rules.ts';
import { clearPendingSignup, hasToken, setPendingSignup, setToken } from './session-store.ts';

interface TokenAnswer {
  access_token: string;
}

interface SignedUp {
  message: string;
  signup_ticket: string;
}

export interface LoginParams {
  email: string;
  password: string;
  to?: string | null;
}

const failure = (error: unknown): AuthActionResponse => ({
  success: false,
  error: error instanceof Error ? error : new Error(String(error)),
});

/** Stores a token the API just handed out and loads the user it belongs to. */
export async function startSession(accessToken: string) {
  setToken(accessToken);
  // Signed in now: a sign-up this browser was waiting on has nothing more to do.
  clearPendingSignup();
  clearCurrentUser();
  return fetchCurrentUser({ force: true });
}

export const authProvider: AuthProvider = {
  login: async ({ email, password, to }: LoginParams) => {
    try {
      const answer = await http.post<TokenAnswer>(endpoints.login, { email, password });
      const user = await startSession(answer.access_token);
      return { success: true, redirectTo: homePathFor(user, to) };
    } catch (error) {
      return failure(error);
    }
  },

  register: async (params: { name: string; email: string; password: string; password_confirmation: string }) => {
    try {
      // The answer is the same whether or not the address had an account; the mail tells its owner which.
      const answer = await http.post<SignedUp>(endpoints.register, params);
      setPendingSignup({ email: params.email.trim().toLowerCase(), ticket: answer.signup_ticket });
      return { success: true, redirectTo: '/verify-email' };
    } catch (error) {
      return failure(error);
    }
  },

  logout: async () => {
    await logout();
    return { success: true };
  },

  check: async () => {
    if (!hasToken()) return { authenticated: false, redirectTo: '/login' };
    try {
      await fetchCurrentUser();
      return { authenticated: true };
    } catch (error) {
      return { authenticated: false, redirectTo: '/login', error: error as Error };
    }
  },

  getIdentity: async () => {
    if (!hasToken()) return null;
    return fetchCurrentUser().catch(() => null);
  },

  getPermissions: async () => {
    const user = peekCurrentUser();
    return user ? { role: user.current_team.role, is_staff: user.is_staff } : null;
  },

  onError: async (error: unknown) => {
    if (!isHttpError(error) || error.handled) return {};
    const decision = decideErrorRedirect(error.status, {
      pathname: window.location.pathname,
      search: window.location.search,
      hasToken: hasToken(),
    }, error.code);
    if (!decision.redirectTo) return {};
    return decision.clearToken ? { logout: true, redirectTo: decision.redirectTo } : { redirectTo: decision.redirectTo };
  },

  forgotPassword: async ({ email }: { email: string }) => {
    try {
      const answer = await http.post<{ message?: string }>(endpoints.forgotPassword, { email });
      return { success: true, message: answer?.message };
    } catch (error) {
      return failure(error);
    }
  },

  updatePassword: async (params: { token: string; email: string; password: string; password_confirmation: string }) => {
    try {
      const answer = await http.post<{ message?: string }>(endpoints.resetPassword, params);
      return { success: true, redirectTo: '/login', message: answer?.message };
    } catch (error) {
      return failure(error);
    }
  },
};
