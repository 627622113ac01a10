/**
 * SMS test schedules: each run of a schedule whose turn has come sends one test over its route to a
 * live phone (online ones first, the most recently seen) in every country the route has rates
 * for. The schedules due are claimed by moving `next_run_at` on in one conditional update over
 * rows locked with SKIP LOCKED, so two workers ticking at once never run one twice.
 */
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { livePhones, smsTestSchedules, teams, vendorRates } from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/errors.ts';
import { queueTests } from './send-test.ts';

/** Schedules run per tick; the rest wait for the next. */
const CLAIM_LIMIT = 20;

export async function claimDueSchedules(db: Db, now: Date) {
  const s = smsTestSchedules;
  const due = and(eq(s.active, true), or(isNull(s.next_run_at), lte(s.next_run_at, now)));
  const candidates = db
    .select({ id: s.id })
    .from(s)
    .innerJoin(teams, eq(teams.id, s.team_id))
    .where(and(due, sql`coalesce((${teams.settings} ->> 'hub_enabled')::boolean, false)`))
    .orderBy(asc(s.next_run_at))
    .limit(CLAIM_LIMIT)
    .for('update', { of: s, skipLocked: true });
  return db
    .update(s)
    .set({
      last_run_at: now,
      next_run_at: sql`${now.toISOString()}::timestamptz + case ${s.interval} when 'hourly' then interval '1 hour' else interval '1 day' end`,
    })
    .where(and(inArray(s.id, candidates), due))
    .returning();
}

/** Runs the schedules due at `now`; answers how many tests they sent. */
export async function runDueSmsTestSchedules(db: Db, now = new Date()): Promise<number> {
  let sent = 0;
  for (const schedule of await claimDueSchedules(db, now)) {
    const countries = await db
      .selectDistinct({ country: vendorRates.country })
      .from(vendorRates)
      .where(and(eq(vendorRates.team_id, schedule.team_id), eq(vendorRates.route_id, schedule.route_id), inArray(vendorRates.status, ['active', 'pending'])));
    const wanted = [...new Set(countries.map((c) => c.country.toUpperCase()))];
    if (!wanted.length) continue;
    const phones = await db
      .select()
      .from(livePhones)
      .where(and(eq(livePhones.team_id, schedule.team_id), inArray(livePhones.country, wanted)))
      .orderBy(desc(sql`${livePhones.status} = 'online'`), sql`${livePhones.last_seen_at} desc nulls last`, asc(livePhones.id));
    const byCountry = new Map<string, typeof livePhones.$inferSelect>();
    for (const phone of phones) if (!byCountry.has(phone.country.toUpperCase())) byCountry.set(phone.country.toUpperCase(), phone);
    for (const phone of byCountry.values()) {
      try {
        const made = await queueTests(db, { routeIds: [schedule.route_id], phone }, { senderId: schedule.sender_id, text: schedule.text ?? undefined, by: { teamId: schedule.team_id, userId: null } });
        sent += made.tests.length;
      } catch (error) {
        // A schedule whose sender or text no longer passes is skipped this turn, not fatal to the others.
        if (!(error instanceof HttpError)) throw error;
        console.error(`[parley] SMS test schedule ${schedule.id}: ${error.message}`);
      }
    }
  }
  return sent;
}
