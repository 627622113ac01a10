/** GET /v1/voice/calls/{id}/timeline: the provider events applied to one of the team's calls, in order. */
import { and, asc, eq } from 'drizzle-orm';
import type { CallTimelineAnswer } from '../../../../resources/voice/call-stats.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { callEvents, calls } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/errors.ts';

export async function callTimeline(db: DbOrTx, teamId: number, callId: number): Promise<CallTimelineAnswer> {
  const [call] = await db.select({ id: calls.id }).from(calls).where(and(eq(calls.id, callId), eq(calls.team_id, teamId)));
  if (!call) throw notFound('No such call.');
  const rows = await db
    .select({ id: callEvents.id, type: callEvents.type, at: callEvents.occurred_at, data: callEvents.data })
    .from(callEvents)
    .where(and(eq(callEvents.call_id, callId), eq(callEvents.team_id, teamId)))
    .orderBy(asc(callEvents.occurred_at), asc(callEvents.id));
  return { events: rows.map((r) => ({ id: r.id, type: r.type, at: r.at.toISOString(), data: r.data ?? null })) };
}
