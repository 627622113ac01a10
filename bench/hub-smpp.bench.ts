/**
 * Hub traffic through Parley's SMPP server on PostgreSQL (BENCH_DATABASE_URL, by default the local
 * test server): 4 binds of one client (the `smpp` package's client in a process of its own,
 * BENCH_HUB_WINDOW submits unanswered per bind) submit BENCH_HUB_PARTS parts (default 100,000); each is read, routed, priced,
 * charged through the ledger and queued, forwarded by the sender to the SMSC simulator, and its
 * receipt goes back to the client as deliver_sm. Prints the parts accepted per second, the receipts
 * back (share and rate), and — as the baseline measured in the same run — the same number of
 * messages through POST /v1/sms/send (BENCH_HUB_BASELINE=0 skips it), with the ratio.
 * Fails below 2,000 parts accepted per second or below 100 % of the receipts back.
 */
import { eq } from 'drizzle-orm';
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/app.ts';
import type { AppContext } from '../server/context.ts';
import { clientRates, companies, hubEndpoints, routingPlans, smsRoutes, teams, users, vendorRates } from '../server/db/schema/index.ts';
import { issueSession } from '../server/auth/sessions.ts';
import { postEntry } from '../server/domains/ledger/post-entry.ts';
import { seedDemo } from '../server/seed/demo.ts';
import type { SmscSimulator } from '../server/simulators/smsc/smsc-simulator.ts';
import { freePort } from '../tests/support/server-process.ts';
import { withSmsBench } from './bench-sms-context.ts';
import type { ClientMessage, ParentMessage } from './hub-smpp-client.ts';

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

/** Forks the client (bench/hub-smpp-client.ts) and waits until its binds are up. */
async function startClient(port: number): Promise<{ child: ChildProcess; next: <T extends ClientMessage['type']>(type: T) => Promise<Extract<ClientMessage, { type: T }>> }> {
  const child = fork(fileURLToPath(new URL('./hub-smpp-client.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, HUB_BENCH_CLIENT: JSON.stringify({ port, systemId: 'benchcl', password: 'pw12345', binds: BINDS, parts: PARTS, window: WINDOW }) },
  });
  const next = <T extends ClientMessage['type']>(type: T) =>
    new Promise<Extract<ClientMessage, { type: T }>>((resolve, reject) => {
      const onMessage = (m: ClientMessage) => {
        if (m.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(m as Extract<ClientMessage, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`the bench client exited (${code}) before '${type}'`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  await next('ready');
  return { child, next };
}

async function measure(ctx: AppContext, simulator: SmscSimulator, port: number): Promise<void> {
  const { teamId, userId } = await setUp(ctx, simulator);
  const client = await startClient(port);
  const cpu = process.cpuUsage();
  const ask = (m: ParentMessage) => client.child.send(m);
  const done = client.next('accepted');
  ask({ type: 'go' });
  const { accepted, ms: acceptMs } = await done;
  let back = { receipts: 0, lastMs: 0 };
  const deadline = performance.now() + Math.max(120_000, PARTS * 2);
  while (back.receipts < accepted && performance.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    const answer = client.next('receipts');
    ask({ type: 'receipts?' });
    back = await answer;
  }
  const { receipts } = back;
  const endMs = back.lastMs || acceptMs;
  const used = process.cpuUsage(cpu);
  ask({ type: 'stop' });
  const acceptRate = (accepted / acceptMs) * 1000;
  console.log(`${accepted.toLocaleString('en')} of ${PARTS.toLocaleString('en')} parts accepted, priced, charged and queued over ${BINDS} binds in ${(acceptMs / 1000).toFixed(2)} s: ${rate(accepted, acceptMs)} parts/s (budget ${BUDGET_PARTS_PER_S.toLocaleString('en')})`);
  console.log(`receipts back at the client: ${((receipts / Math.max(1, accepted)) * 100).toFixed(2)} % (${receipts.toLocaleString('en')}), the last after ${(endMs / 1000).toFixed(2)} s: ${rate(receipts, endMs)} parts/s end to end; the vendor accepted ${simulator.counters.accepted.toLocaleString('en')}`);
  console.log(`CPU: ${((used.user + used.system) / 1e6).toFixed(1)} s in this process (Parley and the SMSC simulator; the client runs in its own)`);

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
