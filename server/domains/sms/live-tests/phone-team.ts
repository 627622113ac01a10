/** The team a live phone belongs to: its short webhook address names the phone alone. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/transaction.ts';
import { livePhones } from '../../../db/schema/index.ts';

export async function livePhoneTeam(db: DbOrTx, id: number): Promise<number | null> {
  const [row] = await db.select({ teamId: livePhones.team_id }).from(livePhones).where(eq(livePhones.id, id));
  return row?.teamId ?? null;
}
