/**
 * What every hub client test starts from: the team's hub on, and a routing plan whose one route is
 * the SMSC simulator (`vendor`/`vendorpw`), pricing O2 UK (234 10) at 0.02 EUR — the vendor the
 * client's parts go to. `allowLoopback` lets the team's outbound calls (receipts to dlr_url) reach
 * a receiver on this machine, as an admin would allow it in the team's settings.
 */
import { eq } from 'drizzle-orm';
import { teams } from '../../../server/db/schema/index.ts';
import type { SmscSimulator } from '../../../server/simulators/smsc/smsc-simulator.ts';
import { switchHubOn, type TestApp } from '../harness.ts';

export const VENDOR_PRICE = 20_000;

export async function hubVendorPlan(t: TestApp, owner: { token: string; teamId: number }, smsc: SmscSimulator, { allowLoopback = false } = {}): Promise<{ planId: number; routeId: number }> {
  const { token, teamId } = owner;
  await switchHubOn(t, token, teamId);
  if (allowLoopback) {
    const [team] = await t.db.select().from(teams).where(eq(teams.id, teamId));
    await t.db.update(teams).set({ settings: { ...(team.settings as object), outbound_allowed_hosts: ['127.0.0.1'] } }).where(eq(teams.id, teamId));
  }
  const route = await t.created('/v1/sms/routing/routes', { name: 'Vendor', vendor: 'Vendor Ltd', protocol: 'smpp', host: '127.0.0.1', port: smsc.port, system_id: 'vendor', password: 'vendorpw', throughput_per_second: 500, status: 'active' }, token);
  await t.created('/v1/sms/routing/rates', { route_id: route.id, network_name: 'O2', country: 'GB', mcc: '234', mnc: '10', price: VENDOR_PRICE, currency: 'EUR', effective_from: '2026-01-01', status: 'active' }, token);
  const plan = await t.created('/v1/sms/routing/plans', { name: 'Hub plan', strategy: 'priority', default_route_id: route.id }, token);
  return { planId: plan.id, routeId: route.id };
}
