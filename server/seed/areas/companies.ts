/**
 * Demo client companies, each with its balance (millionths) as an opening entry on the ledger, so
 * the ledger adds up to every balance from the start.
 */
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { postEntry } from '../../domains/ledger/post-entry.ts';

type Currency = (typeof companies.$inferInsert)['currency'];

/** Name, website, contact, balance in millionths, currency, active, notes. */
export type CompanyDef = readonly [string, string, string, number, Currency, boolean, string | null];

export async function seedCompanies(db: Db, owner: { teamId: number; userId: number }, defs: readonly CompanyDef[], createdAt: (i: number) => Date): Promise<Map<string, number>> {
  const own = { team_id: owner.teamId, created_by_id: owner.userId, updated_by_id: owner.userId };
  const rows = await db
    .insert(companies)
    .values(defs.map(([name, website, contact_email, , currency, active, notes], i) => ({ ...own, name, website, contact_email, currency, active, notes, created_at: createdAt(i) })))
    .returning({ id: companies.id, name: companies.name });
  for (const [i, company] of rows.entries()) {
    const amount = defs[i][3];
    if (amount) await postEntry(db, { teamId: owner.teamId, companyId: company.id, kind: amount > 0 ? 'credit' : 'adjustment', amount, key: 'opening-balance', floor: -Number.MAX_SAFE_INTEGER, note: 'Opening balance', userId: owner.userId });
  }
  return new Map(rows.map((row) => [row.name, row.id]));
}
