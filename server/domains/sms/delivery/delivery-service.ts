/**
 * SMS delivery where the workers run: the route links, the sender, the process's receipt recorder and, when
 * configured, the built-in SMSC simulator, wired to the change bus (a queued message wakes the
 * sender; an edited route reopens its link). On PostgreSQL the routes' TPS buckets are rows every
 * worker shares; on PGlite, the only process, they stay in memory.
 */
import type { AppContext } from '../../../context.ts';
import { MemoryTokenBucketStore } from '../smpp/tps-limiter.ts';
import type { SmscSimulator } from '../../../simulators/smsc/smsc-simulator.ts';
import { startBuiltinSmsc } from './builtin-smsc.ts';
import { MessageWrites } from './message-writes.ts';
import { LeasedTokenBucketStore, PgTokenBucketStore } from './pg-token-buckets.ts';
import { receiptRecorderOf } from './process-receipts.ts';
import type { ReceiptRecorder } from './receipt-recorder.ts';
import { RouteLinks } from './route-links.ts';
import { SmsSender, type SmsSenderOptions } from './sms-sender.ts';

export interface SmsDelivery {
  sender: SmsSender;
  receipts: ReceiptRecorder;
  simulator: SmscSimulator | null;
  stop(): Promise<void>;
}

const running = new WeakMap<AppContext, SmsDelivery>();

/** The delivery running in this context's process, if its workers run here (tests and the benchmark read its counters). */
export function smsDeliveryOf(ctx: AppContext): SmsDelivery | undefined {
  return running.get(ctx);
}

/** How often receipts kept for want of their part are tried again. */
const PENDING_RETRY_MS = 2_000;

export async function startSmsDelivery(ctx: AppContext, options: Partial<SmsSenderOptions> = {}): Promise<SmsDelivery> {
  const db = ctx.database.db;
  const simulator = await startBuiltinSmsc(ctx.config);
  const receipts = receiptRecorderOf(ctx);
  const links = new RouteLinks(db, {
    buckets: ctx.database.driver === 'postgres' ? new LeasedTokenBucketStore(new PgTokenBucketStore(db)) : new MemoryTokenBucketStore(),
    onReceipt: (routeId, receipt) => receipts.received(routeId, receipt),
    bindWaitMs: ctx.config.sms.bindWaitMs,
    outbound: ctx.outbound,
    appUrl: ctx.config.appUrl,
  });
  const writes = new MessageWrites(db);
  const sender = new SmsSender(db, links, writes, { soleProcess: ctx.database.driver === 'pglite', staleClaimMs: ctx.config.sms.claimStaleMs, ...options });
  const unlisten = ctx.changes.on((change) => {
    if (change.resource === 'sms-logs' && change.op === 'insert') sender.wake();
    if (change.resource === 'routes') void links.routesChanged(change.count > change.ids.length ? null : change.ids).catch(() => undefined);
  });
  let retrying = false;
  const retry = setInterval(() => {
    if (retrying) return;
    retrying = true;
    receipts
      .retryPending()
      .catch(() => undefined)
      .finally(() => (retrying = false));
  }, PENDING_RETRY_MS);
  retry.unref();
  sender.start();
  const delivery: SmsDelivery = {
    sender,
    receipts,
    simulator,
    async stop() {
      unlisten();
      clearInterval(retry);
      await sender.stop();
      await receipts.flush();
      await simulator?.stop();
      running.delete(ctx);
    },
  };
  running.set(ctx, delivery);
  return delivery;
}
