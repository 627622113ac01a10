/**
 * Hub traffic through Parley's SMPP server on PostgreSQL (BENCH_DATABASE_URL, by default the local
 * test server): 4 binds of one client (the `smpp` package's client, BENCH_HUB_WINDOW submits
 * unanswered per bind) submit BENCH_HUB_PARTS parts (default 100,000); each is read, routed, priced,
 * charged through the ledger and queued, forwarded by the sender to the SMSC simulator, and its
 * receipt goes back to the client as deliver_sm. Prints the parts accepted per second, the receipts
 * back (share and rate), and — as the baseline measured in the same run — the same number of
 * messages through POST /v1/sms/send (BENCH_HUB_BASELINE=0 skips it), with the ratio.
 * Fails below 2,000 parts accepted per second or below 100 % of the receipts back.
 */
import { eq } from 'drizzle-orm';
import smpp, { type Pdu, type Session } from 'smpp';
import { buildApp } from '../server/app.ts';
import type { AppContext } from '../server/context.ts';
import { clientRates, companies, hubEndpoints, routingPlans, smsRoutes, teams, users, vendorRates } from '../server/db/schema/index.ts';
import { issueSession } from '../server/auth/sessions.ts';
import { postEntry } from '../server/domains/ledger/post-entry.ts';
import { seedDemo } from '../server/seed/demo.ts';
import type { SmscSimulator } from '../server/simulators/smsc/smsc-simulator.ts';
import { freePort } from '../tests/support/server-process.ts';
import { withSmsBench } from './bench-sms-context.ts';

export const BUDGET_PARTS_PER_S = 2_000;
const PARTS = Number(process.env.BENCH_HUB_PARTS ?? 100_000);
const WINDOW = Number(process.env.BENCH_HUB_WINDOW ?? 100);
const BINDS = 4;
const BASELINE = process.env.BENCH_HUB_BASELINE !== '0';
const account = { systemId: 'bench', password: 'bench123' };
const rate = (count: number, ms: number) => Math.round((count / ms) * 1000).toLocaleString('en');

export async function run(): Promise<void> {
  const smppPort = await freePort();
  await withSmsBench(account, { SMPP_SERVER_PORT: String(smppPort), SMS_BIND_WAIT_MS: '10000' }, (ctx, simulator) => measure(ctx, simulator, smppPort));
}

async function setUp(ctx: AppContext, simulator: SmscSimulator) {
  const db = ctx.database.db;
  await seedDemo(db, ctx.config.demo, { workspace: false });
  const [user] = await db.select().from(users).where(eq(users.email, ctx.config.demo.email));
  const teamId = user.currentTeamId!;
  const own = { team_id: teamId };
  await db.update(teams).set({ settings: { hub_enabled: true } }).where(eq(teams.id, teamId));
  const [route] = await db.insert(smsRoutes).values({ ...own, name: 'Bench SMSC', vendor: 'Parley', host: '127.0.0.1', port: simulator.port, system_id: account.systemId, password: account.password, window_size: 200, throughput_per_second: 20_000, currency: 'EUR', status: 'active' }).returning();
  await db.insert(vendorRates).values({ ...own, route_id: route.id, network_name: 'O2', country: 'GB', mcc: '234', mnc: '10', price: 5_000, currency: 'EUR', effective_from: new Date('2026-01-01'), status: 'active' });
  const [plan] = await db.insert(routingPlans).values({ ...own, name: 'Bench plan', strategy: 'priority', is_default: true, default_route_id: route.id }).returning();
  const [company] = await db.insert(companies).values({ ...own, name: 'Bench client', currency: 'EUR' }).returning();
  await postEntry(db, { teamId, companyId: company.id, kind: 'credit', amount: PARTS * 20_000 * 2, key: 'bench', floor: 0, note: 'Bench credit' });
  const [endpoint] = await db.insert(hubEndpoints).values({ ...own, name: 'Bench client', company_id: company.id, protocol: 'smpp', system_id: 'benchcl', password: 'pw12345', plan_id: plan.id, currency: 'EUR', max_binds: BINDS, tps: 1_000_000, window: WINDOW }).returning();
  await db.insert(clientRates).values({ ...own, endpoint_id: endpoint.id, network_name: 'O2', country: 'GB', mcc: '234', mnc: '10', price: 9_000, currency: 'EUR', effective_from: new Date('2026-01-01') });
  return { teamId, userId: user.id };
}

function bind(port: number, onReceipt: () => void): Promise<Session> {
  return new Promise((resolve, reject) => {
    const session = smpp.connect({ host: '127.0.0.1', port }, () => {
      session.on('pdu', (pdu: Pdu) => {
        if (pdu.command !== 'deliver_sm') return;
        session.send(pdu.response());
        onReceipt();
      });
      session.bind_transceiver({ system_id: 'benchcl', password: 'pw12345' }, (resp: Pdu) => (resp.command_status === 0 ? resolve(session) : reject(new Error(`bind refused: ${resp.command_status}`))));
    });
    session.on('error', reject);
  });
}

/** Submits `count` parts on a bind, at most `window` unanswered; answers how many were accepted. */
function submitAll(session: Session, count: number, offset: number): Promise<number> {
  return new Promise((resolve) => {
    let sent = 0;
    let answered = 0;
    let accepted = 0;
    const next = () => {
      while (sent < count && sent - answered < WINDOW) {
        const i = offset + sent++;
        session.submit_sm({ source_addr: 'Bench', destination_addr: `4477${String(10_000_000 + i).slice(-8)}`, registered_delivery: 1, short_message: `Your code is ${i}` }, (resp: Pdu) => {
          answered++;
          if (resp.command_status === 0) accepted++;
          if (answered === count) resolve(accepted);
          else next();
        });
      }
    };
    next();
  });
}

async function measure(ctx: AppContext, simulator: SmscSimulator, port: number): Promise<void> {
  const { teamId, userId } = await setUp(ctx, simulator);
  let receipts = 0;
  let lastReceipt = 0;
  const sessions = await Promise.all(Array.from({ length: BINDS }, () => bind(port, () => ((receipts += 1), (lastReceipt = performance.now())))));
  const cpu = process.cpuUsage();
  const started = performance.now();
  const per = Math.ceil(PARTS / BINDS);
  const accepted = (await Promise.all(sessions.map((s, i) => submitAll(s, Math.min(per, PARTS - i * per), i * per)))).reduce((a, b) => a + b, 0);
  const acceptMs = performance.now() - started;
  const deadline = performance.now() + Math.max(120_000, PARTS * 2);
  while (receipts < accepted && performance.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  const endMs = (lastReceipt || performance.now()) - started;
  const used = process.cpuUsage(cpu);
  for (const s of sessions) s.destroy();
  const acceptRate = (accepted / acceptMs) * 1000;
  console.log(`${accepted.toLocaleString('en')} of ${PARTS.toLocaleString('en')} parts accepted, priced, charged and queued over ${BINDS} binds in ${(acceptMs / 1000).toFixed(2)} s: ${rate(accepted, acceptMs)} parts/s (budget ${BUDGET_PARTS_PER_S.toLocaleString('en')})`);
  console.log(`receipts back at the client: ${((receipts / Math.max(1, accepted)) * 100).toFixed(2)} % (${receipts.toLocaleString('en')}), the last after ${(endMs / 1000).toFixed(2)} s: ${rate(receipts, endMs)} parts/s end to end; the vendor accepted ${simulator.counters.accepted.toLocaleString('en')}`);
  console.log(`CPU: ${((used.user + used.system) / 1e6).toFixed(1)} s in this process (Parley, the client and the simulator)`);

  if (BASELINE) {
    const app = await buildApp(ctx, { logger: false });
    const token = (await issueSession(ctx.database.db, userId, 3600)).access_token;
    const baseStarted = performance.now();
    let next = 0;
    let ok = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < PARTS) {
          const i = next++;
          const res = await app.inject({ method: 'POST', url: '/api/proxy/api/v1/sms/send', headers: { authorization: `Bearer ${token}` }, payload: { to: `+4477${String(20_000_000 + i).slice(-8)}`, from: 'Bench', text: `Your code is ${i}` } });
          if (res.statusCode === 201) ok++;
        }
      }),
    );
    const baseMs = performance.now() - baseStarted;
    await app.close();
    console.log(`baseline: ${ok.toLocaleString('en')} messages through POST /v1/sms/send in ${(baseMs / 1000).toFixed(2)} s: ${rate(ok, baseMs)} msg/s; the SMPP intake runs at ${(acceptRate / ((ok / baseMs) * 1000)).toFixed(2)}× that`);
  }
  void teamId;
  if (acceptRate < BUDGET_PARTS_PER_S || receipts < accepted || accepted < PARTS) process.exitCode = 1;
}
