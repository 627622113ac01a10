/**
 * Gives a team the installation's network dictionary (dictionary.ts), in the transaction that
 * creates it: without networks a team cannot price a route, and a route with no price carries
 * nothing. A network the team already has (same MCC/MNC) is left as the team keeps it.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/transaction.ts';
import { smsNetworks } from '../../../db/schema/index.ts';
import { NETWORK_DICTIONARY } from './dictionary.ts';

export async function provideNetworkDictionary(tx: DbOrTx, teamId: number): Promise<void> {
  const col = (key: 'name' | 'brand' | 'country' | 'mcc' | 'mnc') => sql.param(NETWORK_DICTIONARY.map((n) => n[key]));
  await tx.execute(sql`
    insert into ${smsNetworks} (team_id, name, brand, country, mcc, mnc)
    select ${teamId}::int, v.name, v.brand, v.country, v.mcc, v.mnc
    from unnest(${col('name')}::text[], ${col('brand')}::text[], ${col('country')}::text[], ${col('mcc')}::text[], ${col('mnc')}::text[]) as v(name, brand, country, mcc, mnc)
    on conflict (team_id, mcc, mnc) do nothing`);
}
