/**
 * A campaign to BENCH_RECIPIENTS (default 100,000) contacts on PostgreSQL (BENCH_DATABASE_URL, by
 * default the local test server), sent for real: the `campaign-send` job freezes the segment,
 * queues one personalised message with its own link per recipient, the sender submits them over one
 * route's SMPP link to the SMSC simulator and the receipts settle them. Prints the freeze, the rate
 * messages were queued at, the rate they were settled at end to end, and, as the baseline measured
 * in the same run, the same number of messages queued straight into the table (no campaign) and
 * settled by the same sender.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../server/context.ts';
import { campaigns, contacts, offers, routingPlans, segments, smsMessageParts, smsMessages, smsRoutes, users, vendorRates } from '../server/db/schema/index.ts';
import { nextRunValues, queueRun } from '../server/domains/campaigns/send/campaign-run.ts';
import { SmscSimulator } from '../server/simulators/smsc/smsc-simulator.ts';
import { rowsOf } from '../server/events/change-triggers.ts';
import { createUser } from '../server/accounts/users.ts';
import { withSmsBench } from './bench-sms-context.ts';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const account = { systemId: 'bench', password: 'bench123' };
const perSecond = (n: number, ms: number) => Math.round((n / ms) * 1000).toLocaleString('en');

export async function run(): Promise<void> {
  await withSmsBench(account, { CAMPAIGN_TICK_MS: '200' }, measure);
}

async function settledOf(ctx: AppContext, where: ReturnType<typeof sql>): Promise<number> {
  return Number(rowsOf<{ n: string }>(await ctx.database.db.execute(sql`select count(*) as n from ${smsMessages} where ${where} and status not in ('queued', 'sent')`))[0].n);
}

async function waitSettled(ctx: AppContext, where: ReturnType<typeof sql>, total: number): Promise<number> {
  const started = performance.now();
  while ((await settledOf(ctx, where)) < total) {
    if (performance.now() - started > Math.max(180_000, total * 3)) throw new Error('messages did not settle in time');
    await new Promise((r) => setTimeout(r, 250));
  }
  return performance.now() - started;
}

async function measure(ctx: AppContext, simulator: SmscSimulator): Promise<void> {
  const db = ctx.database.db;
  const user = await createUser(db, { name: 'Bench Sender', email: 'bench-campaign@example.com', password: 'correct horse battery', verified: true });
  const teamId = user.currentTeamId!;
  const [owner] = await db.select().from(users).where(eq(users.id, user.id));
  const own = { team_id: teamId, created_by_id: owner.id, updated_by_id: owner.id };
  const [route] = await db
    .insert(smsRoutes)
    .values({ ...own, name: 'Bench SMSC', vendor: 'Parley', host: '127.0.0.1', port: simulator.port, system_id: account.systemId, password: account.password, window_size: 200, throughput_per_second: 10_000 })
    .returning({ id: smsRoutes.id });
  await db.insert(vendorRates).values({ ...own, route_id: route.id, network_name: 'O2', country: 'GB', mcc: '234', mnc: '10', price: 30_000, currency: 'EUR', effective_from: new Date('2026-01-01'), status: 'active' });
  await db.insert(routingPlans).values({ ...own, name: 'Bench', strategy: 'priority', is_default: true, active: true, default_route_id: route.id });
  const phones = Array.from({ length: RECIPIENTS }, (_, i) => `+447701${String(i).padStart(6, '0')}`);
  await db.execute(sql`
    insert into ${contacts} (team_id, phone, first_name, country, network, mcc, mnc, network_source, valid, tags)
    select ${teamId}, p, 'Reader', 'GB', 'O2', '234', '10', 'prefix', true, '["bench"]'::jsonb from unnest(${sql.param(phones)}::text[]) as p`);
  const [segment] = await db.insert(segments).values({ ...own, name: 'Bench', rules: { combinator: 'and', rules: [{ field: 'tags', operator: 'contains', value: 'bench' }] } }).returning();
  const [offer] = await db.insert(offers).values({ ...own, name: 'Bench offer', url: 'https://shop.example/bench', payout: 0, currency: 'EUR' }).returning();
  const [campaign] = await db
    .insert(campaigns)
    .values({ ...own, name: 'Bench campaign', text: 'Hi {{first_name|there}}, this week only: {{offer_link}} Reply STOP to opt out', sender_id: 'Parley', segment_id: segment.id, offer_id: offer.id, currency: 'EUR' })
    .returning();

  // The campaign, as its send action starts it.
  const cpu = process.cpuUsage();
  const started = performance.now();
  const [sending] = await db.update(campaigns).set(nextRunValues(campaign)).where(eq(campaigns.id, campaign.id)).returning();
  await queueRun(ctx, sending, null);
  let frozenAt = 0;
  let queuedAt = 0;
  for (;;) {
    const [now] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    if (!frozenAt && now.recipients >= RECIPIENTS) frozenAt = performance.now() - started;
    if (!queuedAt && Number(rowsOf<{ n: string }>(await db.execute(sql`select count(*) as n from ${smsMessages} where campaign_id = ${campaign.id}`))[0].n) >= RECIPIENTS) queuedAt = performance.now() - started;
    if (now.status === 'completed' && now.delivered >= RECIPIENTS) break;
    if (performance.now() - started > Math.max(300_000, RECIPIENTS * 4)) throw new Error(`the campaign did not finish: ${JSON.stringify({ status: now.status, sent: now.sent, delivered: now.delivered })}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const took = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const [done] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.id));

  // The baseline: as many messages queued straight into the table, settled by the same sender.
  const text = 'Hi Reader, this week only: https://parley.test/s/XXXXXXX Reply STOP to opt out';
  const baseStarted = performance.now();
  await db.transaction(async (tx) => {
    const ids = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into ${smsMessages} (team_id, "to", "from", text, encoding, parts, route_id, cost, currency, attempts)
        select ${teamId}, '+447702' || lpad(n::text, 6, '0'), 'Parley', ${text}, 'gsm7', 1, ${route.id}, 30000, 'EUR', 1 from generate_series(1, ${RECIPIENTS}) n
        returning id`),
    );
    await tx.execute(sql`insert into ${smsMessageParts} (message_id, seq, route_id) select id, 0, ${route.id} from unnest(${sql.param(ids.map((r) => r.id))}::int[]) as id`);
  });
  const baseline = performance.now() - baseStarted + (await waitSettled(ctx, sql`team_id = ${teamId} and campaign_id is null`, RECIPIENTS));

  const cpuSeconds = (used.user + used.system) / 1e6;
  console.log(`campaign to ${RECIPIENTS.toLocaleString('en')} recipients, sent and every receipt back in ${(took / 1000).toFixed(1)} s: ${perSecond(RECIPIENTS, took)} msg/s end to end`);
  console.log(`  audience frozen after ${(frozenAt / 1000).toFixed(2)} s; every message queued (text, link, route, cost) after ${(queuedAt / 1000).toFixed(1)} s: ${perSecond(RECIPIENTS, queuedAt)} msg/s`);
  console.log(`  counters: sent ${done.sent.toLocaleString('en')}, delivered ${done.delivered.toLocaleString('en')}, failed ${done.failed}, cost ${(done.cost / 1e6).toFixed(2)} ${done.currency}`);
  console.log(`  CPU: ${cpuSeconds.toFixed(1)} s in this process (simulator included): ${Math.round(RECIPIENTS / cpuSeconds).toLocaleString('en')} msg per CPU second`);
  console.log(`baseline, the same number queued straight into the table and settled by the same sender: ${(baseline / 1000).toFixed(1)} s (${perSecond(RECIPIENTS, baseline)} msg/s); the campaign takes ${(took / baseline).toFixed(2)}× as long`);
  if (done.delivered < RECIPIENTS) process.exitCode = 1;
}
