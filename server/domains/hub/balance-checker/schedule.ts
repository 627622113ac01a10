/**
 * Balance checkers run on their schedule where the workers run: every tick, the checkers whose turn
 * has come (enabled, in a team with the hub on) are claimed by moving `next_run_at` one interval on
 * in one conditional update over rows locked with SKIP LOCKED, so two worker processes ticking at
 * once never run one checker twice; then each runs and its reading is recorded.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { companies } from '../../../db/schema/hub/companies.ts';
import { hubBalanceCheckers } from '../../../db/schema/hub/balance-checkers.ts';
import { teams } from '../../../db/schema/teams.ts';
import { tickEvery } from '../../tick-every.ts';
import { recordReading } from './record-reading.ts';
import { runCheck, type CheckApp } from './run-check.ts';
import { requestOf } from './settings.ts';

/** How often the workers look for checkers due; intervals are whole minutes. */
const TICK_MS = 30_000;
/** Checkers claimed per tick: the rest wait for the next one. */
const CLAIM_LIMIT = 25;
/** Checkers run at once by one process. */
const PARALLEL = 4;

/** Claims the checkers due at `now`; answers them (their `next_run_at` already moved on). */
export async function claimDueCheckers(app: CheckApp, now = new Date(), limit = CLAIM_LIMIT) {
  const c = hubBalanceCheckers;
  const due = and(eq(c.enabled, true), lte(c.next_run_at, now));
  const candidates = app.database.db
    .select({ company_id: c.company_id })
    .from(c)
    .innerJoin(teams, eq(teams.id, c.team_id))
    .where(and(due, sql`coalesce((${teams.settings} ->> 'hub_enabled')::boolean, false)`))
    .orderBy(asc(c.next_run_at))
    .limit(limit)
    .for('update', { of: c, skipLocked: true });
  return app.database.db
    .update(c)
    .set({ next_run_at: sql`${now.toISOString()}::timestamptz + make_interval(mins => ${c.interval_minutes})` })
    .where(and(inArray(c.company_id, candidates), due))
    .returning();
}

/** Runs every checker due at `now` and records each reading; answers the companies checked. */
export async function runDueBalanceChecks(app: CheckApp, now = new Date()): Promise<number[]> {
  const claimed = await claimDueCheckers(app, now);
  if (!claimed.length) return [];
  const names = await app.database.db
    .select({ id: companies.id, team_id: companies.team_id, name: companies.name, currency: companies.currency })
    .from(companies)
    .where(inArray(companies.id, claimed.map((row) => row.company_id)));
  const byId = new Map(names.map((company) => [company.id, company]));
  const queue = [...claimed];
  const checked: number[] = [];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      const company = byId.get(row.company_id);
      const request = company && requestOf(company, row);
      if (!company || !request) continue;
      try {
        // On the schedule a passing failure may be tried once more; the next run is an interval away.
        const result = await runCheck(app, company, request, { retries: 1 });
        await recordReading(app.database.db, company, result);
        checked.push(company.id);
      } catch (error) {
        console.error(`[parley] balance check of company ${company.id}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, claimed.length) }, worker));
  return checked;
}

/** Ticks while the workers run; answers the stop. */
export function runBalanceChecksOnSchedule(app: CheckApp, tickMs = TICK_MS): () => void {
  return tickEvery('balance checks', tickMs, () => runDueBalanceChecks(app));
}
