/**
 * Several charges of one company at once (a batch of a hub client's parts), inside the caller's
 * transaction: one conditional UPDATE takes their sum, never below the floor, and each charge is
 * its own entry, with the balance after it, in the order given — the entries still add up to the
 * balance. Their keys must be new (a part's id just taken): a batch is all or nothing, and the
 * caller charges them again a smaller batch at a time when it would cross the floor.
 */
import { and, eq, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/hub/companies.ts';
import { ledgerEntries } from '../../db/schema/ledger/ledger-entries.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import { refusal } from './post-entry.ts';

export interface Charge {
  /** Millionths of the company's currency, positive: what is taken. */
  amount: number;
  key: string;
  note: string;
  ref: { type: string; id: string };
}

export async function postCharges(tx: DbOrTx, account: { teamId: number; companyId: number; floor: number }, charges: Charge[]): Promise<void> {
  if (!charges.length) return;
  const total = charges.reduce((sum, c) => sum + c.amount, 0);
  if (!Number.isSafeInteger(total) || charges.some((c) => !Number.isSafeInteger(c.amount) || c.amount <= 0)) throw new RangeError('charges are positive whole numbers of millionths');
  const [moved] = await tx
    .update(companies)
    .set({ balance: sql`${companies.balance} - ${total}`, updated_at: new Date() })
    .where(and(eq(companies.id, account.companyId), eq(companies.team_id, account.teamId), sql`${companies.balance} - ${total} >= ${account.floor}`))
    .returning({ balance: companies.balance, currency: companies.currency });
  if (!moved) throw await refusal(tx, account);
  let after = moved.balance + total;
  const rows = charges.map((c) => {
    after -= c.amount;
    return { key: c.key, amount: -c.amount, balance_after: after, note: c.note, ref_id: c.ref.id, ref_type: c.ref.type };
  });
  const col = <K extends keyof (typeof rows)[number]>(k: K) => sql.param(rows.map((r) => r[k]));
  await tx.execute(sql`
    insert into ${ledgerEntries} (team_id, company_id, kind, amount, currency, balance_after, key, ref_type, ref_id, note)
    select ${account.teamId}, ${account.companyId}, 'charge', v.amount, ${moved.currency}, v.balance_after, v.key, v.ref_type, v.ref_id, v.note
    from unnest(${col('amount')}::bigint[], ${col('balance_after')}::bigint[], ${col('key')}::text[], ${col('ref_type')}::text[], ${col('ref_id')}::text[], ${col('note')}::text[])
      as v(amount, balance_after, key, ref_type, ref_id, note)`);
}
