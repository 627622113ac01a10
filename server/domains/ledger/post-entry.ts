/**
 * The one way a balance moves (docs/areas/hub.md#balances): the balance changes and its ledger entry
 * is appended in one transaction, so the entries of an account always add up to its balance.
 *
 * - Never below its floor, whatever the concurrency: the balance moves in one conditional UPDATE,
 *   which PostgreSQL re-checks on the row's newest version when another transaction held it, in
 *   any process.
 * - Once per key: the entry's (team, company, key) is unique. A second posting with a key already
 *   used finds the first entry and moves nothing, even when both run at the same moment — the later
 *   one's entry conflicts, and its savepoint takes its balance change back.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { LedgerKind } from '../../../resources/ledger/ledger-entries.ts';
import { companies } from '../../db/schema/hub/companies.ts';
import { ledgerEntries } from '../../db/schema/ledger/ledger-entries.ts';
import type { DbOrTx } from '../../db/transaction.ts';

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

export interface Posting {
  teamId: number;
  companyId: number;
  kind: LedgerKind;
  /** Millionths of the company's currency; positive adds to the balance. */
  amount: number;
  /** Makes the posting happen once: a part's id, a request's Idempotency-Key. */
  key: string;
  /** The lowest the balance may reach by a negative amount (minus a credit limit); a positive amount always goes through. */
  floor: number;
  note?: string | null;
  ref?: { type: string; id: string };
  userId?: number | null;
}

export interface Posted {
  entry: LedgerEntryRow;
  /** The balance once this entry was posted (for a duplicate: the first posting's). */
  balance: number;
  currency: string;
  /** The key was used before: nothing moved this time. */
  duplicate: boolean;
}

/** The posting would take the balance below its floor: nothing moved. */
export class BelowFloor extends Error {
  constructor(
    readonly balance: number,
    readonly floor: number,
    readonly currency: string,
  ) {
    super(`the balance ${balance} would go below its floor ${floor}`);
  }
}

/** The company is not the team's (or is gone). */
export class NoSuchAccount extends Error {}

class KeyTaken extends Error {}

export async function postEntry(db: DbOrTx, posting: Posting): Promise<Posted> {
  if (!Number.isSafeInteger(posting.amount)) throw new RangeError(`a ledger amount is a whole number of millionths, not ${posting.amount}`);
  const earlier = await entryByKey(db, posting);
  if (earlier) return { entry: earlier, balance: earlier.balance_after, currency: earlier.currency, duplicate: true };
  try {
    return await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(companies)
        .set({ balance: sql`${companies.balance} + ${posting.amount}`, updated_at: new Date() })
        .where(and(eq(companies.id, posting.companyId), eq(companies.team_id, posting.teamId), posting.amount < 0 ? sql`${companies.balance} + ${posting.amount} >= ${posting.floor}` : undefined))
        .returning({ balance: companies.balance, currency: companies.currency });
      if (!moved) throw await refusal(tx, posting);
      const [entry] = await tx
        .insert(ledgerEntries)
        .values({
          team_id: posting.teamId,
          company_id: posting.companyId,
          kind: posting.kind,
          amount: posting.amount,
          currency: moved.currency,
          balance_after: moved.balance,
          key: posting.key,
          ref_type: posting.ref?.type ?? null,
          ref_id: posting.ref?.id ?? null,
          note: posting.note ?? null,
          created_by_id: posting.userId ?? null,
          updated_by_id: posting.userId ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!entry) throw new KeyTaken();
      return { entry, balance: moved.balance, currency: moved.currency, duplicate: false };
    });
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const first = await entryByKey(db, posting);
    if (!first) throw new Error(`ledger key ${posting.key} conflicted but its entry is not there`);
    return { entry: first, balance: first.balance_after, currency: first.currency, duplicate: true };
  }
}

async function entryByKey(db: DbOrTx, posting: Posting): Promise<LedgerEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.team_id, posting.teamId), eq(ledgerEntries.company_id, posting.companyId), eq(ledgerEntries.key, posting.key)))
    .limit(1);
  return row;
}

/** Why a conditional update moved no balance: the company's balance cannot go that low, or the company is not the team's. */
export async function refusal(db: DbOrTx, posting: Pick<Posting, 'teamId' | 'companyId' | 'floor'>): Promise<Error> {
  const [company] = await db
    .select({ balance: companies.balance, currency: companies.currency })
    .from(companies)
    .where(and(eq(companies.id, posting.companyId), eq(companies.team_id, posting.teamId)));
  return company ? new BelowFloor(company.balance, posting.floor, company.currency) : new NoSuchAccount(`company ${posting.companyId}`);
}
