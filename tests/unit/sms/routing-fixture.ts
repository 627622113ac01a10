/** A routing snapshot built by hand, as loadSnapshot() would from the database, for the engine's tests and bench. */
import type { RouteTarget } from '../../../resources/sms/routing-rules.ts';
import { PrefixSet, type BlacklistEntry } from '../../../server/domains/sms/routing/prefix-set.ts';
import { RateBook, type VendorRate } from '../../../server/domains/sms/routing/rate-book.ts';
import { senderPattern, type RoutingSnapshot, type SnapshotPlan, type SnapshotRoute } from '../../../server/domains/sms/routing/snapshot.ts';

export interface RuleSpec {
  id?: number;
  priority?: number;
  country?: string;
  network?: string;
  sender?: string;
  segment_id?: number;
  targets?: RouteTarget[];
  least_cost?: boolean;
}

export interface FixtureSpec {
  routes: (Partial<SnapshotRoute> & { id: number })[];
  rates?: (Partial<VendorRate> & { route_id: number; mcc: string; mnc: string; price: number })[];
  plans?: (Partial<Omit<SnapshotPlan, 'rules'>> & { id: number; rules?: RuleSpec[] })[];
  blacklist?: (Partial<BlacklistEntry> & { number: string })[];
  globalBlacklist?: (Partial<BlacklistEntry> & { number: string })[];
  networks?: { country: string; name: string; mcc: string; mnc: string }[];
}

const entry = (e: Partial<BlacklistEntry> & { number: string }): BlacklistEntry => ({ match: 'number', reason: null, ...e });

export function snapshotOf(spec: FixtureSpec): RoutingSnapshot {
  let ruleId = 0;
  const plans = new Map<number, SnapshotPlan>();
  for (const p of spec.plans ?? [{ id: 1 }]) {
    const rules = (p.rules ?? []).map((r) => ({
      id: r.id ?? ++ruleId,
      priority: r.priority ?? 100,
      country: r.country ?? null,
      network: r.network?.toLowerCase() ?? null,
      sender: senderPattern(r.sender ?? null),
      segment_id: r.segment_id ?? null,
      targets: r.targets ?? [],
      least_cost: r.least_cost ?? false,
    }));
    rules.sort((a, b) => a.priority - b.priority || a.id - b.id);
    plans.set(p.id, { name: `Plan ${p.id}`, active: true, is_default: false, strategy: 'priority', default_route_id: null, ...p, rules });
  }
  const defaultPlan = [...plans.values()].find((p) => p.is_default) ?? [...plans.values()][0];
  return {
    teamId: 1,
    plans,
    defaultPlanId: defaultPlan?.id ?? null,
    routes: new Map(spec.routes.map((r) => [r.id, { name: `Route ${r.id}`, vendor: `Vendor ${r.id}`, active: true, ...r }])),
    rates: RateBook.of(
      (spec.rates ?? []).map((r) => ({ country: '??', network_name: `${r.mcc}-${r.mnc}`, currency: 'EUR', effective_from: new Date('2026-01-01T00:00:00Z'), status: 'active' as const, ...r })),
    ),
    networkCodes: new Map((spec.networks ?? []).map((n) => [`${n.country}|${n.name.toLowerCase()}`, { mcc: n.mcc, mnc: n.mnc }])),
    blacklist: PrefixSet.of((spec.blacklist ?? []).map(entry)),
    globalBlacklist: PrefixSet.of((spec.globalBlacklist ?? []).map(entry)),
  };
}

/** A small seeded generator (mulberry32): the same draws on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
