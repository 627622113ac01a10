/**
 * Feeds that fetch: a feed's source URL (a small HTTP server of the test's own on 127.0.0.1, allowed
 * in the team's outbound hosts) read as CSV or JSON by the feed's mapping, written as contacts,
 * logged; a source that fails logged as failed; a private address refused unless allowed; the
 * schedule queueing each due feed once.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, feedLogs, feeds, jobs, segmentContacts, teams } from '../../server/db/schema/index.ts';
import { queueDueFeeds } from '../../server/domains/audience/feed-schedule.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let teamId: number;
let userId: number;
let segmentId: number;
let server: Server;
let base: string;
const fetched: string[] = [];

const FILES: Record<string, { type: string; body: string }> = {
  '/crm.csv': { type: 'text/csv', body: 'Mobile;Vorname;Tarif\n+49 151 2345 6701;Jonas;gold\n0049 151 2345 6702;Mia;silver\nnot a number;Ben;gold\n+49 151 2345 6703;Lea;platinum\n' },
  '/crm.json': { type: 'application/json', body: JSON.stringify({ contacts: [{ Mobile: '+33612345601', Vorname: 'Chloé', Tarif: 'gold' }, { Mobile: '+33612345602' }] }) },
  '/broken.csv': { type: 'text/csv', body: 'Mobile,Vorname\n+33612345603,"never closed\n' },
};

async function newFeed(name: string, path: string, extra: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/v1/audience/feeds', {
    token,
    body: { name, source_url: `${base}${path}`, format: path.endsWith('.json') ? 'json' : 'csv', schedule: 'manual', mapping: { Mobile: 'phone', Vorname: 'first_name', Tarif: 'custom.plan' }, tags: ['crm'], segment_id: segmentId, ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

async function runNow(feedId: number) {
  const res = await t.call('POST', `/v1/audience/feeds/${feedId}/run`, { token, body: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return t.waitForJob(token, res.body.job_id);
}

const logsOf = (feedId: number) => t.db.select().from(feedLogs).where(eq(feedLogs.feed_id, feedId));
const contactOf = async (phone: string) => (await t.db.select().from(contacts).where(and(eq(contacts.team_id, teamId), eq(contacts.phone, phone))))[0];

beforeAll(async () => {
  server = createServer((req, res) => {
    fetched.push(req.url ?? '');
    const file = FILES[req.url ?? ''];
    if (!file) return res.writeHead(404, { 'content-type': 'text/plain' }).end('no such file');
    res.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await startTestApp();
  const owner = await t.signUp({ name: 'Ada' });
  token = owner.token;
  teamId = owner.user.current_team.id;
  userId = owner.user.id;
  await t.call('POST', '/v1/audience/custom-fields', { token, body: { name: 'Plan', key: 'plan', type: 'select', options: ['gold', 'silver'] } });
  segmentId = (await t.call('POST', '/v1/audience/segments', { token, body: { name: 'From the CRM' } })).body.id;
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((r) => server.close(() => r()));
});

describe('a feed run', () => {
  it('refuses a private address until the team allows its host, and says so in the log', async () => {
    const feedId = await newFeed('Refused', '/crm.csv');
    const job = await runNow(feedId);
    expect(job.status).toBe('failed');
    const [log] = await logsOf(feedId);
    expect(log).toMatchObject({ status: 'failed', rows_read: 0, rows_imported: 0 });
    expect(log.message).toMatch(/^Fetching 127\.0\.0\.1:\d+ failed: .*127\.0\.0\.1/);
    expect(fetched).toEqual([]);
    await t.db.update(teams).set({ settings: { outbound_allowed_hosts: ['127.0.0.1'] } }).where(eq(teams.id, teamId));
  });

  it('reads a CSV by the mapping, writes the good rows with tags and segment, and logs the bad ones', async () => {
    const feedId = await newFeed('CRM export', '/crm.csv');
    const job = await runNow(feedId);
    expect(job.status, job.error).toBe('completed');
    expect(await contactOf('+4915123456701')).toMatchObject({ first_name: 'Jonas', custom: { plan: 'gold' }, tags: ['crm'], source: 'feed' });
    expect(await contactOf('+4915123456702')).toMatchObject({ first_name: 'Mia', custom: { plan: 'silver' } });
    expect(await contactOf('+4915123456703')).toBeUndefined();
    const members = await t.db.select().from(segmentContacts).where(eq(segmentContacts.segment_id, segmentId));
    expect(members).toHaveLength(2);
    const [log] = await logsOf(feedId);
    expect(log).toMatchObject({ status: 'partial', rows_read: 4, rows_imported: 2 });
    expect(log.message).toMatch(/^Fetched 127\.0\.0\.1:\d+: 4 received, 2 accepted \(2 new, 0 updated\), 2 rejected\./);
    expect(log.message).toContain('Row 3, phone');
    expect(log.message).toMatch(/Row 4, custom\.plan: .*platinum/);
    const [feed] = await t.db.select().from(feeds).where(eq(feeds.id, feedId));
    expect(feed.rows_imported).toBe(2);
    expect(feed.last_run_at).not.toBeNull();
    // The same file again: the same contacts, updated, no duplicate.
    await runNow(feedId);
    const again = await logsOf(feedId);
    expect(again.map((l) => l.message).join('\n')).toMatch(/2 accepted \(0 new, 2 updated\)/);
    expect((await t.db.select().from(contacts).where(eq(contacts.team_id, teamId))).length).toBe(2);
  });

  it('reads JSON, and fails with the reason when the source answers 404 or the file is broken', async () => {
    const json = await newFeed('CRM JSON', '/crm.json');
    expect((await runNow(json)).status).toBe('completed');
    expect(await contactOf('+33612345601')).toMatchObject({ first_name: 'Chloé', custom: { plan: 'gold' } });

    const missing = await newFeed('Gone', '/gone.csv');
    expect((await runNow(missing)).status).toBe('failed');
    expect((await logsOf(missing))[0]).toMatchObject({ status: 'failed' });
    expect((await logsOf(missing))[0].message).toMatch(/404/);

    const broken = await newFeed('Broken', '/broken.csv');
    const job = await runNow(broken);
    expect(job.status).toBe('failed');
    expect((await logsOf(broken))[0].message).toMatch(/quote .* never closes/);
  });

  it('refuses a run without a source URL (422 naming it), of a switched-off feed, and a second while one runs', async () => {
    const bare = await t.call('POST', '/v1/audience/feeds', { token, body: { name: 'Webhook only', format: 'json', schedule: 'manual' } });
    const noUrl = await t.call('POST', `/v1/audience/feeds/${bare.body.id}/run`, { token, body: {} });
    expect(noUrl.status).toBe(422);
    expect(noUrl.body.errors.source_url).toBeDefined();
    const off = await newFeed('Off', '/crm.csv', { active: false });
    expect((await t.call('POST', `/v1/audience/feeds/${off}/run`, { token, body: {} })).status).toBe(409);
    const busy = await newFeed('Busy', '/crm.csv');
    await t.db.insert(jobs).values({ team_id: teamId, created_by_id: userId, kind: 'feed-run', title: 'Busy', status: 'running', max_attempts: 3, input: { feed_id: busy }, queue_job_id: crypto.randomUUID() });
    const second = await t.call('POST', `/v1/audience/feeds/${busy}/run`, { token, body: {} });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/running already/);
  });
});

describe('the schedule', () => {
  it('queues each due hourly and daily feed once, and neither manual nor switched-off ones', async () => {
    await t.db.update(feeds).set({ active: false }).where(eq(feeds.team_id, teamId));
    const hourly = await newFeed('Hourly', '/crm.csv', { schedule: 'hourly' });
    const daily = await newFeed('Daily', '/crm.json', { schedule: 'daily' });
    await newFeed('Manual', '/crm.csv', { schedule: 'manual' });
    await newFeed('Hourly but off', '/crm.csv', { schedule: 'hourly', active: false });
    const now = new Date();
    const first = await queueDueFeeds(t.ctx, now);
    expect(first.sort()).toEqual([hourly, daily].sort());
    // Claimed: the next tick queues nothing.
    expect(await queueDueFeeds(t.ctx, new Date(now.getTime() + 60_000))).toEqual([]);
    // Queued by the schedule, not by anyone: one run each.
    const runs = await t.db.select({ title: jobs.title }).from(jobs).where(and(eq(jobs.kind, 'feed-run'), eq(jobs.team_id, teamId), isNull(jobs.created_by_id)));
    expect(runs.map((r) => r.title).sort()).toEqual(['Daily', 'Hourly']);
    const queued = await t.db.select().from(jobs).where(and(eq(jobs.kind, 'feed-run'), eq(jobs.team_id, teamId), eq(jobs.title, 'Hourly')));
    await t.waitForJob(token, queued[0].id);
    // An hour after the hourly feed's run, it is due again; the daily one is not.
    const later = new Date(Date.now() + 3_600_000 + 1_000);
    expect(await queueDueFeeds(t.ctx, later)).toEqual([hourly]);
  });
});
