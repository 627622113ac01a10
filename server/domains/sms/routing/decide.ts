/**
 * How a message's route is chosen (docs/areas/sms.md#routing), on a team's snapshot, without the
 * database: the number must be readable and on no blacklist, its contact not opted out; then the
 * plan (the one named, else the team's default) gives its first active rule that matches country,
 * network, sender and segment. The rule sends to its targets (a percentage split, then failover in
 * their order) or to the least-cost route. When no rule matches, or none of a rule's routes can
 * take the message, the plan's default route does (a least-cost plan: the cheapest route).
 */
import { leastCostCandidates, money, skipOf, targetCandidates, type Candidate } from './candidates.ts';
import { networkLabel } from '../../../../resources/sms/routing-simulate.ts';
import { Trace, type Decision, type NumberSeen, type RefusalCode, type SkippedRoute } from './decision.ts';
import { describeRule, numberSeen, ruleMatches, type KnownNetwork } from './match.ts';
import type { RoutingSnapshot, SnapshotPlan, SnapshotRule } from './snapshot.ts';
import type { RandomSource } from './split.ts';

export interface DecideInput {
  /** The number in E.164 with its country, as read (server/domains/audience/phone-number.ts). */
  e164: string;
  country: string | null;
  from?: string | null;
  /** The contact with this number, when there is one: its network facts, opt-out and segments. */
  contact?: (KnownNetwork & { opted_out: boolean; segment_ids: ReadonlySet<number> }) | null;
  planId?: number | null;
}

export interface DecideOptions {
  random?: RandomSource;
  now?: Date;
  /**
   * Without the reasons (a send, which needs only the route): the sentences are never built, which
   * makes a decision several times cheaper. The simulate endpoint explains.
   */
  explain?: boolean;
}

const NO_REASONS: never[] = [];
const ALWAYS_FIRST = () => 0;
const SCOPES = ['team', 'global'] as const;

export function decide(snapshot: RoutingSnapshot, input: DecideInput, options: DecideOptions = {}): Decision {
  const trace = options.explain === false ? null : new Trace();
  const at = (options.now ?? new Date()).getTime();
  const random = options.random ?? Math.random;
  const number = numberSeen(input.e164, input.country, input.contact ?? null, snapshot);
  const refuse = (refusal: RefusalCode, message: string, skipped?: SkippedRoute[]): Decision => ({ ok: false, refusal, message, number, reasons: trace?.reasons ?? NO_REASONS, ...(skipped && { skipped }) });
  trace?.add(
    'number',
    number.network
      ? `${number.e164} is a number of ${number.country ?? 'no country'} on ${number.network}${number.mcc ? ` (${number.mcc}${number.mnc})` : ''}, from its ${number.network_source === 'prefix' ? 'prefix' : `${number.network_source} lookup`}.`
      : `${number.e164} is a number of ${number.country ?? 'no country'}; its network is not known.`,
    { e164: number.e164, country: number.country, network: number.network, mcc: number.mcc, mnc: number.mnc, source: number.network_source },
  );

  for (const scope of SCOPES) {
    const entry = (scope === 'team' ? snapshot.blacklist : snapshot.globalBlacklist).find(number.e164);
    if (entry) {
      const what = entry.match === 'prefix' ? `prefix ${entry.number}` : 'number';
      trace?.add('blacklisted', `Blocked: the ${what} is on the ${scope === 'team' ? "team's" : 'platform'} blacklist${entry.reason ? ` (${entry.reason})` : ''}.`, { entry: entry.number, match: entry.match, scope, reason: entry.reason });
      return refuse('blacklisted', `The ${what} is on the ${scope === 'team' ? "team's" : 'platform'} blacklist.`);
    }
  }
  if (input.contact?.opted_out) {
    trace?.add('opted_out', 'Blocked: the contact has opted out.', {});
    return refuse('opted_out', 'The contact with this number has opted out.');
  }

  const planId = input.planId ?? snapshot.defaultPlanId;
  const plan = planId === null ? undefined : snapshot.plans.get(planId);
  if (!plan) return refuse('no_plan', input.planId ? 'No such routing plan.' : 'The team has no default routing plan: mark one as default, or name a plan.');
  if (!plan.active) return refuse('plan_inactive', `The routing plan "${plan.name}" is switched off.`);
  trace?.add(input.planId ? 'plan_named' : 'plan_default', `Plan ${plan.name}${input.planId ? '' : ' (the team default)'}.`, { plan: plan.name });

  const message = { number, from: input.from ?? null, segmentIds: input.contact?.segment_ids ?? null };
  const rule = plan.rules.find((r) => ruleMatches(r, message));
  let candidates: Candidate[] = [];
  if (rule) {
    trace?.add('rule_matched', `Rule #${rule.id} (priority ${rule.priority}) matched: ${describeRule(rule)}.`, {
      rule_id: rule.id,
      priority: rule.priority,
      country: rule.country,
      network: rule.network,
      sender: rule.sender?.source ?? null,
      segment_id: rule.segment_id,
    });
    candidates = rule.least_cost ? leastCostCandidates(snapshot, number, at, trace) : targetCandidates(snapshot, rule.targets, number, at, random, trace);
    if (!candidates.length) trace?.add('rule_exhausted', `None of the rule's routes can take the message.`, {});
  } else {
    trace?.add('no_rule_matched', `No rule of ${plan.name} matched (${plan.rules.length} active).`, { plan: plan.name, rules: plan.rules.length });
  }
  if (!candidates.length) candidates = planFallback(snapshot, plan, number, at, trace);
  if (!candidates.length) {
    const skipped = routesTried(snapshot, plan, rule).flatMap((id) => skipOf(snapshot, id, number, at) ?? []);
    return refuse('no_route', noRouteMessage(snapshot, plan, number, skipped), skipped);
  }

  const [chosen, ...failover] = candidates;
  trace?.add('route_chosen', `Route ${chosen.name} (${chosen.vendor}) at ${money(chosen.cost.price, chosen.cost.currency)}${chosen.cost.basis === 'country' ? `, the ${number.country} price of ${chosen.cost.network_name} standing in` : ''}.`, {
    route: chosen.name,
    vendor: chosen.vendor,
    price: chosen.cost.price,
    currency: chosen.cost.currency,
    basis: chosen.cost.basis,
  });
  if (failover.length) trace?.add('failover', `Failover: ${failover.map((c) => c.name).join(' → ')}.`, { routes: failover.map((c) => c.name).join(' → ') });
  return { ok: true, number, plan: { id: plan.id, name: plan.name }, rule: rule ? { id: rule.id, priority: rule.priority } : null, route: { id: chosen.id, name: chosen.name, vendor: chosen.vendor }, cost: chosen.cost, failover, reasons: trace?.reasons ?? NO_REASONS };
}

/** The routes a plan would have sent the message by: the rule's targets or every route when it sends least-cost, then the plan's fallback. */
function routesTried(snapshot: RoutingSnapshot, plan: SnapshotPlan, rule: SnapshotRule | undefined): number[] {
  const ids = new Set<number>();
  if (rule && !rule.least_cost) for (const t of rule.targets) ids.add(t.route_id);
  if (rule?.least_cost || plan.strategy === 'lcr') for (const id of snapshot.routes.keys()) ids.add(id);
  else if (plan.default_route_id !== null) ids.add(plan.default_route_id);
  return [...ids];
}

/** At most this many skipped routes are named in the sentence; the refusal's `skipped` lists them all. */
const NAMED_SKIPS = 5;

/** The refusal as the sender can act on it: each route passed over, why, and where to mend it. */
function noRouteMessage(snapshot: RoutingSnapshot, plan: SnapshotPlan, number: NumberSeen, skipped: SkippedRoute[]): string {
  const label = networkLabel(number);
  if (!snapshot.routes.size) return `No route can take a message to ${label}: the team has no routes. Add one in Routes, then price it in Vendor rates.`;
  if (!skipped.length) return `No rule of the plan ${plan.name} matches ${label} and the plan has no default route: add a rule or a default route in Routing plans.`;
  const sentences = skipped.slice(0, NAMED_SKIPS).map((s) =>
    s.reason === 'no_rate'
      ? `Route ${s.route} has no vendor rate for ${label}: add one in Vendor rates.`
      : s.reason === 'disabled'
        ? `Route ${s.route} is disabled: enable it in Routes.`
        : `Route ${s.route} no longer exists: choose another in the plan’s rules.`,
  );
  if (skipped.length > NAMED_SKIPS) sentences.push(`${skipped.length - NAMED_SKIPS} more route(s) cannot take it either.`);
  return [`No route can take a message to ${label}.`, ...sentences].join(' ');
}

function planFallback(snapshot: RoutingSnapshot, plan: SnapshotPlan, number: NumberSeen, at: number, trace: Trace | null): Candidate[] {
  if (plan.strategy === 'lcr') return leastCostCandidates(snapshot, number, at, trace);
  if (plan.default_route_id === null) {
    trace?.add('no_default_route', `The plan has no default route.`, {});
    return [];
  }
  trace?.add('default_route', `The plan's default route takes it.`, {});
  return targetCandidates(snapshot, [{ route_id: plan.default_route_id, percent: 100 }], number, at, ALWAYS_FIRST, trace);
}
