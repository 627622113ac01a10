/**
 * The contacts report, dashboard, tag list and a custom-field filtered count over BENCH_ROWS
 * contacts (default 1,000,000) of one team, on PGlite (in-process, no server needed) or on
 * PostgreSQL when BENCH_DATABASE_URL is set. Prints each query's time (best of three).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { closeContext, createContext } from '../server/bootstrap.ts';
import { loadConfig } from '../server/config.ts';
import { contactsWhere } from '../server/domains/audience/contact-filters.ts';
import { contactDashboard, contactReport } from '../server/domains/audience/contact-report.ts';
import { teamTags } from '../server/domains/audience/contact-tags.ts';
import { withBenchDatabase } from './bench-database.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);

export async function run(): Promise<void> {
  if (process.env.BENCH_DATABASE_URL) await withBenchDatabase(measure);
  else await measure(null);
}

async function measure(databaseUrl: string | null): Promise<void> {
  // PGlite keeps its files in a directory of the benchmark's own, removed afterwards.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parley-bench-'));
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DIST_DIR: '/nonexistent', DATA_DIR: dataDir, CREDENTIALS_KEY: randomBytes(32).toString('base64') }), databaseUrl };
  const ctx = await createContext(config, { build: 'bench' });
  const db = ctx.database.db;
  try {
    const [{ id: ownerId }] = (await db.execute(sql`insert into users (name, email) values ('Bench', 'bench@example.com') returning id`) as unknown as { rows: { id: number }[] }).rows;
    const [{ id: teamId }] = (await db.execute(sql`insert into teams (name, owner_id) values ('Bench', ${ownerId}) returning id`) as unknown as { rows: { id: number }[] }).rows;
    await db.execute(sql`insert into custom_fields (team_id, name, key, type, options) values (${teamId}, 'Plan', 'plan', 'select', '["free","pro","business"]'::jsonb)`);
    let started = performance.now();
    // One statement per 100k rows: countries, networks, sources, validity, types and a custom value spread over the rows.
    for (let from = 0; from < ROWS; from += 100_000) {
      await db.execute(sql`
        insert into contacts (team_id, phone, first_name, country, number_type, valid, network, source, status, tags, custom, created_at)
        select ${teamId}, '+1' || (2000000000 + g)::text, 'Name ' || g,
          (array['US','GB','DE','FR','AE','SA','EG','IN','BR','MX'])[1 + g % 10],
          (array['mobile','fixed_line','fixed_line_or_mobile'])[1 + g % 3], g % 17 <> 0,
          (array['Vodafone','Orange','T-Mobile','Etisalat','du','STC','Airtel','Claro'])[1 + g % 8],
          (array['upload','api','feed','manual'])[1 + g % 4], (array['subscribed','subscribed','subscribed','unsubscribed'])[1 + g % 4],
          case when g % 5 = 0 then '["vip"]'::jsonb else '[]'::jsonb end,
          jsonb_build_object('plan', (array['free','pro','business'])[1 + g % 3]),
          now() - make_interval(secs => (g % 31536000))
        from generate_series(${from}::int, ${Math.min(from + 100_000, ROWS) - 1}::int) g`);
    }
    await db.execute(sql`analyze contacts`);
    console.log(`loaded ${ROWS.toLocaleString('en')} contacts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const time = async (label: string, fn: () => Promise<unknown>) => {
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) {
        started = performance.now();
        await fn();
        runs.push(performance.now() - started);
      }
      console.log(`${label.padEnd(44)} ${Math.min(...runs).toFixed(0).padStart(6)} ms (best of 3)`);
    };
    await time('report, whole team', async () => contactReport(db, await contactsWhere(db, teamId, {})));
    await time('report, country=AE&custom.plan=pro', async () => contactReport(db, await contactsWhere(db, teamId, { country: 'AE', 'custom.plan': 'pro' })));
    await time('dashboard, 90 days by week', () => contactDashboard(db, teamId, { days: 90, interval: 'week' }));
    await time('dashboard, 30 days by day', () => contactDashboard(db, teamId, { days: 30, interval: 'day' }));
    await time('team tags with counts', () => teamTags(db, teamId));
    await time('count custom.plan=pro', async () => db.execute(sql`select count(*) from contacts where ${await contactsWhere(db, teamId, { 'custom.plan': 'pro' })}`));
  } finally {
    await closeContext(ctx);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

