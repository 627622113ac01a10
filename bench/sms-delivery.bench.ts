/**
 * SMS delivery end to end on PostgreSQL (BENCH_DATABASE_URL, by default the local test server):
 * BENCH_MESSAGES (default 100,000) queued messages are claimed by Parley's sender, submitted over
 * one route's SMPP link to the SMSC simulator, acknowledged, their vendor ids written, and their
 * receipts (drawn 0–200 ms after each submit, every one delivered) matched and written, until every
 * message is settled in the database. Prints messages per second, the share of receipts matched and
 * messages per CPU second (the simulator runs in this process too, so its CPU is counted).
 * Fails below 2,000 messages per second or below 100 % matched.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../server/context.ts';
import { smsMessageParts, smsMessages, smsPendingReceipts, smsRoutes, users } from '../server/db/schema/index.ts';
import { smsDeliveryOf } from '../server/domains/sms/delivery/delivery-service.ts';
import { SmscSimulator } from '../server/simulators/smsc/smsc-simulator.ts';
import { rowsOf } from '../server/events/change-triggers.ts';
import { insertChunks } from '../server/seed/random.ts';
import { seedDemo } from '../server/seed/demo.ts';
import { withSmsBench } from './bench-sms-context.ts';

export const BUDGET_MSG_PER_S = 2_000;
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100_000);
const WINDOW = Number(process.env.BENCH_SMPP_WINDOW ?? 200);
const account = { systemId: 'bench', password: 'bench123' };
const rate = (count: number, ms: number) => Math.round((count / ms) * 1000).toLocaleString('en');

export async function run(): Promise<void> {
  await withSmsBench(account, {}, measure);
}

async function measure(ctx: AppContext, simulator: SmscSimulator): Promise<void> {
  const db = ctx.database.db;
  await seedDemo(db, ctx.config.demo, { workspace: false });
  const [user] = await db.select().from(users).where(eq(users.email, ctx.config.demo.email));
  const teamId = user.currentTeamId!;
  const [route] = await db
    .insert(smsRoutes)
    .values({ team_id: teamId, name: 'Bench SMSC', vendor: 'Parley', host: '127.0.0.1', port: simulator.port, system_id: account.systemId, password: account.password, window_size: WINDOW, throughput_per_second: 10_000 })
    .returning({ id: smsRoutes.id });
  const text = 'Your Parley verification code is 481516. It expires in 10 minutes.';
  const message = (i: number) => ({ team_id: teamId, to: `+4915${String(i).padStart(9, '0')}`, from: 'Parley', text, encoding: 'gsm7' as const, parts: 1, route_id: route.id, cost: 5_000, currency: 'EUR' as const, attempts: 1 });

  // Queued in one transaction: the sender wakes when it commits, and the clock starts then.
  const loadStarted = performance.now();
  await db.transaction(async (tx) => {
    const ids: { id: number }[] = [];
    await insertChunks(Array.from({ length: MESSAGES }, (_, i) => message(i)), async (chunk) => ids.push(...(await tx.insert(smsMessages).values(chunk).returning({ id: smsMessages.id }))), 5_000);
    await insertChunks(ids.map(({ id }) => ({ message_id: id, seq: 0, route_id: route.id })), (chunk) => tx.insert(smsMessageParts).values(chunk), 10_000);
  });
  const cpu = process.cpuUsage();
  const started = performance.now();
  console.log(`${MESSAGES.toLocaleString('en')} messages queued in ${((started - loadStarted) / 1000).toFixed(1)} s`);

  const settled = async () =>
    Number(rowsOf<{ n: string }>(await db.execute(sql`select count(*) as n from ${smsMessages} where team_id = ${teamId} and status not in ('queued', 'sent')`))[0].n);
  let done = 0;
  let allAccepted = 0;
  const deadline = started + Math.max(120_000, MESSAGES * 2);
  while (done < MESSAGES && performance.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    done = await settled();
    if (!allAccepted && simulator.counters.accepted >= MESSAGES) allAccepted = performance.now() - started;
  }
  const took = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  const [{ delivered }] = rowsOf<{ delivered: string }>(
    await db.execute(sql`select count(*) as delivered from ${smsMessageParts} p join ${smsMessages} m on m.id = p.message_id where m.team_id = ${teamId} and p.status = 'delivered'`),
  );
  const pending = (await db.select().from(smsPendingReceipts).where(and(eq(smsPendingReceipts.route_id, route.id)))).length;
  const matchedShare = Number(delivered) / MESSAGES;
  console.log(`settled ${done.toLocaleString('en')} of ${MESSAGES.toLocaleString('en')} in ${(took / 1000).toFixed(2)} s: ${rate(done, took)} msg/s end to end (budget ${BUDGET_MSG_PER_S.toLocaleString('en')})`);
  console.log(`the SMSC had accepted every message after ${(allAccepted / 1000).toFixed(2)} s`);
  console.log(`receipts matched and stored: ${(matchedShare * 100).toFixed(2)} % (${Number(delivered).toLocaleString('en')}), kept unmatched: ${pending}; simulator: ${simulator.counters.accepted.toLocaleString('en')} accepted, ${simulator.counters.throttled} throttled`);
  console.log(`CPU: ${cpuSeconds.toFixed(1)} s (this process, simulator included): ${Math.round(done / cpuSeconds).toLocaleString('en')} msg per CPU second; recorder matched ${smsDeliveryOf(ctx)?.receipts.matched.toLocaleString('en')}`);
  if (done < MESSAGES || matchedShare < 1 || (done / took) * 1000 < BUDGET_MSG_PER_S) process.exitCode = 1;
}
