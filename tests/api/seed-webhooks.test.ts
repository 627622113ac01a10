/** The webhook ingress's demo data: deliveries made by the real ingress, agreeing with the feed's log and contacts. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedWebhooks } from '../../server/seed/areas/webhooks.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  const a = await t.signUp({ name: 'Demo Operator' });
  token = a.token;
  await seedWebhooks(t.db, { teamId: a.user.current_team.id, userId: a.user.id });
});
afterAll(() => t.close());

const list = async (path: string, query: Record<string, string> = {}) => (await t.call('GET', path, { token, query: { _end: '100', ...query } })).body;

it('logs every delivery of the pushed feed, in the past, each with its outcome', async () => {
  const deliveries = await list('/v1/webhooks/deliveries', { _sort: 'received_at', _order: 'asc' });
  expect(deliveries.map((d: any) => d.outcome)).toEqual(['processed', 'processed', 'processed', 'processed', 'duplicate', 'refused', 'processed']);
  expect(deliveries.every((d: any) => Date.parse(d.received_at) < Date.now() && d.source_label === 'CRM sign-ups (pushed)')).toBe(true);
  expect(deliveries.find((d: any) => d.outcome === 'refused')).toMatchObject({ signature: 'invalid', status_code: 401 });
});

it('agrees with the feed’s log entries and the contacts they made', async () => {
  const [feed] = await list('/v1/audience/feeds');
  const logs = await list('/v1/audience/feeds/logs', { feed_id: String(feed.id), _sort: 'started_at', _order: 'asc' });
  expect(logs.map((l: any) => [l.status, l.rows_read, l.rows_imported])).toEqual([
    ['success', 3, 3],
    ['success', 2, 2],
    ['partial', 4, 3],
    ['success', 2, 2],
    ['success', 3, 3],
  ]);
  expect(feed.rows_imported).toBe(13);
  const contacts = await list('/v1/audience/contacts', { source: 'feed' });
  expect(contacts).toHaveLength(12);
});
