/**
 * Sends hub clients the receipts they are owed (docs/areas/hub.md#receipts), in each process that
 * holds their binds: woken when receipts are written (in any process), when a client binds to
 * receive, and every few seconds for claims gone stale. Each receipt is claimed, sent as deliver_sm
 * on one of the endpoint's receiving binds here, and marked delivered once the client answers; one
 * whose bind went first is given back at once, for the next bind to take.
 */
import type { Db } from '../../../db/client.ts';
import { formatDeliveryReceipt, STAT_STATES } from '../../sms/smpp/delivery-receipt.ts';
import type { ClientSession } from '../smpp/client-session.ts';
import { claimReceipts, expireReceipts, receiptsDelivered, releaseReceipts, type PendingReceipt } from './receipt-outbox.ts';

const BATCH = 200;
const TICK_MS = 2_000;
/** How often receipts past their hold are given up. */
const EXPIRE_EVERY_MS = 60_000;

/** The receipt's text carries the message's start; characters outside printable ASCII read as `?` (every client's parser reads ASCII). */
const plain = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

export function receiptPdu(r: PendingReceipt): Record<string, unknown> {
  return {
    source_addr_ton: 1,
    source_addr_npi: 1,
    source_addr: r.source,
    dest_addr_ton: 0,
    dest_addr_npi: 0,
    destination_addr: r.destination,
    esm_class: 0x04,
    data_coding: 0,
    short_message: plain(formatDeliveryReceipt({ messageId: String(r.message_id), stat: r.stat, err: r.err, submittedAt: r.submitted_at, doneAt: r.done_at, text: r.text })),
    receipted_message_id: String(r.message_id),
    message_state: STAT_STATES[r.stat],
  };
}

export class ReceiptSender {
  private readonly flushing = new Map<number, Promise<void>>();
  private readonly again = new Set<number>();
  private readonly timer: NodeJS.Timeout;
  private lastExpiry = 0;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly process: string,
    private readonly holdHours: number,
    private readonly sessions: () => Iterable<ClientSession>,
  ) {
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  /** Receipts of the endpoint may be waiting: send them if this process holds one of its receiving binds. */
  wake(endpointId: number): void {
    if (this.stopped || !this.receivers(endpointId).length) return;
    if (this.flushing.has(endpointId)) {
      this.again.add(endpointId);
      return;
    }
    const work = this.flush(endpointId)
      .catch((e) => console.error(`[parley] sending hub receipts of endpoint ${endpointId}: ${(e as Error).message}`))
      .finally(() => {
        this.flushing.delete(endpointId);
        if (this.again.delete(endpointId)) this.wake(endpointId);
      });
    this.flushing.set(endpointId, work);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await Promise.all(this.flushing.values());
  }

  private receivers(endpointId: number): ClientSession[] {
    return [...this.sessions()].filter((s) => s.receives && s.bound!.endpoint.id === endpointId);
  }

  private tick(): void {
    for (const id of new Set([...this.sessions()].filter((s) => s.receives).map((s) => s.bound!.endpoint.id))) this.wake(id);
    if (Date.now() - this.lastExpiry > EXPIRE_EVERY_MS) {
      this.lastExpiry = Date.now();
      void expireReceipts(this.db, this.holdHours).catch(() => undefined);
    }
  }

  private async flush(endpointId: number): Promise<void> {
    for (;;) {
      const receivers = this.receivers(endpointId);
      if (!receivers.length || this.stopped) return;
      const claimed = await claimReceipts(this.db, endpointId, this.process, BATCH);
      if (!claimed.length) return;
      // Spread over the endpoint's receiving binds here, as a client with several expects.
      const answers = await Promise.all(claimed.map((r, i) => receivers[i % receivers.length].deliver(receiptPdu(r))));
      await receiptsDelivered(this.db, claimed.filter((_, i) => answers[i]).map((r) => r.id));
      await releaseReceipts(this.db, claimed.filter((_, i) => !answers[i]).map((r) => r.id));
      // All there was, or a refused or lost one: the rest waits for the next wake or tick rather than a loop.
      if (claimed.length < BATCH || !answers.every(Boolean)) return;
    }
  }
}
