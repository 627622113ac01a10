/**
 * A company's balance checker as stored and as answered: its headers sealed at rest and answered
 * as a mask (the mask saved back keeps them, an empty value removes them), its readings beside it.
 */
import { and, eq } from 'drizzle-orm';
import { maskSecret } from '../../../../resources/kit/index.ts';
import { CHECKER_DEFAULTS, type BalanceChecker, type BalanceCheckerInput, type CustomRequest } from '../../../../resources/hub/balance-checker.ts';
import { companies } from '../../../db/schema/hub/companies.ts';
import { hubBalanceCheckers } from '../../../db/schema/hub/balance-checkers.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { notFound } from '../../../http/errors.ts';
import { openCredential, sealCredential } from '../../../security/credentials.ts';

export type CheckerRow = typeof hubBalanceCheckers.$inferSelect;
export interface CompanyRef {
  id: number;
  team_id: number;
  name: string;
  currency: CheckerRow['currency'];
}

/** The team's company, or a 404 (another team's company does not exist for the caller). */
export async function companyOf(db: DbOrTx, teamId: number, companyId: number): Promise<CompanyRef> {
  const [company] = await db
    .select({ id: companies.id, team_id: companies.team_id, name: companies.name, currency: companies.currency })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.team_id, teamId)));
  if (!company) throw notFound('No such company.');
  return company;
}

export async function checkerRow(db: DbOrTx, companyId: number): Promise<CheckerRow | null> {
  const [row] = await db.select().from(hubBalanceCheckers).where(eq(hubBalanceCheckers.company_id, companyId));
  return row ?? null;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** What the API answers: the configuration with its headers masked, and the last reading. */
export function shownChecker(company: CompanyRef, row: CheckerRow | null): BalanceChecker {
  if (!row) {
    return {
      ...CHECKER_DEFAULTS,
      company_id: company.id,
      configured: false,
      enabled: false,
      url: null,
      headers: null,
      body: null,
      expression: '',
      currency: company.currency,
      low_balance_threshold: null,
      last_balance: null,
      last_currency: null,
      last_checked_at: null,
      last_error: null,
      low: false,
      next_run_at: null,
    };
  }
  return {
    company_id: company.id,
    configured: true,
    enabled: row.enabled,
    url: row.url,
    method: row.method,
    headers: row.headers ? maskOf(row.headers) : null,
    body: row.body,
    extract_kind: row.extract_kind,
    expression: row.expression,
    currency: row.currency,
    timeout_seconds: row.timeout_seconds,
    interval_minutes: row.interval_minutes,
    low_balance_threshold: row.low_balance_threshold,
    last_balance: row.last_balance,
    last_currency: row.last_currency,
    last_checked_at: iso(row.last_checked_at),
    last_error: row.last_error,
    low: row.low,
    next_run_at: row.enabled ? iso(row.next_run_at) : null,
  };
}

/** The headers' mask; sealed with a key this server lacks, a bare mask (a run says to enter them again). */
function maskOf(sealed: string): string {
  try {
    return maskSecret(openCredential(sealed)) ?? '••••';
  } catch {
    return '••••';
  }
}

/** The headers to store: the mask keeps what is stored, empty removes them, anything else is sealed. */
export function sealedHeaders(given: string | null | undefined, stored: string | null): string | null {
  if (given?.startsWith('••••')) return stored;
  return given?.trim() ? sealCredential(given.trim()) : null;
}

/**
 * Saves the checker. A new or re-enabled checker, or a changed interval, runs at once and then every
 * interval; a change of threshold or currency judges the next reading afresh.
 */
export async function saveChecker(db: DbOrTx, company: CompanyRef, input: BalanceCheckerInput, now = new Date()): Promise<BalanceChecker> {
  const stored = await checkerRow(db, company.id);
  const currency = input.currency ?? stored?.currency ?? company.currency;
  const rescheduled = !stored || (input.enabled && !stored.enabled) || stored.interval_minutes !== input.interval_minutes;
  const rejudged = !stored || stored.low_balance_threshold !== input.low_balance_threshold || stored.currency !== currency;
  const values = {
    enabled: input.enabled,
    url: input.url,
    method: input.method,
    headers: sealedHeaders(input.headers, stored?.headers ?? null),
    body: input.body?.length ? input.body : null,
    extract_kind: input.extract_kind,
    expression: input.expression,
    currency,
    timeout_seconds: input.timeout_seconds,
    interval_minutes: input.interval_minutes,
    low_balance_threshold: input.low_balance_threshold,
    ...(rescheduled && { next_run_at: now }),
    ...(rejudged && { low: false }),
    updated_at: now,
  };
  const [row] = await db
    .insert(hubBalanceCheckers)
    .values({ company_id: company.id, team_id: company.team_id, ...values })
    .onConflictDoUpdate({ target: hubBalanceCheckers.company_id, set: values })
    .returning();
  return shownChecker(company, row);
}

/** A request to run: a given one (its headers' mask standing for the stored ones), or the stored checker's. */
export function requestOf(company: CompanyRef, row: CheckerRow | null, given?: CustomRequest): RunnableRequest | null {
  if (given) {
    return { ...given, headers: given.headers?.startsWith('••••') ? (row?.headers ?? null) : given.headers?.trim() ? sealCredential(given.headers.trim()) : null, currency: given.currency ?? row?.currency ?? company.currency };
  }
  if (!row) return null;
  return { url: row.url, method: row.method, headers: row.headers, body: row.body, extract_kind: row.extract_kind, expression: row.expression, currency: row.currency, timeout_seconds: row.timeout_seconds };
}

/** Everything a run needs; `headers` sealed as stored. */
export interface RunnableRequest {
  url: string;
  method: CheckerRow['method'];
  headers: string | null;
  body: string | null;
  extract_kind: CheckerRow['extract_kind'];
  expression: string;
  currency: CheckerRow['currency'];
  timeout_seconds: number;
}
