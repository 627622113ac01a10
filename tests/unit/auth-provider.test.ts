// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider, startSession } from '../../providers/auth-provider.ts';
import { clearCurrentUser, getCurrentUserState } from '../../providers/current-user.ts';
import { HttpError } from '../../providers/http-error.ts';
import { logout } from '../../providers/logout.ts';
import { setLogoutHandler, setNavigator } from '../../providers/session-events.ts';
import { getPendingSignup, getToken, setToken } from '../../providers/session-store.ts';
import { headerOf, mockFetch, sampleUser, setPath } from './helpers.ts';

const hard = vi.fn();
const soft = vi.fn();

beforeEach(() => {
  hard.mockReset();
  soft.mockReset();
  setNavigator(soft, hard);
  setLogoutHandler(() => logout({ forced: true }));
  clearCurrentUser();
  setPath('/');
});

afterEach(() => vi.unstubAllGlobals());

function seedSession() {
  setToken('tok');
  localStorage.setItem('dictionary', '{"campaigns":[]}');
  localStorage.setItem('onboarding', '{"step":2}');
  localStorage.setItem('locale', 'ar');
  localStorage.setItem('color-mode', 'dark');
  localStorage.setItem('sider-collapsed', '1');
  document.cookie = 'token=tok; path=/';
  document.cookie = 'keep=1; path=/';
}

describe('logout (docs/areas/account-and-teams.md#logout)', () => {
  it('clears exactly token, refresh marker, dictionary, onboarding and the token cookie', async () => {
    seedSession();
    const fetchMock = mockFetch(() => ({ status: 204 }));
    await authProvider.logout({});

    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('dictionary')).toBeNull();
    expect(localStorage.getItem('onboarding')).toBeNull();
    expect(localStorage.getItem('locale')).toBe('ar');
    expect(localStorage.getItem('color-mode')).toBe('dark');
    expect(localStorage.getItem('sider-collapsed')).toBe('1');
    expect(document.cookie).not.toMatch(/(^|; )token=/);
    expect(document.cookie).toMatch(/keep=1/);

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/proxy/api/v1/token/logout');
    expect(init.method).toBe('POST');
    expect(headerOf(init, 'Authorization')).toBe('Bearer tok');
    expect(hard).toHaveBeenCalledWith('/login');
  });

  it('forgets the cached user when it stays on the page (the redirect reloads it away otherwise)', async () => {
    setToken('tok');
    setPath('/signup');
    mockFetch((url) => (url.endsWith('/v1/user') ? { body: sampleUser } : { status: 204 }));
    await authProvider.getIdentity!();
    expect(getCurrentUserState().user).not.toBeNull();
    await authProvider.logout({});
    expect(getCurrentUserState().user).toBeNull();
  });

  it.each(['/signup', '/forget-password', '/password-reset/abc'])('does not redirect away from %s', async (path) => {
    seedSession();
    setPath(path);
    mockFetch(() => ({ status: 204 }));
    await authProvider.logout({});
    expect(getToken()).toBeNull();
    expect(hard).not.toHaveBeenCalled();
  });

  it('still clears everything when the server refuses the logout call', async () => {
    seedSession();
    mockFetch(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    await authProvider.logout({});
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('dictionary')).toBeNull();
    expect(hard).toHaveBeenCalledWith('/login');
  });

  it('a forced logout (401 on the user fetch) comes back to the page after signing in', async () => {
    setToken('tok');
    setPath('/settings/tokens');
    mockFetch((url) => (url.endsWith('/v1/user') ? { status: 401, body: {} } : { status: 204 }));
    await expect(authProvider.getIdentity!()).resolves.toBeNull();
    expect(getToken()).toBeNull();
    expect(hard).toHaveBeenCalledWith('/login?to=%2Fsettings%2Ftokens');
  });
});

describe('login and register', () => {
  it('login stores the token with its marker and routes by the user state', async () => {
    const fetchMock = mockFetch((url) =>
      url.endsWith('/v1/token/login')
        ? { body: { access_token: 'fresh', token_type: 'Bearer', expires_in: 3600 } }
        : { body: { ...sampleUser, onboarded_at: null } },
    );
    const result = await authProvider.login({ email: 'ada@example.com', password: 'secret', to: '/settings/tokens' });
    expect(result).toEqual({ success: true, redirectTo: '/onboarding/profile' });
    expect(getToken()).toBe('fresh');
    expect(Number(localStorage.getItem('refresh_token'))).toBeGreaterThan(Date.now());
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toEqual({ email: 'ada@example.com', password: 'secret' });
  });

  it('login answers the server error instead of throwing', async () => {
    mockFetch(() => ({ status: 401, body: { message: 'These credentials do not match our records.' } }));
    const result = await authProvider.login({ email: 'a@b.c', password: 'x' });
    expect(result.success).toBe(false);
    expect(result.error).toBeInstanceOf(HttpError);
    expect(result.error?.message).toBe('These credentials do not match our records.');
    expect(getToken()).toBeNull();
  });

  it('register keeps the sign-up ticket (no session yet) and goes to /verify-email', async () => {
    mockFetch((url) =>
      url.endsWith('/v1/register')
        ? { status: 201, body: { message: 'We sent a mail to a@b.c.', signup_ticket: 'psu_ticket' } }
        : { status: 401, body: { message: 'no' } },
    );
    const result = await authProvider.register!({ name: 'A', email: ' A@b.c', password: 'a long passphrase', password_confirmation: 'a long passphrase' });
    expect(result).toEqual({ success: true, redirectTo: '/verify-email' });
    expect(getToken()).toBeNull();
    expect(getPendingSignup()).toEqual({ email: 'a@b.c', ticket: 'psu_ticket' });
    // Signing in (the link's answer, or a login) ends the wait; so does a logout.
    await startSession('tok').catch(() => undefined);
    expect(getPendingSignup()).toBeNull();
  });
});

describe('onError', () => {
  it('leaves errors the http client already redirected for alone', async () => {
    const error = new HttpError(401, 'x');
    error.handled = true;
    await expect(authProvider.onError(error)).resolves.toEqual({});
  });

  it('applies the 401/419/409 rules to unhandled errors', async () => {
    setToken('tok');
    setPath('/settings/tokens');
    await expect(authProvider.onError(new HttpError(401, 'x'))).resolves.toEqual({
      logout: true,
      redirectTo: '/login?to=%2Fsettings%2Ftokens',
    });
    await expect(authProvider.onError(new HttpError(409, 'x', {}, 'email_unverified'))).resolves.toEqual({ redirectTo: '/verify-email' });
    await expect(authProvider.onError(new HttpError(409, 'changed by someone'))).resolves.toEqual({});
    await expect(authProvider.onError(new HttpError(422, 'x'))).resolves.toEqual({});
  });
});
