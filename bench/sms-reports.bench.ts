/**
 * The SMS reports over BENCH_ROWS messages of one team (default 1,000,000, spread over 90 days, 20
 * countries, 40 networks, 5 routes, 50 campaigns; campaign messages carry a link, 4 % of them
 * clicked) on PostgreSQL (BENCH_DATABASE_URL, by default the local test server). Prints each
 * report's time (best of three) for the whole 90 days, the last 30, and one campaign.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { REPORT_GROUPS } from '../resources/sms/sms-reports.ts';
import { closeContext, createContext } from '../server/bootstrap.ts';
import { loadConfig } from '../server/config.ts';
import { domainsCost } from '../server/domains/sms/reports/domains-cost.ts';
import { smsReport } from '../server/domains/sms/reports/sms-report.ts';
import { withBenchDatabase } from './bench-database.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function run(): Promise<void> {
  await withBenchDatabase(measure);
}

async function measure(databaseUrl: string): Promise<void> {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DIST_DIR: '/nonexistent', SMSC_SIMULATOR_PORT: 'off', SMPP_SERVER_PORT: 'off', CREDENTIALS_KEY: randomBytes(32).toString('base64') }), databaseUrl };
  const ctx = await createContext(config, { build: 'bench' });
  const db = ctx.database.db;
  const one = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query) as unknown as { rows: T[] }).rows[0];
  try {
    const { id: userId } = await one<{ id: number }>(sql`insert into users (name, email) values ('Bench', 'bench@example.com') returning id`);
    const { id: teamId } = await one<{ id: number }>(sql`insert into teams (name, owner_id) values ('Bench', ${userId}) returning id`);
    await db.execute(sql`insert into sms_routes (team_id, name, vendor, host, currency) select ${teamId}, 'Route ' || g, 'Vendor', 'smpp.example.net', (array['EUR','USD','EUR','GBP','EUR'])[g] from generate_series(1, 5) g`);
    await db.execute(sql`insert into campaigns (team_id, name, text, status) select ${teamId}, 'Campaign ' || g, 'Hi', 'completed' from generate_series(1, 50) g`);
    const { route0 } = await one<{ route0: number }>(sql`select min(id) - 1 as route0 from sms_routes where team_id = ${teamId}`);
    const { campaign0 } = await one<{ campaign0: number }>(sql`select min(id) - 1 as campaign0 from campaigns where team_id = ${teamId}`);

    let started = performance.now();
    // One statement per 100k rows; 80 % of messages belong to a campaign, 10 % fail, 3 % expire, 1 % still queued.
    for (let from = 0; from < ROWS; from += 100_000) {
      await db.execute(sql`
        insert into sms_messages (team_id, campaign_id, run, "to", "from", text, encoding, parts, country, network, mccmnc, route_id, status, cost, currency, attempts, created_at, submitted_at, delivered_at)
        select ${teamId}, case when g % 5 <> 0 then ${campaign0} + 1 + g % 50 end, 1, '+1' || (2000000000 + g)::text, 'Shop', 'Hi', 'gsm7', 1,
          (array['US','GB','DE','FR','ES','IT','NL','PL','BR','MX','IN','AE','SA','EG','TR','NG','ZA','AU','CA','IE'])[1 + g % 20],
          'Network ' || (g % 40), (200000 + g % 40)::text, ${route0} + 1 + g % 5,
          s.status, 5000 + g % 60000, (array['EUR','USD','EUR','GBP','EUR'])[1 + g % 5], 1, c.at,
          case when s.status <> 'queued' then c.at end, case when s.status = 'delivered' then c.at + interval '5 seconds' end
        from generate_series(${from}::int, ${Math.min(from + 100_000, ROWS) - 1}::int) g,
          lateral (select now() - make_interval(secs => (g::bigint * 7919) % 7776000) as at) c,
          lateral (select case when g % 100 < 10 then 'failed' when g % 100 < 13 then 'expired' when g % 100 < 14 then 'queued' else 'delivered' end as status) s`);
    }
    await db.execute(sql`
      insert into message_links (code, team_id, campaign_id, message_id, target_url, domain, clicks, created_at)
      select 'c' || id, team_id, campaign_id, id, 'https://shop.example.com', case when id % 3 = 0 then 'go.example.com' end, case when id % 25 = 0 then 1 + id % 4 else 0 end, created_at
      from sms_messages where team_id = ${teamId} and campaign_id is not null`);
    await db.execute(sql`analyze sms_messages`);
    await db.execute(sql`analyze message_links`);
    console.log(`loaded ${ROWS.toLocaleString('en')} messages and their links in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const time = async (label: string, fn: () => Promise<unknown>) => {
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) {
        started = performance.now();
        await fn();
        runs.push(performance.now() - started);
      }
      console.log(`${label.padEnd(44)} ${Math.min(...runs).toFixed(0).padStart(6)} ms (best of 3)`);
    };
    const today = Date.now();
    const all = { from: isoDay(today - 90 * DAY), to: isoDay(today) };
    const month = { from: isoDay(today - 29 * DAY), to: isoDay(today) };
    for (const group_by of REPORT_GROUPS) await time(`report by ${group_by}, 90 days`, () => smsReport(db, teamId, { ...all, group_by }));
    for (const group_by of REPORT_GROUPS) await time(`report by ${group_by}, 30 days`, () => smsReport(db, teamId, { ...month, group_by }));
    await time('report by day, one campaign, 90 days', () => smsReport(db, teamId, { ...all, group_by: 'day', campaign_id: [campaign0 + 7] }));
    await time('domains-cost, 90 days', () => domainsCost(db, teamId, { ...all, group_by: 'country' }));
    await time('domains-cost, 30 days', () => domainsCost(db, teamId, { ...month, group_by: 'country' }));
    await time('domains-cost, one campaign, 90 days', () => domainsCost(db, teamId, { ...all, group_by: 'country', campaign_id: [campaign0 + 7] }));
  } finally {
    await closeContext(ctx);
  }
}
