/**
 * What a routing decision reads, as plain data: a team's plans with their rules in priority order,
 * its routes, the vendor rates of every route and network with their effective dates, its networks
 * dictionary and the blacklists. Loaded once per team (cache.ts) so a decision touches no database.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { RouteTarget } from '../../../../resources/sms/routing-rules.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { routingPlans, routingRules, smsBlacklist, smsGlobalBlacklist, smsNetworks, smsRoutes, vendorRates } from '../../../db/schema/index.ts';
import { PrefixSet } from './prefix-set.ts';
import { RateBook } from './rate-book.ts';

export interface SnapshotRoute {
  id: number;
  name: string;
  vendor: string;
  active: boolean;
}

export interface SnapshotRule {
  id: number;
  priority: number;
  country: string | null;
  /** Lower-cased: an MCC+MNC (26201) or a network name. */
  network: string | null;
  sender: RegExp | null;
  segment_id: number | null;
  targets: RouteTarget[];
  least_cost: boolean;
}

export interface SnapshotPlan {
  id: number;
  name: string;
  active: boolean;
  is_default: boolean;
  strategy: 'priority' | 'lcr' | 'weighted';
  default_route_id: number | null;
  /** Active rules, lowest priority number first. */
  rules: SnapshotRule[];
}

export interface RoutingSnapshot {
  teamId: number;
  plans: Map<number, SnapshotPlan>;
  defaultPlanId: number | null;
  routes: Map<number, SnapshotRoute>;
  rates: RateBook;
  /** `country|network name` (lower-cased) → MCC/MNC, for a number whose prefix names a network but no code. */
  networkCodes: Map<string, { mcc: string; mnc: string }>;
  blacklist: PrefixSet;
  globalBlacklist: PrefixSet;
}

export async function loadSnapshot(db: DbOrTx, teamId: number): Promise<RoutingSnapshot> {
  const [plans, rules, routes, rates, networks, blocked, globallyBlocked] = await Promise.all([
    db.select().from(routingPlans).where(eq(routingPlans.team_id, teamId)),
    db.select().from(routingRules).where(and(eq(routingRules.team_id, teamId), eq(routingRules.active, true))).orderBy(asc(routingRules.priority), asc(routingRules.id)),
    db.select({ id: smsRoutes.id, name: smsRoutes.name, vendor: smsRoutes.vendor, status: smsRoutes.status }).from(smsRoutes).where(eq(smsRoutes.team_id, teamId)),
    db
      .select({ route_id: vendorRates.route_id, country: vendorRates.country, mcc: vendorRates.mcc, mnc: vendorRates.mnc, network_name: vendorRates.network_name, price: vendorRates.price, currency: vendorRates.currency, effective_from: vendorRates.effective_from, status: vendorRates.status })
      .from(vendorRates)
      .where(eq(vendorRates.team_id, teamId)),
    db.select({ country: smsNetworks.country, name: smsNetworks.name, brand: smsNetworks.brand, mcc: smsNetworks.mcc, mnc: smsNetworks.mnc }).from(smsNetworks).where(eq(smsNetworks.team_id, teamId)),
    db.select({ number: smsBlacklist.number, match: smsBlacklist.match, reason: smsBlacklist.reason }).from(smsBlacklist).where(eq(smsBlacklist.team_id, teamId)),
    db.select({ number: smsGlobalBlacklist.number, match: smsGlobalBlacklist.match, reason: smsGlobalBlacklist.reason }).from(smsGlobalBlacklist),
  ]);
  const byPlan = new Map<number, SnapshotPlan>();
  for (const p of plans) {
    byPlan.set(p.id, { id: p.id, name: p.name, active: p.active, is_default: p.is_default, strategy: p.strategy, default_route_id: p.default_route_id, rules: [] });
  }
  for (const r of rules) byPlan.get(r.plan_id)?.rules.push(snapshotRule(r));
  const networkCodes = new Map<string, { mcc: string; mnc: string }>();
  for (const n of networks) {
    for (const name of [n.name, n.brand]) if (name) networkCodes.set(`${n.country.toUpperCase()}|${name.toLowerCase()}`, { mcc: n.mcc, mnc: n.mnc });
  }
  return {
    teamId,
    plans: byPlan,
    defaultPlanId: plans.find((p) => p.is_default)?.id ?? null,
    routes: new Map(routes.map((r) => [r.id, { id: r.id, name: r.name, vendor: r.vendor, active: r.status === 'active' }])),
    rates: RateBook.of(rates),
    networkCodes,
    blacklist: PrefixSet.of(blocked),
    globalBlacklist: PrefixSet.of(globallyBlocked),
  };
}

function snapshotRule(r: typeof routingRules.$inferSelect): SnapshotRule {
  return {
    id: r.id,
    priority: r.priority,
    country: r.country ? r.country.toUpperCase() : null,
    network: r.network ? r.network.toLowerCase() : null,
    sender: senderPattern(r.sender_pattern),
    segment_id: r.segment_id,
    targets: r.targets,
    least_cost: r.least_cost,
  };
}

/** The rule writer refuses a pattern that does not compile; one stored before that matches nothing. */
export function senderPattern(source: string | null): RegExp | null {
  if (!source) return null;
  try {
    return new RegExp(source);
  } catch {
    return /(?!)/;
  }
}
