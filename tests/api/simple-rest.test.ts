/**
 * The unmodified @refinedev/simple-rest data provider against a real listening server: what the
 * issue promises any json-server client gets from the generic API.
 */
import dataProvider from '@refinedev/simple-rest';
import axios from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../resources/account/endpoints.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let provider: ReturnType<typeof dataProvider>;
const resource = 'offers';
const offer = (name: string, payout: number, status = 'active', currency = 'USD') => ({ name, url: `https://example.com/${payout}`, payout, currency, status });

beforeAll(async () => {
  t = await startTestApp();
  const { token } = await t.signUp({ name: 'Rest Client' });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const http = axios.create({ headers: { authorization: `Bearer ${token}` } });
  provider = dataProvider(`${address}${API_BASE}/v1/audience`, http);
});
afterAll(() => t.close());

describe('@refinedev/simple-rest against the generic API', () => {
  const ids: number[] = [];

  it('creates', async () => {
    for (const [i, body] of [offer('Alpha deal', 500), offer('Beta deal', 1500, 'paused', 'EUR'), offer('Gamma promo', 2500), offer('Delta promo', 3500, 'archived')].entries()) {
      const { data } = await provider.create({ resource, variables: body });
      expect(data).toMatchObject({ ...body, version: 1 });
      ids[i] = data.id as number;
    }
  });

  it('lists with pagination and sorters', async () => {
    const page1 = await provider.getList({ resource, pagination: { currentPage: 1, pageSize: 3 }, sorters: [{ field: 'payout', order: 'desc' }] });
    expect(page1.total).toBe(4);
    expect(page1.data.map((r) => r.payout)).toEqual([3500, 2500, 1500]);
    const page2 = await provider.getList({ resource, pagination: { currentPage: 2, pageSize: 3 }, sorters: [{ field: 'payout', order: 'desc' }] });
    expect(page2.data.map((r) => r.payout)).toEqual([500]);
    const multi = await provider.getList({ resource, sorters: [{ field: 'status', order: 'asc' }, { field: 'name', order: 'desc' }] });
    expect(multi.data.map((r) => r.name)).toEqual(['Gamma promo', 'Alpha deal', 'Delta promo', 'Beta deal']);
  });

  it('filters with eq, contains, gte, lte, ne and in', async () => {
    const names = async (filters: any[]) => (await provider.getList({ resource, filters, sorters: [{ field: 'payout', order: 'asc' }] })).data.map((r) => r.name);
    expect(await names([{ field: 'currency', operator: 'eq', value: 'EUR' }])).toEqual(['Beta deal']);
    expect(await names([{ field: 'name', operator: 'contains', value: 'PROMO' }])).toEqual(['Gamma promo', 'Delta promo']);
    expect(await names([{ field: 'payout', operator: 'gte', value: 1500 }, { field: 'payout', operator: 'lte', value: 2500 }])).toEqual(['Beta deal', 'Gamma promo']);
    expect(await names([{ field: 'status', operator: 'ne', value: 'active' }])).toEqual(['Beta deal', 'Delta promo']);
    expect(await names([{ field: 'status', operator: 'in', value: ['paused', 'archived'] }])).toEqual(['Beta deal', 'Delta promo']);
    expect(await names([{ field: 'q', operator: 'eq', value: 'alpha' }])).toEqual(['Alpha deal']);
    const refused = await provider.getList({ resource, filters: [{ field: 'url', operator: 'eq', value: 'x' }] }).catch((e) => e);
    expect(refused.response?.status ?? refused.statusCode).toBe(422);
  });

  it('gets one and many', async () => {
    const { data } = await provider.getOne({ resource, id: ids[1] });
    expect(data).toMatchObject({ id: ids[1], name: 'Beta deal' });
    const many = await provider.getMany({ resource, ids: [ids[0], ids[3]] });
    expect(many.data.map((r) => r.id).sort()).toEqual([ids[0], ids[3]].sort());
  });

  it('updates, with and without a version', async () => {
    const { data } = await provider.update({ resource, id: ids[0], variables: { name: 'Alpha deal v2', version: 1 } });
    expect(data).toMatchObject({ name: 'Alpha deal v2', version: 2 });
    const again = await provider.update({ resource, id: ids[0], variables: { payout: 600 } });
    expect(again.data).toMatchObject({ payout: 600, version: 3 });
    const stale = await provider.update({ resource, id: ids[0], variables: { name: 'lost', version: 1 } }).catch((e) => e);
    expect(stale.response.status).toBe(409);
    expect(stale.response.data.message).toMatch(/changed by Rest Client/);
  });

  it('deletes one', async () => {
    const { data } = await provider.deleteOne({ resource, id: ids[3] });
    expect(data).toMatchObject({ id: ids[3], name: 'Delta promo' });
    const rest = await provider.getList({ resource });
    expect(rest.total).toBe(3);
  });
});
