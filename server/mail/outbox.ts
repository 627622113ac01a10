/** The outbox table as platform staff read it (/management/mail-outbox): the mails Parley kept instead of sending (no SMTP_URL). */
import { count, desc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

/** A page of the kept mails, newest first, and how many there are in all. */
export async function listOutbox(db: Db, page: { offset: number; limit: number }): Promise<{ rows: (typeof mailOutbox.$inferSelect)[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(mailOutbox),
  ]);
  return { rows, total };
}
