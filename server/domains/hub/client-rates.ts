/**
 * An endpoint's client rates, derived from its routing plan: the routes of the plan's active rules
 * (every active route for a least-cost rule) and its default route, their active vendor rates in the endpoint's currency on the chosen day,
 * plus the matching profit rule's margin. Applying the same day again replaces that day's rates.
 */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientRates, hubEndpoints, profitRules, routingPlans, routingRules, smsRoutes, vendorRates } from '../../db/schema/index.ts';
import { HttpError, invalid, notFound } from '../../http/errors.ts';
import { audit } from '../../crud/audit.ts';
import { stampsFor, type Caller } from '../caller.ts';
import { cheapestPerNetwork, clientPrice, ruleFor, type ProfitRule, type VendorOffer } from './client-pricing.ts';

export type { Caller };

type Endpoint = typeof hubEndpoints.$inferSelect;

/** `byParley`: the write is Parley's own (an approved rate change's follow-up), and the audit log names no user. */
export async function applyClientRates(db: Db, caller: Caller, endpointId: number, effectiveDay: string, options: { byParley?: boolean } = {}): Promise<{ applied: number; effective_from: string }> {
  const endpoint = await endpointOf(db, caller.teamId, endpointId);
  if (!endpoint.plan_id) throw invalid({ plan_id: ['Give this endpoint a routing plan first: its rates come from the plan.'] });
  const [plan] = await db.select().from(routingPlans).where(and(eq(routingPlans.id, endpoint.plan_id), eq(routingPlans.team_id, caller.teamId)));
  if (!plan) throw invalid({ plan_id: ['The routing plan of this endpoint no longer exists.'] });
  const rules = await db
    .select({ targets: routingRules.targets, least_cost: routingRules.least_cost })
    .from(routingRules)
    .where(and(eq(routingRules.team_id, caller.teamId), eq(routingRules.plan_id, plan.id), eq(routingRules.active, true)));
  const anyRoute = rules.some((r) => r.least_cost)
    ? await db.select({ id: smsRoutes.id }).from(smsRoutes).where(and(eq(smsRoutes.team_id, caller.teamId), eq(smsRoutes.status, 'active')))
    : [];
  const routeIds = [...new Set([...rules.flatMap((r) => r.targets.map((t) => t.route_id)), ...anyRoute.map((r) => r.id), ...(plan.default_route_id ? [plan.default_route_id] : [])])];
  if (!routeIds.length) throw new HttpError(409, `The routing plan "${plan.name}" has no active rules and no default route, so there is nothing to price from.`);

  const from = new Date(`${effectiveDay}T00:00:00Z`);
  const offers = ratesInEffect(
    await db
      .select({ route_id: vendorRates.route_id, country: vendorRates.country, network_name: vendorRates.network_name, mcc: vendorRates.mcc, mnc: vendorRates.mnc, price: vendorRates.price, status: vendorRates.status, effective_from: vendorRates.effective_from })
      .from(vendorRates)
      .where(and(eq(vendorRates.team_id, caller.teamId), inArray(vendorRates.route_id, routeIds), inArray(vendorRates.status, ['active', 'expired']), eq(vendorRates.currency, endpoint.currency), lte(vendorRates.effective_from, from))),
  );
  const margins: ProfitRule[] = await db
    .select({ country: profitRules.country, margin_percent: profitRules.margin_percent, min_margin: profitRules.min_margin })
    .from(profitRules)
    .where(and(eq(profitRules.team_id, caller.teamId), eq(profitRules.active, true), eq(profitRules.currency, endpoint.currency)))
    .orderBy(asc(profitRules.id));

  const lines = cheapestPerNetwork(offers).map((o) => ({
    ...stampsFor(caller),
    ...(options.byParley && { created_by_id: null, updated_by_id: null }),
    endpoint_id: endpoint.id,
    network_name: o.network_name,
    country: o.country,
    mcc: o.mcc,
    mnc: o.mnc,
    price: clientPrice(o.price, ruleFor(o.country, margins)),
    currency: endpoint.currency,
    effective_from: from,
  }));
  // Nothing to price from: the rates already written for that day stay as they are.
  if (!lines.length) {
    throw new HttpError(409, `The routes of the plan "${plan.name}" have no active vendor rate in ${endpoint.currency} in effect on ${effectiveDay}: add vendor rates in ${endpoint.currency}, or choose a later date.`);
  }
  await db.transaction(async (tx) => {
    const replaced = await tx.delete(clientRates).where(and(eq(clientRates.team_id, caller.teamId), eq(clientRates.endpoint_id, endpoint.id), eq(clientRates.effective_from, from))).returning();
    const written = await tx.insert(clientRates).values(lines).returning();
    // Each price it replaced and wrote is in the audit log, as one statement per few thousand.
    const userId = options.byParley ? null : caller.userId;
    await audit(tx, [
      ...replaced.map((before) => ({ teamId: caller.teamId, userId, resource: 'client-rates', recordId: before.id, action: 'delete', before })),
      ...written.map((after) => ({ teamId: caller.teamId, userId, resource: 'client-rates', recordId: after.id, action: 'apply-rates', after })),
    ]);
  });
  return { applied: lines.length, effective_from: effectiveDay };
}

/**
 * Each route's price per network on the day, as routing reads it (docs/areas/sms.md#routing): the
 * newest active rate whose date has come (an approved change replaces the price before it from its
 * day), none where a newer one closed the network (`expired`). A `pending` rate is not priced from.
 */
function ratesInEffect(rates: ReadonlyArray<VendorOffer & { route_id: number; status: string; effective_from: Date }>): VendorOffer[] {
  const newest = new Map<string, (typeof rates)[number]>();
  for (const r of rates) {
    const key = `${r.route_id}:${r.mcc}/${r.mnc}`;
    const seen = newest.get(key);
    if (!seen || r.effective_from > seen.effective_from || (r.effective_from.getTime() === seen.effective_from.getTime() && r.status !== 'expired')) newest.set(key, r);
  }
  return [...newest.values()].filter((r) => r.status !== 'expired');
}

export async function endpointOf(db: Db, teamId: number, endpointId: number): Promise<Endpoint> {
  const [endpoint] = await db.select().from(hubEndpoints).where(and(eq(hubEndpoints.id, endpointId), eq(hubEndpoints.team_id, teamId)));
  if (!endpoint) throw notFound('No such endpoint.');
  return endpoint;
}

/** The rates in force today: the latest per network (MCC/MNC). */
export async function ratesInForce(db: Db, teamId: number, endpointId: number) {
  const rows = await db
    .select()
    .from(clientRates)
    .where(and(eq(clientRates.team_id, teamId), eq(clientRates.endpoint_id, endpointId), lte(clientRates.effective_from, new Date())))
    .orderBy(asc(clientRates.country), asc(clientRates.network_name), asc(clientRates.effective_from));
  const latest = new Map<string, (typeof rows)[number]>();
  for (const r of rows) latest.set(`${r.mcc}/${r.mnc}`, r);
  return [...latest.values()];
}
