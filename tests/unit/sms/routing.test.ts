import { describe, expect, it } from 'vitest';
import { decide, type DecideInput } from '../../../server/domains/sms/routing/decide.ts';
import type { Decision } from '../../../server/domains/sms/routing/decision.ts';
import { PrefixSet } from '../../../server/domains/sms/routing/prefix-set.ts';
import { seeded, snapshotOf } from './routing-fixture.ts';

// +44 7700 900… is O2 (234 10), +49 151… Telekom (262 01), +234 803… MTN Nigeria (621 30).
const GB: DecideInput = { e164: '+447700900123', country: 'GB' };
const DE: DecideInput = { e164: '+4915112345678', country: 'DE' };
const NG: DecideInput = { e164: '+2348031234567', country: 'NG' };
const NOW = new Date('2026-06-01T12:00:00Z');

const routes = [{ id: 1 }, { id: 2 }, { id: 3 }];
const priced = (mcc: string, mnc: string, prices: [route: number, price: number][], country = 'GB') => prices.map(([route_id, price]) => ({ route_id, mcc, mnc, price, country }));
const O2 = (...prices: [number, number][]) => priced('234', '10', prices);

function ok(d: Decision) {
  if (!d.ok) throw new Error(`refused: ${d.refusal} ${d.message}`);
  return d;
}
const codes = (d: Decision) => d.reasons.map((r) => r.code);

describe('splits', () => {
  it('converge to their percentages over 10,000 messages', () => {
    const snapshot = snapshotOf({ routes, rates: O2([1, 30_000], [2, 31_000], [3, 32_000]), plans: [{ id: 1, rules: [{ country: 'GB', targets: [{ route_id: 1, percent: 50 }, { route_id: 2, percent: 30 }, { route_id: 3, percent: 20 }] }] }] });
    const random = seeded(42);
    const counts = new Map<number, number>();
    for (let i = 0; i < 10_000; i++) {
      const d = ok(decide(snapshot, GB, { random, now: NOW }));
      counts.set(d.route.id, (counts.get(d.route.id) ?? 0) + 1);
    }
    // Three standard deviations of 10,000 draws at 50 % are 1.5 points.
    expect(Math.abs(counts.get(1)! / 10_000 - 0.5)).toBeLessThan(0.015);
    expect(Math.abs(counts.get(2)! / 10_000 - 0.3)).toBeLessThan(0.015);
    expect(Math.abs(counts.get(3)! / 10_000 - 0.2)).toBeLessThan(0.015);
  });

  it('draw deterministically from the random source: the first 70 of 100 go to the first route', () => {
    const snapshot = snapshotOf({ routes, rates: O2([1, 30_000], [2, 31_000]), plans: [{ id: 1, rules: [{ targets: [{ route_id: 1, percent: 70 }, { route_id: 2, percent: 30 }] }] }] });
    const at = (r: number) => ok(decide(snapshot, GB, { random: () => r, now: NOW }));
    expect(at(0).route.id).toBe(1);
    expect(at(0.699).route.id).toBe(1);
    expect(at(0.7).route.id).toBe(2);
    expect(at(0.9999).route.id).toBe(2);
    // The other route of the split is the failover.
    expect(at(0.1).failover.map((f) => f.id)).toEqual([2]);
    expect(at(0.8).failover.map((f) => f.id)).toEqual([1]);
    expect(at(0.8).reasons.find((r) => r.code === 'split_drawn')?.values).toEqual({ draw: 80, percent: 30, route: 'Route 2' });
  });
});

describe('failover', () => {
  it('skips a disabled route, a route without a rate and a deleted route, in order, saying why', () => {
    const snapshot = snapshotOf({
      routes: [{ id: 1, active: false }, { id: 2 }, { id: 3 }, { id: 4 }],
      rates: O2([1, 10_000], [3, 40_000], [4, 45_000]),
      plans: [{ id: 1, rules: [{ targets: [{ route_id: 1, percent: 100 }, { route_id: 2, percent: 0 }, { route_id: 9, percent: 0 }, { route_id: 3, percent: 0 }, { route_id: 4, percent: 0 }] }] }],
    });
    const d = ok(decide(snapshot, GB, { random: () => 0, now: NOW }));
    expect(d.route.id).toBe(3);
    expect(d.failover.map((f) => f.id)).toEqual([4]);
    expect(d.cost).toMatchObject({ price: 40_000, currency: 'EUR', basis: 'network' });
    expect(codes(d)).toEqual(['number', 'plan_default', 'rule_matched', 'split_drawn', 'route_skipped_disabled', 'route_skipped_no_rate', 'route_skipped_missing', 'route_chosen', 'failover']);
  });

  it('falls back to the plan’s default route when none of the rule’s routes can take the message', () => {
    const snapshot = snapshotOf({ routes: [{ id: 1, active: false }, { id: 2 }], rates: O2([1, 10_000], [2, 20_000]), plans: [{ id: 1, default_route_id: 2, rules: [{ targets: [{ route_id: 1, percent: 100 }] }] }] });
    const d = ok(decide(snapshot, GB, { now: NOW }));
    expect(d.route.id).toBe(2);
    expect(codes(d)).toContain('rule_exhausted');
    expect(codes(d)).toContain('default_route');
  });

  it('refuses when no route is left, naming each route passed over, why, and where to mend it', () => {
    const snapshot = snapshotOf({
      routes: [{ id: 1, active: false }, { id: 2, name: 'Acme' }],
      rates: O2([1, 10_000]),
      plans: [{ id: 1, default_route_id: 2, rules: [{ targets: [{ route_id: 1, percent: 100 }, { route_id: 9, percent: 0 }] }] }],
    });
    const d = decide(snapshot, DE, { now: NOW, explain: false });
    if (d.ok) throw new Error('routed');
    expect(d.refusal).toBe('no_route');
    expect(d.skipped).toEqual([
      { route_id: 1, route: 'Route 1', reason: 'disabled' },
      { route_id: 9, route: '#9', reason: 'missing' },
      { route_id: 2, route: 'Acme', reason: 'no_rate' },
    ]);
    expect(d.message).toBe(
      'No route can take a message to T-Mobile (262 01). Route Route 1 is disabled: enable it in Routes. Route #9 no longer exists: choose another in the plan’s rules. Route Acme has no vendor rate for T-Mobile (262 01): add one in Vendor rates.',
    );
  });

  it('says what to add when the team has no route, or the plan no rule and no default route', () => {
    const bare = snapshotOf({ routes: [], plans: [{ id: 1 }] });
    expect(decide(bare, GB, { now: NOW })).toMatchObject({ refusal: 'no_route', skipped: [], message: expect.stringContaining('the team has no routes. Add one in Routes') });
    const ruleless = snapshotOf({ routes, rates: O2([1, 10_000]), plans: [{ id: 1, rules: [{ country: 'FR', targets: [{ route_id: 1, percent: 100 }] }] }] });
    expect(decide(ruleless, GB, { now: NOW })).toMatchObject({ refusal: 'no_route', message: expect.stringContaining('No rule of the plan Plan 1 matches O2 (234 10) and the plan has no default route') });
  });

  it('names every route a least-cost plan passed over, five in the sentence', () => {
    const many = snapshotOf({ routes: [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id })), rates: O2([1, 10_000]), plans: [{ id: 1, strategy: 'lcr' }] });
    const d = decide(many, DE, { now: NOW });
    if (d.ok) throw new Error('routed');
    expect(d.skipped?.map((s) => s.reason)).toEqual(Array(7).fill('no_rate'));
    expect(d.message).toMatch(/Route Route 5 has no vendor rate for T-Mobile \(262 01\): add one in Vendor rates\. 2 more route\(s\) cannot take it either\.$/);
  });
});

describe('least cost', () => {
  const snapshot = snapshotOf({
    routes: [{ id: 1 }, { id: 2 }, { id: 3, active: false }, { id: 4 }],
    rates: [...O2([1, 31_000], [2, 29_500], [3, 1_000]), ...priced('234', '30', [[4, 25_000], [1, 26_000]]), ...priced('234', '15', [[4, 33_000]])],
    plans: [{ id: 1, rules: [{ country: 'GB', least_cost: true }] }],
  });

  it('picks the cheapest active route priced for the network, the others as failover by price', () => {
    const d = ok(decide(snapshot, GB, { now: NOW }));
    expect(d.route.id).toBe(2);
    expect(d.cost.price).toBe(29_500);
    // Route 3 is cheaper but disabled; route 4 has no price for O2, so the dearest GB price stands in.
    expect(d.failover.map((f) => [f.id, f.cost.price, f.cost.basis])).toEqual([
      [1, 31_000, 'network'],
      [4, 33_000, 'country'],
    ]);
    expect(d.reasons.find((r) => r.code === 'least_cost')?.values).toMatchObject({ route: 'Route 2', price: 29_500, candidates: 3 });
  });

  it('prices a number of an unknown network at its country’s dearest rate', () => {
    const d = ok(decide(snapshot, { e164: '+447911123456', country: 'GB', contact: { network: 'Unknown', mcc: null, mnc: null, network_source: 'hlr', opted_out: false, segment_ids: new Set() } }, { now: NOW }));
    expect(d.cost.basis).toBe('country');
  });

  it('sends a least-cost plan’s unmatched messages to the cheapest route', () => {
    const lcr = snapshotOf({ routes, rates: priced('262', '01', [[1, 70_000], [2, 65_000]], 'DE'), plans: [{ id: 1, strategy: 'lcr', rules: [{ country: 'GB', targets: [{ route_id: 1, percent: 100 }] }] }] });
    const d = ok(decide(lcr, DE, { now: NOW }));
    expect(d.route.id).toBe(2);
    expect(codes(d)).toContain('no_rule_matched');
  });
});

describe('vendor rates’ effective dates', () => {
  const at = (day: string) => new Date(`${day}T00:00:00Z`);
  const snapshot = snapshotOf({
    routes: [{ id: 1 }, { id: 2 }],
    rates: [
      { route_id: 1, mcc: '234', mnc: '10', price: 30_000, effective_from: at('2026-01-01') },
      { route_id: 1, mcc: '234', mnc: '10', price: 28_000, effective_from: at('2026-05-01') },
      { route_id: 1, mcc: '234', mnc: '10', price: 35_000, effective_from: at('2026-07-01'), status: 'pending' },
      { route_id: 2, mcc: '234', mnc: '10', price: 20_000, effective_from: at('2026-01-01') },
      { route_id: 2, mcc: '234', mnc: '10', price: 20_000, effective_from: at('2026-05-15'), status: 'expired' },
    ],
    plans: [{ id: 1, rules: [{ targets: [{ route_id: 1, percent: 100 }] }, { priority: 200, least_cost: true }] }],
  });

  it('takes the latest rate whose date has come', () => {
    expect(ok(decide(snapshot, GB, { now: at('2026-03-01') })).cost.price).toBe(30_000);
    expect(ok(decide(snapshot, GB, { now: at('2026-05-01') })).cost.price).toBe(28_000);
    expect(ok(decide(snapshot, GB, { now: NOW })).cost).toMatchObject({ price: 28_000, effective_from: '2026-05-01T00:00:00.000Z' });
    expect(ok(decide(snapshot, GB, { now: at('2026-07-02') })).cost.price).toBe(35_000);
  });

  it('leaves a route without a price once its latest rate closed the network', () => {
    const before = ok(decide(snapshot, GB, { now: at('2026-05-10') }));
    expect(before.failover.map((f) => f.id)).toEqual([]);
    const lc = snapshotOf({ routes: [{ id: 1 }, { id: 2 }], rates: [{ route_id: 2, mcc: '234', mnc: '10', price: 20_000, effective_from: at('2026-01-01') }, { route_id: 2, mcc: '234', mnc: '10', price: 20_000, effective_from: at('2026-05-15'), status: 'expired' }, { route_id: 1, mcc: '234', mnc: '10', price: 30_000 }], plans: [{ id: 1, rules: [{ least_cost: true }] }] });
    expect(ok(decide(lc, GB, { now: at('2026-05-10') })).route.id).toBe(2);
    expect(ok(decide(lc, GB, { now: at('2026-05-16') })).route.id).toBe(1);
  });
});

describe('refusals', () => {
  const snapshot = snapshotOf({
    routes,
    rates: [...O2([1, 30_000]), ...priced('621', '30', [[1, 245_000]], 'NG')],
    plans: [{ id: 1, rules: [{ least_cost: true }] }],
    blacklist: [{ number: '+447700900123', reason: 'Replied STOP' }, { number: '+23480', match: 'prefix', reason: 'SIM box' }],
    globalBlacklist: [{ number: '+4915112', match: 'prefix' }],
  });

  it('blocks a blacklisted number, a number in a blacklisted prefix and one on the platform blacklist', () => {
    expect(decide(snapshot, GB, { now: NOW })).toMatchObject({ ok: false, refusal: 'blacklisted' });
    const ng = decide(snapshot, NG, { now: NOW });
    expect(ng).toMatchObject({ ok: false, refusal: 'blacklisted' });
    expect(ng.reasons.at(-1)?.values).toMatchObject({ entry: '+23480', match: 'prefix', scope: 'team', reason: 'SIM box' });
    expect(decide(snapshot, DE, { now: NOW }).reasons.at(-1)?.values).toMatchObject({ scope: 'global' });
    expect(ok(decide(snapshot, { e164: '+2348131234567', country: 'NG' }, { now: NOW })).route.id).toBe(1);
  });

  it('never sends to an opted-out contact', () => {
    const d = decide(snapshot, { e164: '+447700900999', country: 'GB', contact: { network: null, mcc: null, mnc: null, network_source: null, opted_out: true, segment_ids: new Set() } }, { now: NOW });
    expect(d).toMatchObject({ ok: false, refusal: 'opted_out' });
  });

  it('needs a plan: the one named, else the team default', () => {
    const none = snapshotOf({ routes, plans: [] });
    expect(decide(none, GB, { now: NOW })).toMatchObject({ ok: false, refusal: 'no_plan' });
    expect(decide(snapshot, { ...GB, e164: '+447700900555', planId: 99 }, { now: NOW })).toMatchObject({ ok: false, refusal: 'no_plan' });
    const off = snapshotOf({ routes, plans: [{ id: 1, active: false }] });
    expect(decide(off, GB, { now: NOW })).toMatchObject({ ok: false, refusal: 'plan_inactive' });
  });
});

describe('rules', () => {
  const snapshot = snapshotOf({
    routes,
    rates: [...O2([1, 30_000], [2, 30_000], [3, 30_000]), ...priced('262', '01', [[1, 70_000], [2, 70_000], [3, 70_000]], 'DE'), ...priced('208', '10', [[3, 54_000]], 'FR')],
    plans: [
      {
        id: 1,
        default_route_id: 3,
        rules: [
          { id: 10, priority: 10, segment_id: 7, targets: [{ route_id: 1, percent: 100 }] },
          { id: 11, priority: 20, sender: '^[A-Za-z]{3,11}$', country: 'GB', targets: [{ route_id: 2, percent: 100 }] },
          { id: 12, priority: 30, network: '26201', targets: [{ route_id: 1, percent: 100 }] },
          { id: 13, priority: 30, network: 'O2', targets: [{ route_id: 2, percent: 100 }] },
        ],
      },
    ],
  });

  it('take the first of priority order whose every condition holds', () => {
    const contact = (segments: number[]) => ({ network: null, mcc: null, mnc: null, network_source: null, opted_out: false, segment_ids: new Set(segments) });
    expect(ok(decide(snapshot, { ...GB, contact: contact([7]) }, { now: NOW })).rule?.id).toBe(10);
    expect(ok(decide(snapshot, { ...GB, from: 'Parley' }, { now: NOW })).rule?.id).toBe(11);
    expect(ok(decide(snapshot, { ...GB, from: '+4930901820' }, { now: NOW })).rule?.id).toBe(13);
    expect(ok(decide(snapshot, DE, { now: NOW })).rule?.id).toBe(12);
  });

  it('send what no rule matches to the plan’s default route', () => {
    const d = ok(decide(snapshot, { e164: '+33612345678', country: 'FR' }, { now: NOW }));
    expect(d.rule).toBeNull();
    expect(codes(d)).toEqual(expect.arrayContaining(['no_rule_matched', 'default_route']));
  });

  it('read a lookup’s network over the prefix, and complete a prefix network’s code from the team’s networks', () => {
    const ported = ok(decide(snapshot, { ...DE, contact: { network: 'O2', mcc: '234', mnc: '10', network_source: 'hlr', opted_out: false, segment_ids: new Set() } }, { now: NOW }));
    expect(ported.number).toMatchObject({ network: 'O2', network_source: 'hlr' });
    // +98 934 is TeleKish: the prefix data names it without a code; the team's networks know it.
    const iran = snapshotOf({ routes, networks: [{ country: 'IR', name: 'TeleKish', mcc: '432', mnc: '14' }], plans: [{ id: 1, rules: [{ network: '43214', targets: [{ route_id: 1, percent: 100 }] }] }], rates: priced('432', '14', [[1, 50_000]], 'IR') });
    expect(ok(decide(iran, { e164: '+989341234567', country: 'IR' }, { now: NOW })).number).toMatchObject({ network: 'TeleKish', mcc: '432', mnc: '14', network_source: 'prefix' });
  });
});

describe('the blacklist lookup', () => {
  it('answers the most specific entry', () => {
    const set = PrefixSet.of([
      { number: '+44', match: 'prefix', reason: 'wide' },
      { number: '+4477009', match: 'prefix', reason: 'narrow' },
      { number: '+447700900123', match: 'number', reason: 'one' },
    ]);
    expect(set.find('+447700900123')?.reason).toBe('one');
    expect(set.find('+447700900124')?.reason).toBe('narrow');
    expect(set.find('+447800900124')?.reason).toBe('wide');
    expect(set.find('+33612345678')).toBeUndefined();
  });
});
