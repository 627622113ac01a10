/** The team's notification centre: marking notifications read. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { Caller } from '../caller.ts';

/** Reading twice is fine: the first read time stays. */
export async function markRead(db: Db, caller: Caller, id: number): Promise<boolean> {
  await db
    .update(notifications)
    .set({ read: true, read_at: new Date(), updated_at: new Date(), updated_by_id: caller.userId, version: sql`${notifications.version} + 1` })
    .where(and(eq(notifications.id, id), eq(notifications.team_id, caller.teamId), eq(notifications.read, false)));
  const [row] = await db.select({ read: notifications.read }).from(notifications).where(and(eq(notifications.id, id), eq(notifications.team_id, caller.teamId)));
  return row?.read ?? false;
}

export async function markAllRead(db: Db, caller: Caller): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ read: true, read_at: new Date(), updated_at: new Date(), updated_by_id: caller.userId, version: sql`${notifications.version} + 1` })
    .where(and(eq(notifications.team_id, caller.teamId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return updated.length;
}
