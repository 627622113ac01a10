/**
 * Approving rate changes (docs/areas/sms.md#rate-changes): each batch in one transaction whose
 * first statement moves its changes from pending in a conditional update, so of two admins
 * approving at once one wins and the other gets a 409. Approving writes the vendor rates with their
 * effective dates; an increase inside the route's notice waits for the notice's end unless the
 * admin overrides it with a reason, which the audit log keeps. What follows (client rates, the
 * price-list mails, the team's notification) is a job, so it survives a restart.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { dayOf, insideNotice, noticeEnds } from '../../../../resources/sms/rate-notice.ts';
import type { AppContext } from '../../../context.ts';
import { audit, type AuditEntry } from '../../../crud/audit.ts';
import type { Row } from '../../../crud/record.ts';
import type { Db } from '../../../db/client.ts';
import { rateChangeBatches, rateChanges, smsRoutes, users, vendorRates } from '../../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../../db/transaction.ts';
import { conflict, invalid, notFound } from '../../../http/errors.ts';
import type { Caller } from '../../caller.ts';
import { forgetSnapshot } from '../routing/cache.ts';

export interface RateChangeTarget {
  ids?: readonly number[];
  batchId?: number;
}

export interface ApproveOptions {
  /** Apply increases inside the notice on their own dates; needs a reason. */
  overrideNotice?: boolean;
  reason?: string;
  /** Parley approves by itself (a route that auto-applies decks): the audit log names Parley, no user. */
  byParley?: boolean;
}

export interface ApproveResult {
  approved: number;
  /** Increases inside notice that take effect when it ends. */
  deferred: number;
  batch_ids: number[];
  /** The follow-up job (client rates, mails, notification). */
  job_id: number | null;
}

type Change = typeof rateChanges.$inferSelect;
type Batch = typeof rateChangeBatches.$inferSelect;

const CHUNK = 5_000;

/** The changes a request names, all of the caller's team; a batch's, or ids (404 naming one that is not). */
export async function changesOf(db: DbOrTx, teamId: number, target: RateChangeTarget): Promise<Change[]> {
  if (target.batchId !== undefined) {
    const [batch] = await db.select({ id: rateChangeBatches.id }).from(rateChangeBatches).where(and(eq(rateChangeBatches.id, target.batchId), eq(rateChangeBatches.team_id, teamId)));
    if (!batch) throw notFound('No such rate change batch.');
    return db.select().from(rateChanges).where(and(eq(rateChanges.team_id, teamId), eq(rateChanges.batch_id, target.batchId)));
  }
  const ids = [...new Set(target.ids ?? [])];
  if (!ids.length) throw invalid({ ids: ['Name the rate changes, or give batch_id.'] });
  const found: Change[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) found.push(...(await db.select().from(rateChanges).where(and(eq(rateChanges.team_id, teamId), inArray(rateChanges.id, ids.slice(i, i + CHUNK))))));
  if (found.length !== ids.length) {
    const have = new Set(found.map((c) => c.id));
    throw notFound(`No such rate change: ${ids.find((id) => !have.has(id))}.`);
  }
  return found;
}

/** By batch (null: changes logged outside any batch, decided one by one). */
function byBatch(changes: readonly Change[]): Map<number | null, Change[]> {
  const groups = new Map<number | null, Change[]>();
  for (const c of changes) {
    const list = groups.get(c.batch_id) ?? [];
    list.push(c);
    groups.set(c.batch_id, list);
  }
  return groups;
}

/** The 409 for changes someone else decided first, naming who and when where the batch says. */
async function alreadyDecided(db: DbOrTx, batchId: number | null): Promise<Error> {
  if (batchId === null) return conflict('Some of these rate changes were approved or rejected a moment ago. Reload to see them.');
  const [b] = await db
    .select({ status: rateChangeBatches.status, at: rateChangeBatches.decided_at, who: users.name })
    .from(rateChangeBatches)
    .leftJoin(users, eq(users.id, rateChangeBatches.decided_by_id))
    .where(eq(rateChangeBatches.id, batchId));
  if (!b || b.status === 'pending') return conflict('Some of these rate changes were approved or rejected a moment ago. Reload to see them.');
  const when = b.at ? ` at ${b.at.toISOString().replace('T', ' ').slice(0, 16)} UTC` : '';
  return conflict(`This batch was already ${b.status}${b.who ? ` by ${b.who}` : ''}${when}.`);
}

/**
 * Moves the batch (when the whole batch is decided) and its changes out of pending, in one
 * conditional statement each: none moved means someone else decided first.
 */
async function claim(tx: Tx, caller: Caller, batchId: number | null, changes: readonly Change[], status: 'applied' | 'rejected', decision: { userId: number | null; note: string | null }, wholeBatch: boolean): Promise<Batch | undefined> {
  let batch: Batch | undefined;
  if (batchId !== null) {
    if (wholeBatch) {
      [batch] = await tx
        .update(rateChangeBatches)
        .set({ status: status === 'applied' ? 'approved' : 'rejected', decided_by_id: decision.userId, decided_at: new Date(), decision_note: decision.note, updated_at: new Date(), version: sql`${rateChangeBatches.version} + 1` })
        .where(and(eq(rateChangeBatches.id, batchId), eq(rateChangeBatches.team_id, caller.teamId), eq(rateChangeBatches.status, 'pending')))
        .returning();
      if (!batch) throw await alreadyDecided(tx, batchId);
    } else {
      [batch] = await tx.select().from(rateChangeBatches).where(eq(rateChangeBatches.id, batchId));
    }
  }
  const ids = changes.map((c) => c.id);
  let moved = 0;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await tx
      .update(rateChanges)
      .set({ status, updated_at: new Date(), updated_by_id: decision.userId, version: sql`${rateChanges.version} + 1` })
      .where(and(eq(rateChanges.team_id, caller.teamId), inArray(rateChanges.id, ids.slice(i, i + CHUNK)), eq(rateChanges.status, 'pending')))
      .returning({ id: rateChanges.id });
    moved += rows.length;
  }
  if (moved !== ids.length) throw await alreadyDecided(tx, batchId);
  // Decided change by change: the batch is decided once none of its changes waits.
  if (batchId !== null && !wholeBatch) {
    const [{ waiting }] = await tx.select({ waiting: sql<number>`count(*)::int` }).from(rateChanges).where(and(eq(rateChanges.batch_id, batchId), eq(rateChanges.status, 'pending')));
    if (waiting === 0) {
      await tx
        .update(rateChangeBatches)
        .set({ status: status === 'applied' ? 'approved' : 'rejected', decided_by_id: decision.userId, decided_at: new Date(), decision_note: decision.note, updated_at: new Date() })
        .where(and(eq(rateChangeBatches.id, batchId), eq(rateChangeBatches.status, 'pending')));
    }
  }
  return batch;
}

export async function approveRateChanges(app: AppContext, caller: Caller, target: RateChangeTarget, options: ApproveOptions = {}): Promise<ApproveResult> {
  const db = app.database.db;
  const reason = options.reason?.trim() || null;
  if (options.overrideNotice && !reason) throw invalid({ reason: ['Say why these increases apply before the notice ends: the reason is kept in the audit log.'] });
  const changes = await changesOf(db, caller.teamId, target);
  const userId = options.byParley ? null : caller.userId;
  let approved = 0;
  let deferred = 0;
  const batchIds: number[] = [];
  const routeIds = new Set<number>();
  const days = new Set<string>();
  for (const [batchId, group] of byBatch(changes)) {
    const outcome = await db.transaction(async (tx) => {
      const batch = await claim(tx, caller, batchId, group, 'applied', { userId, note: reason }, target.batchId !== undefined);
      return writeVendorRates(tx, caller, batch, group, { ...options, reason, userId });
    });
    approved += group.length;
    deferred += outcome.deferred;
    if (batchId !== null) batchIds.push(batchId);
    for (const r of group) routeIds.add(r.route_id);
    for (const d of outcome.days) days.add(d);
  }
  // The change bus forgets it in every process too; this one sees the new rates at once.
  forgetSnapshot(db, caller.teamId);
  const job = approved
    ? await app.jobs.enqueue(
        'rate-changes-approved',
        { route_ids: [...routeIds], days: [...days].sort(), change_ids: changes.map((c) => c.id) },
        { teamId: caller.teamId, userId, title: `Rate changes approved (${approved})` },
      )
    : null;
  return { approved, deferred, batch_ids: batchIds, job_id: job?.id ?? null };
}

/**
 * The vendor rates the changes bring, active from their effective dates: an increase inside the
 * notice waits for the notice's end unless overridden. Routing and apply-rates read the newest rate
 * whose day has come, so the price in force stays until then; a rate taking effect today closes
 * the one it replaces (`expired`) at once.
 */
async function writeVendorRates(tx: Tx, caller: Caller, batch: Batch | undefined, changes: readonly Change[], options: Omit<ApproveOptions, 'reason'> & { userId: number | null; reason: string | null }) {
  const routeIds = [...new Set(changes.map((c) => c.route_id))];
  const routes = new Map((await tx.select({ id: smsRoutes.id, notice_days: smsRoutes.notice_days }).from(smsRoutes).where(inArray(smsRoutes.id, routeIds))).map((r) => [r.id, r]));
  const today = dayOf(new Date());
  let deferred = 0;
  const days = new Set<string>();
  const planned = changes.map((c) => {
    const received = batch?.received_at ?? c.detected_at;
    const notice = routes.get(c.route_id)?.notice_days ?? 7;
    const inside = insideNotice(c, received, notice);
    const waits = inside && !options.overrideNotice;
    if (waits) deferred++;
    const day = waits ? noticeEnds(received, notice) : dayOf(c.effective_from);
    days.add(day < today ? today : day);
    return { change: c, day, inside };
  });
  const stamps = { team_id: caller.teamId, created_by_id: options.userId, updated_by_id: options.userId };
  const values = planned.map(({ change: c, day }) => ({
    ...stamps,
    route_id: c.route_id,
    network_name: c.network_name,
    country: c.country,
    mcc: c.mcc,
    mnc: c.mnc,
    // A closed network keeps its last price on the rate that closes it.
    price: (c.change === 'closed' ? (c.old_price ?? c.new_price) : (c.new_price ?? c.old_price)) ?? 0,
    currency: c.currency,
    effective_from: new Date(`${day}T00:00:00Z`),
    status: c.change === 'closed' ? ('expired' as const) : ('active' as const),
  }));
  const written: Row[] = [];
  for (let i = 0; i < values.length; i += CHUNK) written.push(...((await tx.insert(vendorRates).values(values.slice(i, i + CHUNK)).returning()) as Row[]));

  // Each change points at the rate it wrote, in one statement per chunk.
  for (let i = 0; i < written.length; i += CHUNK) {
    const pairs = written.slice(i, i + CHUNK).map((r, j) => sql`(${planned[i + j].change.id}::int, ${r.id as number}::int)`);
    await tx.execute(sql`update ${rateChanges} set vendor_rate_id = v.rate_id from (values ${sql.join(pairs, sql`, `)}) as v(change_id, rate_id) where ${rateChanges.id} = v.change_id`);
  }

  // What took effect today closes the rate in force before it on the same route and network.
  const now = planned.filter((p) => p.day <= today && p.change.change !== 'closed');
  const closed: Array<{ before: Row; after: Row }> = [];
  for (let i = 0; i < now.length; i += CHUNK) {
    const keys = now.slice(i, i + CHUNK).map((p) => sql`(${p.change.route_id}::int, ${p.change.mcc}::text, ${p.change.mnc}::text, ${`${p.day}T00:00:00Z`}::timestamptz)`);
    const rows = (await tx.execute(sql`
      with v(route_id, mcc, mnc, day) as (values ${sql.join(keys, sql`, `)}),
      old as (
        select vr.* from ${vendorRates} vr join v on vr.route_id = v.route_id and vr.mcc = v.mcc and vr.mnc = v.mnc
        where vr.team_id = ${caller.teamId} and vr.status = 'active' and vr.effective_from < v.day
        for update of vr
      )
      update ${vendorRates} set status = 'expired', version = ${vendorRates}.version + 1, updated_at = now()
      from old where ${vendorRates}.id = old.id
      returning old.*`)) as unknown as { rows?: Row[] } | Row[];
    for (const before of Array.isArray(rows) ? rows : (rows.rows ?? [])) closed.push({ before, after: { ...before, status: 'expired' } });
  }

  const note = (inside: boolean) => (inside && options.overrideNotice ? `Notice overridden: ${options.reason}` : options.reason);
  const entries: AuditEntry[] = [
    ...written.map((after, i) => ({ teamId: caller.teamId, userId: options.userId, resource: 'vendor-rates', recordId: after.id as number, action: 'approve', after, note: note(planned[i].inside) })),
    ...closed.map(({ before, after }) => ({ teamId: caller.teamId, userId: options.userId, resource: 'vendor-rates', recordId: before.id as number, action: 'approve', before, after, note: options.reason })),
  ];
  await audit(tx, entries);
  return { deferred, days };
}

/** Rejects the changes (or a batch's): nothing is written but their status and the reason. */
export async function rejectRateChanges(db: Db, caller: Caller, target: RateChangeTarget, reason: string | undefined): Promise<{ rejected: number; batch_ids: number[] }> {
  const changes = await changesOf(db, caller.teamId, target);
  const note = reason?.trim() || null;
  const batchIds: number[] = [];
  for (const [batchId, group] of byBatch(changes)) {
    await db.transaction((tx) => claim(tx, caller, batchId, group, 'rejected', { userId: caller.userId, note }, target.batchId !== undefined));
    if (batchId !== null) batchIds.push(batchId);
  }
  return { rejected: changes.length, batch_ids: batchIds };
}
