/** The team's live phones as a test's target: number, network, country and whether they report. */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/transaction.ts';
import { livePhones } from '../../../db/schema/index.ts';

export async function testPhones(db: DbOrTx, teamId: number) {
  return db
    .select({ id: livePhones.id, number: livePhones.number, network: livePhones.network, country: livePhones.country, status: livePhones.status })
    .from(livePhones)
    .where(eq(livePhones.team_id, teamId))
    .orderBy(asc(livePhones.country), asc(livePhones.network), asc(livePhones.id));
}
