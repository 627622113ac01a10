/**
 * The rate desk's demo records: a deck Telvia mailed this morning waiting for approval (two of its
 * increases inside the route's notice), a daily SMS test of the simulator's route, and a few
 * entries of the audit log as the admins' work of the last days left them.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, companies, rateChangeBatches, rateChanges, smsRoutes, smsTestSchedules, users, vendorRates } from '../../db/schema/index.ts';
import type { AuditChanges } from '../../../resources/workspace/audit-log.ts';
import { DAY, HOUR } from '../clock.ts';

export async function seedRateDesk(db: Db, demo: { teamId: number; userId: number }, now = Date.now()): Promise<void> {
  const own = { team_id: demo.teamId, created_by_id: demo.userId, updated_by_id: demo.userId };
  const routeNamed = async (name: string) => (await db.select().from(smsRoutes).where(and(eq(smsRoutes.team_id, demo.teamId), eq(smsRoutes.name, name))))[0];
  const telvia = await routeNamed('Telvia Direct EU');
  const simulator = await routeNamed('Parley SMSC simulator');
  if (!telvia || !simulator) return;

  // Telvia's deck: five of its networks, priced anew; effective in 3 days (inside its 7-day notice) or in 10.
  const rates = await db.select().from(vendorRates).where(and(eq(vendorRates.route_id, telvia.id), eq(vendorRates.status, 'active'))).orderBy(asc(vendorRates.id)).limit(5);
  if (rates.length === 5) {
    const day = (days: number) => new Date(Math.floor(now / DAY) * DAY + days * DAY);
    const moves = [1.12, 1.08, 0.94, 1.05, 0.9];
    const lines = rates.map((r, i) => {
      const price = Math.round(r.price * moves[i]);
      const increase = price > r.price;
      const effective = day(i < 2 ? 3 : 10);
      return { r, price, change: increase ? ('increase' as const) : ('decrease' as const), effective, inside: increase && i < 2 };
    });
    const count = (kind: string) => lines.filter((l) => l.change === kind).length;
    const [batch] = await db
      .insert(rateChangeBatches)
      .values({
        team_id: demo.teamId,
        route_id: telvia.id,
        source: 'mail',
        file_name: 'Telvia_EU_rates_W48.xlsx',
        sha256: 'demo-telvia-w48',
        deck: 'partial',
        status: 'pending',
        increase_count: count('increase'),
        decrease_count: count('decrease'),
        inside_notice_count: lines.filter((l) => l.inside).length,
        received_at: new Date(now - 3 * HOUR),
      })
      .returning({ id: rateChangeBatches.id });
    await db.insert(rateChanges).values(
      lines.map((l) => ({
        ...own,
        route_id: telvia.id,
        batch_id: batch.id,
        network_name: l.r.network_name,
        country: l.r.country,
        mcc: l.r.mcc,
        mnc: l.r.mnc,
        currency: l.r.currency,
        old_price: l.r.price,
        new_price: l.price,
        change: l.change,
        status: 'pending' as const,
        inside_notice: l.inside,
        effective_from: l.effective,
        detected_at: new Date(now - 3 * HOUR),
      })),
    );
  }

  // The simulator's route is tested every morning (the next run tomorrow, so a fresh demo starts quiet).
  await db.insert(smsTestSchedules).values({ ...own, name: 'Simulator route, daily', route_id: simulator.id, interval: 'daily', sender_id: 'Parley', active: true, next_run_at: new Date(Math.floor(now / DAY) * DAY + DAY + 7 * HOUR) });

  // What the admins changed lately, as the audit log recorded it.
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, demo.userId));
  const [company] = await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.team_id, demo.teamId)).orderBy(asc(companies.id)).limit(1);
  const who = { team_id: demo.teamId, user_id: demo.userId, user_name: user?.name ?? 'Demo Operator' };
  await db.insert(auditLog).values([
    { ...who, at: new Date(now - 2 * DAY - 4 * HOUR), resource: 'routes', record_id: telvia.id, record_title: telvia.name, action: 'update', changes: { throughput_per_second: [150, 200], window_size: [10, 20] } as AuditChanges },
    ...(rates[0] ? [{ ...who, at: new Date(now - DAY - 2 * HOUR), resource: 'vendor-rates', record_id: rates[0].id, record_title: rates[0].network_name, action: 'update', changes: { price: [rates[0].price + 1_500, rates[0].price] } as AuditChanges, note: null }] : []),
    ...(company ? [{ ...who, at: new Date(now - 5 * HOUR), resource: 'companies', record_id: company.id, record_title: company.name, action: 'balance', changes: { balance: [16_420_000_000, 18_420_000_000] } as AuditChanges, note: 'Wire transfer, invoice 2026-117' }] : []),
  ]);
}
