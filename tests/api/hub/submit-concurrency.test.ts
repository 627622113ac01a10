/**
 * Charging parts under real concurrency (docs/areas/hub.md#submits): 200 submits at once from 4
 * binds of one company whose balance pays for 100 parts — on PostgreSQL the binds spread over two
 * Parley processes on one database, on PGlite all on the one process — take exactly 100, leave the
 * balance at exactly zero, and queue exactly the parts they charged.
 */
import { eq } from 'drizzle-orm';
import smpp, { type Pdu, type Session } from 'smpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientRates, companies, hubEndpoints, routingPlans, smsRoutes, teams, vendorRates } from '../../../server/db/schema/index.ts';
import { postEntry } from '../../../server/domains/ledger/post-entry.ts';
import { SmscSimulator } from '../../../server/simulators/smsc/smsc-simulator.ts';
import { crashHarness, type CrashHarness } from '../../support/crash-harness.ts';
import { freePort, type ServerProcess } from '../../support/server-process.ts';

const PRICE = 40_000;
let h: CrashHarness;
let smsc: SmscSimulator;
let companyId: number;
const servers: Array<{ process: ServerProcess; smppPort: number }> = [];
const sessions: Session[] = [];

beforeAll(async () => {
  smsc = await SmscSimulator.start({ accounts: [{ systemId: 'vendor', password: 'vendorpw' }], keepReceived: false });
  h = await crashHarness('submit-race', {}, async (database, owner) => {
    const db = database.db;
    const own = { team_id: owner.teamId };
    await db.update(teams).set({ settings: { hub_enabled: true } }).where(eq(teams.id, owner.teamId));
    const [route] = await db.insert(smsRoutes).values({ ...own, name: 'Vendor', vendor: 'Vendor Ltd', protocol: 'smpp', host: '127.0.0.1', port: smsc.port, system_id: 'vendor', password: 'vendorpw', throughput_per_second: 1000, currency: 'EUR', status: 'active' }).returning();
    await db.insert(vendorRates).values({ ...own, route_id: route.id, network_name: 'O2', country: 'GB', mcc: '234', mnc: '10', price: 20_000, currency: 'EUR', effective_from: new Date('2026-01-01'), status: 'active' });
    const [plan] = await db.insert(routingPlans).values({ ...own, name: 'Hub', strategy: 'priority', default_route_id: route.id }).returning();
    const [company] = await db.insert(companies).values({ ...own, name: 'Racing Client', currency: 'EUR' }).returning({ id: companies.id });
    companyId = company.id;
    await postEntry(db, { teamId: owner.teamId, companyId, kind: 'credit', amount: 100 * PRICE, key: 'opening', floor: 0, note: 'Pays for 100 parts' });
    const [endpoint] = await db.insert(hubEndpoints).values({ ...own, name: 'Racer', company_id: companyId, protocol: 'smpp', system_id: 'racer01', password: 'pw12345', plan_id: plan.id, currency: 'EUR', max_binds: 4, tps: 100_000, window: 50 }).returning();
    await db.insert(clientRates).values({ ...own, endpoint_id: endpoint.id, network_name: 'O2', country: 'GB', mcc: '234', mnc: '10', price: PRICE, currency: 'EUR', effective_from: new Date('2026-01-01') });
  });
  for (const name of h.postgres ? ['first', 'second'] : ['only']) {
    const smppPort = await freePort();
    servers.push({ process: await h.start(name, { SMPP_SERVER_PORT: String(smppPort) }), smppPort });
  }
  for (let i = 0; i < 4; i++) {
    const { smppPort } = servers[i % servers.length];
    const session = await new Promise<Session>((resolve, reject) => {
      const s = smpp.connect({ host: '127.0.0.1', port: smppPort }, () => resolve(s));
      s.on('error', reject);
    });
    sessions.push(session);
    const resp = await new Promise<Pdu>((resolve) => session.bind_transceiver({ system_id: 'racer01', password: 'pw12345' }, resolve));
    expect(resp.command_status).toBe(0);
  }
}, 120_000);
afterAll(async () => {
  for (const s of sessions) s.destroy();
  await h?.close();
  await smsc?.stop();
});

describe('a company whose balance pays for 100 parts', () => {
  it('takes exactly 100 of 200 submits sent at once over 4 binds, ending at exactly zero', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => new Promise<Pdu>((resolve) => sessions[i % 4].submit_sm({ source_addr: 'Racer', destination_addr: '447701234567', short_message: `race ${i}` }, resolve))),
    );
    // Counted by status, so a failure shows every answer there was (0x401: the balance cannot pay).
    const byStatus: Record<string, number> = {};
    for (const a of answers) byStatus[`0x${a.command_status.toString(16)}`] = (byStatus[`0x${a.command_status.toString(16)}`] ?? 0) + 1;
    expect(byStatus).toEqual({ '0x0': 100, '0x401': 100 });
    expect(new Set(answers.filter((a) => a.command_status === 0).map((a) => a.message_id)).size).toBe(100);
    // Read through the running server: on PGlite it is the database's only process.
    const balance = (await h.api(servers[0].process, 'GET', `/v1/audience/companies/${companyId}/balance`)).body.balance;
    expect(balance).toBe(0);
    const entries = (await h.api(servers[0].process, 'GET', `/v1/ledger/entries?company_id=${companyId}&_start=0&_end=1000`)).body as Array<{ kind: string; amount: number }>;
    expect(entries.filter((e) => e.kind === 'charge')).toHaveLength(100);
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
    // Every part charged is queued for the vendor, and no other.
    expect((await h.api(servers[0].process, 'GET', '/v1/sms/logs?_start=0&_end=1000')).body).toHaveLength(100);
  }, 120_000);
});
