/**
 * HLR and MNP lookups through the API (docs/areas/audience.md#number-validation): one number
 * answered at once, a segment as a job whose failing numbers are retried without holding up the
 * rest, the cache, the contact written, the team boundary, the provider's key kept secret, the HTTP
 * adapter against a provider this test runs, and bad input refused with 422.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, hlrLookups, jobs, lookupProviders, mnpRequests, segmentContacts, segments, teams } from '../../server/db/schema/index.ts';
import { draw } from '../../server/simulators/lookups/lookup-simulator.ts';
import { startServer, type TestServer } from './outbound/test-server.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let teamId: number;
let other: { token: string; teamId: number };

beforeAll(async () => {
  t = await startTestApp({ lookups: { simulatorLatencyMs: 0, concurrency: 4, attempts: 3, retryDelayMs: 0 } });
  const owner = await t.signUp({ name: 'Lena Lookup' });
  token = owner.token;
  teamId = owner.user.current_team.id;
  const someone = await t.signUp({ name: 'Oscar Other' });
  other = { token: someone.token, teamId: someone.user.current_team.id };
});
afterAll(() => t.close());

/** UK mobile numbers (+44 7400 1xxxxx, Three's) the simulator answers; `failsFirst` ones fail their first try only. */
function ukNumbers(count: number, want: (n: string) => boolean = () => true): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < count && i < 100_000; i++) {
    const n = `+4474001${String(i).padStart(5, '0')}`;
    if (want(n)) out.push(n);
  }
  return out;
}
const failsFirst = (kind: 'hlr' | 'mnp') => (n: string) => draw(n, `fail:${kind}:1`) < 0.03 && draw(n, `fail:${kind}:2`) >= 0.03;
const neverFails = (kind: 'hlr' | 'mnp') => (n: string) => draw(n, `fail:${kind}:1`) >= 0.03;

async function addContacts(phones: string[], who = token): Promise<number[]> {
  const res = await t.call('POST', '/v1/audience/contacts/upsert', { token: who, body: { contacts: phones.map((phone) => ({ phone })) } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.contacts.map((c: { id: number }) => c.id);
}

async function segmentOf(contactIds: number[], team = teamId, name = `Segment ${Math.random()}`): Promise<number> {
  const [segment] = await t.db.insert(segments).values({ team_id: team, name }).returning({ id: segments.id });
  await t.db.insert(segmentContacts).values(contactIds.map((contact_id) => ({ segment_id: segment.id, contact_id })));
  return segment.id;
}

describe('checking one number', () => {
  it('answers at once, records the lookup and reuses it from the cache within its hours', async () => {
    const [phone] = ukNumbers(1, neverFails('hlr'));
    const first = await t.call('POST', '/v1/enrichment/hlr/check', { token, body: { phone: `0044 ${phone.slice(3, 7)} ${phone.slice(7)}` } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ phone, provider: 'simulator', cached: false, attempts: 1, error: null, currency: 'USD', cost: 1 });
    expect(['valid', 'invalid', 'absent', 'unknown']).toContain(first.body.status);
    expect(first.body.answered_at).toBe(first.body.checked_at);

    const again = await t.call('POST', '/v1/enrichment/hlr/check', { token, body: { phone } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ phone, provider: 'cache', cached: true, cost: 0, attempts: 0, status: first.body.status, network: first.body.network });
    expect(again.body.answered_at).toBe(first.body.checked_at);
    expect(again.body.id).not.toBe(first.body.id);

    // Only the first asked the provider.
    const asked = await t.db.select().from(hlrLookups).where(and(eq(hlrLookups.team_id, teamId), eq(hlrLookups.phone, phone)));
    expect(asked.map((r) => r.provider).sort()).toEqual(['cache', 'simulator']);
  });

  it('asks again once the answer is older than the cache hours', async () => {
    const [phone] = ukNumbers(2, neverFails('hlr')).slice(1);
    expect((await t.call('POST', '/v1/enrichment/hlr/check', { token, body: { phone } })).body.cached).toBe(false);
    await t.db
      .update(hlrLookups)
      .set({ checked_at: new Date(Date.now() - 73 * 3_600_000) })
      .where(and(eq(hlrLookups.team_id, teamId), eq(hlrLookups.phone, phone)));
    expect((await t.call('POST', '/v1/enrichment/hlr/check', { token, body: { phone } })).body).toMatchObject({ cached: false, provider: 'simulator' });
  });

  it('writes the answer onto the contact with that number, leaving its plan validity alone', async () => {
    const [phone] = ukNumbers(3, (n) => neverFails('hlr')(n) && draw(n, 'status') < 0.8).slice(2);
    const [contactId] = await addContacts([phone]);
    const res = await t.call('POST', '/v1/enrichment/hlr/check', { token, body: { phone } });
    expect(res.body).toMatchObject({ status: 'valid', contact_id: contactId });
    const [contact] = await t.db.select().from(contacts).where(eq(contacts.id, contactId));
    expect(contact).toMatchObject({ network: res.body.network, mcc: res.body.mcc, mnc: res.body.mnc, network_source: 'hlr', ported: res.body.ported, reachability: 'valid', valid: true });
    expect(contact.network).toMatch(/\w/);
    expect(contact.looked_up_at?.toISOString()).toBe(res.body.checked_at);
  });

  it('answers the same for the same number every time (the simulator is deterministic)', async () => {
    const { simulateNumber } = await import('../../server/simulators/lookups/lookup-simulator.ts');
    for (const phone of ukNumbers(40)) expect(simulateNumber(phone)).toEqual(simulateNumber(phone));
  });
});

describe('checking a segment', () => {
  it('runs a job with progress; a number that fails its first try is retried and the rest go on', async () => {
    const flaky = ukNumbers(1, failsFirst('hlr'));
    const steady = ukNumbers(500, neverFails('hlr')).slice(300, 324);
    const ids = await addContacts([...steady, ...flaky]);
    const segmentId = await segmentOf(ids);

    const count = await t.call('POST', '/v1/enrichment/hlr/calc-contacts-count', { token, body: { segment_id: segmentId } });
    expect(count.body).toEqual({ numbers: 25, cached: 0, to_look_up: 25, estimated_cost: { amount: 25, currency: 'USD' }, adapter: 'simulator' });

    const started = await t.call('POST', '/v1/enrichment/hlr/check', { token, body: { segment_id: segmentId, title: 'Check the launch list' } });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body).toMatchObject({ kind: 'hlr-check', title: 'Check the launch list' });
    const job = await t.waitForJob(token, started.body.id);
    expect(job).toMatchObject({ status: 'completed', progress_done: 25, progress_total: 25, result: { rows: 25, looked_up: 25, cached: 0, failed: 0, skipped: 0 } });

    const [retried] = await t.db.select().from(hlrLookups).where(and(eq(hlrLookups.team_id, teamId), eq(hlrLookups.phone, flaky[0])));
    expect(retried).toMatchObject({ attempts: 2, error: null, provider: 'simulator' });
    const rows = await t.db.select().from(hlrLookups).where(and(eq(hlrLookups.team_id, teamId)));
    expect(rows.filter((r) => steady.includes(r.phone)).every((r) => r.attempts === 1)).toBe(true);

    // Every contact now carries its answer.
    const written = await t.db.select().from(contacts).where(eq(contacts.team_id, teamId));
    expect(written.filter((c) => ids.includes(c.id)).every((c) => c.looked_up_at !== null)).toBe(true);

    // Checked again within the cache hours, nothing is asked of the provider.
    const recount = await t.call('POST', '/v1/enrichment/hlr/calc-contacts-count', { token, body: { segment_id: segmentId } });
    expect(recount.body).toMatchObject({ numbers: 25, cached: 25, to_look_up: 0, estimated_cost: { amount: 0 } });
    const second = await t.waitForJob(token, (await t.call('POST', '/v1/enrichment/hlr/check', { token, body: { contact_ids: ids } })).body.id);
    expect(second.result).toMatchObject({ rows: 25, cached: 25, looked_up: 0 });

    const logs = await t.call('GET', '/v1/enrichment/hlr/logs', { token });
    expect(logs.body.map((j: { id: number }) => j.id)).toEqual([second.id, job.id]);
  });

  it('records a number that fails every try with its error, and still finishes the batch', async () => {
    const hopeless = ukNumbers(1, (n) => [1, 2].every((a) => draw(n, `fail:hlr:${a}`) < 0.03));
    const steady = ukNumbers(700, neverFails('hlr')).slice(600, 605);
    const fresh = await startTestApp({ lookups: { simulatorLatencyMs: 0, concurrency: 2, attempts: 2, retryDelayMs: 0 } });
    try {
      const owner = await fresh.signUp({ name: 'Fay Failing' });
      const res = await fresh.call('POST', '/v1/audience/contacts/upsert', { token: owner.token, body: { contacts: [...hopeless, ...steady].map((phone) => ({ phone })) } });
      const started = await fresh.call('POST', '/v1/enrichment/hlr/check', { token: owner.token, body: { contact_ids: res.body.contacts.map((c: { id: number }) => c.id) } });
      const job = await fresh.waitForJob(owner.token, started.body.id);
      expect(job).toMatchObject({ status: 'completed', result: { rows: 6, looked_up: 5, failed: 1 } });
      const [failed] = await fresh.db.select().from(hlrLookups).where(eq(hlrLookups.phone, hopeless[0]));
      expect(failed).toMatchObject({ attempts: 2, status: 'unknown', cost: 0 });
      expect(failed.error).toMatch(/timed out/);
      const summary = await fresh.call('GET', '/v1/enrichment/hlr/summary', { token: owner.token });
      expect(summary.body).toMatchObject({ total: 6, failed: 1, cache_hits: 0 });
    } finally {
      await fresh.close();
    }
  });
});

describe('analytics and summary', () => {
  it('count the lookups by status, network and day, with the cache hits, live ratio and cost', async () => {
    const summary = await t.call('GET', '/v1/enrichment/hlr/summary', { token });
    expect(summary.status).toBe(200);
    const rows = await t.db.select().from(hlrLookups).where(eq(hlrLookups.team_id, teamId));
    const answered = rows.filter((r) => !r.error);
    expect(summary.body).toMatchObject({
      total: rows.length,
      cache_hits: rows.filter((r) => r.provider === 'cache').length,
      live: answered.filter((r) => r.status === 'valid').length,
      cost: [{ currency: 'USD', amount: rows.reduce((s, r) => s + r.cost, 0) }],
      provider: { adapter: 'simulator', configured: false, active: true, host: null, cache_hours: 72 },
    });
    expect(summary.body.live_ratio).toBeCloseTo(summary.body.live / answered.length);

    const analytics = await t.call('GET', '/v1/enrichment/hlr/analytics', { token });
    expect(analytics.status).toBe(200);
    expect(analytics.body.by_status.reduce((s: number, r: { count: number }) => s + r.count, 0)).toBe(answered.length);
    expect(analytics.body.by_day).toHaveLength(30);
    const perDay = analytics.body.by_day.reduce((s: number, d: Record<string, number>) => s + d.valid + d.invalid + d.absent + d.unknown + d.failed, 0);
    expect(perDay).toBe(rows.length);
    expect(analytics.body.by_network[0]).toMatchObject({ other: false });
    expect(analytics.body.by_network.reduce((s: number, r: { count: number }) => s + r.count, 0)).toBe(answered.filter((r) => r.network).length);
  });
});

describe('MNP', () => {
  it('checks a number, lists the recent checks and counts a segment', async () => {
    const [phone] = ukNumbers(900, neverFails('mnp')).slice(800);
    const [contactId] = await addContacts([phone]);
    const res = await t.call('POST', '/v1/enrichment/mnp', { token, body: { phone } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ phone, status: 'completed', country: 'GB', contact_id: contactId, provider: 'simulator', cached: false });
    expect(res.body.original_network).toMatch(/\w/);
    const [contact] = await t.db.select().from(contacts).where(eq(contacts.id, contactId));
    expect(contact).toMatchObject({ network: res.body.current_network, network_source: 'mnp', ported: res.body.ported });

    const recent = await t.call('GET', '/v1/enrichment/mnp', { token, query: { limit: '5' } });
    expect(recent.body[0]).toMatchObject({ id: res.body.id, phone });
    const again = await t.call('POST', '/v1/enrichment/mnp', { token, body: { phone } });
    expect(again.body).toMatchObject({ cached: true, provider: 'cache', current_network: res.body.current_network });

    const segmentId = await segmentOf([contactId]);
    const count = await t.call('POST', '/v1/enrichment/mnp/calc-contacts-count', { token, body: { segment_id: segmentId } });
    expect(count.body).toMatchObject({ numbers: 1, cached: 1, to_look_up: 0 });
    const job = await t.waitForJob(token, (await t.call('POST', '/v1/enrichment/mnp', { token, body: { segment_id: segmentId } })).body.id);
    expect(job).toMatchObject({ kind: 'mnp-check', status: 'completed', result: { cached: 1 } });
    const list = await t.call('GET', '/v1/enrichment/mnp/requests', { token });
    expect(list.body.length).toBe(await t.db.$count(mnpRequests, eq(mnpRequests.team_id, teamId)));
  });
});

describe('the team boundary', () => {
  it('another team cannot look up this team’s segment or contacts, see its lookups, or use its cache', async () => {
    const [phone] = ukNumbers(1000, neverFails('hlr')).slice(950);
    const ids = await addContacts([phone]);
    const segmentId = await segmentOf(ids);
    await t.call('POST', '/v1/enrichment/hlr/check', { token, body: { phone } });

    for (const body of [{ segment_id: segmentId }, { contact_ids: ids }]) {
      const res = await t.call('POST', '/v1/enrichment/hlr/check', { token: other.token, body });
      expect(res.status).toBe(422);
    }
    expect((await t.call('POST', '/v1/enrichment/mnp/calc-contacts-count', { token: other.token, body: { segment_id: segmentId } })).status).toBe(422);
    const theirs = await t.call('POST', '/v1/enrichment/hlr/check', { token: other.token, body: { phone } });
    expect(theirs.body).toMatchObject({ cached: false, contact_id: null });
    const list = await t.call('GET', '/v1/enrichment/hlr', { token: other.token });
    expect(list.body.map((r: { id: number }) => r.id)).toEqual([theirs.body.id]);
    expect((await t.call('GET', '/v1/enrichment/hlr/summary', { token: other.token })).body.total).toBe(1);
    expect((await t.call('GET', '/v1/enrichment/hlr/logs', { token: other.token })).body).toEqual([]);
    const [contact] = await t.db.select().from(contacts).where(eq(contacts.id, ids[0]));
    expect(contact.network_source).toBe('hlr');
  });
});

describe('bad input', () => {
  it('is a 422 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{}, 'phone'],
      [{ phone: 'not a number' }, 'phone'],
      [{ phone: '12' }, 'phone'],
      [{ phone: '+447700900001', segment_id: 1 }, 'segment_id'],
      [{ contact_ids: [] }, 'contact_ids'],
      [{ segment_id: 'x' }, 'segment_id'],
      [{ phone: '+447700900001', extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      for (const path of ['/v1/enrichment/hlr/check', '/v1/enrichment/mnp']) {
        const res = await t.call('POST', path, { token, body });
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(422);
        expect(Object.keys(res.body.errors ?? {}), `${path} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`).toContain(field);
      }
    }
    expect((await t.call('POST', '/v1/enrichment/hlr/check', { token, body: { segment_id: 999_999 } })).status).toBe(422);
    expect((await t.call('POST', '/v1/enrichment/hlr/calc-contacts-count', { token, body: {} })).status).toBe(422);
    expect((await t.call('GET', '/v1/enrichment/hlr/analytics', { token, query: { from: '2026-02-01', to: '2026-01-01' } })).status).toBe(422);
    expect((await t.call('GET', '/v1/enrichment/hlr/logs', { token, query: { limit: '1000' } })).status).toBe(422);
  });
});

describe('the lookup provider', () => {
  let fake: TestServer;
  const hits: string[] = [];
  beforeAll(async () => {
    fake = await startServer((req, res, received) => {
      const url = new URL(received.url, 'http://x');
      const number = url.searchParams.get('number') ?? '';
      hits.push(`${url.pathname} ${number}`);
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== 'Bearer sk-live-1234567890') return json(401, { error: 'bad key' });
      // The first ask for +447700900777 finds the provider busy; the second is answered.
      if (number === '+447700900777' && hits.filter((h) => h.endsWith(number)).length === 1) return json(503, { error: 'busy' });
      if (number === '+447700900666') return json(200, { status: 'alive' });
      if (url.pathname === '/api/hlr') return json(200, { status: 'valid', network: 'EE', mcc: '234', mnc: '30', ported: true, roaming: false, cost: 2, currency: 'EUR' });
      if (url.pathname === '/api/mnp') return json(200, { ported: true, country: 'GB', original_network: 'O2', current_network: 'EE', mcc: '234', mnc: '30', cost: 1 });
      json(404, {});
    });
  });
  afterAll(() => fake.close());

  it('keeps its API key sealed and never sends it back', async () => {
    const before = await t.call('GET', '/v1/enrichment/providers', { token });
    expect(before.body).toEqual([
      { kind: 'hlr', configured: false, adapter: 'simulator', base_url: null, api_key: null, cache_hours: 72, active: true, version: 0, updated_at: null },
      { kind: 'mnp', configured: false, adapter: 'simulator', base_url: null, api_key: null, cache_hours: 72, active: true, version: 0, updated_at: null },
    ]);
    const made = await t.call('PUT', '/v1/enrichment/providers/mnp', { token, body: { adapter: 'http', base_url: `${fake.origin}/api`, api_key: 'sk-live-1234567890', cache_hours: 0, version: 0 } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ kind: 'mnp', configured: true, adapter: 'http', api_key: '••••7890', version: 1 });
    expect(JSON.stringify((await t.call('GET', '/v1/enrichment/providers', { token })).body)).not.toContain('sk-live-12345');
    const [stored] = await t.db.select().from(lookupProviders).where(and(eq(lookupProviders.team_id, teamId), eq(lookupProviders.kind, 'mnp')));
    expect(stored.api_key).toMatch(/^pcred1:/);
    // Saved again without the key, the key stays; with a stale version, nothing is saved.
    const kept = await t.call('PUT', '/v1/enrichment/providers/mnp', { token, body: { adapter: 'http', base_url: `${fake.origin}/api`, cache_hours: 0, version: 1 } });
    expect(kept.body).toMatchObject({ api_key: '••••7890', version: 2 });
    expect((await t.call('PUT', '/v1/enrichment/providers/mnp', { token, body: { adapter: 'simulator', version: 1 } })).status).toBe(409);
    expect((await t.call('PUT', '/v1/enrichment/providers/hlr', { token, body: { adapter: 'http' } })).body.errors).toHaveProperty('base_url');
    expect((await t.call('PUT', '/v1/enrichment/providers/hlr', { token, body: { adapter: 'ftp' } })).status).toBe(422);
    // Other teams see their own (none), and a viewer-less stranger cannot change this team's.
    expect((await t.call('GET', '/v1/enrichment/providers', { token: other.token })).body[1]).toMatchObject({ configured: false });
  });

  it('asks the provider over HTTP once the team allows its host, with retries on a busy answer', async () => {
    const hlr = await t.call('PUT', '/v1/enrichment/providers/hlr', { token, body: { adapter: 'http', base_url: `${fake.origin}/api/`, api_key: 'sk-live-1234567890', cache_hours: 1 } });
    expect(hlr.status).toBe(200);
    // Loopback is refused until the team lists it among its hosts.
    const refused = await t.call('POST', '/v1/enrichment/hlr/check', { token, body: { phone: '+447700900555' } });
    expect(refused.body).toMatchObject({ status: 'unknown', provider: 'http', attempts: 1 });
    expect(refused.body.error).toMatch(/loopback|127\.0\.0\.1/);

    await t.db.update(teams).set({ settings: { outbound_allowed_hosts: ['127.0.0.1'] } }).where(eq(teams.id, teamId));
    const ok = await t.call('POST', '/v1/enrichment/hlr/check', { token, body: { phone: '+447700900555' } });
    expect(ok.body).toMatchObject({ status: 'valid', network: 'EE', mcc: '234', mnc: '30', ported: true, cost: 2, currency: 'EUR', provider: 'http', attempts: 1, error: null, cached: false });
    expect(fake.received.at(-1)?.headers.authorization).toBe('Bearer sk-live-1234567890');
    expect(fake.received.at(-1)?.url).toBe('/api/hlr?number=%2B447700900555');

    const busy = await t.call('POST', '/v1/enrichment/hlr/check', { token, body: { phone: '+447700900777' } });
    expect(busy.body).toMatchObject({ status: 'valid', attempts: 2, error: null });

    const nonsense = await t.call('POST', '/v1/enrichment/hlr/check', { token, body: { phone: '+447700900666' } });
    expect(nonsense.body).toMatchObject({ status: 'unknown', attempts: 1 });
    expect(nonsense.body.error).toMatch(/not a lookup answer/);

    const mnp = await t.call('POST', '/v1/enrichment/mnp', { token, body: { phone: '+447700900555' } });
    expect(mnp.body).toMatchObject({ status: 'completed', ported: true, original_network: 'O2', current_network: 'EE', provider: 'http', cost: 1, currency: 'USD' });
    const summary = await t.call('GET', '/v1/enrichment/hlr/summary', { token });
    expect(summary.body.provider).toEqual({ adapter: 'http', configured: true, active: true, host: `127.0.0.1:${fake.port}`, cache_hours: 1 });
  });

  it('says so when the key is refused, without trying again', async () => {
    const changed = await t.call('PUT', '/v1/enrichment/providers/hlr', { token, body: { adapter: 'http', base_url: `${fake.origin}/api/`, api_key: 'wrong', cache_hours: 1 } });
    expect(changed.status).toBe(200);
    const before = fake.received.length;
    const res = await t.call('POST', '/v1/enrichment/hlr/check', { token, body: { phone: '+447700900444' } });
    expect(res.body).toMatchObject({ status: 'unknown', attempts: 1 });
    expect(res.body.error).toMatch(/refused the API key \(401\)/);
    expect(fake.received.length).toBe(before + 1);
  });

  it('refuses lookups while the team has switched its provider off', async () => {
    await t.call('PUT', '/v1/enrichment/providers/hlr', { token, body: { adapter: 'http', base_url: `${fake.origin}/api/`, active: false } });
    const res = await t.call('POST', '/v1/enrichment/hlr/check', { token, body: { phone: '+447700900444' } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('lookups_off');
    // A member may check numbers but not change the provider.
    const member = await t.signUp({ name: 'Mo Member' });
    const { addMember } = await import('../../server/accounts/users.ts');
    await addMember(t.db, teamId, member.user.id, 'member');
    await t.call('POST', `/v1/teams/${teamId}/switch`, { token: member.token });
    expect((await t.call('PUT', '/v1/enrichment/providers/hlr', { token: member.token, body: { adapter: 'simulator' } })).status).toBe(403);
    expect((await t.call('GET', '/v1/enrichment/providers', { token: member.token })).status).toBe(200);
    expect(await t.db.$count(jobs, eq(jobs.team_id, teamId))).toBeGreaterThan(0);
  });
});
