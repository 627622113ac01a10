/**
 * Syncing a team's numbers from its voice accounts' providers: numbers the provider holds and the
 * team does not come in (active, on that account), numbers of the account the provider no longer
 * holds are marked released (their row stays: calls and campaigns point at it), a released number
 * the provider holds again is active again. Numbers are matched by E.164 within the team (unique),
 * so a second sync, or two at once, adds nothing twice. A number the provider lists that another of
 * the team's accounts holds is left there. Each account is synced in its own transaction; an
 * account whose provider has no adapter, or whose provider fails, reports why and changes nothing.
 */
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { AccountSync, NumberSyncResponse } from '../../../../resources/voice/number-sync.ts';
import type { Db } from '../../../db/client.ts';
import { voiceAccounts, voiceNumbers } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/errors.ts';
import { stampsFor, type Caller } from '../../caller.ts';
import { accountAdapter } from '../provider/account-adapters.ts';
import type { ProviderNumber } from '../provider/voice-provider.ts';

type Account = { id: number; name: string; provider: string };

export async function syncNumbers(db: Db, caller: Caller, accountId?: number): Promise<NumberSyncResponse> {
  const accounts = await db
    .select({ id: voiceAccounts.id, name: voiceAccounts.name, provider: voiceAccounts.provider })
    .from(voiceAccounts)
    .where(and(eq(voiceAccounts.team_id, caller.teamId), accountId ? eq(voiceAccounts.id, accountId) : eq(voiceAccounts.status, 'active')))
    .orderBy(voiceAccounts.id);
  if (accountId && !accounts.length) throw notFound('No such voice account.');
  const out: AccountSync[] = [];
  for (const account of accounts) out.push(await syncAccount(db, caller, account));
  return { accounts: out };
}

async function syncAccount(db: Db, caller: Caller, account: Account): Promise<AccountSync> {
  const result: AccountSync = { account_id: account.id, name: account.name, provider: account.provider, added: 0, restored: 0, released: 0, unchanged: 0, elsewhere: 0, error: null, reason: null };
  const adapter = accountAdapter(account.provider);
  if (!adapter) return { ...result, reason: 'no_adapter', error: `Parley cannot reach ${account.provider} accounts yet; add their numbers by hand.` };
  let held: ProviderNumber[];
  try {
    held = await adapter.listNumbers();
  } catch (error) {
    return { ...result, reason: 'provider_failed', error: `The provider did not answer: ${error instanceof Error ? error.message : String(error)}` };
  }
  const wanted = [...new Map(held.map((n) => [n.number, n])).values()];
  return db.transaction(async (tx) => {
    const team = eq(voiceNumbers.team_id, caller.teamId);
    const known = wanted.length
      ? await tx
          .select({ id: voiceNumbers.id, number: voiceNumbers.number, account_id: voiceNumbers.account_id, status: voiceNumbers.status })
          .from(voiceNumbers)
          .where(and(team, inArray(voiceNumbers.number, wanted.map((n) => n.number))))
      : [];
    const byNumber = new Map(known.map((row) => [row.number, row]));
    const fresh = wanted.filter((n) => !byNumber.has(n.number));
    if (fresh.length) {
      // Another sync may have added one meanwhile: the unique (team, number) index keeps it once.
      const added = await tx
        .insert(voiceNumbers)
        .values(fresh.map((n) => ({ ...stampsFor(caller), number: n.number, label: n.label, account_id: account.id, country: n.country, capabilities: n.capabilities, monthly_cost: n.monthly_cost, currency: n.currency, status: 'active' as const })))
        .onConflictDoNothing()
        .returning({ id: voiceNumbers.id });
      result.added = added.length;
      result.unchanged += fresh.length - added.length;
    }
    const mine = known.filter((row) => row.account_id === account.id);
    result.elsewhere = known.length - mine.length;
    const back = mine.filter((row) => row.status === 'released').map((row) => row.id);
    if (back.length) await tx.update(voiceNumbers).set(touched(caller, 'active')).where(inArray(voiceNumbers.id, back));
    result.restored = back.length;
    result.unchanged += mine.length - back.length;
    const gone = await tx
      .update(voiceNumbers)
      .set(touched(caller, 'released'))
      .where(and(team, eq(voiceNumbers.account_id, account.id), ne(voiceNumbers.status, 'released'), wanted.length ? notInArray(voiceNumbers.number, wanted.map((n) => n.number)) : undefined))
      .returning({ id: voiceNumbers.id });
    result.released = gone.length;
    return result;
  });
}

const touched = (caller: Caller, status: 'active' | 'released') => ({ status, version: sql`${voiceNumbers.version} + 1`, updated_at: new Date(), updated_by_id: caller.userId });
