/**
 * Demo hub traffic: two weeks of parts the demo's active endpoints sent (today's included), each a
 * message as the sender would have left it and the hub's record of it, priced by the endpoint's
 * client rate; most delivered, some undelivered or expired, a few rejected or refused by every
 * route (refunded), a tenth failed over to a second route, and a few networks whose vendor costs
 * about what the client pays (the financials flag them). Then the roll-ups are rebuilt from them
 * (docs/areas/hub.md#reports), so /hub and /hub/financials show the same money as the raw rows.
 * The charges are not posted: the demo's balances stay as they were seeded.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientRates, hubEndpoints, hubParts, smsMessageParts, smsMessages, smsRoutes, type SmsPartStatus } from '../../db/schema/index.ts';
import { rebuildHubRollups } from '../../domains/hub/reports/rebuild.ts';
import { DAY, MINUTE } from '../clock.ts';
import { insertChunks, seededRandom } from '../random.ts';

const DAYS = 14;
const DIALLING: Record<string, string> = { GB: '44', DE: '49', FR: '33', ES: '34', IT: '39', NL: '31', PL: '48', AE: '971', SA: '966', EG: '20', TR: '90', IN: '91', BR: '55', MX: '52', NG: '234', ZA: '27', AU: '61', IE: '353' };
const PER_DAY = 40;
type Outcome = 'delivered' | 'failed' | 'expired' | 'rejected' | 'refused';
const OUTCOMES: [Outcome, number][] = [
  ['delivered', 86],
  ['failed', 5],
  ['expired', 3],
  ['rejected', 3],
  ['refused', 3],
];

export async function seedHubTraffic(db: Db, demo: { teamId: number; userId: number }, now = Date.now()): Promise<void> {
  const rnd = seededRandom(20_261_129);
  const endpoints = await db.select({ id: hubEndpoints.id, company_id: hubEndpoints.company_id, plan_id: hubEndpoints.plan_id, currency: hubEndpoints.currency }).from(hubEndpoints).where(and(eq(hubEndpoints.team_id, demo.teamId), eq(hubEndpoints.status, 'active')));
  const routes = await db.select({ id: smsRoutes.id }).from(smsRoutes).where(and(eq(smsRoutes.team_id, demo.teamId), eq(smsRoutes.status, 'active'), eq(smsRoutes.protocol, 'smpp')));
  if (!endpoints.length || routes.length < 2) return;
  const rates = await db.select().from(clientRates).where(inArray(clientRates.endpoint_id, endpoints.map((e) => e.id)));
  const ratesOf = new Map(endpoints.map((e) => [e.id, rates.filter((r) => r.endpoint_id === e.id).slice(0, 12)]));
  // Two networks a vendor bills about what the clients pay: one at a loss, one on a thin margin.
  const networks = [...new Set(rates.map((r) => `${r.mcc}${r.mnc}`))];
  const losing = networks[1];
  const thin = networks[4];

  const today = Math.floor(now / DAY) * DAY;
  const messages: (typeof smsMessages.$inferInsert)[] = [];
  const meta: { endpoint: (typeof endpoints)[number]; price: number; outcome: Outcome; at: Date }[] = [];
  for (let day = DAYS - 1; day >= 0; day--) {
    // Today so far: as many as the hours gone allow, none in the last few minutes.
    const minutes = day === 0 ? Math.max(0, Math.floor((now - today) / MINUTE) - 5) : 24 * 60;
    const count = day === 0 ? Math.floor((PER_DAY * minutes) / (24 * 60)) : PER_DAY + rnd.int(-8, 12);
    for (let i = 0; i < count; i++) {
      const endpoint = endpoints[rnd.weighted(endpoints.map((_, k) => [k, [5, 3, 2, 1][k] ?? 1] as const))];
      const rate = rnd.pick(ratesOf.get(endpoint.id) ?? []);
      if (!rate) continue;
      const at = new Date(today - day * DAY + rnd.int(0, minutes - 1) * MINUTE);
      const outcome = rnd.weighted(OUTCOMES);
      const mccmnc = `${rate.mcc}${rate.mnc}`;
      const parts = rnd.chance(0.15) ? 2 : 1;
      const share = mccmnc === losing ? 1.06 : mccmnc === thin ? 0.97 : 0.72 + rnd.next() * 0.14;
      const failedOver = rnd.chance(0.1);
      const route = routes[(networks.indexOf(mccmnc) + (failedOver ? 1 : 0)) % routes.length];
      const carried = outcome !== 'refused';
      messages.push({
        team_id: demo.teamId,
        to: `+${DIALLING[rate.country] ?? '1'}${rnd.digits(9)}`,
        from: rnd.pick(['BrightBank', 'Quickcart', 'Northwind', 'INFO']),
        text: rnd.pick(['Your code is {code}.', 'Your parcel {code} is on its way.', 'Login code: {code}']).replace('{code}', rnd.digits(6)),
        encoding: 'gsm7',
        parts,
        country: rate.country,
        network: rate.network_name,
        mccmnc,
        route_id: route.id,
        plan_id: endpoint.plan_id,
        status: outcome === 'refused' ? 'failed' : outcome,
        cost: Math.round(rate.price * share) * parts,
        currency: endpoint.currency,
        error: outcome === 'delivered' ? null : outcome === 'refused' ? 'The SMSC refused the message: ESME_RINVDSTADR.' : `The vendor reported the message ${outcome}.`,
        attempts: failedOver || outcome === 'refused' ? 2 : 1,
        created_at: at,
        updated_at: at,
        submitted_at: carried ? new Date(at.getTime() + 2_000) : null,
        delivered_at: outcome === 'delivered' ? new Date(at.getTime() + rnd.int(3, 40) * 1000) : null,
      });
      meta.push({ endpoint, price: rate.price * parts, outcome, at });
    }
  }
  const ids: number[] = [];
  await insertChunks(messages, async (chunk) => ids.push(...(await db.insert(smsMessages).values(chunk).returning({ id: smsMessages.id })).map((r) => r.id)));
  const partStatus: Record<Outcome, SmsPartStatus> = { delivered: 'delivered', failed: 'failed', expired: 'expired', rejected: 'rejected', refused: 'failed' };
  await insertChunks(
    messages.flatMap((m, i) =>
      Array.from({ length: m.parts }, (_, seq) => ({ message_id: ids[i], seq, route_id: m.route_id, status: partStatus[meta[i].outcome], submitted_at: m.submitted_at, done_at: new Date(meta[i].at.getTime() + MINUTE) })),
    ),
    (chunk) => db.insert(smsMessageParts).values(chunk),
  );
  await insertChunks(
    meta.map((m, i) => ({
      message_id: ids[i],
      team_id: demo.teamId,
      endpoint_id: m.endpoint.id,
      company_id: m.endpoint.company_id,
      price: m.price,
      currency: m.endpoint.currency,
      created_at: m.at,
      settled_at: new Date(m.at.getTime() + MINUTE),
      refunded_at: m.outcome === 'rejected' || m.outcome === 'refused' ? new Date(m.at.getTime() + MINUTE) : null,
    })),
    (chunk) => db.insert(hubParts).values(chunk),
  );
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  await rebuildHubRollups(db, demo.teamId, iso(today - (DAYS - 1) * DAY), iso(today));
}
