/**
 * What reading a deck for a route needs from the database: the route (the caller's team's, else
 * 404), the team's networks and the route's rates in force (active; the latest per network).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/transaction.ts';
import { smsNetworks, smsRoutes, vendorRates } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/errors.ts';
import type { RateInForce } from './diff.ts';
import { networkKey } from './read-deck.ts';

export type DeckRoute = typeof smsRoutes.$inferSelect;

export async function findDeckRoute(db: DbOrTx, teamId: number, routeId: number): Promise<DeckRoute> {
  const [route] = await db
    .select()
    .from(smsRoutes)
    .where(and(eq(smsRoutes.team_id, teamId), eq(smsRoutes.id, routeId)))
    .limit(1);
  if (!route) throw notFound('No such route.');
  return route;
}

export async function teamNetworks(db: DbOrTx, teamId: number) {
  return db.select({ name: smsNetworks.name, brand: smsNetworks.brand, country: smsNetworks.country, mcc: smsNetworks.mcc, mnc: smsNetworks.mnc }).from(smsNetworks).where(eq(smsNetworks.team_id, teamId));
}

export async function ratesInForce(db: DbOrTx, teamId: number, routeId: number): Promise<Map<string, RateInForce>> {
  const rows = await db
    .select({ network_name: vendorRates.network_name, country: vendorRates.country, mcc: vendorRates.mcc, mnc: vendorRates.mnc, price: vendorRates.price, currency: vendorRates.currency })
    .from(vendorRates)
    .where(and(eq(vendorRates.team_id, teamId), eq(vendorRates.route_id, routeId), eq(vendorRates.status, 'active')))
    .orderBy(desc(vendorRates.effective_from), desc(vendorRates.id));
  const map = new Map<string, RateInForce>();
  for (const r of rows) if (!map.has(networkKey(r))) map.set(networkKey(r), r);
  return map;
}
