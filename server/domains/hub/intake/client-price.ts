/** What an endpoint's client pays per part to a network: its client rate in force now (docs/areas/hub.md#client-pricing). */
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { clientRates } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../db/transaction.ts';

export async function clientPrice(db: DbOrTx, endpointId: number, mcc: string, mnc: string): Promise<{ price: number; currency: string } | null> {
  const [rate] = await db
    .select({ price: clientRates.price, currency: clientRates.currency })
    .from(clientRates)
    .where(and(eq(clientRates.endpoint_id, endpointId), eq(clientRates.mcc, mcc), eq(clientRates.mnc, mnc), lte(clientRates.effective_from, sql`now()`)))
    .orderBy(desc(clientRates.effective_from), desc(clientRates.id))
    .limit(1);
  return rate ?? null;
}
