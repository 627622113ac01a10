/** The workspace demo data: every resource seeded, visible through the generic lists. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWorkspaceArea } from '../../server/seed/areas/workspace.ts';
import { seedDemoUser, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let staffToken: string;
let demo: { teamId: number; userId: number };
let seconds: number;

beforeAll(async () => {
  t = await startTestApp();
  // Registrar accounts are platform data: only staff (the demo operator, seeded first) list them.
  const staff = await seedDemoUser(t);
  staffToken = await t.login(staff.email, staff.password);
  const owner = await t.signUp({ name: 'Workspace Owner' });
  token = owner.token;
  demo = { teamId: owner.user.current_team.id, userId: owner.user.id };
  const started = performance.now();
  await seedWorkspaceArea(t.db, demo);
  seconds = (performance.now() - started) / 1000;
});
afterAll(() => t?.close());

const total = async (path: string, params: Record<string, string> = {}, as = token) => {
  const res = await t.call('GET', path, { token: as, query: { _start: '0', _end: '5', ...params } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Number(res.headers['x-total-count']);
};

describe('seedWorkspaceArea', () => {
  it('seeds every resource in the volumes of the brief, quickly', async () => {
    expect(await total('/v1/integrations')).toBe(3);
    expect(await total('/v1/integrations/requests')).toBe(60);
    expect(await total('/v1/integrations/billings')).toBe(18);
    expect(await total('/v1/notifications')).toBe(25);
    expect(await total('/v1/billing/invoices')).toBe(12);
    expect(await total('/v1/billing/top-up')).toBe(8);
    expect(await total('/v1/domains')).toBe(3);
    expect(await total('/v1/domains/accounts', {}, staffToken)).toBeGreaterThanOrEqual(1);
    expect(await total('/v1/enrichment/mnp/requests')).toBe(40);
    expect(await total('/v1/url-shortener/links')).toBe(20);
    console.info(`[seed-workspace] seeded in ${seconds.toFixed(2)} s`);
    expect(seconds).toBeLessThan(10);
  });

  it('fills the per-integration views and keeps the counters in step with the log', async () => {
    const list = (await t.call('GET', '/v1/integrations', { token })).body;
    for (const integration of list) {
      const requests = await total('/v1/integrations/requests', { integration_id: String(integration.id) });
      expect(requests).toBeGreaterThanOrEqual(10);
      expect(integration.requests_count).toBe(requests);
      expect(integration.last_request_at).toMatch(/^\d{4}-/);
      expect(await total('/v1/integrations/billings', { integration_id: String(integration.id) })).toBe(6);
    }
    expect(list.filter((i: any) => i.status === 'disabled')).toHaveLength(1);
  });

  it('leaves about half the notifications unread, and totals invoices as amount + tax', async () => {
    const unread = await total('/v1/notifications', { read: 'false' });
    expect(unread).toBeGreaterThanOrEqual(10);
    expect(unread).toBeLessThanOrEqual(15);
    const invoices = (await t.call('GET', '/v1/billing/invoices', { token, query: { _sort: 'period_start', _order: 'desc', _start: '0', _end: '50' } })).body;
    for (const i of invoices) expect(i.total).toBe(i.amount + i.tax);
    expect(invoices[0].status).toBe('open');
    expect(new Set(invoices.map((i: any) => i.period_start.slice(0, 7))).size).toBe(12);
    expect(await total('/v1/url-shortener/links', { domain_id: String((await t.call('GET', '/v1/domains', { token, query: { name: 'go.brightpath.example' } })).body[0].id) })).toBe(16);
    expect(await total('/v1/enrichment/mnp/requests', { ported: 'true' })).toBeGreaterThan(0);
  });

  it('seeds the registrar account once per installation and keeps the data to the seeded team', async () => {
    const before = await total('/v1/domains/accounts', {}, staffToken);
    const other = await t.signUp({ name: 'Other Team' });
    await seedWorkspaceArea(t.db, { teamId: other.user.current_team.id, userId: other.user.id });
    expect(await total('/v1/domains/accounts', {}, staffToken)).toBe(before);
    const stranger = await t.signUp({ name: 'Stranger' });
    expect(await total('/v1/integrations', {}, stranger.token)).toBe(0);
    expect(await total('/v1/notifications', {}, stranger.token)).toBe(0);
    expect(await total('/v1/integrations')).toBe(3);
  });
});
