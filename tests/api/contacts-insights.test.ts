/**
 * The contacts screens' API on a hand-counted fixture: custom-field filters (and 422 for what the
 * team has not defined), tags in bulk by ids and by filter (at once and as a job), a contact's
 * history with its calls, the report and the dashboard, the do-not-contact list and
 * reachableNumbers, and every one of them kept within the caller's team.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, contacts, optOuts } from '../../server/db/schema/index.ts';
import { isOptedOut, reachableNumbers } from '../../server/domains/audience/opt-outs.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let a: { token: string; teamId: number };
let b: { token: string; teamId: number };
const id: Record<string, number> = {};

const FIXTURE = [
  { key: 'ada', phone: '+1 415 555 0101', first_name: 'Ada', tags: ['a'], custom: { plan: 'gold', score: 10, renewal: '2026-01-10', vip: true } },
  { key: 'bob', phone: '+12125551234', first_name: 'Bob', tags: ['a', 'b'], custom: { plan: 'silver', score: 5, renewal: '2026-03-01', vip: 'no' } },
  // Not a valid number of any plan: no country, no type.
  { key: 'cat', phone: '+447700900123', first_name: 'Cat', custom: { plan: 'Gold', score: 20 } },
  { key: 'dan', phone: '00971501234567', first_name: 'Dan' },
  { key: 'eve', phone: '+33 1 23 45 67 89', first_name: 'Eve', tags: ['b'] },
];

async function team(name: string) {
  const owner = await t.signUp({ name });
  return { token: owner.token, teamId: owner.user.current_team.id as number };
}

const list = (query: Record<string, string>, who = a) => t.call('GET', '/v1/audience/contacts', { token: who.token, query: { _end: '100', ...query } });
const names = (body: { first_name: string }[]) => body.map((c) => c.first_name).sort();

beforeAll(async () => {
  t = await startTestApp();
  a = await team('Ada');
  b = await team('Bea');
  for (const [key, type, options] of [
    ['plan', 'select', ['gold', 'silver']],
    ['score', 'number'],
    ['renewal', 'date'],
    ['vip', 'boolean'],
  ] as const) {
    const res = await t.call('POST', '/v1/audience/custom-fields', { token: a.token, body: { name: key, key, type, ...(options && { options }) } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  const up = await t.call('POST', '/v1/audience/contacts/upsert', { token: a.token, body: { contacts: FIXTURE.map(({ key: _k, ...c }) => c) } });
  expect(up.status, JSON.stringify(up.body)).toBe(200);
  expect(up.body.created).toBe(5);
  for (const [i, c] of up.body.contacts.entries()) id[FIXTURE[i].key] = c.id;
  // Bea's own contact with the same number as Ada's: never counted, tagged or listed for Ada.
  await t.call('POST', '/v1/audience/contacts/upsert', { token: b.token, body: { phone: '+14155550101', first_name: 'Other' } });
});
afterAll(() => t.close());

describe('custom-field filters on the contacts list', () => {
  it('filters by select, text contains, number and date ranges and yes/no, with the standard filters and search', async () => {
    expect(names((await list({ 'custom.plan': 'gold' })).body)).toEqual(['Ada', 'Cat']);
    expect(names((await list({ 'custom.plan_like': 'ilv' })).body)).toEqual(['Bob']);
    expect(names((await list({ 'custom.score_gte': '10' })).body)).toEqual(['Ada', 'Cat']);
    expect(names((await list({ 'custom.score_gte': '6', 'custom.score_lte': '15' })).body)).toEqual(['Ada']);
    expect(names((await list({ 'custom.renewal_lte': '2026-02-01' })).body)).toEqual(['Ada']);
    expect(names((await list({ 'custom.vip': 'false' })).body)).toEqual(['Bob']);
    expect(names((await list({ 'custom.plan': 'gold', country: 'US' })).body)).toEqual(['Ada']);
    const searched = await list({ 'custom.plan': 'gold', q: 'cat' });
    expect(names(searched.body)).toEqual(['Cat']);
    expect(searched.headers['x-total-count']).toBe('1');
  });

  it('exports what the filtered list shows, and refuses an unknown key before queuing', async () => {
    const body = { resource: 'contacts', format: 'csv', title: 'Gold contacts', columns: [{ name: 'phone', label: 'Phone' }], query: { 'custom.plan': 'gold' } };
    const queued = await t.call('POST', '/v1/exports', { token: a.token, body });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    const done = await t.waitForJob(a.token, queued.body.id);
    expect(done).toMatchObject({ status: 'completed', result: { rows: 2 } });
    expect((await t.call('POST', '/v1/exports', { token: a.token, body: { ...body, query: { 'custom.nope': 'x' } } })).status).toBe(422);
  });

  it('answers 422 naming the parameter for an unknown key, an operator the type does not take, or a bad value', async () => {
    const unknown = await list({ 'custom.nope': 'x' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors['custom.nope'][0]).toMatch(/no custom field "nope"/);
    expect((await list({ 'custom.vip_like': 'x' })).body.errors['custom.vip_like'][0]).toMatch(/cannot be filtered by contains/);
    expect((await list({ 'custom.score_gte': 'many' })).body.errors['custom.score_gte'][0]).toMatch(/not a number/);
    expect((await list({ 'custom.renewal_gte': '1/2/2026' })).status).toBe(422);
    // Bea has no custom fields: Ada's keys are unknown to her.
    expect((await list({ 'custom.plan': 'gold' }, b)).status).toBe(422);
  });
});

describe('tags in bulk', () => {
  it('adds and removes tags on picked ids, only within the team, and records the change', async () => {
    const res = await t.call('POST', '/v1/audience/contacts/tags', { token: a.token, body: { ids: [id.ada, id.dan], add: ['x'] } });
    expect(res.body).toEqual({ changed: 2, job_id: null });
    // Again: nothing left to change.
    expect((await t.call('POST', '/v1/audience/contacts/tags', { token: a.token, body: { ids: [id.ada, id.dan], add: ['x'] } })).body.changed).toBe(0);
    // Bea cannot touch Ada's contacts by id.
    expect((await t.call('POST', '/v1/audience/contacts/tags', { token: b.token, body: { ids: [id.ada], add: ['bea'] } })).body.changed).toBe(0);
    const [ada] = await t.db.select().from(contacts).where(eq(contacts.id, id.ada));
    expect(ada.tags).toEqual(['a', 'x']);
  });

  it('changes every contact a list query shows', async () => {
    const res = await t.call('POST', '/v1/audience/contacts/tags', { token: a.token, body: { filter: { 'custom.plan': 'gold' }, add: ['gold'], remove: ['a'] } });
    expect(res.status).toBe(200);
    expect(res.body.changed).toBe(2);
    const gold = (await list({ tags: 'gold' })).body;
    expect(names(gold)).toEqual(['Ada', 'Cat']);
    expect(gold.find((c: { first_name: string }) => c.first_name === 'Ada').tags).toEqual(['x', 'gold']);
    expect((await t.call('POST', '/v1/audience/contacts/tags', { token: a.token, body: { filter: { 'custom.nope': '1' }, add: ['y'] } })).status).toBe(422);
    expect((await t.call('POST', '/v1/audience/contacts/tags', { token: a.token, body: { ids: [id.ada] } })).status).toBe(422);
  });

  it('lists the team’s tags with their counts', async () => {
    const tags = (await t.call('GET', '/v1/audience/contacts/tags', { token: a.token })).body;
    expect(tags).toEqual([
      { tag: 'b', count: 2 },
      { tag: 'gold', count: 2 },
      { tag: 'x', count: 2 },
      { tag: 'a', count: 1 },
    ]);
    expect((await t.call('GET', '/v1/audience/contacts/tags', { token: b.token })).body).toEqual([]);
  });

  it('works through a big filter as a job', async () => {
    const job = await t.ctx.jobs.enqueue('contact-tags', { query: { country: 'US' }, add: ['us'], remove: [] }, { teamId: a.teamId, userId: null as never, title: 'Contact tags: add us' });
    const done = await t.waitForJob(a.token, job.id);
    expect(done.status).toBe('completed');
    expect(done.result.rows).toBe(2);
    expect(names((await list({ tags: 'us' })).body)).toEqual(['Ada', 'Bob']);
    expect((await list({ tags: 'us' }, b)).body).toEqual([]);
  });
});

describe('the report and the dashboard', () => {
  it('counts by country, validity, number type, source and status, with the list’s filters', async () => {
    const report = (await t.call('GET', '/v1/audience/contacts/report', { token: a.token })).body;
    expect(report.total).toBe(5);
    expect(report.by.country).toEqual([
      { value: 'US', count: 2 },
      { value: 'AE', count: 1 },
      { value: 'FR', count: 1 },
      { value: null, count: 1 },
    ]);
    expect(report.by.valid).toEqual([
      { value: true, count: 4 },
      { value: false, count: 1 },
    ]);
    expect(report.by.number_type).toEqual([
      { value: 'fixed_line_or_mobile', count: 2 },
      { value: 'fixed_line', count: 1 },
      { value: 'mobile', count: 1 },
      { value: null, count: 1 },
    ]);
    expect(report.by.source).toEqual([{ value: 'api', count: 5 }]);
    expect(report.by.status).toEqual([{ value: 'subscribed', count: 5 }]);
    const gold = (await t.call('GET', '/v1/audience/contacts/report', { token: a.token, query: { 'custom.plan': 'gold' } })).body;
    expect(gold.total).toBe(2);
    expect((await t.call('GET', '/v1/audience/contacts/report', { token: b.token })).body.total).toBe(1);
  });

  it('gives totals and growth by day and week', async () => {
    // Eve joined ten days ago.
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    await t.db.update(contacts).set({ created_at: tenDaysAgo }).where(eq(contacts.id, id.eve));
    const daily = (await t.call('GET', '/v1/audience/contacts/dashboard', { token: a.token, query: { days: '30', interval: 'day' } })).body;
    expect(daily).toMatchObject({ total: 5, subscribed: 5, valid: 4, interval: 'day' });
    expect(daily.growth).toHaveLength(30);
    expect(daily.growth.at(-1)).toMatchObject({ start: new Date().toISOString().slice(0, 10), added: 4, total: 5 });
    expect(daily.growth.find((g: { start: string }) => g.start === tenDaysAgo.toISOString().slice(0, 10))).toMatchObject({ added: 1, total: 1 });
    const week = (await t.call('GET', '/v1/audience/contacts/dashboard', { token: a.token, query: { days: '7', interval: 'day' } })).body;
    // Eve is before the window: the running total starts from her.
    expect(week.growth[0].total).toBe(1);
    expect(week.growth.at(-1).total).toBe(5);
    expect((await t.call('GET', '/v1/audience/contacts/dashboard', { token: b.token })).body.total).toBe(1);
    expect((await t.call('GET', '/v1/audience/contacts/dashboard', { token: a.token, query: { interval: 'month' } })).status).toBe(422);
  });
});

describe('the do-not-contact list', () => {
  it('reads a number in any notation, marks its contact opted out, and clears the mark when removed', async () => {
    const added = await t.call('POST', '/v1/audience/opt-outs', { token: a.token, body: { phone: '00971 50 123 4567', reason: 'Asked by phone' } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ phone: '+971501234567', source: 'manual', reason: 'Asked by phone' });
    expect((await t.call('GET', `/v1/audience/contacts/${id.dan}`, { token: a.token })).body.opted_out).toBe(true);
    expect((await list({ opted_out: 'true' })).body.map((c: { id: number }) => c.id)).toEqual([id.dan]);
    expect((await t.call('POST', '/v1/audience/opt-outs', { token: a.token, body: { phone: 'not a number' } })).status).toBe(422);
    expect((await t.call('POST', '/v1/audience/opt-outs', { token: a.token, body: { phone: '+971501234567' } })).status).toBe(422);
    // Bea's list is her own.
    expect((await t.call('GET', '/v1/audience/opt-outs', { token: b.token })).body).toEqual([]);
    expect((await t.call('GET', `/v1/audience/opt-outs/${added.body.id}`, { token: b.token })).status).toBe(404);

    expect(await reachableNumbers(t.db, a.teamId, ['+971501234567', '+14155550101', '00971501234567', '+971 50 123 4567'])).toEqual(['+14155550101']);
    expect(await isOptedOut(t.db, a.teamId, '٠٠٩٧١٥٠١٢٣٤٥٦٧')).toBe(true);
    expect(await isOptedOut(t.db, b.teamId, '+971501234567')).toBe(false);

    expect((await t.call('DELETE', `/v1/audience/opt-outs/${added.body.id}`, { token: a.token })).status).toBe(200);
    expect((await t.call('GET', `/v1/audience/contacts/${id.dan}`, { token: a.token })).body.opted_out).toBe(false);
  });

  it('puts a contact on the list and takes it off from the contact page', async () => {
    const out = await t.call('POST', `/v1/audience/contacts/${id.bob}/opt-out`, { token: a.token, body: { reason: 'Complained' } });
    expect(out.body).toEqual({ id: id.bob, opted_out: true });
    const [entry] = await t.db.select().from(optOuts).where(and(eq(optOuts.team_id, a.teamId), eq(optOuts.phone, '+12125551234')));
    expect(entry.reason).toBe('Complained');
    expect((await t.call('POST', `/v1/audience/contacts/${id.bob}/opt-out`, { token: a.token, body: {} })).status).toBe(409);
    const other = await t.call('POST', `/v1/audience/contacts/${id.bob}/opt-in`, { token: b.token, body: {} });
    expect(other.status, JSON.stringify(other.body)).toBe(404);
    expect((await t.call('GET', '/v1/audience/contacts/dashboard', { token: a.token })).body).toMatchObject({ opted_out: 1, do_not_contact: 1 });
    expect((await t.call('POST', `/v1/audience/contacts/${id.bob}/opt-in`, { token: a.token, body: {} })).body).toEqual({ id: id.bob, opted_out: false });
  });
});

describe('segments and the do-not-contact list in bulk', () => {
  it('puts picked or filtered contacts in a segment by hand and takes them out, within the team', async () => {
    const segment = await t.call('POST', '/v1/audience/segments', { token: a.token, body: { name: 'Hand-picked' } });
    expect(segment.status, JSON.stringify(segment.body)).toBe(201);
    const segment_id = segment.body.id;
    const members = async () => (await t.call('GET', `/v1/audience/segments/${segment_id}/contacts`, { token: a.token, query: { _end: '50' } })).body.map((c: { first_name: string }) => c.first_name).sort();
    const put = await t.call('POST', '/v1/audience/contacts/segment', { token: a.token, body: { segment_id, ids: [id.ada, id.eve] } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toEqual({ changed: 2 });
    expect(await members()).toEqual(['Ada', 'Eve']);
    // By the list's query (tag b: Bob and Eve); Eve is in already.
    expect((await t.call('POST', '/v1/audience/contacts/segment', { token: a.token, body: { segment_id, filter: { tags: 'b' } } })).body).toEqual({ changed: 1 });
    expect(await members()).toEqual(['Ada', 'Bob', 'Eve']);
    expect((await t.call('GET', `/v1/audience/segments/${segment_id}`, { token: a.token })).body.contacts_count).toBe(3);
    expect((await t.call('POST', '/v1/audience/contacts/segment', { token: a.token, body: { segment_id, ids: [id.ada], remove: true } })).body).toEqual({ changed: 1 });
    expect(await members()).toEqual(['Bob', 'Eve']);
    // Another team's segment is no segment; neither ids nor filter is a 422.
    const theirs = await t.call('POST', '/v1/audience/contacts/segment', { token: b.token, body: { segment_id, ids: [id.ada] } });
    expect(theirs.status).toBe(422);
    expect(theirs.body.errors.segment_id).toBeDefined();
    expect((await t.call('POST', '/v1/audience/contacts/segment', { token: a.token, body: { segment_id } })).status).toBe(422);
    // Bea's ids of Ada's contacts reach nothing.
    const bSegment = (await t.call('POST', '/v1/audience/segments', { token: b.token, body: { name: 'Mine' } })).body.id;
    expect((await t.call('POST', '/v1/audience/contacts/segment', { token: b.token, body: { segment_id: bSegment, ids: [id.ada, id.bob] } })).body).toEqual({ changed: 0 });
  });

  it('puts every contact a query shows on the do-not-contact list, once, with their history', async () => {
    const res = await t.call('POST', '/v1/audience/contacts/opt-out', { token: a.token, body: { filter: { country: 'FR' }, reason: 'Campaign complaint' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ changed: 1 });
    expect(names((await list({ opted_out: 'true' })).body)).toEqual(['Eve']);
    expect((await t.call('POST', '/v1/audience/contacts/opt-out', { token: a.token, body: { ids: [id.eve, id.dan] } })).body).toEqual({ changed: 1 });
    expect(names((await list({ opted_out: 'true' })).body)).toEqual(['Dan', 'Eve']);
    const history = await t.call('GET', `/v1/audience/contacts/${id.eve}/history`, { token: a.token });
    expect(history.body.filter((e: { kind: string }) => e.kind === 'opted_out')).toHaveLength(1);
    expect(await isOptedOut(t.db, b.teamId, '+14155550101')).toBe(false);
    await t.db.delete(optOuts).where(eq(optOuts.team_id, a.teamId));
  });
});

describe('a contact’s history', () => {
  it('lists what happened to the contact and its calls, newest first, paged', async () => {
    await t.db.insert(calls).values({ team_id: a.teamId, direction: 'outbound', from_number: '+18005550000', to_number: '+12125551234', status: 'completed', outcome: 'interested', duration_seconds: 42, started_at: new Date() });
    await t.db.insert(calls).values({ team_id: b.teamId, direction: 'outbound', from_number: '+18005550000', to_number: '+12125551234', status: 'completed' });
    const res = await t.call('GET', `/v1/audience/contacts/${id.bob}/history`, { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.map((e: { kind: string }) => e.kind)).toEqual(['call', 'opted_in', 'opted_out', 'updated', 'api']);
    expect(res.body[0]).toMatchObject({ ref_type: 'calls', detail: { outcome: 'interested', duration_seconds: 42, direction: 'outbound' } });
    expect(res.body.at(-1)).toMatchObject({ kind: 'api', ref_type: 'users', ref_label: 'Ada', detail: { created: true } });
    expect(res.headers['x-total-count']).toBe('5');
    const page = await t.call('GET', `/v1/audience/contacts/${id.bob}/history`, { token: a.token, query: { _start: '1', _end: '3' } });
    expect(page.body.map((e: { kind: string }) => e.kind)).toEqual(['opted_in', 'opted_out']);
    expect((await t.call('GET', `/v1/audience/contacts/${id.bob}/history`, { token: b.token })).status).toBe(404);
  });
});
