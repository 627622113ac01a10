/**
 * A run's result kept: a reading in the company's history, the latest balance (or why none was
 * read) on its checker, and the team told once when the balance falls below the threshold. The
 * `low` flag moves in a conditional update, so however many runs cross at once, one notification
 * is written; it is written again only after a reading at or above the threshold cleared it.
 */
import { and, eq } from 'drizzle-orm';
import { formatFieldMoney } from '../../../../resources/format/money.ts';
import type { BalanceCheckResult } from '../../../../resources/hub/balance-checker.ts';
import { SMS_PRICE_SCALE } from '../../../../resources/sms/shared.ts';
import type { Db } from '../../../db/client.ts';
import { hubBalanceCheckers } from '../../../db/schema/hub/balance-checkers.ts';
import { hubBalanceReadings } from '../../../db/schema/hub/balance-readings.ts';
import { writeNotification } from '../../workspace/notifications.ts';
import type { CompanyRef } from './settings.ts';

/** The start of the vendor's answer kept with each reading. */
const EXCERPT_CHARS = 1000;

const money = (units: number, currency: string) => formatFieldMoney({ scale: SMS_PRICE_SCALE, precision: 'total' }, units, currency, 'en');

export async function recordReading(db: Db, company: CompanyRef, result: BalanceCheckResult): Promise<{ readingId: number; low: boolean }> {
  return db.transaction(async (tx) => {
    const at = new Date(result.checked_at);
    const [reading] = await tx
      .insert(hubBalanceReadings)
      .values({
        team_id: company.team_id,
        company_id: company.id,
        at,
        balance: result.balance,
        currency: result.currency as (typeof hubBalanceReadings.$inferInsert)['currency'],
        status_code: result.status,
        excerpt: result.body?.slice(0, EXCERPT_CHARS) ?? null,
        error: result.error,
      })
      .returning({ id: hubBalanceReadings.id });
    const mine = eq(hubBalanceCheckers.company_id, company.id);
    // A run that read nothing keeps the last balance and says why.
    const latest = result.balance !== null ? { last_balance: result.balance, last_currency: result.currency, last_checked_at: at, last_error: null } : { last_checked_at: at, last_error: result.error };
    const [checker] = await tx.update(hubBalanceCheckers).set(latest).where(mine).returning();
    if (!checker || result.balance === null) return { readingId: reading.id, low: checker?.low ?? false };

    const threshold = checker.low_balance_threshold;
    const below = threshold !== null && checker.currency === result.currency && result.balance < threshold;
    if (!below) {
      if (checker.low) await tx.update(hubBalanceCheckers).set({ low: false }).where(and(mine, eq(hubBalanceCheckers.low, true)));
      return { readingId: reading.id, low: false };
    }
    const crossed = await tx
      .update(hubBalanceCheckers)
      .set({ low: true })
      .where(and(mine, eq(hubBalanceCheckers.low, false)))
      .returning({ company_id: hubBalanceCheckers.company_id });
    if (crossed.length) {
      await writeNotification(tx, {
        teamId: company.team_id,
        type: 'low_balance',
        level: 'warning',
        title: `Low vendor balance: ${company.name}`,
        body: `The vendor says ${company.name} holds ${money(result.balance, result.currency)}, below the threshold of ${money(threshold, result.currency)}.`,
        link: `/hub/companies/${company.id}`,
      });
    }
    return { readingId: reading.id, low: true };
  });
}
