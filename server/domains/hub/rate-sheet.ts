/**
 * An endpoint's rate sheet mailed to a client: the rates in force today as an HTML table with the
 * CSV below it. Sending is a job, so the mail survives a restart and is sent once (the outbox keeps
 * one mail per job); the endpoint's update list records when each address last heard from us.
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { BOM, toCsv } from '../../../resources/format/csv.ts';
import { unitsToDecimal } from '../../../resources/format/money.ts';
import { SMS_PRICE_SCALE } from '../../../resources/sms/shared.ts';
import type { AppContext } from '../../context.ts';
import { emailUpdates, teams } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { PermanentJobError } from '../../jobs/job-kind.ts';
import { defineJob } from '../define-job.ts';
import type { JobRow } from '../../jobs/job-kind.ts';
import { rateSheetMail, type RateLine } from '../../mail/templates.ts';
import { endpointOf, ratesInForce, type Caller } from './client-rates.ts';

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Checks there is something to send, then queues the mail. */
export async function queueRateSheet(app: AppContext, caller: Caller, endpointId: number, to: string): Promise<JobRow> {
  const endpoint = await endpointOf(app.database.db, caller.teamId, endpointId);
  if (!(await ratesInForce(app.database.db, caller.teamId, endpoint.id)).length) throw new HttpError(409, `"${endpoint.name}" has no rates in force yet. Apply rates first.`);
  return app.jobs.enqueue('rate-sheet', { endpoint_id: endpoint.id, to }, { teamId: caller.teamId, userId: caller.userId, title: `${endpoint.name} → ${to}` });
}

const input = z.object({ endpoint_id: z.number().int(), to: z.email() });

export const rateSheetJob = defineJob<z.infer<typeof input>>({
  kind: 'rate-sheet',
  input,
  maxAttempts: 5,
  retryDelaySeconds: 30,
  async run({ job, input, app, progress }) {
    const db = app.database.db;
    const endpoint = await endpointOf(db, job.team_id, input.endpoint_id).catch(() => {
      throw new PermanentJobError('The endpoint was deleted before its rate sheet went out.');
    });
    const rates = await ratesInForce(db, job.team_id, endpoint.id);
    if (!rates.length) throw new PermanentJobError(`"${endpoint.name}" has no rates in force any more.`);
    await progress(0, 1);
    const lines: RateLine[] = rates.map((r) => ({
      country: r.country,
      network_name: r.network_name,
      mcc: r.mcc,
      mnc: r.mnc,
      price: r.price,
      currency: r.currency,
      effective_from: day(r.effective_from),
    }));
    // A mail body needs no byte-order mark (that is for spreadsheets opening a file).
    const csv = toCsv(
      ['country', 'network', 'mcc', 'mnc', 'price', 'currency', 'effective_from'],
      lines.map((l) => [l.country, l.network_name, l.mcc, l.mnc, unitsToDecimal(l.price, SMS_PRICE_SCALE), l.currency, l.effective_from]),
    ).replace(BOM, '');
    const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, job.team_id));
    await app.mailer.send(rateSheetMail(input.to, team?.name ?? 'Parley', endpoint.name, lines, csv), { idempotencyKey: `rate-sheet:${job.id}` });
    await db
      .update(emailUpdates)
      .set({ last_sent_at: new Date() })
      .where(and(eq(emailUpdates.team_id, job.team_id), eq(emailUpdates.endpoint_id, endpoint.id), sql`lower(${emailUpdates.email}) = lower(${input.to})`));
    await progress(1, 1);
    return { message: `Sent ${lines.length} rates to ${input.to}.`, rows: lines.length };
  },
});
