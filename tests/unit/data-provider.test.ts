// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../providers/data-provider.ts';
import { setNavigator } from '../../providers/session-events.ts';
import { setToken } from '../../providers/session-store.ts';
import { headerOf, mockFetch } from './helpers.ts';

beforeEach(() => {
  setNavigator(vi.fn(), vi.fn());
  setToken('tok');
});

afterEach(() => vi.unstubAllGlobals());

describe('data provider', () => {
  it('speaks json-server through our client: paging, sorting, total from x-total-count, bearer token', async () => {
    const fetchMock = mockFetch(() => ({ body: [{ id: 1 }, { id: 2 }], headers: { 'x-total-count': '42' } }));
    const result = await dataProvider.getList({
      resource: 'management/mail-outbox',
      pagination: { currentPage: 2, pageSize: 10 },
      sorters: [{ field: 'created_at', order: 'desc' }],
    });
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 42 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/proxy/api/v1/management/mail-outbox?_end=20&_order=desc&_sort=created_at&_start=10');
    expect(headerOf(init, 'Authorization')).toBe('Bearer tok');
  });

  it('turns a 422 into an HttpError Refine can map to fields', async () => {
    mockFetch(() => ({ status: 422, body: { message: 'Invalid.', errors: { name: ['Too long.'] } } }));
    await expect(dataProvider.create({ resource: 'campaigns', variables: { name: 'x' } })).rejects.toMatchObject({
      statusCode: 422,
      message: 'Invalid.',
      errors: { name: ['Too long.'] },
    });
  });

  it('reaches any endpoint with custom, relative to the API base', async () => {
    const fetchMock = mockFetch(() => ({ body: { ok: true } }));
    const got = await dataProvider.custom!({ url: '/v1/teams/3/members', method: 'get', query: { role: 'admin' } });
    expect(got.data).toEqual({ ok: true });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/proxy/api/v1/teams/3/members?role=admin');
    await dataProvider.custom!({ url: '/v1/teams/3/switch', method: 'post', payload: { a: 1 } });
    expect(fetchMock.mock.calls[1][1].method).toBe('POST');
    expect(fetchMock.mock.calls[1][1].body).toBe('{"a":1}');
  });
});
