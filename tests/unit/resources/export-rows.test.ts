import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from '@refinedev/core';
import { offers } from '../../../resources/index.ts';
import { exportValue, fetchAllRows } from '../../../src/resources/list/export-rows.ts';

const fakeProvider = (total: number) => {
  const getList = vi.fn(async ({ pagination }: Parameters<DataProvider['getList']>[0]) => {
    const { currentPage = 1, pageSize = 10 } = pagination ?? {};
    const start = (currentPage - 1) * pageSize;
    const data = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => ({ id: start + i + 1 }));
    return { data, total };
  });
  return { getList: getList as unknown as DataProvider['getList'], calls: getList };
};

describe('export rows', () => {
  it('fetches every page of the current filter', async () => {
    const provider = fakeProvider(1_203);
    const filters = [{ field: 'status', operator: 'eq' as const, value: 'active' }];
    const { rows, truncated } = await fetchAllRows(provider, 'audience/offers', filters, []);
    expect(rows).toHaveLength(1_203);
    expect(truncated).toBe(false);
    expect(provider.calls).toHaveBeenCalledTimes(3);
    expect(provider.calls.mock.calls[0][0]).toMatchObject({ resource: 'audience/offers', filters });
  });

  it('stops at the cap and says so', async () => {
    const provider = fakeProvider(50_000);
    const { rows, truncated } = await fetchAllRows(provider, 'x', [], [], 1_000);
    expect(rows).toHaveLength(1_000);
    expect(truncated).toBe(true);
    expect(provider.calls).toHaveBeenCalledTimes(2);
  });

  it('exports money in major units and lists joined', () => {
    expect(exportValue(offers.fields.payout, 1999, { currency: 'USD' })).toBe(19.99);
    expect(exportValue(offers.fields.name, ['a', 'b'], {})).toBe('a; b');
    expect(exportValue(offers.fields.name, null, {})).toBe('');
  });
});
