import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../../providers/session-events.ts';
import { setToken } from '../../../providers/session-store.ts';
import { authProvider } from '../../../providers/auth-provider.ts';
import { resourceDataProvider } from '../../../src/resources/data-provider.ts';
import { mockFetch, setPath } from '../helpers.ts';

const soft = vi.fn();
const hard = vi.fn();

beforeEach(() => {
  soft.mockReset();
  hard.mockReset();
  setNavigator(soft, hard);
  setToken('tok');
  setPath('/campaigns/offers/2/edit');
});

afterEach(() => vi.unstubAllGlobals());

describe('resource data provider', () => {
  it('updates with PATCH and the version it is given', async () => {
    const fetchMock = mockFetch(() => ({ body: { id: 2, version: 4 } }));
    const got = await resourceDataProvider.update({ resource: 'audience/offers', id: 2, variables: { name: 'x', version: 3 } });
    expect(got.data).toEqual({ id: 2, version: 4 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/proxy/api/v1/audience/offers/2');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'x', version: 3 });
  });

  it('leaves a stale-version 409 to the form instead of sending the user to /verify-email', async () => {
    mockFetch(() => ({ status: 409, body: { message: 'Changed by Ada at 10:02.' } }));
    const error = await resourceDataProvider.update({ resource: 'audience/offers', id: 2, variables: { version: 1 } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 409, message: 'Changed by Ada at 10:02.', handled: true });
    expect(soft).not.toHaveBeenCalled();
    expect(hard).not.toHaveBeenCalled();
    expect(await authProvider.onError(error)).toEqual({});
  });

  it('does the same for a delete refused because the record is in use', async () => {
    mockFetch(() => ({ status: 409, body: { message: 'Used by 3 campaigns.' } }));
    await expect(resourceDataProvider.deleteOne({ resource: 'audience/offers', id: 2 })).rejects.toMatchObject({ statusCode: 409, handled: true });
    expect(soft).not.toHaveBeenCalled();
  });

  it('still lets the auth provider send a 401 to /login', async () => {
    mockFetch(() => ({ status: 401, body: { message: 'Expired.' } }));
    const error = await resourceDataProvider.update({ resource: 'audience/offers', id: 2, variables: {} }).catch((e: unknown) => e);
    expect(await authProvider.onError(error)).toMatchObject({ logout: true });
  });
});
