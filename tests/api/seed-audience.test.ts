/** The audience area's demo data: volumes, believable values, and the generic lists serving them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, switchHubOn, type TestApp } from './harness.ts';
import { seedAudience } from '../../server/seed/areas/audience.ts';

let t: TestApp;
let token: string;
let seconds = 0;

beforeAll(async () => {
  t = await startTestApp();
  const a = await t.signUp({ name: 'Demo Operator' });
  token = a.token;
  // Companies are the hub's clients: the demo team runs the hub.
  await switchHubOn(t, a.token, a.user.current_team.id);
  const started = performance.now();
  await seedAudience(t.db, { teamId: a.user.current_team.id, userId: a.user.id, files: t.ctx.files });
  seconds = (performance.now() - started) / 1000;
  console.info(`seedAudience took ${seconds.toFixed(2)} s`);
}, 120_000);
afterAll(() => t.close());

const list = (path: string, query: Record<string, string> = {}) => t.call('GET', path, { token, query });

describe('seedAudience', () => {
  it.each([
    ['/v1/audience/custom-fields', 5],
    ['/v1/audience/offers', 8],
    ['/v1/audience/contacts', 5000],
    ['/v1/audience/segments', 4],
    ['/v1/audience/feeds', 3],
    ['/v1/audience/feeds/logs', 20],
    ['/v1/audience/data-files', 4],
    ['/v1/enrichment/hlr', 300],
    ['/v1/audience/companies', 6],
    ['/v1/sms/campaigns', 8],
    ['/v1/audience/email-templates', 3],
  ])('%s lists %i records, each a valid answer', async (path, total) => {
    const res = await list(path, { _start: '0', _end: '100' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(total));
    expect(res.body).toHaveLength(Math.min(total, 100));
  });

  it('seeds unique E.164 numbers from many countries with names and statuses', async () => {
    const all = await list('/v1/audience/contacts', { _start: '0', _end: '500', _sort: 'id', _order: 'asc' });
    const phones = all.body.map((c: any) => c.phone);
    expect(new Set(phones).size).toBe(phones.length);
    for (const p of phones) expect(p).toMatch(/^\+[1-9]\d{7,14}$/);
    expect(new Set(all.body.map((c: any) => c.country)).size).toBeGreaterThanOrEqual(10);
    expect(all.body.filter((c: any) => c.first_name).length).toBeGreaterThan(all.body.length * 0.85);
    const us = await list('/v1/audience/contacts', { country: 'US', _end: '5' });
    expect(Number(us.headers['x-total-count'])).toBeGreaterThan(1000);
    for (const c of us.body) expect(c.phone.startsWith('+1')).toBe(true);
    const unsubscribed = await list('/v1/audience/contacts', { status: 'unsubscribed' });
    expect(Number(unsubscribed.headers['x-total-count'])).toBeGreaterThan(100);
  });

  it('keeps segment sizes, feed totals and campaign counters consistent', async () => {
    const segs = (await list('/v1/audience/segments')).body;
    const na = segs.find((s: any) => s.name === 'North America — subscribed');
    const naCount = Number((await list('/v1/audience/contacts', { country: 'US', status: 'subscribed' })).headers['x-total-count']) + Number((await list('/v1/audience/contacts', { country: 'CA', status: 'subscribed' })).headers['x-total-count']);
    expect(na.contacts_count).toBe(naCount);
    for (const s of segs) expect(s.contacts_count).toBeGreaterThan(0);

    for (const feed of (await list('/v1/audience/feeds')).body) {
      const logs = (await list('/v1/audience/feeds/logs', { feed_id: String(feed.id), _end: '100' })).body;
      expect(logs.length).toBeGreaterThan(0);
      expect(feed.rows_imported).toBe(logs.reduce((n: number, l: any) => n + l.rows_imported, 0));
      expect(feed.last_run_at).toBe(logs[0].started_at);
    }

    const camps = (await list('/v1/sms/campaigns')).body;
    expect(new Set(camps.map((c: any) => c.status))).toEqual(new Set(['draft', 'scheduled', 'paused', 'completed', 'stopped']));
    // Recipients, sent, delivered, clicks and cost are counted from what the SMS seed's sends froze and sent (seed-campaign-history.test.ts); none here.
    for (const c of camps) expect([c.recipients, c.sent, c.delivered, c.clicks, c.cost]).toEqual([0, 0, 0, 0, 0]);
  });

  it('seeds uploads that were imported for real: counters, error rows and history agree', async () => {
    const uploads = (await list('/v1/audience/data-files', { _sort: 'id', _order: 'asc' })).body;
    expect(uploads.map((u: any) => u.status)).toEqual(['imported', 'imported', 'imported', 'failed']);
    for (const u of uploads.filter((u: any) => u.status === 'imported')) {
      expect(u.rows_imported + u.rows_failed + u.rows_skipped).toBe(u.rows_total);
      expect(u.rows_created).toBe(0);
      const report = await t.call('GET', `/v1/audience/data-files/${u.id}/errors`, { token });
      expect(String(report.body).trim().split('\r\n')).toHaveLength(u.rows_failed + 1);
      const sample = await t.call('GET', `/v1/audience/data-files/${u.id}/sample`, { token });
      expect(sample.status).toBe(200);
    }
    expect(uploads[0]).toMatchObject({ rows_total: 122, rows_imported: 120, rows_failed: 2 });
    expect(uploads[3].error).toMatch(/never closes/);
  });

  it('gives campaigns texts Parley can fill, and an is-ready answer over the whole segment', async () => {
    const campaigns = (await list('/v1/sms/campaigns', { _start: '0', _end: '100' })).body;
    expect((await list('/v1/sms/campaign-texts')).headers['x-total-count']).toBe('5');
    expect((await list('/v1/sms/campaign-senderids')).headers['x-total-count']).toBe('3');
    for (const c of campaigns) {
      const res = await list(`/v1/sms/campaigns/${c.id}/is-ready`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.blockers.map((b: any) => b.code)).not.toContain('unknown_placeholder');
      const members = (await list(`/v1/audience/segments/${c.segment_id}`)).body.contacts_count;
      const { opted_out, blacklisted, invalid, no_route } = res.body.excluded;
      expect(res.body.reachable + opted_out + blacklisted + invalid + no_route).toBe(members);
    }
  });

  it('is fast', () => {
    expect(seconds).toBeLessThan(30);
  });
});
