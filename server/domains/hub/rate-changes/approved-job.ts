/**
 * What follows approved rate changes (docs/areas/sms.md#rate-changes), as a job so it survives a
 * restart: every endpoint whose plan uses a changed route has its client rates applied again on
 * each day a change takes effect; the addresses of those endpoints' e-mail updates that follow rate
 * changes get the new price list as CSV and XLSX; the team hears of it. Each mail is sent once per
 * job and address (the outbox keeps one per key), so a retried attempt sends none twice.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { dayOf } from '../../../../resources/sms/rate-notice.ts';
import type { Db } from '../../../db/client.ts';
import { emailUpdates, hubEndpoints, rateChanges, routingPlans, routingRules, smsRoutes, teams } from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/errors.ts';
import { defineJob } from '../../define-job.ts';
import { writeNotification } from '../../workspace/notifications.ts';
import { applyClientRates } from '../client-rates.ts';
import { priceListCsv, priceListMail, priceListOf, priceListXlsx, type Touched } from './price-list.ts';

const input = z.object({
  route_ids: z.array(z.number().int()).min(1),
  /** The days the new vendor rates take effect (today for those already in effect). */
  days: z.array(z.iso.date()).min(1),
  change_ids: z.array(z.number().int()),
});

/** The team's endpoints whose routing plan can send over one of the routes. */
export async function endpointsUsing(db: Db, teamId: number, routeIds: readonly number[]) {
  const endpoints = await db.select().from(hubEndpoints).where(and(eq(hubEndpoints.team_id, teamId), isNotNull(hubEndpoints.plan_id)));
  if (!endpoints.length) return [];
  const planIds = [...new Set(endpoints.map((e) => e.plan_id!))];
  const [plans, rules, activeRoutes] = await Promise.all([
    db.select({ id: routingPlans.id, default_route_id: routingPlans.default_route_id }).from(routingPlans).where(inArray(routingPlans.id, planIds)),
    db.select({ plan_id: routingRules.plan_id, targets: routingRules.targets, least_cost: routingRules.least_cost }).from(routingRules).where(and(inArray(routingRules.plan_id, planIds), eq(routingRules.active, true))),
    db.select({ id: smsRoutes.id }).from(smsRoutes).where(and(eq(smsRoutes.team_id, teamId), eq(smsRoutes.status, 'active'))),
  ]);
  const changed = new Set(routeIds);
  const anyActiveChanged = activeRoutes.some((r) => changed.has(r.id));
  const uses = new Set<number>();
  for (const p of plans) if (p.default_route_id !== null && changed.has(p.default_route_id)) uses.add(p.id);
  // A least-cost rule may take any active route.
  for (const r of rules) if (r.targets.some((t) => changed.has(t.route_id)) || (r.least_cost && anyActiveChanged)) uses.add(r.plan_id);
  return endpoints.filter((e) => uses.has(e.plan_id!));
}

export const rateChangesApprovedJob = defineJob<z.infer<typeof input>>({
  kind: 'rate-changes-approved',
  input,
  maxAttempts: 5,
  retryDelaySeconds: 30,
  async run({ job, input, app, progress }) {
    const db = app.database.db;
    const teamId = job.team_id;
    // Parley's own write: the rows it makes and their audit rows name no user.
    const caller = { teamId, userId: job.created_by_id ?? 0 };
    const endpoints = await endpointsUsing(db, teamId, input.route_ids);
    const changes = input.change_ids.length ? await db.select().from(rateChanges).where(and(eq(rateChanges.team_id, teamId), inArray(rateChanges.id, input.change_ids))) : [];
    const touched: Touched = new Map(changes.map((c) => [`${c.mcc}/${c.mnc}`, { change: c.change, day: dayOf(c.effective_from), network_name: c.network_name, country: c.country }]));
    const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
    await progress(0, endpoints.length);
    let applied = 0;
    let mailed = 0;
    const skipped: string[] = [];
    for (const [i, endpoint] of endpoints.entries()) {
      for (const day of input.days) {
        try {
          applied += (await applyClientRates(db, caller, endpoint.id, day, { byParley: true })).applied;
        } catch (error) {
          // Nothing to price from in the endpoint's currency: its client rates stay, and the notification says so.
          if (error instanceof HttpError && error.statusCode === 409) skipped.push(`${endpoint.name}: ${error.message}`);
          else throw error;
        }
      }
      const recipients = await db
        .select()
        .from(emailUpdates)
        .where(and(eq(emailUpdates.team_id, teamId), eq(emailUpdates.endpoint_id, endpoint.id), eq(emailUpdates.active, true), sql`${emailUpdates.topics} @> '["rate_changes"]'::jsonb`));
      if (recipients.length) {
        const lines = await priceListOf(db, teamId, endpoint.id, touched);
        const base = `${endpoint.name.replace(/[^\w.-]+/g, '-')}-rates-${input.days[0]}`;
        const attachments = [
          { filename: `${base}.csv`, contentType: 'text/csv; charset=utf-8', content: priceListCsv(lines) },
          { filename: `${base}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: await priceListXlsx(lines, endpoint.name) },
        ];
        for (const r of recipients) {
          await app.mailer.send(priceListMail(r.email, team?.name ?? 'Parley', endpoint.name, lines, attachments), { idempotencyKey: `rate-changes:${job.id}:${r.id}` });
          await db.update(emailUpdates).set({ last_sent_at: new Date() }).where(eq(emailUpdates.id, r.id));
          mailed++;
        }
      }
      await progress(i + 1, endpoints.length);
    }
    const increases = changes.filter((c) => c.change === 'increase').length;
    const decreases = changes.filter((c) => c.change === 'decrease').length;
    const body = [
      `${changes.length} vendor rate changes approved (${increases} increases, ${decreases} decreases), taking effect ${input.days.join(', ')}.`,
      `Client rates applied again for ${endpoints.length} endpoint${endpoints.length === 1 ? '' : 's'}; the new price list went to ${mailed} address${mailed === 1 ? '' : 'es'}.`,
      ...skipped,
    ].join('\n\n');
    await writeNotification(db, { teamId, type: 'rate_change', level: skipped.length ? 'warning' : 'success', title: 'Rate changes approved', body, link: '/hub/routing/vendor/rates/Changes' });
    return { message: `Applied ${applied} client rates for ${endpoints.length} endpoints; mailed ${mailed}.`, rows: applied };
  },
});
