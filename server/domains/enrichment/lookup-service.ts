/**
 * Looking numbers up (docs/areas/audience.md#number-validation): each number's answer is reused
 * while it is younger than the provider's cache hours (recorded as a `cache` lookup that cost
 * nothing), else asked of the team's provider with retries; every outcome is recorded by Parley in
 * the lookup log, and an answer is written onto the contact with that number (network and codes,
 * where the network came from, ported, reachability, when) — never its plan validity, which is the
 * number's own.
 */
import { sql } from 'drizzle-orm';
import { readPhoneNumber } from '../audience/phone-number.ts';
import { teamContactSettings } from '../audience/contact-record.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import { invalid } from '../../http/errors.ts';
import type { Caller } from '../caller.ts';
import type { KindSpec } from './lookup-kinds.ts';
import { mapPool, withRetries, type Outcome } from './lookup-runner.ts';
import { contactOfPhone, type Target } from './lookup-targets.ts';
import type { TeamProvider } from './provider-config.ts';

export interface LookedUp<R> {
  row: R;
  cached: boolean;
  /** When the provider gave the answer: now, or when the cached answer was given. */
  answeredAt: Date;
  failed: boolean;
}

const HOUR = 3_600_000;

/** Looks up a batch of numbers (at most a few hundred) and records every answer; never throws for a failed number. */
export async function lookUpBatch<A, R extends { id: number; phone: string }>(
  app: AppContext,
  spec: KindSpec<A, R>,
  setup: TeamProvider,
  /** The user a job acts for may have left the team since (null). */
  caller: { teamId: number; userId: number | null },
  targets: readonly Target[],
  signal?: AbortSignal,
): Promise<LookedUp<R>[]> {
  const db = app.database.db;
  const phones = [...new Set(targets.map((t) => t.phone))];
  const fresh = setup.cacheHours > 0 ? await spec.fresh(db, caller.teamId, phones, new Date(Date.now() - setup.cacheHours * HOUR)) : new Map<string, R>();
  const { attempts, retryDelayMs, concurrency } = app.config.lookups;
  // Each number is asked once per batch, however many of its contacts are in it.
  const toAsk = phones.filter((p) => !fresh.has(p));
  const outcomes = new Map<string, Outcome<A>>();
  await mapPool(toAsk, concurrency, async (phone) => {
    outcomes.set(phone, await withRetries((attempt) => spec.ask(setup.provider, phone, { attempt, signal }), { attempts, delayMs: retryDelayMs }, signal));
  });

  const now = new Date();
  const stamps = { team_id: caller.teamId, created_by_id: caller.userId, updated_by_id: caller.userId };
  const values = targets.map((target) => {
    const base = { ...stamps, phone: target.phone, contact_id: target.contact_id };
    const cachedRow = fresh.get(target.phone);
    if (cachedRow) return { ...base, provider: 'cache', attempts: 0, ...spec.answerColumns(spec.answerOf(cachedRow), now), cost: 0 };
    const outcome = outcomes.get(target.phone)!;
    if (!outcome.ok) return { ...base, provider: setup.provider.name, attempts: outcome.attempts, ...spec.failureColumns(outcome.error, now) };
    return { ...base, provider: setup.provider.name, attempts: outcome.attempts, ...spec.answerColumns(outcome.answer, now) };
  });

  return db.transaction(async (tx) => {
    const rows = values.length ? ((await tx.insert(spec.table).values(values as never).returning()) as unknown as R[]) : [];
    const results = rows.map((row, i): LookedUp<R> => {
      const cachedRow = fresh.get(targets[i].phone);
      const outcome = outcomes.get(targets[i].phone);
      return { row, cached: !!cachedRow, answeredAt: cachedRow ? spec.answeredAt(cachedRow) : now, failed: !cachedRow && !outcome?.ok };
    });
    await writeToContacts(tx, spec, caller.teamId, targets, results);
    return results;
  });
}

/** Every answered lookup of a contact, onto the contact, in one statement. */
async function writeToContacts<A, R extends { id: number; phone: string }>(db: DbOrTx, spec: KindSpec<A, R>, teamId: number, targets: readonly Target[], results: LookedUp<R>[]) {
  const updates = results.flatMap((result, i) => {
    const contactId = targets[i].contact_id;
    if (contactId === null || result.failed) return [];
    return [{ id: contactId, at: result.answeredAt.toISOString(), ...spec.facts(spec.answerOf(result.row)) }];
  });
  if (!updates.length) return;
  const col = <K extends keyof (typeof updates)[number]>(key: K) => sql.param(updates.map((u) => u[key]));
  // A lookup that found no network (an invalid number) leaves the network the contact had.
  await db.execute(sql`
    update contacts as c set
      network = coalesce(u.network, c.network),
      mcc = case when u.network is null then c.mcc else u.mcc end,
      mnc = case when u.network is null then c.mnc else u.mnc end,
      network_source = case when u.network is null then c.network_source else ${spec.kind} end,
      ported = case when u.network is null then c.ported else u.ported end,
      reachability = coalesce(u.reachability, c.reachability),
      looked_up_at = u.at,
      updated_at = now()
    from unnest(${col('id')}::int[], ${col('network')}::text[], ${col('mcc')}::text[], ${col('mnc')}::text[], ${col('ported')}::boolean[], ${col('reachability')}::text[], ${col('at')}::timestamptz[])
      as u(id, network, mcc, mnc, ported, reachability, at)
    where c.id = u.id and c.team_id = ${teamId}`);
}

/** One number, answered at once: read in any notation (the team's default country for a national one). */
export async function lookUpOne<A, R extends { id: number; phone: string }>(app: AppContext, spec: KindSpec<A, R>, setup: TeamProvider, caller: Caller, phoneInput: string | number): Promise<LookedUp<R>> {
  const db = app.database.db;
  const { defaultCountry } = await teamContactSettings(db, caller.teamId);
  const read = readPhoneNumber(phoneInput, defaultCountry);
  if (!read.ok) throw invalid({ phone: [read.message] });
  const phone = read.number.e164;
  const [result] = await lookUpBatch(app, spec, setup, caller, [{ phone, contact_id: await contactOfPhone(db, caller.teamId, phone) }]);
  return result;
}
