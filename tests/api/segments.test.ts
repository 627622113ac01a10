/**
 * Segments against hand-counted fixtures: five contacts of one team (and one of another team that
 * must never count), custom fields of every type with a few badly stored values, and a little
 * history. Every expectation below was counted by hand from the table in `beforeAll`.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { campaigns, contactEvents, contacts, jobs, segmentContacts, segments } from '../../server/db/schema/index.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let teamId: number;
let otherToken: string;
const ids: Record<string, number> = {};
let campaignId = 0;
let otherCampaignId = 0;

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  t = await startTestApp({ segmentRecountMs: 50 });
  const owner = await t.signUp({ name: 'Sally Segments' });
  token = owner.token;
  teamId = owner.user.current_team.id;
  const other = await t.signUp({ name: 'Otto Other' });
  otherToken = other.token;
  const otherTeam = other.user.current_team.id;

  for (const [name, key, type, options] of [
    ['Plan', 'plan', 'select', ['free', 'pro', 'business']],
    ['Lifetime value', 'ltv', 'number', undefined],
    ['Renewal', 'renewal', 'date', undefined],
    ['Consent', 'consent', 'boolean', undefined],
    ['City', 'city', 'text', undefined],
  ] as const) {
    const res = await t.call('POST', '/v1/audience/custom-fields', { token, body: { name, key, type, ...(options && { options }) } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }

  const own = { team_id: teamId, created_by_id: owner.user.id, updated_by_id: owner.user.id };
  // #  name  country status        tags              network   custom                                                       last contacted
  // 1  Ann   US      subscribed    vip               AT&T      plan pro, ltv 120, renewal 2026-03-01, consent true, Boston  10 days ago
  // 2  Bob   US      unsubscribed  —                 Verizon   plan free, ltv "80" (text), consent false                    never
  // 3  Cara  GB      subscribed    vip, trial        EE        plan business, ltv "lots", renewal "not a date"              100 days ago
  // 4  Dirk  DE      bounced       trial             —         —                                                            never
  // 5  Eve   FR      subscribed    newsletter        Orange    ltv 2400, renewal 2026-12-31, consent "true"                 1 day ago
  const rows = [
    { phone: '+14155550101', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', country: 'US', status: 'subscribed', tags: ['vip'], network: 'AT&T', channels: ['sms', 'voice'], custom: { plan: 'pro', ltv: 120, renewal: '2026-03-01', consent: true, city: 'Boston' }, last_contacted_at: ago(10), ported: false },
    { phone: '+14155550102', first_name: 'Bob', country: 'US', status: 'unsubscribed', tags: [], network: 'Verizon', channels: ['sms'], custom: { plan: 'free', ltv: '80', consent: false }, last_contacted_at: null, ported: true },
    { phone: '+447700900003', first_name: 'Cara', country: 'GB', status: 'subscribed', tags: ['vip', 'trial'], network: 'EE', channels: ['sms', 'email'], custom: { plan: 'business', ltv: 'lots', renewal: 'not a date' }, last_contacted_at: ago(100), ported: null },
    { phone: '+4915112345678', first_name: 'Dirk', country: 'DE', status: 'bounced', tags: ['trial'], network: null, channels: ['sms'], custom: null, last_contacted_at: null, ported: null },
    { phone: '+33612345678', first_name: 'Eve', country: 'FR', status: 'subscribed', tags: ['newsletter'], network: 'Orange', channels: ['voice'], custom: { ltv: 2400, renewal: '2026-12-31', consent: 'true' }, last_contacted_at: ago(1), ported: false },
  ] as const;
  for (const r of rows) {
    const [row] = await t.db.insert(contacts).values({ ...own, ...r, tags: [...r.tags], channels: [...r.channels] } as never).returning({ id: contacts.id });
    ids[r.first_name] = row.id;
  }
  await t.db.insert(contacts).values({ team_id: otherTeam, phone: '+14155550199', first_name: 'Zed', country: 'US', status: 'subscribed', tags: ['vip'], network: 'AT&T' } as never);

  const [c] = await t.db.insert(campaigns).values({ ...own, name: 'Spring', text: 'Hello' }).returning({ id: campaigns.id });
  campaignId = c.id;
  const [oc] = await t.db.insert(campaigns).values({ team_id: otherTeam, name: 'Theirs', text: 'Hi' }).returning({ id: campaigns.id });
  otherCampaignId = oc.id;
  await t.db.insert(contactEvents).values([
    { team_id: teamId, contact_id: ids.Ann, kind: 'message_sent', ref_type: 'campaigns', ref_id: campaignId },
    { team_id: teamId, contact_id: ids.Ann, kind: 'clicked', ref_type: 'campaigns', ref_id: campaignId },
    { team_id: teamId, contact_id: ids.Cara, kind: 'message_sent', ref_type: 'campaigns', ref_id: campaignId },
    { team_id: teamId, contact_id: ids.Bob, kind: 'call', detail: { outcome: 'interested' } },
    { team_id: teamId, contact_id: ids.Eve, kind: 'call', detail: { outcome: 'voicemail' } },
  ]);
}, 120_000);
afterAll(() => t.close());

type Rule = { field: string; operator: string; value?: unknown };
const group = (rules: unknown[], combinator: 'and' | 'or' = 'and', not?: boolean) => ({ combinator, ...(not && { not }), rules });
const preview = (rules: unknown, as = token) => t.call('POST', '/v1/audience/segments/preview', { token: as, body: { rules } });
/** The first names the rules select, sorted. */
async function names(rules: unknown): Promise<string[]> {
  const res = await preview(rules);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.count).toBe(res.body.contacts.length);
  return res.body.contacts.map((c: { first_name: string }) => c.first_name).sort();
}
const one = (r: Rule) => names(group([r]));

describe('preview: each operator against the hand-counted contacts', () => {
  it.each<[Rule, string[]]>([
    [{ field: 'first_name', operator: '=', value: 'Ann' }, ['Ann']],
    [{ field: 'first_name', operator: '!=', value: 'Ann' }, ['Bob', 'Cara', 'Dirk', 'Eve']],
    [{ field: 'first_name', operator: 'contains', value: 'R' }, ['Cara', 'Dirk']],
    [{ field: 'first_name', operator: 'doesNotContain', value: 'r' }, ['Ann', 'Bob', 'Eve']],
    [{ field: 'first_name', operator: 'beginsWith', value: 'e' }, ['Eve']],
    [{ field: 'first_name', operator: 'endsWith', value: 'b' }, ['Bob']],
    [{ field: 'first_name', operator: 'in', value: 'Ann, Eve' }, ['Ann', 'Eve']],
    [{ field: 'first_name', operator: 'notIn', value: ['Ann', 'Eve'] }, ['Bob', 'Cara', 'Dirk']],
    [{ field: 'last_name', operator: 'null' }, ['Bob', 'Cara', 'Dirk', 'Eve']],
    [{ field: 'email', operator: 'notNull' }, ['Ann']],
    [{ field: 'phone', operator: '=', value: '+1 415 555 0102' }, ['Bob']],
    [{ field: 'phone', operator: 'beginsWith', value: '+1' }, ['Ann', 'Bob']],
    [{ field: 'first_name', operator: 'contains', value: '%' }, []],
    [{ field: 'country', operator: '=', value: 'US' }, ['Ann', 'Bob']],
    [{ field: 'country', operator: 'in', value: ['GB', 'DE'] }, ['Cara', 'Dirk']],
    [{ field: 'status', operator: '=', value: 'subscribed' }, ['Ann', 'Cara', 'Eve']],
    [{ field: 'status', operator: '!=', value: 'subscribed' }, ['Bob', 'Dirk']],
    [{ field: 'status', operator: 'notIn', value: ['bounced', 'unsubscribed'] }, ['Ann', 'Cara', 'Eve']],
    [{ field: 'network', operator: '=', value: 'EE' }, ['Cara']],
    [{ field: 'network', operator: 'null' }, ['Dirk']],
    [{ field: 'network', operator: '!=', value: 'EE' }, ['Ann', 'Bob', 'Dirk', 'Eve']],
    [{ field: 'tags', operator: 'contains', value: 'vip' }, ['Ann', 'Cara']],
    [{ field: 'tags', operator: 'doesNotContain', value: 'vip' }, ['Bob', 'Dirk', 'Eve']],
    [{ field: 'tags', operator: 'in', value: ['trial', 'newsletter'] }, ['Cara', 'Dirk', 'Eve']],
    [{ field: 'tags', operator: 'notIn', value: ['vip', 'trial'] }, ['Bob', 'Eve']],
    [{ field: 'tags', operator: 'null' }, ['Bob']],
    [{ field: 'tags', operator: 'notNull' }, ['Ann', 'Cara', 'Dirk', 'Eve']],
    [{ field: 'channels', operator: 'contains', value: 'voice' }, ['Ann', 'Eve']],
    [{ field: 'ported', operator: '=', value: true }, ['Bob']],
    [{ field: 'ported', operator: '=', value: 'false' }, ['Ann', 'Eve']],
    [{ field: 'ported', operator: 'null' }, ['Cara', 'Dirk']],
    [{ field: 'valid', operator: '=', value: true }, ['Ann', 'Bob', 'Cara', 'Dirk', 'Eve']],
    [{ field: 'opted_out', operator: '=', value: true }, []],
    [{ field: 'last_contacted_at', operator: 'inLastDays', value: 30 }, ['Ann', 'Eve']],
    [{ field: 'last_contacted_at', operator: 'olderThanDays', value: '30' }, ['Cara']],
    [{ field: 'last_contacted_at', operator: 'null' }, ['Bob', 'Dirk']],
    [{ field: 'last_contacted_at', operator: '<', value: ago(50).toISOString().slice(0, 10) }, ['Cara']],
    [{ field: 'last_contacted_at', operator: '>', value: ago(50).toISOString().slice(0, 10) }, ['Ann', 'Eve']],
    [{ field: 'last_contacted_at', operator: 'between', value: [ago(20).toISOString().slice(0, 10), ago(5).toISOString().slice(0, 10)] }, ['Ann']],
    [{ field: 'created_at', operator: 'inLastDays', value: 1 }, ['Ann', 'Bob', 'Cara', 'Dirk', 'Eve']],
  ])('%j selects %j', async (rule, expected) => {
    expect(await one(rule)).toEqual(expected);
  });
});

describe('custom fields, badly stored values never failing', () => {
  it.each<[Rule, string[]]>([
    [{ field: 'custom.plan', operator: '=', value: 'pro' }, ['Ann']],
    [{ field: 'custom.plan', operator: 'in', value: ['pro', 'business'] }, ['Ann', 'Cara']],
    [{ field: 'custom.plan', operator: 'null' }, ['Dirk', 'Eve']],
    [{ field: 'custom.plan', operator: '!=', value: 'pro' }, ['Bob', 'Cara', 'Dirk', 'Eve']],
    // Bob's "80" is text that reads as a number; Cara's "lots" does not and is simply empty.
    [{ field: 'custom.ltv', operator: '>', value: 100 }, ['Ann', 'Eve']],
    [{ field: 'custom.ltv', operator: '<=', value: '120' }, ['Ann', 'Bob']],
    [{ field: 'custom.ltv', operator: 'between', value: [2400, 50] }, ['Ann', 'Bob', 'Eve']],
    [{ field: 'custom.ltv', operator: 'notBetween', value: '50,200' }, ['Eve']],
    [{ field: 'custom.ltv', operator: 'null' }, ['Cara', 'Dirk']],
    [{ field: 'custom.ltv', operator: '=', value: 80 }, ['Bob']],
    [{ field: 'custom.renewal', operator: '<', value: '2026-06-01' }, ['Ann']],
    [{ field: 'custom.renewal', operator: '>=', value: '2026-03-01' }, ['Ann', 'Eve']],
    [{ field: 'custom.renewal', operator: 'null' }, ['Bob', 'Cara', 'Dirk']],
    [{ field: 'custom.consent', operator: '=', value: true }, ['Ann', 'Eve']],
    [{ field: 'custom.consent', operator: '=', value: false }, ['Bob']],
    [{ field: 'custom.city', operator: 'contains', value: 'bos' }, ['Ann']],
  ])('%j selects %j', async (rule, expected) => {
    expect(await one(rule)).toEqual(expected);
  });
});

describe('history', () => {
  it('was sent, clicked, call outcomes', async () => {
    expect(await one({ field: 'sent_campaign', operator: '=', value: campaignId })).toEqual(['Ann', 'Cara']);
    expect(await one({ field: 'sent_campaign', operator: '!=', value: String(campaignId) })).toEqual(['Bob', 'Dirk', 'Eve']);
    expect(await one({ field: 'clicked_campaign', operator: '=', value: campaignId })).toEqual(['Ann']);
    expect(await one({ field: 'clicked_campaign', operator: 'null' })).toEqual(['Bob', 'Cara', 'Dirk', 'Eve']);
    expect(await one({ field: 'call_outcome', operator: '=', value: 'interested' })).toEqual(['Bob']);
    expect(await one({ field: 'call_outcome', operator: 'in', value: ['interested', 'voicemail'] })).toEqual(['Bob', 'Eve']);
    expect(await one({ field: 'call_outcome', operator: 'notNull' })).toEqual(['Bob', 'Eve']);
    expect(await one({ field: 'call_outcome', operator: '!=', value: 'voicemail' })).toEqual(['Ann', 'Bob', 'Cara', 'Dirk']);
  });

  it('refuses another team’s campaign', async () => {
    const res = await preview(group([{ field: 'sent_campaign', operator: '=', value: otherCampaignId }]));
    expect(res.status).toBe(422);
    expect(res.body.errors['rules.rules.0']).toEqual([`No campaign ${otherCampaignId} in this team.`]);
  });
});

describe('groups', () => {
  it('combines AND, OR, NOT and nested groups', async () => {
    const vip = { field: 'tags', operator: 'contains', value: 'vip' };
    const us = { field: 'country', operator: '=', value: 'US' };
    expect(await names(group([vip, us]))).toEqual(['Ann']);
    expect(await names(group([vip, us], 'or'))).toEqual(['Ann', 'Bob', 'Cara']);
    expect(await names(group([vip, us], 'or', true))).toEqual(['Dirk', 'Eve']);
    // subscribed AND (vip OR ltv > 1000): Ann, Cara (vip), Eve (2400).
    expect(await names(group([{ field: 'status', operator: '=', value: 'subscribed' }, group([vip, { field: 'custom.ltv', operator: '>', value: 1000 }], 'or')]))).toEqual(['Ann', 'Cara', 'Eve']);
    // NOT over an empty value: "not (network = EE)" keeps Dirk, whose network is unknown.
    expect(await names(group([group([{ field: 'network', operator: '=', value: 'EE' }], 'and', true)]))).toEqual(['Ann', 'Bob', 'Dirk', 'Eve']);
    // Empty and disabled parts are left out; nothing left selects nobody.
    expect(await names(group([group([]), { ...vip, disabled: true }]))).toEqual([]);
    expect(await names(group([]))).toEqual([]);
  });
});

describe('bad rules: 422 naming each by its path', () => {
  it('names unknown fields, operators that do not apply and values of the wrong type', async () => {
    const res = await preview(
      group([
        { field: 'first_name', operator: '=', value: 'Ann' },
        group([{ field: 'foo', operator: '=', value: 1 }, { field: 'status', operator: 'contains', value: 'sub' }]),
        { field: 'custom.ltv', operator: '>', value: 'many' },
        { field: 'status', operator: '=', value: 'asleep' },
        { field: 'last_contacted_at', operator: 'between', value: ['2026-01-01'] },
        { field: 'password', operator: 'null' },
      ]),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'rules.rules.1.rules.0': ['Unknown field `foo`.'],
      'rules.rules.1.rules.1': ['`contains` does not apply to `status`.'],
      'rules.rules.2': ['Enter a number.'],
      'rules.rules.3': ['`asleep` is not a value of `status`; choose one of: subscribed, unsubscribed, bounced, blocked.'],
      'rules.rules.4': ['Enter two values: from and to.'],
      'rules.rules.5': ['Unknown field `password`.'],
    });
    expect(res.body.message).toBe('Unknown field `foo`.');
  });

  it('refuses a shape that is no rule group, and groups nested too deep', async () => {
    const bad = await preview({ combinator: 'xor', rules: [{ field: 'status' }] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['rules.combinator']));
    let deep: unknown = group([{ field: 'status', operator: '=', value: 'subscribed' }]);
    for (let i = 0; i < 6; i++) deep = group([deep]);
    const tooDeep = await preview(deep);
    expect(tooDeep.status).toBe(422);
    expect(tooDeep.body.message).toMatch(/nest at most 5/);
  });

  it('checks a saved segment’s rules the same way', async () => {
    const res = await t.call('POST', '/v1/audience/segments', { token, body: { name: 'Broken', rules: group([{ field: 'nope', operator: '=', value: 'x' }]) } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'rules.rules.0': ['Unknown field `nope`.'] });
  });
});

describe('a saved segment', () => {
  let segmentId = 0;

  it('counts live, includes contacts added by name, and never another team’s', async () => {
    const res = await t.call('POST', '/v1/audience/segments', {
      token,
      body: { name: 'US or VIP', rules: group([{ field: 'country', operator: '=', value: 'US' }, { field: 'tags', operator: 'contains', value: 'vip' }], 'or') },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    segmentId = res.body.id;
    // Dirk is in by name (an upload put him there), though no rule matches him.
    await t.db.insert(segmentContacts).values({ segment_id: segmentId, contact_id: ids.Dirk });

    const summary = await t.call('GET', `/v1/audience/segments/${segmentId}/summary`, { token });
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual({
      count: 4,
      by_country: [
        { value: 'US', count: 2 },
        { value: 'DE', count: 1 },
        { value: 'GB', count: 1 },
      ],
      by_network: [
        { value: 'AT&T', count: 1 },
        { value: 'EE', count: 1 },
        { value: 'Verizon', count: 1 },
        { value: null, count: 1 },
      ],
      by_status: [
        { value: 'subscribed', count: 2 },
        { value: 'bounced', count: 1 },
        { value: 'unsubscribed', count: 1 },
      ],
    });

    const page = await t.call('GET', `/v1/audience/segments/${segmentId}/contacts`, { token, query: { _start: '1', _end: '3' } });
    expect(page.status).toBe(200);
    expect(page.headers['x-total-count']).toBe('4');
    expect(page.body.map((c: { first_name: string }) => c.first_name)).toEqual(['Bob', 'Cara']);

    // Another team sees no such segment.
    for (const path of ['summary', 'contacts', 'progress']) expect((await t.call('GET', `/v1/audience/segments/${segmentId}/${path}`, { token: otherToken })).status).toBe(404);
    // And its own preview of the same rules counts only its own contact.
    const theirs = await preview(group([{ field: 'tags', operator: 'contains', value: 'vip' }]), otherToken);
    expect(theirs.body.count).toBe(1);
    expect(theirs.body.contacts[0].first_name).toBe('Zed');
  });

  it('keeps contacts_count right as a contact is edited, without bumping the version', async () => {
    const stored = async () => (await t.call('GET', `/v1/audience/segments/${segmentId}`, { token })).body;
    await until(async () => (await stored()).contacts_count === 4);
    const before = await stored();
    // Eve moves to the US (a contact's country is its number's): she is in at once, and the list's count follows.
    const eve = (await t.call('GET', `/v1/audience/contacts/${ids.Eve}`, { token })).body;
    const edit = await t.call('PATCH', `/v1/audience/contacts/${ids.Eve}`, { token, body: { phone: '+12126647665', tags: ['newsletter'], version: eve.version } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const summary = await t.call('GET', `/v1/audience/segments/${segmentId}/summary`, { token });
    expect(summary.body.count).toBe(5);
    await until(async () => (await stored()).contacts_count === 5);
    const after = await stored();
    expect(after.version).toBe(before.version);
    expect(new Date(after.counted_at).getTime()).toBeGreaterThanOrEqual(new Date(before.counted_at).getTime());
    // And out again.
    await t.call('PATCH', `/v1/audience/contacts/${ids.Eve}`, { token, body: { phone: '+33612345678', tags: ['newsletter'] } });
    await until(async () => (await stored()).contacts_count === 4);
  });

  it('freezes its members as a list, with progress, and resets it', async () => {
    const idle = await t.call('GET', `/v1/audience/segments/${segmentId}/progress`, { token });
    expect(idle.body).toEqual({ status: 'idle', done: 0, total: 0, built_at: null });
    const build = await t.call('POST', `/v1/audience/segments/${segmentId}/build`, { token });
    expect(build.status, JSON.stringify(build.body)).toBe(202);
    expect(build.body.status).toBe('building');
    const job = await t.waitForJob(token, build.body.job_id);
    expect(job.status).toBe('completed');
    const built = await t.call('GET', `/v1/audience/segments/${segmentId}/progress`, { token });
    expect(built.body).toMatchObject({ status: 'built', done: 4, total: 4 });
    expect(built.body.built_at).toEqual(expect.any(String));
    const frozen = await t.db.execute(`select contact_id from segment_build_members where segment_id = ${segmentId} order by contact_id` as never);
    expect((frozen as unknown as { rows: { contact_id: number }[] }).rows.map((r) => r.contact_id)).toEqual([ids.Ann, ids.Bob, ids.Cara, ids.Dirk]);

    const reset = await t.call('POST', `/v1/audience/segments/${segmentId}/reset-progress`, { token });
    expect(reset.body).toEqual({ status: 'idle', done: 0, total: 0, built_at: null });
    const left = await t.db.execute(`select count(*)::int as n from segment_build_members where segment_id = ${segmentId}` as never);
    expect((left as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    const [row] = await t.db.select({ status: segments.build_status }).from(segments).where(eq(segments.id, segmentId));
    expect(row.status).toBe('idle');
  });

  it('builds again when the segment says "building" but no job is behind it (cancelled before it ran, or given up)', async () => {
    await t.db.update(segments).set({ build_status: 'building', build_done: 1, build_total: 4 }).where(eq(segments.id, segmentId));
    // A build whose job still runs is not taken over.
    const [live] = await t.db
      .insert(jobs)
      .values({ team_id: teamId, kind: 'segment-build', title: 'running elsewhere', status: 'running', max_attempts: 5, input: { segment_id: segmentId }, queue_job_id: randomUUID() })
      .returning({ id: jobs.id });
    const refused = await t.call('POST', `/v1/audience/segments/${segmentId}/build`, { token });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    await t.db.update(jobs).set({ status: 'cancelled' }).where(eq(jobs.id, live.id));
    const build = await t.call('POST', `/v1/audience/segments/${segmentId}/build`, { token });
    expect(build.status, JSON.stringify(build.body)).toBe(202);
    const job = await t.waitForJob(token, build.body.job_id);
    expect(job.status).toBe('completed');
    const built = await t.call('GET', `/v1/audience/segments/${segmentId}/progress`, { token });
    expect(built.body).toMatchObject({ status: 'built', done: 4, total: 4 });
  });
});

describe('fields', () => {
  it('lists standard, custom and history fields with their operators and the values present', async () => {
    const res = await t.call('GET', '/v1/audience/segments/fields', { token });
    expect(res.status).toBe(200);
    const byName = new Map(res.body.fields.map((f: { name: string }) => [f.name, f]));
    expect(byName.get('country')).toMatchObject({ type: 'select', group: 'number', values: [{ value: 'DE' }, { value: 'FR' }, { value: 'GB' }, { value: 'US' }] });
    expect(byName.get('status')).toMatchObject({ operators: ['=', '!=', 'in', 'notIn'] });
    expect((byName.get('tags') as { values: { value: string }[] }).values.map((v) => v.value)).toEqual(['trial', 'vip', 'newsletter']);
    expect(byName.get('custom.plan')).toMatchObject({ label: 'Plan', group: 'custom', type: 'select', values: [{ value: 'free' }, { value: 'pro' }, { value: 'business' }] });
    expect(byName.get('custom.ltv')).toMatchObject({ type: 'number', operators: expect.arrayContaining(['between', '>']) });
    expect(byName.get('sent_campaign')).toMatchObject({ type: 'campaign', values: [{ value: String(campaignId), label: 'Spring' }] });
    // Nothing of the other team's.
    expect(JSON.stringify(res.body)).not.toContain('Theirs');
  });
});

async function until(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
