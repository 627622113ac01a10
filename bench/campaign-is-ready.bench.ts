/**
 * A campaign's is-ready over a segment of BENCH_ROWS contacts (default 1,000,000) in ten countries
 * and eight networks, with a team blacklist of numbers and prefixes, on PGlite or on PostgreSQL
 * when BENCH_DATABASE_URL is set. Prints the time (best of three) and the counts it found.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { closeContext, createContext } from '../server/bootstrap.ts';
import { loadConfig } from '../server/config.ts';
import { countWhere, segmentOf, segmentWhere } from '../server/domains/audience/segment-members.ts';
import { audienceGroups } from '../server/domains/campaigns/audience-groups.ts';
import { campaignReadiness } from '../server/domains/campaigns/is-ready.ts';
import { withBenchDatabase } from './bench-database.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);

export async function run(): Promise<void> {
  if (process.env.BENCH_DATABASE_URL) await withBenchDatabase(measure);
  else await measure(null);
}

const one = async (db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> }, query: ReturnType<typeof sql>) => ((await db.execute(query)) as { rows: { id: number }[] }).rows[0].id;

async function measure(databaseUrl: string | null): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parley-bench-'));
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DIST_DIR: '/nonexistent', DATA_DIR: dataDir, CREDENTIALS_KEY: randomBytes(32).toString('base64') }), databaseUrl };
  const ctx = await createContext(config, { build: 'bench' });
  const db = ctx.database.db;
  try {
    const ownerId = await one(db, sql`insert into users (name, email) values ('Bench', 'bench@example.com') returning id`);
    const teamId = await one(db, sql`insert into teams (name, owner_id) values ('Bench', ${ownerId}) returning id`);
    let started = performance.now();
    for (let from = 0; from < ROWS; from += 100_000) {
      await db.execute(sql`
        insert into contacts (team_id, phone, country, valid, network, mcc, mnc, network_source, opted_out, tags)
        select ${teamId}, '+1' || (2000000000 + g)::text,
          (array['US','GB','DE','FR','AE','SA','EG','IN','BR','MX'])[1 + g % 10], g % 97 <> 0,
          (array['Vodafone','Orange','T-Mobile','Etisalat','du','STC','Airtel','Claro'])[1 + g % 8], '310', lpad((g % 8)::text, 2, '0'), 'hlr',
          g % 50 = 0, '["promo"]'::jsonb
        from generate_series(${from}::int, ${Math.min(from + 100_000, ROWS) - 1}::int) g`);
    }
    // A thousand numbers and twenty prefixes on the team's blacklist.
    await db.execute(sql`insert into sms_blacklist (team_id, number, match) select ${teamId}, '+1' || (2000000000 + g * 37)::text, 'number' from generate_series(1, 1000) g`);
    await db.execute(sql`insert into sms_blacklist (team_id, number, match) select ${teamId}, '+1200000' || g::text || '9', 'prefix' from generate_series(10, 29) g`);
    await db.execute(sql`analyze contacts`);
    console.log(`loaded ${ROWS.toLocaleString('en')} contacts in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const routeId = await one(db, sql`insert into sms_routes (team_id, name, vendor, protocol, host, port, system_id, status) values (${teamId}, 'Bench route', 'Bench', 'smpp', 'smpp.example.net', 2775, 'bench', 'active') returning id`);
    for (const country of ['US', 'GB', 'DE', 'FR', 'AE', 'SA', 'EG', 'IN']) {
      await db.execute(sql`insert into vendor_rates (team_id, route_id, network_name, country, mcc, mnc, price, currency, effective_from, status) values (${teamId}, ${routeId}, 'Any', ${country}, '310', '00', 25000, 'EUR', '2026-01-01', 'active')`);
    }
    await db.execute(sql`insert into routing_plans (team_id, name, strategy, is_default, default_route_id) values (${teamId}, 'Default', 'priority', true, ${routeId})`);
    const segmentId = await one(db, sql`insert into segments (team_id, name, rules) values (${teamId}, 'Everybody', ${JSON.stringify({ combinator: 'and', rules: [{ field: 'tags', operator: 'contains', value: 'promo' }] })}::jsonb) returning id`);
    const campaignId = await one(db, sql`insert into campaigns (team_id, name, segment_id, sender_id, text) values (${teamId}, 'Bench', ${segmentId}, 'Parley', 'Hi {{first_name|there}}, 20% off today.') returning id`);

    const time = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
      const runs: number[] = [];
      let result: T;
      for (let i = 0; i < 3; i++) {
        started = performance.now();
        result = await fn();
        runs.push(performance.now() - started);
      }
      console.log(label.padEnd(52), `${Math.min(...runs).toFixed(0).padStart(6)} ms (best of 3)`);
      return result!;
    };
    // For comparison: counting the segment, and grouping it by country and network.
    const members = await segmentWhere(db, await segmentOf(db, teamId, segmentId));
    await time('segment count', () => countWhere(db, members));
    await time('members grouped, blacklists read', () => audienceGroups(db, teamId, members));
    const answer = await time(`is-ready over ${ROWS.toLocaleString('en')} members`, () => campaignReadiness(db, teamId, campaignId, 'http://parley.test'));
    console.log(`reachable ${answer.reachable}, excluded ${JSON.stringify(answer.excluded)}, ${answer.by_country.length} rows, blockers ${answer.blockers.map((b) => b.code).join(', ') || 'none'}`);
  } finally {
    await closeContext(ctx);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
