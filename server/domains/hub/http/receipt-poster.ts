/**
 * Calls HTTP clients' receipt addresses (docs/areas/hub.md#http-clients), where the process runs
 * workers: woken when receipts are written (in any process) and every second for the ones due.
 * Each due receipt is claimed (one claim at a time: `for update skip locked`; a claim older than
 * CLAIM_STALE_SECONDS belonged to a process that died), called once through the outbound client
 * (its SSRF guard and timeouts, the team's allowed hosts), and every try is logged as a
 * `receipt-attempts` record. A 2xx marks it delivered and it is never sent again; anything else
 * tries again after the next wait of the schedule, until HUB_RECEIPT_HOLD_HOURS have passed.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { AttemptOutcome } from '../../../../resources/hub/receipt-attempts.ts';
import { RECEIPT_ID_HEADER, RECEIPT_SIGNATURE_HEADER } from '../../../../resources/hub/http-clients.ts';
import type { AppContext } from '../../../context.ts';
import { hubHttpReceipts, hubReceiptAttempts } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import { OutboundError, OutboundHttpError, outboundPolicyOf } from '../../../http/outbound/index.ts';
import { signatureHeader } from '../../../webhooks/signature.ts';
import type { Stop } from '../../area.ts';
import { signingSecretOf } from './credentials.ts';
import { fillKannelUrl } from './kannel-url.ts';
import { HTTP_RECEIPTS_TOPIC } from './receipt-outbox.ts';

/** Waits between tries: 30 s, 2 min, 10 min, 30 min, 1 h, then every 2 h until the hold is over. */
export const RETRY_SECONDS: readonly number[] = [30, 120, 600, 1_800, 3_600, 7_200];
const CLAIM_STALE_SECONDS = 300;
const BATCH = 20;
const TICK_MS = 1_000;

type Due = typeof hubHttpReceipts.$inferSelect;

/** The address as logged: no query, which may carry the client's own tokens. */
function shownUrl(url: string): string {
  try {
    const u = new URL(url.replace(/%[diTA]/g, '0'));
    return `${u.origin}${u.pathname}`.slice(0, 500);
  } catch {
    return url.slice(0, 200);
  }
}

export function startReceiptPoster(ctx: AppContext): Stop {
  const db = ctx.database.db;
  const holdHours = ctx.config.hub.receiptHoldHours;
  const schedule = ctx.config.hub.receiptRetrySeconds ?? RETRY_SECONDS;
  const me = `${os.hostname()}:${process.pid}`;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const claim = async (): Promise<Due[]> =>
    rowsOf<Due>(
      await db.execute(sql`
        update ${hubHttpReceipts} set claimed_by = ${me}, claimed_at = now(), attempts = attempts + 1
        where id in (
          select id from ${hubHttpReceipts}
          where state = 'pending' and next_attempt_at <= now() and (claimed_at is null or claimed_at < now() - make_interval(secs => ${CLAIM_STALE_SECONDS}))
          order by next_attempt_at, id limit ${BATCH} for update skip locked)
        returning *`),
    ).map((r) => ({ ...r, created_at: new Date(r.created_at) }));

  async function call(r: Due): Promise<{ status: number | null; error: string | null }> {
    const policy = await outboundPolicyOf(db, r.team_id);
    const common = { ...policy, retries: 0, acceptStatus: (s: number) => s >= 200 && s < 300, purpose: 'hub-receipt', headers: { [RECEIPT_ID_HEADER]: String(r.id) } };
    try {
      let res;
      if (r.format === 'json') {
        const body = Buffer.from(r.body ?? '{}', 'utf8');
        const secret = await signingSecretOf(db, r.team_id, r.endpoint_id);
        res = await ctx.outbound.request({ ...common, url: r.url, method: 'POST', body, headers: { ...common.headers, 'content-type': 'application/json', [RECEIPT_SIGNATURE_HEADER]: signatureHeader(secret, body) } });
      } else {
        res = await ctx.outbound.request({ ...common, url: fillKannelUrl(r.url, { type: r.dlr_type, time: new Date(), text: r.text }), method: 'GET' });
      }
      return { status: res.status, error: null };
    } catch (error) {
      if (error instanceof OutboundHttpError) return { status: error.status, error: error.message };
      if (error instanceof OutboundError) return { status: null, error: error.message };
      return { status: null, error: (error as Error).message ?? 'The call failed.' };
    }
  }

  async function attempt(r: Due): Promise<void> {
    const { status, error } = await call(r);
    let outcome: AttemptOutcome = 'delivered';
    let next: Date | null = null;
    if (error !== null) {
      const wait = schedule[Math.min(r.attempts - 1, schedule.length - 1)] * 1_000;
      next = new Date(Date.now() + wait);
      outcome = next.getTime() > r.created_at.getTime() + holdHours * 3_600_000 ? 'gave_up' : 'failed';
    }
    await db.transaction(async (tx) => {
      if (outcome === 'delivered') await tx.execute(sql`update ${hubHttpReceipts} set state = 'delivered', delivered_at = now(), claimed_by = null, claimed_at = null where id = ${r.id}`);
      else if (outcome === 'gave_up') await tx.execute(sql`update ${hubHttpReceipts} set state = 'gave_up', claimed_by = null, claimed_at = null where id = ${r.id}`);
      else await tx.execute(sql`update ${hubHttpReceipts} set next_attempt_at = ${next!.toISOString()}::timestamptz, claimed_by = null, claimed_at = null where id = ${r.id}`);
      await tx.insert(hubReceiptAttempts).values({
        team_id: r.team_id,
        endpoint_id: r.endpoint_id,
        message_id: r.message_id,
        client_ref: r.client_ref,
        event: r.event,
        format: r.format,
        url: shownUrl(r.url),
        attempt: r.attempts,
        outcome,
        status_code: status,
        error: error?.slice(0, 500) ?? null,
        next_attempt_at: outcome === 'failed' ? next : null,
      });
    });
  }

  async function drain(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const due = await claim();
      if (!due.length) return;
      await Promise.all(due.map((r) => attempt(r).catch((e) => console.error(`[parley] hub receipt ${r.id}: ${(e as Error).message}`))));
      if (due.length < BATCH) return;
    }
  }

  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((e) => console.error(`[parley] posting hub receipts: ${(e as Error).message}`))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        }
      });
  };

  const timer = setInterval(wake, TICK_MS);
  timer.unref();
  const subscribed = ctx.changes.subscribe(HTTP_RECEIPTS_TOPIC, wake);
  wake();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await (await subscribed)();
    await running;
  };
}
