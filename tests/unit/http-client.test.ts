// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, http, HttpError, request } from '../../providers/http-client.ts';
import { setLogoutHandler, setNavigator } from '../../providers/session-events.ts';
import { getToken, setToken } from '../../providers/session-store.ts';
import { deferred, headerOf, mockFetch, setPath } from './helpers.ts';

const soft = vi.fn();
const hard = vi.fn();
const logout = vi.fn();

beforeEach(() => {
  soft.mockReset();
  hard.mockReset();
  logout.mockReset();
  setNavigator(soft, hard);
  setLogoutHandler(logout);
  setPath('/');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('http client: requests', () => {
  it('prefixes the API base and sends bearer, Accept and a JSON body', async () => {
    setToken('tok-1');
    const fetchMock = mockFetch(() => ({ body: { ok: true } }));
    await expect(http.post('/v1/teams', { name: 'A' })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/proxy/api/v1/teams');
    expect(init.method).toBe('POST');
    expect(headerOf(init, 'Authorization')).toBe('Bearer tok-1');
    expect(headerOf(init, 'Accept')).toBe('application/json');
    expect(headerOf(init, 'Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"name":"A"}');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = mockFetch(() => ({ body: {} }));
    await http.get('/v1/config');
    expect(headerOf(fetchMock.mock.calls[0][1], 'Authorization')).toBeUndefined();
  });

  it('builds query strings and keeps paths that already carry the base', () => {
    expect(apiUrl('/v1/x', { a: 1, b: [2, 3], c: undefined, d: null })).toBe('/api/proxy/api/v1/x?a=1&b=2&b=3');
    expect(apiUrl('/api/proxy/api/v1/x?_start=0', { q: 'y' })).toBe('/api/proxy/api/v1/x?_start=0&q=y');
  });

  it('parses {message, errors} into an HttpError', async () => {
    mockFetch(() => ({ status: 422, body: { message: 'Invalid input.', errors: { email: ['Taken.'], name: 'Too long.' } } }));
    const error = await http.post('/v1/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 422, statusCode: 422, message: 'Invalid input.' });
    expect((error as HttpError).errors).toEqual({ email: ['Taken.'], name: ['Too long.'] });
  });

  it('falls back to the status text when the body has no message, and marks network failures as status 0', async () => {
    mockFetch(() => ({ status: 500, body: 'boom' }));
    await expect(http.get('/v1/user')).rejects.toMatchObject({ status: 500, errors: {} });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(http.get('/v1/user')).rejects.toMatchObject({ status: 0 });
  });
});

describe('http client: redirect rules', () => {
  it('401 with a token clears it and hard-redirects to /login', async () => {
    setToken('stale');
    setPath('/settings/tokens');
    mockFetch(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    const error = (await http.get('/v1/teams').catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(401);
    expect(error.handled).toBe(true);
    expect(getToken()).toBeNull();
    expect(hard).toHaveBeenCalledWith('/login?to=%2Fsettings%2Ftokens');
  });

  it('401 without a token is rethrown without redirecting', async () => {
    setPath('/login');
    mockFetch(() => ({ status: 401, body: { message: 'These credentials do not match.' } }));
    await expect(http.post('/v1/token/login', {})).rejects.toMatchObject({ status: 401, message: 'These credentials do not match.' });
    expect(hard).not.toHaveBeenCalled();
    expect(soft).not.toHaveBeenCalled();
  });

  it('419 on a password-reset page clears the token but stays', async () => {
    setToken('old');
    setPath('/password-reset/xyz');
    mockFetch(() => ({ status: 419, body: { message: 'Expired.' } }));
    await expect(http.get('/v1/user')).rejects.toMatchObject({ status: 419 });
    expect(getToken()).toBeNull();
    expect(hard).not.toHaveBeenCalled();
  });

  it('409 navigates to /verify-email inside the app', async () => {
    setToken('tok');
    mockFetch(() => ({ status: 409, body: { message: 'Verify your email.', code: 'email_unverified' } }));
    await expect(http.get('/v1/teams')).rejects.toMatchObject({ status: 409 });
    expect(soft).toHaveBeenCalledWith('/verify-email');
    expect(getToken()).toBe('tok');
  });

  it('redirect: false leaves a 401 to the caller', async () => {
    setToken('tok');
    mockFetch(() => ({ status: 401, body: {} }));
    await expect(request('/v1/user', { redirect: false })).rejects.toMatchObject({ status: 401 });
    expect(hard).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok');
  });
});

describe('http client: token refresh', () => {
  it('refreshes once for concurrent callers once the marker has passed, then uses the new token', async () => {
    setToken('old', Date.now() - 11 * 60 * 1000);
    const gate = deferred<void>();
    const fetchMock = mockFetch(async (url) => {
      if (url.endsWith('/v1/token/refresh')) {
        await gate.promise;
        return { body: { access_token: 'new', token_type: 'Bearer', expires_in: 3600 } };
      }
      return { body: { url } };
    });
    const calls = [http.get('/v1/a'), http.get('/v1/b'), http.get('/v1/c')];
    gate.resolve();
    await Promise.all(calls);

    const refreshCalls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/v1/token/refresh'));
    expect(refreshCalls).toHaveLength(1);
    expect(headerOf(refreshCalls[0][1], 'Authorization')).toBe('Bearer old');
    const others = fetchMock.mock.calls.filter(([url]) => !String(url).endsWith('/v1/token/refresh'));
    expect(others).toHaveLength(3);
    for (const [, init] of others) expect(headerOf(init, 'Authorization')).toBe('Bearer new');
    expect(getToken()).toBe('new');
    expect(Number(localStorage.getItem('refresh_token'))).toBeGreaterThan(Date.now() + 9 * 60 * 1000);
  });

  it('does not refresh while the marker is in the future', async () => {
    setToken('fresh');
    const fetchMock = mockFetch(() => ({ body: {} }));
    await http.get('/v1/a');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/proxy/api/v1/a']);
  });

  it('logs out when the refresh is refused, and the request fails', async () => {
    setToken('old', Date.now() - 11 * 60 * 1000);
    const fetchMock = mockFetch((url) => (url.endsWith('/v1/token/refresh') ? { status: 401, body: { message: 'No.' } } : { body: {} }));
    await expect(http.get('/v1/a')).rejects.toMatchObject({ status: 401 });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/v1/a'))).toBe(false);
  });
});
