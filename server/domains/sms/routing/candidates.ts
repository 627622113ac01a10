/**
 * Routes a message may take, with what each costs: an explicit rule's targets in failover order
 * (the split's draw first), or every active route priced for the network, cheapest first. A route
 * is usable when it exists, is active and has a rate in effect for the number; the trace says why
 * any other was passed over.
 */
import type { RouteTarget } from '../../../../resources/sms/routing-rules.ts';
import { networkLabel } from '../../../../resources/sms/routing-simulate.ts';
import type { ChosenRoute, Cost, NumberSeen, SkippedRoute, Trace } from './decision.ts';
import type { RoutingSnapshot } from './snapshot.ts';
import { drawTarget, type RandomSource } from './split.ts';

export type Candidate = ChosenRoute & { cost: Cost };

const money = (price: number, currency: string) => `${currency} ${(price / 1_000_000).toFixed(6).replace(/0{1,4}$/, '')}`;

/** Why a route cannot take a message, or null when it can. */
export function skipOf(snapshot: RoutingSnapshot, routeId: number, number: NumberSeen, at: number): SkippedRoute | null {
  const route = snapshot.routes.get(routeId);
  if (!route) return { route_id: routeId, route: `#${routeId}`, reason: 'missing' };
  if (!route.active) return { route_id: routeId, route: route.name, reason: 'disabled' };
  if (!snapshot.rates.rateFor(routeId, number, at)) return { route_id: routeId, route: route.name, reason: 'no_rate' };
  return null;
}

function usable(snapshot: RoutingSnapshot, routeId: number, number: NumberSeen, at: number, trace: Trace | null): Candidate | null {
  const route = snapshot.routes.get(routeId);
  const rate = route?.active ? snapshot.rates.rateFor(routeId, number, at) : null;
  if (route && rate) return { id: route.id, name: route.name, vendor: route.vendor, cost: rate };
  if (trace) {
    const skip = skipOf(snapshot, routeId, number, at)!;
    if (skip.reason === 'missing') trace.add('route_skipped_missing', `Route #${routeId} skipped: it no longer exists.`, { route_id: routeId });
    else if (skip.reason === 'disabled') trace.add('route_skipped_disabled', `Route ${skip.route} skipped: it is disabled.`, { route: skip.route });
    else trace.add('route_skipped_no_rate', `Route ${skip.route} skipped: no vendor rate in effect for ${networkLabel(number)}.`, { route: skip.route, network: networkLabel(number) });
  }
  return null;
}

/** A rule's targets: the drawn one first, then the others in their order. */
export function targetCandidates(snapshot: RoutingSnapshot, targets: readonly RouteTarget[], number: NumberSeen, at: number, random: RandomSource, trace: Trace | null): Candidate[] {
  const { draw, index } = drawTarget(targets, random);
  if (index >= 0 && targets.length > 1) {
    const name = snapshot.routes.get(targets[index].route_id)?.name ?? `#${targets[index].route_id}`;
    trace?.add('split_drawn', `Split drawn: ${draw} of 100 falls in the ${targets[index].percent} % of ${name}.`, { draw, percent: targets[index].percent, route: name });
  }
  const order = index >= 0 ? [targets[index], ...targets.filter((_, i) => i !== index)] : targets;
  const out: Candidate[] = [];
  for (const t of order) {
    const c = usable(snapshot, t.route_id, number, at, trace);
    if (c) out.push(c);
  }
  return out;
}

/**
 * Every active route priced for the number, cheapest first (ties: the lower id, so the answer is
 * stable). The ranking of a network only changes when a price does, so it is kept per snapshot
 * and network until the next effective date: a send of a million messages ranks each network once.
 */
export function leastCostCandidates(snapshot: RoutingSnapshot, number: NumberSeen, at: number, trace: Trace | null): Candidate[] {
  const out = ranked(snapshot, number, at);
  if (trace && out.length) {
    const currencies = [...new Set(out.map((c) => c.cost.currency))];
    trace.add('least_cost', `Least cost: ${out[0].name} at ${money(out[0].cost.price, out[0].cost.currency)}, cheapest of ${out.length} priced route(s).`, {
      route: out[0].name,
      price: out[0].cost.price,
      currency: out[0].cost.currency,
      candidates: out.length,
    });
    if (currencies.length > 1) {
      trace.add('mixed_currencies', `The priced routes use ${currencies.join(', ')}: prices are compared as they stand, Parley keeps no exchange rates.`, { currencies: currencies.join(', ') });
    }
  }
  return out;
}

interface Ranking {
  from: number;
  until: number;
  list: Candidate[];
}

const rankings = new WeakMap<RoutingSnapshot, Map<string, Ranking>>();

function ranked(snapshot: RoutingSnapshot, number: NumberSeen, at: number): Candidate[] {
  let byNetwork = rankings.get(snapshot);
  if (!byNetwork) rankings.set(snapshot, (byNetwork = new Map()));
  const key = `${number.mcc ?? ''}${number.mnc ?? ''}|${number.country ?? ''}`;
  const kept = byNetwork.get(key);
  if (kept && kept.from <= at && at < kept.until) return kept.list;
  const list: Candidate[] = [];
  for (const route of snapshot.routes.values()) {
    if (!route.active) continue;
    const c = usable(snapshot, route.id, number, at, null);
    if (c) list.push(c);
  }
  list.sort((a, b) => a.cost.price - b.cost.price || a.id - b.id);
  byNetwork.set(key, { from: at, until: snapshot.rates.nextChangeAfter(at), list });
  return list;
}

export { money };
