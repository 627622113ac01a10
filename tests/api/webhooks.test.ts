/**
 * Webhook ingress on its first source, the audience feed: a signed delivery applies once, a bad,
 * missing or stale signature changes nothing, a replay changes nothing twice, another team's
 * source is not found, an oversized body is refused, and every delivery is in the team's log.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../server/accounts/users.ts';
import { contacts, feedLogs, feeds, webhookDeliveries } from '../../server/db/schema/index.ts';
import { signatureHeader } from '../../server/webhooks/signature.ts';
import { APP_URL, startTestApp, type TestApp } from './harness.ts';

const LIMIT = 32 * 1024;
let t: TestApp;
let a: { token: string; teamId: number; feedId: number; url: string; secret: string };
let b: { token: string; teamId: number; feedId: number; secret: string };

async function teamWithFeed(name: string) {
  const owner = await t.signUp({ name });
  const feed = await t.call('POST', '/v1/audience/feeds', { token: owner.token, body: { name: `${name}'s CRM push`, format: 'json', schedule: 'manual' } });
  expect(feed.status, JSON.stringify(feed.body)).toBe(201);
  const hook = await t.call('GET', `/v1/audience/feeds/${feed.body.id}/webhook`, { token: owner.token });
  expect(hook.status).toBe(200);
  return { token: owner.token, teamId: owner.user.current_team.id as number, feedId: feed.body.id as number, url: hook.body.url as string, secret: hook.body.secret as string };
}

interface Send {
  teamId?: number;
  feedId?: number;
  body?: unknown;
  raw?: string;
  secret?: string | null;
  timestamp?: number;
  delivery?: string;
  signature?: string;
}

/** A delivery as a sender makes it: the raw body, signed with the secret, to the feed's path. */
function sign(opts: Send & { teamId: number; feedId: number }) {
  const raw = opts.raw ?? JSON.stringify(opts.body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.secret !== null) headers['parley-signature'] = opts.signature ?? signatureHeader(opts.secret ?? '', Buffer.from(raw), opts.timestamp);
  if (opts.delivery) headers['parley-delivery'] = opts.delivery;
  return { raw, headers, url: `/api/proxy/api/v1/webhooks/teams/${opts.teamId}/audience/feeds/${opts.feedId}` };
}

async function post(req: { raw: string; headers: Record<string, string>; url: string }) {
  const res = await t.app.inject({ method: 'POST', url: req.url, payload: req.raw, headers: req.headers });
  return { status: res.statusCode, body: res.json() };
}

const send = (opts: Send = {}) => post(sign({ teamId: a.teamId, feedId: a.feedId, secret: a.secret, ...opts }));

async function counts(teamId = a.teamId) {
  const n = async (table: typeof contacts | typeof feedLogs, where = eq(table.team_id, teamId)) => Number((await t.db.select({ n: count() }).from(table).where(where))[0].n);
  const [feed] = await t.db.select().from(feeds).where(eq(feeds.team_id, teamId));
  return { contacts: await n(contacts), feedLogs: await n(feedLogs), rowsImported: feed?.rows_imported };
}

async function lastDelivery(teamId = a.teamId) {
  const rows = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.team_id, teamId)).orderBy(webhookDeliveries.id);
  return rows.at(-1)!;
}

const contactsBody = {
  contacts: [
    { phone: '+14155550101', first_name: 'Ada', email: 'ada@example.com', crm_id: 'x-1' },
    { phone: 'call me maybe', first_name: 'Bob' },
    { phone: '+44 20 7946 0958', tags: ['vip'], country: 'gb' },
  ],
};

beforeAll(async () => {
  t = await startTestApp({ webhook: { bodyLimitBytes: LIMIT, ratePerMinute: 10_000 } });
  a = await teamWithFeed('Ada');
  b = await teamWithFeed('Bea');
});
afterAll(() => t.close());

describe('a source and its secret', () => {
  it('answers the feed’s webhook address and a strong secret, the same on every view', async () => {
    expect(a.url).toBe(`${APP_URL}/api/proxy/api/v1/webhooks/teams/${a.teamId}/audience/feeds/${a.feedId}`);
    expect(a.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const again = await t.call('GET', `/v1/audience/feeds/${a.feedId}/webhook`, { token: a.token });
    expect(again.body.secret).toBe(a.secret);
    expect(again.headers['cache-control']).toBe('no-store');
  });

  it('shows the secret only to people who may edit the source, and only in its own team', async () => {
    const viewer = await t.signUp({ name: 'Vic' });
    await addMember(t.db, a.teamId, viewer.user.id, 'viewer');
    await t.call('POST', `/v1/teams/${a.teamId}/switch`, { token: viewer.token });
    expect((await t.call('GET', `/v1/audience/feeds/${a.feedId}/webhook`, { token: viewer.token })).status).toBe(403);
    expect((await t.call('GET', `/v1/audience/feeds/${a.feedId}/webhook`, { token: b.token })).status).toBe(404);
    expect((await t.call('POST', `/v1/audience/feeds/${a.feedId}/webhook/rotate`, { token: b.token })).status).toBe(404);
  });
});

describe('deliveries', () => {
  it('applies a well-signed delivery once: contacts upserted by number, a feed log entry, the delivery logged', async () => {
    const before = await counts();
    const res = await send({ body: contactsBody, delivery: 'crm-0001' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ delivery_id: 'crm-0001', received: 3, accepted: 2, created: 2, updated: 0, rejected: 1, ignored_fields: ['crm_id'] });
    expect(res.body.rejections).toEqual([{ row: 2, field: 'phone', message: 'This is not a phone number.' }]);

    expect(await counts()).toEqual({ contacts: before.contacts + 2, feedLogs: before.feedLogs + 1, rowsImported: before.rowsImported + 2 });
    const [gb] = await t.db.select().from(contacts).where(and(eq(contacts.team_id, a.teamId), eq(contacts.phone, '+442079460958')));
    expect(gb).toMatchObject({ country: 'GB', tags: ['vip'], source: 'feed', status: 'subscribed' });
    const [log] = await t.db.select().from(feedLogs).where(eq(feedLogs.feed_id, a.feedId));
    expect(log).toMatchObject({ status: 'partial', rows_read: 3, rows_imported: 2 });
    expect(log.message).toContain('3 received, 2 accepted (2 new, 0 updated), 1 rejected. Ignored fields: crm_id. Row 2, phone: This is not a phone number.');

    expect(await lastDelivery()).toMatchObject({ source_kind: 'feeds', source_id: a.feedId, source_label: "Ada's CRM push", delivery_id: 'crm-0001', signature: 'valid', outcome: 'processed', status_code: 200, error: null, body_size: JSON.stringify(contactsBody).length, body: JSON.stringify(contactsBody), body_truncated: false });
  });

  it('changes nothing on a replay of the same request', async () => {
    const req = sign({ teamId: a.teamId, feedId: a.feedId, secret: a.secret, body: { contacts: [{ phone: '+14155550199' }] } });
    expect((await post(req)).status).toBe(200);
    const before = await counts();
    const replay = await post(req);
    expect(replay).toEqual({ status: 200, body: { duplicate: true, delivery_id: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    expect(await counts()).toEqual(before);
    expect(await lastDelivery()).toMatchObject({ outcome: 'duplicate', signature: 'valid', status_code: 200 });
  });

  it('changes nothing when a sender signs the same delivery id again, or an attacker swaps the id of a captured request', async () => {
    const body = { contacts: [{ phone: '+14155550123', first_name: 'Cy' }] };
    const first = sign({ teamId: a.teamId, feedId: a.feedId, secret: a.secret, body, delivery: 'crm-0002' });
    expect((await post(first)).body.created).toBe(1);
    const before = await counts();
    const resigned = await send({ body, delivery: 'crm-0002', timestamp: Math.floor(Date.now() / 1000) - 5 });
    expect(resigned.body).toEqual({ duplicate: true, delivery_id: 'crm-0002' });
    const swapped = await post({ ...first, headers: { ...first.headers, 'parley-delivery': 'crm-9999' } });
    expect(swapped.body.duplicate).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it('applies one of two copies arriving at the same time', async () => {
    const req = sign({ teamId: a.teamId, feedId: a.feedId, secret: a.secret, body: { contacts: [{ phone: '+14155550177' }] }, delivery: 'crm-race' });
    const before = await counts();
    const answers = await Promise.all([post(req), post(req), post(req)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(answers.filter((r) => r.body.duplicate).length).toBe(2);
    expect(await counts()).toEqual({ ...before, feedLogs: before.feedLogs + 1, contacts: before.contacts + 1, rowsImported: before.rowsImported + 1 });
  });

  it('refuses a bad signature with 401, changes nothing, and logs it as refused', async () => {
    const before = await counts();
    const res = await send({ body: { contacts: [{ phone: '+14155550111' }] }, secret: b.secret, delivery: 'forged-1' });
    expect(res.status).toBe(401);
    expect(res.body.message).toContain('The signature does not match');
    expect(await counts()).toEqual(before);
    expect(await lastDelivery()).toMatchObject({ outcome: 'refused', signature: 'invalid', status_code: 401, delivery_id: 'forged-1', error: expect.stringContaining('does not match') });
  });

  it('keeps only the first 4 KiB of a refused body, and up to 64 KiB of a signed one', async () => {
    const body = { contacts: Array.from({ length: 120 }, (_, i) => ({ phone: `+1415556${String(i).padStart(4, '0')}`, first_name: 'Padding name' })) };
    expect((await send({ body, secret: b.secret })).status).toBe(401);
    const refused = await lastDelivery();
    expect([refused.body?.length, refused.body_truncated, refused.body_size]).toEqual([4096, true, JSON.stringify(body).length]);
    expect((await send({ body })).status).toBe(200);
    const kept = await lastDelivery();
    expect([kept.body, kept.body_truncated]).toEqual([JSON.stringify(body), false]);
  });

  it('refuses a delivery without a signature, or with an unreadable one', async () => {
    const before = await counts();
    expect((await send({ body: { contacts: [] }, secret: null })).status).toBe(401);
    expect(await lastDelivery()).toMatchObject({ outcome: 'refused', signature: 'missing' });
    expect((await send({ body: { contacts: [] }, signature: 't=now,v1=nope' })).status).toBe(401);
    expect(await lastDelivery()).toMatchObject({ outcome: 'refused', signature: 'invalid' });
    expect(await counts()).toEqual(before);
  });

  it('refuses a signature more than five minutes old, or ahead', async () => {
    const before = await counts();
    const now = Math.floor(Date.now() / 1000);
    const stale = await send({ body: { contacts: [{ phone: '+14155550112' }] }, timestamp: now - 330 });
    expect(stale.status).toBe(401);
    expect(stale.body.message).toContain('more than 5 minutes away');
    expect((await send({ body: { contacts: [{ phone: '+14155550112' }] }, timestamp: now + 330 })).status).toBe(401);
    expect(await lastDelivery()).toMatchObject({ outcome: 'refused', signature: 'stale', status_code: 401 });
    expect(await counts()).toEqual(before);
  });

  it('does not find another team’s source, and logs nothing for it', async () => {
    const logged = async () => Number((await t.db.select({ n: count() }).from(webhookDeliveries))[0].n);
    const before = { a: await counts(), b: await counts(b.teamId), log: await logged() };
    // B's feed under A's team, signed with B's own secret; and A's feed under B's team.
    expect((await post(sign({ teamId: a.teamId, feedId: b.feedId, secret: b.secret, body: { contacts: [{ phone: '+14155550113' }] } }))).status).toBe(404);
    expect((await post(sign({ teamId: b.teamId, feedId: a.feedId, secret: a.secret, body: { contacts: [{ phone: '+14155550113' }] } }))).status).toBe(404);
    expect({ a: await counts(), b: await counts(b.teamId), log: await logged() }).toEqual(before);
  });

  it('refuses a body over the limit with 413 and logs it against the source', async () => {
    const before = await counts();
    const big = { contacts: Array.from({ length: 800 }, (_, i) => ({ phone: `+1415555${String(i).padStart(4, '0')}`, first_name: 'Someone' })) };
    const res = await send({ body: big });
    expect(res.status).toBe(413);
    expect(await counts()).toEqual(before);
    expect(await lastDelivery()).toMatchObject({ outcome: 'too_large', status_code: 413, body: null, body_size: JSON.stringify(big).length });
  });

  it('answers 422 for a body that is not a list of contacts, applies nothing, and takes the corrected delivery under the same id', async () => {
    const before = await counts();
    const broken = await send({ raw: '{"contacts": [', delivery: 'crm-0003' });
    expect(broken).toMatchObject({ status: 422, body: { message: 'The body is not valid JSON.' } });
    expect((await send({ body: { people: [] }, delivery: 'crm-0003' })).status).toBe(422);
    expect(await lastDelivery()).toMatchObject({ outcome: 'rejected', status_code: 422, signature: 'valid' });
    expect(await counts()).toEqual(before);
    expect((await send({ body: { contacts: [{ phone: '+14155550114' }] }, delivery: 'crm-0003' })).body.accepted).toBe(1);
  });

  it('signs and reads the raw bytes whatever the content type says, and takes contacts as JSON only', async () => {
    const raw = 'phone,first_name\n+14155550117,Dee\n';
    const csv = sign({ teamId: a.teamId, feedId: a.feedId, secret: a.secret, raw });
    const refused = await post({ ...csv, headers: { ...csv.headers, 'content-type': 'text/csv' } });
    expect(refused).toMatchObject({ status: 415, body: { message: 'Send the contacts as JSON (Content-Type: application/json), not text/csv.' } });
    expect(await lastDelivery()).toMatchObject({ outcome: 'rejected', signature: 'valid', status_code: 415, content_type: 'text/csv', body: raw });
    const untyped = sign({ teamId: a.teamId, feedId: a.feedId, secret: a.secret, body: { contacts: [{ phone: '+14155550118' }] } });
    const { 'content-type': _, ...headers } = untyped.headers;
    expect((await post({ ...untyped, headers })).body).toMatchObject({ accepted: 1 });
  });

  it('refuses deliveries while the feed is switched off, and takes the same delivery once it is on', async () => {
    const feed = (await t.call('GET', `/v1/audience/feeds/${a.feedId}`, { token: a.token })).body;
    await t.call('PATCH', `/v1/audience/feeds/${a.feedId}`, { token: a.token, body: { active: false, version: feed.version } });
    const body = { contacts: [{ phone: '+14155550115' }] };
    const off = await send({ body, delivery: 'crm-0004' });
    expect(off.status).toBe(409);
    expect(off.body.message).toContain('is switched off');
    const current = (await t.call('GET', `/v1/audience/feeds/${a.feedId}`, { token: a.token })).body;
    await t.call('PATCH', `/v1/audience/feeds/${a.feedId}`, { token: a.token, body: { active: true, version: current.version } });
    expect((await send({ body, delivery: 'crm-0004' })).body).toMatchObject({ accepted: 1, created: 1 });
  });

  it('updates known numbers with the fields given and never resubscribes anyone', async () => {
    const [ada] = await t.db.select().from(contacts).where(and(eq(contacts.team_id, a.teamId), eq(contacts.phone, '+14155550101')));
    await t.call('PATCH', `/v1/audience/contacts/${ada.id}`, { token: a.token, body: { status: 'unsubscribed', tags: ['newsletter'], version: ada.version } });
    const res = await send({ body: { contacts: [{ phone: '+1 (415) 555-0101', last_name: 'Lovelace', tags: ['vip', 'newsletter'] }] } });
    expect(res.body).toMatchObject({ accepted: 1, created: 0, updated: 1 });
    const [after] = await t.db.select().from(contacts).where(eq(contacts.id, ada.id));
    expect(after).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', status: 'unsubscribed', tags: ['newsletter', 'vip'] });
    expect(after.version).toBe(ada.version + 2);
  });

  it('keeps the later of two rows for one number and says so', async () => {
    const res = await send({ body: { contacts: [{ phone: '+14155550116', first_name: 'Old' }, { phone: '+14155550116', first_name: 'New' }] } });
    expect(res.body).toMatchObject({ received: 2, accepted: 1, rejected: 1, rejections: [{ row: 1, field: 'phone', message: 'The same number comes again in row 2; that row is used.' }] });
  });
});

describe('rotation and the log', () => {
  it('retires the old secret at once when rotated', async () => {
    const rotated = await t.call('POST', `/v1/audience/feeds/${a.feedId}/webhook/rotate`, { token: a.token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(a.secret);
    expect((await send({ body: { contacts: [] } })).status).toBe(401);
    a.secret = rotated.body.secret;
    expect((await send({ body: { contacts: [] } })).status).toBe(200);
    const stored = await t.db.select({ secret: feeds.webhook_secret }).from(feeds).where(eq(feeds.id, a.feedId));
    expect(stored[0].secret).not.toBeNull();
  });

  it('lists the team’s deliveries to its viewers, newest first, and none of another team’s', async () => {
    const list = await t.call('GET', '/v1/webhooks/deliveries', { token: a.token, query: { _sort: 'received_at', _order: 'desc', _end: '100' } });
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(10);
    expect(new Set(list.body.map((d: { outcome: string }) => d.outcome))).toEqual(new Set(['processed', 'duplicate', 'refused', 'too_large', 'rejected']));
    expect(list.body.every((d: { source_id: number }) => d.source_id === a.feedId)).toBe(true);
    expect(list.body[0]).not.toHaveProperty('applied_mac');
    const refused = await t.call('GET', '/v1/webhooks/deliveries', { token: a.token, query: { outcome: 'refused', signature: 'stale' } });
    expect(refused.body.length).toBe(2);
    expect((await t.call('GET', '/v1/webhooks/deliveries', { token: b.token })).body).toEqual([]);
  });
});
