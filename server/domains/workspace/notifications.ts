/** The team's notification centre: marking notifications read, and writing one. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../../db/transaction.ts';
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

export interface NewNotification {
  teamId: number;
  type: (typeof notifications.$inferInsert)['type'];
  level: (typeof notifications.$inferInsert)['level'];
  title: string;
  body?: string | null;
  /** A screen of the app (`/hub/companies/12`). */
  link?: string | null;
}

/** Tells the team: one notification, in the caller's transaction so it shows only if the change that caused it holds. */
export async function writeNotification(db: DbOrTx, notification: NewNotification): Promise<number> {
  const [row] = await db
    .insert(notifications)
    .values({ team_id: notification.teamId, type: notification.type, level: notification.level, title: notification.title.slice(0, 200), body: notification.body?.slice(0, 10_000) ?? null, link: notification.link ?? null })
    .returning({ id: notifications.id });
  return row.id;
}
