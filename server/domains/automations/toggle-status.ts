/**
 * Starting and pausing an automation: one conditional statement on the version the operator saw
 * (a double click never flips it twice unseen: the second answers 409), and the team's armed
 * events rewritten in the same transaction, so the database triggers hear exactly what the running
 * automations listen for from the commit on. Starting needs a published version. Paused, nobody
 * enters and journeys hold where they are; schedules are cancelled on pause and queued on start.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { automations } from '../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';
import type { Caller } from '../caller.ts';
import { rearmTeam } from './arm.ts';
import { cancelSchedules, queueSchedules } from './intake/schedule.ts';

export const PUBLISH_FIRST = 'Publish the automation first: it runs its published version.';

export async function toggleAutomationStatus(app: AppContext, caller: Caller, id: number, seenVersion: number): Promise<{ id: number; status: 'active' | 'paused' }> {
  const db = app.database.db;
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(automations).where(and(eq(automations.id, id), eq(automations.team_id, caller.teamId)));
    if (!current) throw notFound('No such automation.');
    const next = current.status === 'active' ? 'paused' : 'active';
    if (next === 'active' && current.published_version === null) throw invalid({ status: [PUBLISH_FIRST] });
    const [moved] = await tx
      .update(automations)
      .set({ status: next, version: sql`${automations.version} + 1`, updated_at: new Date(), updated_by_id: caller.userId })
      .where(and(eq(automations.id, id), eq(automations.team_id, caller.teamId), eq(automations.version, seenVersion), eq(automations.status, current.status)))
      .returning();
    if (!moved) throw conflict('Someone changed this automation a moment ago. Reload and try again.');
    await rearmTeam(tx, caller.teamId);
    return moved;
  });
  if (row.status === 'active') await queueSchedules(app, row, caller.userId);
  else await cancelSchedules(app, caller.teamId, row.id, caller.userId);
  return { id: row.id, status: row.status };
}
