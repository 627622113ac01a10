/**
 * The demo workspace's first background work, done for real by the workers right after seeding: an
 * export of the offers list and a rate sheet mailed to a hub client (it lands in the outbox), so the
 * jobs screen opens on finished work with a file to download.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { emailUpdates, hubEndpoints, users } from '../db/schema/index.ts';
import { queueRateSheet } from '../domains/hub/rate-sheet.ts';

export async function queueDemoJobs(ctx: AppContext, email: string): Promise<void> {
  const db = ctx.database.db;
  const [user] = await db.select({ id: users.id, teamId: users.currentTeamId }).from(users).where(eq(users.email, email.toLowerCase()));
  if (!user?.teamId) return;
  const caller = { teamId: user.teamId, userId: user.id };
  await ctx.jobs.enqueue(
    'export',
    {
      resource: 'offers',
      format: 'csv',
      title: 'Offers',
      query: { _sort: 'name', _order: 'asc' },
      columns: [
        { name: 'name', label: 'Name' },
        { name: 'payout', label: 'Payout' },
        { name: 'currency', label: 'Currency' },
        { name: 'status', label: 'Status' },
      ],
    },
    { ...caller, title: 'Offers' },
  );
  const [recipient] = await db
    .select({ endpoint: emailUpdates.endpoint_id, email: emailUpdates.email })
    .from(emailUpdates)
    .innerJoin(hubEndpoints, eq(hubEndpoints.id, emailUpdates.endpoint_id))
    .where(and(eq(emailUpdates.team_id, caller.teamId), eq(emailUpdates.active, true), eq(hubEndpoints.status, 'active')))
    .orderBy(asc(emailUpdates.id))
    .limit(1);
  if (recipient) await queueRateSheet(ctx, caller, recipient.endpoint, recipient.email);
}
