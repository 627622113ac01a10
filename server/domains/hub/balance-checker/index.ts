/**
 * A company's balance checker as its routes use it (docs/areas/hub.md#balance-checker): read and
 * saved, tested once without recording, synced now (run and recorded). Every call is scoped to the
 * caller's team: another team's company is a 404.
 */
import type { BalanceChecker, BalanceCheckerInput, BalanceCheckResult, BalanceSyncResult, CustomRequest } from '../../../../resources/hub/balance-checker.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { conflict } from '../../../http/errors.ts';
import { recordReading } from './record-reading.ts';
import { runCheck, type CheckApp } from './run-check.ts';
import { checkerRow, companyOf, requestOf, saveChecker, shownChecker } from './settings.ts';

export { runBalanceChecksOnSchedule } from './schedule.ts';

const notSetUp = () => conflict('This company has no balance checker yet: save its request first.');

export async function readBalanceChecker(db: DbOrTx, teamId: number, companyId: number): Promise<BalanceChecker> {
  const company = await companyOf(db, teamId, companyId);
  return shownChecker(company, await checkerRow(db, companyId));
}

export async function writeBalanceChecker(db: DbOrTx, teamId: number, companyId: number, input: BalanceCheckerInput): Promise<BalanceChecker> {
  return saveChecker(db, await companyOf(db, teamId, companyId), input);
}

/** Runs the request once (the one given, else the saved one) and answers what came back; records nothing. */
export async function testBalanceChecker(app: CheckApp, teamId: number, companyId: number, given?: CustomRequest): Promise<BalanceCheckResult> {
  const company = await companyOf(app.database.db, teamId, companyId);
  const request = requestOf(company, await checkerRow(app.database.db, companyId), given);
  if (!request) throw notSetUp();
  return runCheck(app, company, request);
}

/** Runs the saved checker now and records its reading, as the schedule would (which keeps its own turn). */
export async function syncBalance(app: CheckApp, teamId: number, companyId: number): Promise<BalanceSyncResult> {
  const company = await companyOf(app.database.db, teamId, companyId);
  const request = requestOf(company, await checkerRow(app.database.db, companyId));
  if (!request) throw notSetUp();
  const result = await runCheck(app, company, request);
  const recorded = await recordReading(app.database.db, company, result);
  return { ...result, reading_id: recorded.readingId, low: recorded.low };
}
