/**
 * Receiving a webhook delivery, the same for every source kind: find the source within the team
 * the URL names, check the signature over the raw body, refuse a replay, let the source's domain
 * service apply it, and log every delivery. A refused delivery changes nothing but the log.
 *
 * Replays: an applied delivery's MAC and its sender's delivery id go into unique indexes in the
 * same transaction as the delivery's effect. The same signed request again (the MAC), or the same
 * delivery signed again by a retrying sender (the id), finds its key taken and changes nothing;
 * changing the unsigned id header of a captured request does not help, the MAC is still taken.
 */
import { eq } from 'drizzle-orm';
import { DELIVERY_HEADER, type WebhookSourceKind } from '../../resources/workspace/webhook-sources.ts';
import type { Db } from '../db/client.ts';
import { webhookDeliveries } from '../db/schema/index.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { openCredential } from '../security/credentials.ts';
import { deliveryValues, logDelivery, type DeliveryEntry } from './delivery-log.ts';
import { verifySignature } from './signature.ts';
import { webhookSourceOf } from '../areas.ts';
import type { ApplyResult, SourceRecord } from './sources.ts';

/** Bytes of each body the delivery log keeps for inspection. */
export const KEPT_BODY_BYTES = 64 * 1024;
/** Of a delivery whose signature failed. */
const REFUSED_BODY_BYTES = 4 * 1024;

export interface IngressOptions {
  db: Db;
  /** Bytes of each body kept in the log for inspection. */
  keepBodyBytes: number;
}

export interface Incoming {
  kind: WebhookSourceKind;
  teamId: number;
  sourceId: number;
  raw: Buffer;
  contentType?: string;
  signature?: string;
  deliveryHeader?: string;
  remoteIp?: string;
  requestId: string;
  receivedAt: Date;
  /** performance.now() when the request arrived. */
  started: number;
}

/** The 200 answer; every other outcome is thrown as an HttpError with its status. */
export type IngressAnswer = Record<string, unknown>;

const DELIVERY_ID = /^[\x21-\x7e]{1,200}$/;
const DUPLICATE = Symbol('duplicate');

export async function receiveDelivery(options: IngressOptions, incoming: Incoming): Promise<IngressAnswer> {
  const { db, keepBodyBytes } = options;
  const source = webhookSourceOf(incoming.kind);
  const record = await source.find(db, incoming.teamId, incoming.sourceId);
  // Nothing to attribute the request to: no log entry (anyone may send to any URL).
  if (!record) throw notFound('No such webhook source.');

  // Judged by the time it arrived: a delivery is fresh or stale when it is received.
  const check = verifySignature(record.sealedSecret ? openCredential(record.sealedSecret) : null, incoming.raw, incoming.signature, Math.floor(incoming.receivedAt.getTime() / 1000));
  const entry = (e: Pick<DeliveryEntry, 'outcome' | 'statusCode'> & Partial<DeliveryEntry>): DeliveryEntry => ({
    ...baseEntry(incoming, record, check.result),
    deliveryId: incoming.deliveryHeader ?? check.claimed ?? null,
    processingMs: elapsed(incoming),
    ...e,
  });

  if (check.result !== 'valid') {
    // Anyone can send unsigned bytes: keep enough to see what they were, not a flood of them.
    await logDelivery(db, entry({ outcome: 'refused', statusCode: 401, error: check.message }), Math.min(keepBodyBytes, REFUSED_BODY_BYTES));
    throw new HttpError(401, check.message!);
  }
  if (incoming.deliveryHeader !== undefined && !DELIVERY_ID.test(incoming.deliveryHeader)) {
    const message = `${DELIVERY_HEADER} is at most 200 visible characters without spaces.`;
    await logDelivery(db, entry({ outcome: 'rejected', statusCode: 422, error: message }), keepBodyBytes);
    throw new HttpError(422, message, { [DELIVERY_HEADER]: [message] });
  }

  const deliveryId = incoming.deliveryHeader ?? check.mac!;
  let result: ApplyResult | typeof DUPLICATE;
  try {
    result = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(webhookDeliveries)
        .values(deliveryValues(entry({ outcome: 'processed', statusCode: 200, deliveryId, appliedMac: check.mac, appliedDeliveryId: incoming.deliveryHeader ?? null }), keepBodyBytes))
        .onConflictDoNothing()
        .returning({ id: webhookDeliveries.id });
      if (!claimed) return DUPLICATE;
      const applied = await source.apply(tx, { teamId: incoming.teamId, record, raw: incoming.raw, contentType: incoming.contentType, deliveryId, receivedAt: incoming.receivedAt });
      await tx
        .update(webhookDeliveries)
        .set({
          outcome: applied.applied ? 'processed' : 'rejected',
          status_code: applied.status,
          error: applied.error?.slice(0, 2000) ?? null,
          processing_ms: elapsed(incoming),
          // A delivery that changed nothing may come again (once the feed is switched on, say).
          ...(!applied.applied && { applied_mac: null, applied_delivery_id: null }),
        })
        .where(eq(webhookDeliveries.id, claimed.id));
      return applied;
    });
  } catch (error) {
    // Rolled back: nothing was applied, so a retry by the sender is welcome.
    const message = `Parley could not apply this delivery (request ${incoming.requestId}); nothing was changed, so send it again later.`;
    await logDelivery(db, entry({ outcome: 'failed', statusCode: 500, deliveryId, error: message }), keepBodyBytes).catch(() => undefined);
    throw error;
  }

  if (result === DUPLICATE) {
    await logDelivery(db, entry({ outcome: 'duplicate', statusCode: 200, deliveryId }), keepBodyBytes);
    return { duplicate: true, delivery_id: deliveryId };
  }
  if (result.status >= 400) throw new HttpError(result.status, result.error ?? String(result.answer.message ?? 'The delivery was refused.'));
  return { delivery_id: deliveryId, ...result.answer };
}

/** A body over the size limit: refused before it was read, logged when the source exists. */
export async function recordTooLarge(options: IngressOptions, incoming: Omit<Incoming, 'raw'> & { declaredSize: number }, message: string): Promise<void> {
  const record = await webhookSourceOf(incoming.kind).find(options.db, incoming.teamId, incoming.sourceId);
  if (!record) return;
  await logDelivery(
    options.db,
    { ...baseEntry({ ...incoming, raw: Buffer.alloc(0) }, record, 'missing'), raw: null, bodySize: incoming.declaredSize, deliveryId: incoming.deliveryHeader ?? null, outcome: 'too_large', statusCode: 413, error: message, processingMs: elapsed(incoming) },
    options.keepBodyBytes,
  );
}

function baseEntry(incoming: Incoming, record: SourceRecord, signature: DeliveryEntry['signature']): Omit<DeliveryEntry, 'outcome' | 'statusCode' | 'deliveryId' | 'processingMs'> {
  return {
    teamId: incoming.teamId,
    kind: incoming.kind,
    sourceId: record.id,
    sourceLabel: record.label,
    signature,
    raw: incoming.raw,
    bodySize: incoming.raw.length,
    contentType: incoming.contentType,
    remoteIp: incoming.remoteIp,
    receivedAt: incoming.receivedAt,
  };
}

const elapsed = (incoming: Pick<Incoming, 'started'>) => Math.round(performance.now() - incoming.started);
