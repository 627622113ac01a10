/**
 * The hub's reports (docs/areas/hub.md#reports) over BENCH_HUB_PARTS parts of one team (default
 * 10,000,000, over 90 days, 40 endpoints of 30 companies in three currencies, 12 routes, 150
 * networks in 30 countries, a tenth failed over to a second route, some rejected and refunded) on
 * PostgreSQL (BENCH_DATABASE_URL, by default the local test server). The raw parts are generated
 * set-based with generate_series, rolled up with the rebuild operators run, then every grouping is
 * timed over the 90 days and the last 30, printing the median of five. Budget: 500 ms.
 * Not run in CI: `npm run bench -- hub-reports`.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { HUB_REPORT_GROUPS } from '../resources/hub/reports.ts';
import { closeContext, createContext } from '../server/bootstrap.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { rebuildHubRollups } from '../server/domains/hub/reports/rebuild.ts';
import { hubReport } from '../server/domains/hub/reports/report.ts';
import { draftStatements } from '../tests/api/schema-drift.ts';
import { withBenchDatabase } from './bench-database.ts';

const PARTS = Number(process.env.BENCH_HUB_PARTS ?? 10_000_000);
const CHUNK = 1_000_000;
const DAYS = 90;
const BUDGET_MS = 500;
const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function run(): Promise<void> {
  await withBenchDatabase(measure);
}

async function measure(databaseUrl: string): Promise<void> {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', PARLEY_ROLE: 'api', DIST_DIR: '/nonexistent', SMSC_SIMULATOR_PORT: 'off', SMPP_SERVER_PORT: 'off', CREDENTIALS_KEY: randomBytes(32).toString('base64') }), databaseUrl };
  // A schema drafted ahead of its migration (PARLEY_DRAFT_SCHEMA=1) is applied as the tests do, before the server starts on it.
  const draft = await draftStatements();
  if (draft.length) {
    const database = await openDatabase({ databaseUrl });
    await database.migrate(async (db) => {
      for (const statement of draft) await db.execute(sql.raw(statement));
    });
    await database.close();
  }
  const ctx = await createContext(config, { build: 'bench' });
  const db = ctx.database.db;
  const one = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];
  const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
  try {
    const { id: userId } = await one<{ id: number }>(sql`insert into users (name, email) values ('Bench', 'bench@example.com') returning id`);
    const { id: teamId } = await one<{ id: number }>(sql`insert into teams (name, owner_id) values ('Bench', ${userId}) returning id`);
    await db.execute(sql`insert into companies (team_id, name, currency) select ${teamId}, 'Client ' || g, (array['EUR','EUR','USD','GBP','EUR'])[1 + g % 5] from generate_series(0, 29) g`);
    const { company0 } = await one<{ company0: number }>(sql`select min(id) as company0 from companies where team_id = ${teamId}`);
    await db.execute(sql`
      insert into hub_endpoints (team_id, name, company_id, system_id, currency)
      select ${teamId}, 'Endpoint ' || g, ${company0} + g % 30, 'bench' || g, c.currency from generate_series(0, 39) g join companies c on c.id = ${company0} + g % 30`);
    await db.execute(sql`insert into sms_routes (team_id, name, vendor, host, currency) select ${teamId}, 'Route ' || g, 'Vendor ' || g, 'smpp.example.net', 'EUR' from generate_series(0, 11) g`);
    await db.execute(sql`insert into sms_networks (team_id, name, country, mcc, mnc) select ${teamId}, 'Network ' || g, 'C' || chr(65 + g % 26), (200 + g % 30)::text, lpad((g / 30)::text, 2, '0') from generate_series(0, 149) g`);
    const { endpoint0 } = await one<{ endpoint0: number }>(sql`select min(id) as endpoint0 from hub_endpoints where team_id = ${teamId}`);
    const { route0 } = await one<{ route0: number }>(sql`select min(id) as route0 from sms_routes where team_id = ${teamId}`);
    // The generator writes what it alone reads: the live-change triggers and the lookups' indexes
    // of these two tables would only slow the load, and reports never read them.
    await db.execute(sql`alter table sms_messages disable trigger user`);
    await db.execute(sql`alter table hub_parts disable trigger user`);
    for (const index of ['sms_messages_team_created_idx', 'sms_messages_team_status_idx', 'sms_messages_team_to_idx', 'sms_messages_campaign_idx', 'sms_messages_campaign_queued_idx', 'sms_messages_queued_idx', 'hub_parts_endpoint_idx', 'hub_parts_company_idx', 'hub_parts_open_idx']) {
      await db.execute(sql.raw(`drop index if exists ${index}`));
    }

    let started = performance.now();
    const start = Date.parse(`${isoDay(Date.now() - (DAYS - 1) * DAY)}T00:00:00Z`);
    const first = Number((await one<{ first: string }>(sql`select nextval(pg_get_serial_sequence('sms_messages', 'id')) as first`)).first);
    for (let from = 0; from < PARTS; from += CHUNK) {
      const to = Math.min(from + CHUNK, PARTS) - 1;
      // Part g: endpoint g % 40, each sending to 40 of the 150 networks; a network's route is
      // network % 12, a tenth failed over to the next; 1 in 8 long (2 parts); 80 % delivered, 8 %
      // undelivered, 4 % rejected (refunded), 3 % refused by every route (refunded), 5 % expired.
      // None is left queued: this process runs no sender (role api), and the roll-ups are settled.
      await db.execute(sql`
        insert into sms_messages (id, team_id, "to", "from", text, encoding, parts, country, mccmnc, route_id, status, cost, currency, attempts, created_at, submitted_at, delivered_at)
        select ${first} + g, ${teamId}, '+4477' || (10000000 + g % 90000000)::text, 'Client', 'x', 'gsm7', p.parts,
          'C' || chr(65 + n.net % 26), (200 + n.net % 30)::text || lpad((n.net / 30)::text, 2, '0'),
          ${route0} + (n.net + case when g % 10 = 0 then 1 else 0 end) % 12,
          s.status, p.parts * (8000 + (n.net * 37) % 30000), case when n.net % 10 = 3 then 'USD' else 'EUR' end,
          case when g % 10 = 0 then 2 else 1 end, c.at, case when s.carried then c.at end,
          case when s.status = 'delivered' then c.at + interval '5 seconds' end
        from generate_series(${from}::bigint, ${to}::bigint) g,
          lateral (select (((g % 40) * 7 + (g / 40) % 40) % 150)::int as net) n,
          lateral (select case when g % 8 = 0 then 2 else 1 end as parts) p,
          lateral (select to_timestamp(${start / 1000}::double precision + (g::double precision / ${PARTS}) * ${DAYS * 86_400}) as at) c,
          lateral (select case when g % 100 < 80 then 'delivered' when g % 100 < 88 then 'failed' when g % 100 < 92 then 'rejected' when g % 100 < 95 then 'failed' else 'expired' end as status,
            g % 100 < 92 or g % 100 >= 95 as carried) s`);
      await db.execute(sql`
        insert into hub_parts (message_id, team_id, endpoint_id, company_id, price, currency, created_at, settled_at, refunded_at)
        select m.id, m.team_id, ${endpoint0} + (m.id - ${first}) % 40, e.company_id, m.parts * (12000 + ((m.id - ${first}) % 7) * 3000), e.currency, m.created_at,
          m.created_at,
          case when m.status = 'rejected' or (m.status = 'failed' and m.submitted_at is null) then m.created_at end
        from sms_messages m join hub_endpoints e on e.id = ${endpoint0} + (m.id - ${first}) % 40
        where m.id between ${first + from} and ${first + to}`);
      process.stdout.write(`\rgenerated ${(to + 1).toLocaleString('en')} parts (${seconds(started)})`);
    }
    await db.execute(sql`select setval(pg_get_serial_sequence('sms_messages', 'id'), ${first + PARTS})`);
    console.log();

    started = performance.now();
    const all = { from: isoDay(start), to: isoDay(Date.now()) };
    const { rows } = await rebuildHubRollups(db, teamId, all.from, all.to);
    await db.execute(sql`analyze hub_rollups`);
    console.log(`rolled up ${PARTS.toLocaleString('en')} parts into ${rows.toLocaleString('en')} roll-up rows in ${seconds(started)}`);

    const median = async (fn: () => Promise<unknown>) => {
      const runs: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        await fn();
        runs.push(performance.now() - t0);
      }
      return runs.sort((a, b) => a - b)[2];
    };
    const month = { from: isoDay(Date.now() - 29 * DAY), to: all.to };
    let worst = 0;
    for (const [label, range] of [
      ['90 days', all],
      ['30 days', month],
    ] as const) {
      for (const group of HUB_REPORT_GROUPS) {
        let answered = 0;
        const ms = await median(async () => (answered = (await hubReport(db, teamId, { ...range, group })).rows.length));
        worst = Math.max(worst, ms);
        console.log(`report by ${group.padEnd(8)} ${label.padEnd(8)} ${ms.toFixed(1).padStart(8)} ms (median of 5, ${answered} rows)`);
      }
    }
    console.log(`slowest ${worst.toFixed(1)} ms; budget ${BUDGET_MS} ms`);
    if (worst > BUDGET_MS) process.exitCode = 1;
  } finally {
    await closeContext(ctx);
  }
}
