// @vitest-environment jsdom
import { parseTableParams } from '@refinedev/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../providers/data-provider.ts';
import { setNavigator } from '../../providers/session-events.ts';
import { setToken } from '../../providers/session-store.ts';
import { can, type Actor } from '../../resources/access/index.ts';
import { livePhones, rateChanges, routes, smsTests } from '../../resources/sms/index.ts';
import { parseListParams } from '../../server/crud/list-params.ts';
import { apiName } from '../../src/resource-ui/routes.ts';
import { isScreenRegistered } from '../../src/routes/screen-registry.ts';
import '../../src/routes/screens.ts';
import { formatFieldMoney } from '../../resources/format/money.ts';
import { countryName, formatLatency, hoursAgo, hubRecordLink, hubRoutes, listLink } from '../../src/pages/hub/format.ts';
import { hubKpis } from '../../src/pages/hub/kpis.ts';
import { mockFetch } from './helpers.ts';

describe('hub overview formatting', () => {
  it('shows SMS prices as every other screen does: all six decimals of a millionth, in the currency', () => {
    const price = rateChanges.fields.new_price;
    expect(formatFieldMoney(price, 7_250, 'EUR', 'en')).toBe('€0.007250');
    expect(formatFieldMoney(price, 31_437, 'EUR', 'en')).toBe('€0.031437');
    expect(formatFieldMoney(price, 1, 'USD', 'en')).toBe('$0.000001');
    expect(formatFieldMoney(price, 1_000_000_000, 'GBP', 'en')).toBe('£1,000.000000');
    expect(formatFieldMoney(price, 31_000, null, 'en')).toBe('0.031000');
    expect(formatFieldMoney(price, 72_000, 'EUR', 'fa')).toContain('۰٫۰۷۲۰۰۰');
  });

  it('shows latencies in milliseconds under a second, else in seconds', () => {
    expect(formatLatency(850, 'en')).toBe('850 ms');
    expect(formatLatency(3_412, 'en')).toMatch(/^3\.4 s/);
    expect(formatLatency(undefined, 'en')).toBe('');
  });

  it('names countries in the reader’s language and keeps unknown codes', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('de', 'ar')).toBe('ألمانيا');
    expect(countryName('DEU', 'en')).toBe('DEU');
    expect(countryName('', 'en')).toBe('');
  });

  it('counts the last 24 hours from a whole minute', () => {
    expect(hoursAgo(Date.parse('2025-03-02T10:15:42.500Z'), 24)).toBe('2025-03-01T10:15:00.000Z');
  });
});

describe('hub overview links', () => {
  it('opens the hub’s own screens, also where a resource’s hub list is a copy', () => {
    expect(hubRoutes(routes)?.list).toBe('/hub/routing/routes');
    expect(hubRoutes(smsTests)?.list).toBe('/hub/routing/vendor/sms-testing');
    expect(hubRecordLink(rateChanges, 7)).toBe('/hub/routing/vendor/rates/Changes/7');
    expect(hubRecordLink(smsTests, 3)).toBe('/hub/routing/vendor/sms-testing/3');
    for (const path of [hubRecordLink(rateChanges, 7)!, hubRecordLink(smsTests, 3)!]) expect(isScreenRegistered(path.replace(/\d+$/, ':id'))).toBe(true);
  });

  it('puts filters in the URL the way the generic lists read them back', () => {
    const filters = [{ field: 'status', operator: 'in' as const, value: ['failed', 'timeout'] }];
    const link = listLink('/hub/routing/vendor/sms-testing', filters);
    expect(link.startsWith('/hub/routing/vendor/sms-testing?')).toBe(true);
    expect(parseTableParams(link.slice(link.indexOf('?'))).parsedFilters).toEqual(filters);
    expect(listLink('/hub/endpoints')).toBe('/hub/endpoints');
  });
});

describe('hub overview key figures', () => {
  beforeEach(() => {
    setNavigator(vi.fn(), vi.fn());
    setToken('tok');
  });
  afterEach(() => vi.unstubAllGlobals());

  const since = '2025-03-01T10:15:00.000Z';

  it('asks each list for one row, with only filters its resource declares, and links to a registered hub list', async () => {
    const fetchMock = mockFetch(() => ({ body: [], headers: { 'x-total-count': '0' } }));
    const kpis = hubKpis(since);
    expect(kpis.map((k) => k.key)).toEqual(['activeEndpoints', 'routes', 'routingPlans', 'activeVendorRates', 'clientRates', 'smsTests24h', 'failedTests24h', 'livePhonesOnline']);
    for (const kpi of kpis) {
      fetchMock.mockClear();
      await dataProvider.getList({ resource: apiName(kpi.resource), pagination: { currentPage: 1, pageSize: 1 }, filters: kpi.filters });
      const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://x');
      const query: Record<string, string | string[]> = {};
      for (const key of new Set(url.searchParams.keys())) {
        const all = url.searchParams.getAll(key);
        query[key] = all.length > 1 ? all : all[0];
      }
      // The server's own whitelist: an undeclared filter would be a 422 here.
      const params = parseListParams(kpi.resource, query);
      expect(params, kpi.key).toMatchObject({ offset: 0, limit: 1 });
      expect(params.filters.length, kpi.key).toBe(kpi.filters.length);
      const [path, search] = kpi.link.split('?');
      expect(isScreenRegistered(path), kpi.link).toBe(true);
      expect(path.startsWith('/hub/'), kpi.link).toBe(true);
      if (kpi.filters.length) expect(parseTableParams(`?${search}`).parsedFilters, kpi.key).toEqual(kpi.filters);
    }
  });

  it('counts the tests of the last 24 hours and the failed among them', () => {
    const failed = hubKpis(since).find((k) => k.key === 'failedTests24h')!;
    expect(failed.filters).toEqual([
      { field: 'sent_at', operator: 'gte', value: since },
      { field: 'status', operator: 'in', value: ['failed', 'timeout'] },
    ]);
    expect(failed.alert).toBe(true);
  });

  it('leaves out what the user may not list', () => {
    const shown = (actor: Actor) => hubKpis(since, (resource) => can(actor, { resource, action: 'list' }).can).map((k) => k.resource.name);
    expect(shown({ id: 1, is_staff: true, role: null, areas: ['hub'] })).toHaveLength(8);
    // The live phones are the platform's: a team viewer sees every other figure.
    expect(shown({ id: 2, is_staff: false, role: 'viewer', areas: ['hub'] })).toHaveLength(7);
    expect(shown({ id: 2, is_staff: false, role: 'viewer', areas: ['hub'] })).not.toContain(livePhones.name);
    expect(shown({ id: 3, is_staff: false, role: null, areas: ['hub'] })).toEqual([]);
    // With the hub off the hub's own figures are gone (the page itself is refused too).
    expect(shown({ id: 2, is_staff: false, role: 'viewer', areas: [] })).toEqual(['routes', 'routing-plans', 'vendor-rates']);
    expect(hubKpis(since, (resource) => resource !== livePhones.name).map((k) => k.key)).not.toContain('livePhonesOnline');
  });
});
