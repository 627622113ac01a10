/**
 * A company's balance as the hub admin sees it (docs/areas/hub.md#balances): read, credited or
 * debited by hand through the ledger, never below its floor (minus the largest credit limit of its
 * endpoints that may send), and totalled per currency.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { BalanceChange, BalanceChanged, BalanceSummary, CompanyBalance } from '../../../resources/hub/company-balance.ts';
import { formatFieldMoney } from '../../../resources/format/money.ts';
import { SMS_PRICE_SCALE } from '../../../resources/sms/shared.ts';
import { companies } from '../../db/schema/hub/companies.ts';
import { hubEndpoints } from '../../db/schema/hub/endpoints.ts';
import { hubParts } from '../../db/schema/hub/hub-parts.ts';
import type { Caller } from '../../crud/store.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';
import { BelowFloor, NoSuchAccount, postEntry } from '../ledger/post-entry.ts';

const money = (units: number, currency: string) => formatFieldMoney({ scale: SMS_PRICE_SCALE, precision: 'total' }, units, currency, 'en');

export async function companyBalance(db: DbOrTx, teamId: number, companyId: number): Promise<CompanyBalance> {
  const [row] = await db.select({ balance: companies.balance, currency: companies.currency }).from(companies).where(and(eq(companies.id, companyId), eq(companies.team_id, teamId)));
  if (!row) throw notFound('No such company.');
  return { company_id: companyId, ...row, credit_limit: await creditLimit(db, companyId), reserved: await reserved(db, companyId) };
}

/** What the company's parts still under way were charged: taken from the balance, refunded if no vendor carries them. */
async function reserved(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${hubParts.price}), 0)`.mapWith(Number) })
    .from(hubParts)
    .where(and(eq(hubParts.company_id, companyId), isNull(hubParts.settled_at)));
  return row?.sum ?? 0;
}

/** The largest credit limit of the company's endpoints that may send (a disabled one gives none). */
async function creditLimit(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ limit: sql<number>`coalesce(max(${hubEndpoints.credit_limit}), 0)`.mapWith(Number) })
    .from(hubEndpoints)
    .where(and(eq(hubEndpoints.company_id, companyId), ne(hubEndpoints.status, 'disabled')));
  return row?.limit ?? 0;
}

/**
 * Credits (a positive amount) or debits the company. With an Idempotency-Key, a repeated request
 * answers the first one's result and moves nothing; the same key with another amount is refused.
 */
export async function changeCompanyBalance(db: DbOrTx, caller: Caller, companyId: number, change: BalanceChange, idempotencyKey?: string): Promise<BalanceChanged> {
  const credit_limit = await creditLimit(db, companyId);
  try {
    const posted = await postEntry(db, {
      teamId: caller.teamId,
      companyId,
      kind: change.amount > 0 ? 'credit' : 'debit',
      amount: change.amount,
      key: `request:${idempotencyKey ?? randomUUID()}`,
      floor: -credit_limit,
      note: change.note,
      userId: caller.userId,
    });
    if (posted.duplicate && (posted.entry.amount !== change.amount || posted.entry.note !== change.note)) {
      throw conflict('This Idempotency-Key was already used for another change of this balance. Use a new key for a new change.');
    }
    return { company_id: companyId, entry_id: posted.entry.id, amount: posted.entry.amount, balance: posted.balance, currency: posted.currency, credit_limit, reserved: await reserved(db, companyId), duplicate: posted.duplicate };
  } catch (error) {
    // Another team's company, or one gone: the posting found no row of the caller's team to move.
    if (error instanceof NoSuchAccount) throw notFound('No such company.');
    if (!(error instanceof BelowFloor)) throw error;
    const after = error.balance + change.amount;
    const limit = credit_limit ? ` (its endpoints' credit limit is ${money(credit_limit, error.currency)})` : ' (none of its endpoints gives it credit)';
    throw invalid({ amount: [`This would take the balance from ${money(error.balance, error.currency)} to ${money(after, error.currency)}, below its floor of ${money(error.floor, error.currency)}${limit}.`] });
  }
}

export async function balanceSummary(db: DbOrTx, teamId: number): Promise<BalanceSummary> {
  const rows = await db
    .select({
      currency: companies.currency,
      companies: sql<number>`count(*)`.mapWith(Number),
      balance: sql<number>`coalesce(sum(${companies.balance}), 0)`.mapWith(Number),
      owed: sql<number>`coalesce(sum(greatest(-${companies.balance}, 0)), 0)`.mapWith(Number),
    })
    .from(companies)
    .where(eq(companies.team_id, teamId))
    .groupBy(companies.currency)
    .orderBy(companies.currency);
  return { totals: rows };
}
