// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCurrentUser, fetchCurrentUser, getCurrentUserState } from '../../providers/current-user.ts';
import { setLogoutHandler, setNavigator } from '../../providers/session-events.ts';
import { setToken } from '../../providers/session-store.ts';
import { deferred, mockFetch, sampleUser } from './helpers.ts';

const logout = vi.fn();

beforeEach(() => {
  clearCurrentUser();
  logout.mockReset();
  setLogoutHandler(logout);
  setNavigator(vi.fn(), vi.fn());
  setToken('tok');
});

afterEach(() => vi.unstubAllGlobals());

const userCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/v1/user')).length;

describe('current user', () => {
  it('shares one request between concurrent callers', async () => {
    const gate = deferred<void>();
    const fetchMock = mockFetch(async () => {
      await gate.promise;
      return { body: sampleUser };
    });
    const a = fetchCurrentUser();
    const b = fetchCurrentUser();
    const c = fetchCurrentUser();
    expect(getCurrentUserState().status).toBe('loading');
    gate.resolve();
    const users = await Promise.all([a, b, c]);
    expect(userCalls(fetchMock)).toBe(1);
    expect(users.every((u) => u.id === 7)).toBe(true);
    expect(getCurrentUserState()).toMatchObject({ status: 'ready', user: { id: 7 } });
  });

  it('reuses the cached user unless a refresh is forced', async () => {
    let name = 'First';
    const fetchMock = mockFetch(() => ({ body: { ...sampleUser, name } }));
    await fetchCurrentUser();
    name = 'Second';
    expect((await fetchCurrentUser()).name).toBe('First');
    expect(userCalls(fetchMock)).toBe(1);
    expect((await fetchCurrentUser({ force: true })).name).toBe('Second');
    expect(userCalls(fetchMock)).toBe(2);
  });

  it('a forced refresh does not reuse a fetch that started before it', async () => {
    const gates = [deferred<void>(), deferred<void>()];
    let call = 0;
    const fetchMock = mockFetch(async () => {
      const mine = call++;
      await gates[mine].promise;
      return { body: { ...sampleUser, name: `call ${mine}` } };
    });
    const stale = fetchCurrentUser();
    const forced = fetchCurrentUser({ force: true });
    const forcedToo = fetchCurrentUser({ force: true });
    gates[0].resolve();
    gates[1].resolve();
    expect((await stale).name).toBe('call 0');
    expect((await forced).name).toBe('call 1');
    expect((await forcedToo).name).toBe('call 1');
    expect(userCalls(fetchMock)).toBe(2);
  });

  it('an older answer arriving late does not overwrite a forced refresh', async () => {
    const gates = [deferred<void>(), deferred<void>()];
    let call = 0;
    mockFetch(async () => {
      const mine = call++;
      await gates[mine].promise;
      return { body: { ...sampleUser, name: `call ${mine}` } };
    });
    const stale = fetchCurrentUser();
    const forced = fetchCurrentUser({ force: true });
    gates[1].resolve();
    await forced;
    gates[0].resolve();
    await stale;
    expect(getCurrentUserState().user?.name).toBe('call 1');
  });

  it('a 401 while fetching logs out', async () => {
    mockFetch(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    await expect(fetchCurrentUser()).rejects.toMatchObject({ status: 401 });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(getCurrentUserState().user).toBeNull();
  });

  it('a server failure is an error state, not a logout', async () => {
    mockFetch(() => ({ status: 503, body: { message: 'Down.' } }));
    await expect(fetchCurrentUser()).rejects.toMatchObject({ status: 503 });
    expect(logout).not.toHaveBeenCalled();
    expect(getCurrentUserState().status).toBe('error');
  });
});
