/**
 * POST /v1/sms/routing/simulate over the generic routing records: a split rule, the default plan,
 * blacklists (the team's, by prefix, and the platform's), opt-outs, edits seen at once, and the
 * rule writer's checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStaff, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let staffUserId: number;
let otherToken: string;
const route: Record<string, any> = {};
let plan: any;
let rule: any;

const O2 = '+447701234567';
const post = (path: string, body: unknown, as = token) => t.call('POST', path, { token: as, body });
const simulate = (body: unknown, as = token) => post('/v1/sms/routing/simulate', body, as);

const created = (path: string, body: unknown, as = token) => t.created(path, body, as);

beforeAll(async () => {
  t = await startTestApp();
  const owner = await t.signUp({ name: 'Rita Routing' });
  token = owner.token;
  staffUserId = owner.user.id;
  otherToken = (await t.signUp({ name: 'Otto Other' })).token;
  for (const [key, name, status] of [['a', 'Alpha Direct', 'active'], ['b', 'Beta Wholesale', 'active'], ['c', 'Gamma Backup', 'disabled']] as const) {
    route[key] = await created('/v1/sms/routing/routes', { name, vendor: `${name} Ltd`, protocol: 'smpp', host: `smpp.${key}.example.net`, port: 2775, system_id: key, password: `secret-${key}-1234`, status });
  }
  const rate = (routeId: number, price: number, effective_from = '2026-01-01', mnc = '10') =>
    created('/v1/sms/routing/rates', { route_id: routeId, network_name: 'O2', country: 'GB', mcc: '234', mnc, price, currency: 'EUR', effective_from, status: 'active' });
  await rate(route.a.id, 31_000);
  await rate(route.b.id, 29_000);
  await rate(route.b.id, 99_000, '2099-01-01');
  await rate(route.c.id, 1_000);
  plan = await created('/v1/sms/routing/plans', { name: 'Default', strategy: 'priority', is_default: true, default_route_id: route.a.id });
  rule = await created('/v1/sms/routing/rules', { plan_id: plan.id, priority: 10, country: 'GB', targets: [{ route_id: route.c.id, percent: 50 }, { route_id: route.a.id, percent: 50 }, { route_id: route.b.id, percent: 0 }] });
});
afterAll(() => t?.close());

describe('POST /v1/sms/routing/simulate', () => {
  it('answers the route with its cost, the failover and the reasons', async () => {
    const res = await simulate({ to: '+44 7701 234567', from: 'Parley' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ ok: true, number: { e164: O2, country: 'GB', network: 'O2', mcc: '234', mnc: '10', network_source: 'prefix' }, plan: { id: plan.id }, rule: { id: rule.id } });
    // Whichever half the split drew, the disabled route is skipped: Alpha takes it, Beta is the failover.
    expect(res.body.route.id).toBe(route.a.id);
    expect(res.body.cost).toMatchObject({ price: 31_000, currency: 'EUR', basis: 'network' });
    expect(res.body.failover.map((f: any) => [f.id, f.cost.price])).toEqual([[route.b.id, 29_000]]);
    const codes = res.body.reasons.map((r: any) => r.code);
    expect(codes).toEqual(expect.arrayContaining(['number', 'plan_default', 'rule_matched', 'split_drawn', 'route_skipped_disabled', 'route_chosen', 'failover']));
    expect(res.body.reasons.every((r: any) => typeof r.text === 'string' && r.text.length > 0)).toBe(true);
  });

  it('answers 422 naming `to` for a number it cannot read, and `plan_id` for another team’s plan', async () => {
    const bad = await simulate({ to: '12' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.to).toBeDefined();
    expect((await simulate({})).status).toBe(422);
    const foreign = await created('/v1/sms/routing/plans', { name: 'Theirs' }, otherToken);
    const res = await simulate({ to: O2, plan_id: foreign.id });
    expect(res.status).toBe(422);
    expect(res.body.errors.plan_id).toBeDefined();
  });

  it('sees an edit of a rule at once', async () => {
    const edited = await t.call('PATCH', `/v1/sms/routing/rules/${rule.id}`, { token, body: { targets: [{ route_id: route.b.id, percent: 100 }], version: rule.version } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    rule = edited.body;
    expect((await simulate({ to: O2 })).body.route.id).toBe(route.b.id);
  });

  it('refuses a number of a blacklisted prefix, read in any notation', async () => {
    const entry = await created('/v1/sms/routing/blacklist', { number: '0044 7701 2', match: 'prefix', reason: 'Test range' });
    expect(entry.number).toBe('+4477012');
    const res = await simulate({ to: O2 });
    expect(res.body).toMatchObject({ ok: false, refusal: 'blacklisted' });
    expect(res.body.reasons.at(-1).values).toMatchObject({ entry: '+4477012', scope: 'team' });
    expect((await post('/v1/sms/routing/blacklist', { number: '+44 abc', match: 'prefix' })).status).toBe(422);
    expect((await t.call('DELETE', `/v1/sms/routing/blacklist/${entry.id}`, { token })).status).toBe(200);
    // A delete reaches the snapshot through the change bus.
    await expect.poll(async () => (await simulate({ to: O2 })).body.ok, { timeout: 5_000 }).toBe(true);
  });

  it('matches a rule by segment when the contact with the number is a member', async () => {
    const segment = await created('/v1/audience/segments', { name: 'Mancunians', rules: { combinator: 'and', rules: [{ field: 'tags', operator: 'contains', value: 'manchester' }] } });
    const vip = await created('/v1/sms/routing/rules', { plan_id: plan.id, priority: 5, segment_id: segment.id, targets: [{ route_id: route.a.id, percent: 100 }] });
    expect((await simulate({ to: O2 })).body.rule.id).toBe(rule.id);
    await created('/v1/audience/contacts', { phone: O2, tags: ['manchester'] });
    const res = await simulate({ to: O2 });
    expect(res.body.rule.id).toBe(vip.id);
    expect(res.body.route.id).toBe(route.a.id);
    expect((await t.call('DELETE', `/v1/sms/routing/rules/${vip.id}`, { token })).status).toBe(200);
  });

  it('refuses an opted-out number', async () => {
    await created('/v1/audience/opt-outs', { phone: '+447701234456' });
    expect((await simulate({ to: '+447701234456' })).body).toMatchObject({ ok: false, refusal: 'opted_out' });
  });

  it('keeps the platform blacklist to platform staff, and applies it to every team', async () => {
    expect((await post('/v1/management/sms/blacklist', { number: '+447701234789' })).status).toBe(403);
    await makeStaff(t, staffUserId);
    const entry = await created('/v1/management/sms/blacklist', { number: '+44 7701 234789', reason: 'Regulator list' });
    expect(entry.number).toBe('+447701234789');
    const res = await simulate({ to: '+447701234789' });
    expect(res.body).toMatchObject({ ok: false, refusal: 'blacklisted' });
    expect(res.body.reasons.at(-1).values).toMatchObject({ scope: 'global', reason: 'Regulator list' });
    // Another team's plan has no route, but the number is refused before any plan is read.
    expect((await simulate({ to: '+447701234789' }, otherToken)).body.refusal).toBe('blacklisted');
  });
});

describe('the routing records’ own rules', () => {
  it('keeps one default plan per team', async () => {
    const second = await created('/v1/sms/routing/plans', { name: 'Second', is_default: true });
    const first = (await t.call('GET', `/v1/sms/routing/plans/${plan.id}`, { token })).body;
    expect(first.is_default).toBe(false);
    expect(first.version).toBe(plan.version + 1);
    expect((await simulate({ to: O2 })).body).toMatchObject({ ok: false, refusal: 'no_route', reasons: expect.arrayContaining([expect.objectContaining({ code: 'plan_default', values: { plan: 'Second' } })]) });
    expect((await simulate({ to: O2, plan_id: plan.id })).body.ok).toBe(true);
    void second;
  });

  it('refuses a rule without routes that is not least-cost, another team’s route, and a bad sender pattern', async () => {
    const foreign = await created('/v1/sms/routing/routes', { name: 'Foreign', vendor: 'X', protocol: 'smpp', host: 'x.example.net' }, otherToken);
    const rules = '/v1/sms/routing/rules';
    const empty = await post(rules, { plan_id: plan.id, targets: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.targets).toBeDefined();
    expect((await post(rules, { plan_id: plan.id, targets: [{ route_id: foreign.id, percent: 100 }] })).body.errors?.targets).toBeDefined();
    expect((await post(rules, { plan_id: plan.id, targets: [{ route_id: route.a.id, percent: 60 }, { route_id: route.b.id, percent: 30 }] })).status).toBe(422);
    expect((await post(rules, { plan_id: plan.id, least_cost: true, sender_pattern: '([' })).body.errors?.sender_pattern).toBeDefined();
    expect((await post(rules, { plan_id: plan.id, least_cost: true })).status).toBe(201);
  });
});
