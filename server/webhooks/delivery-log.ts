/** The team's log of webhook deliveries (resources/workspace/webhook-deliveries.ts): one entry per request that reached a source. */
import type { WEBHOOK_OUTCOMES } from '../../resources/workspace/webhook-deliveries.ts';
import type { WebhookSourceKind } from '../../resources/workspace/webhook-sources.ts';
import { webhookDeliveries } from '../db/schema/index.ts';
import type { DbOrTx } from '../db/transaction.ts';
import type { SignatureResult } from './signature.ts';

export interface DeliveryEntry {
  teamId: number;
  kind: WebhookSourceKind;
  sourceId: number;
  sourceLabel: string | null;
  deliveryId: string | null;
  signature: SignatureResult;
  outcome: (typeof WEBHOOK_OUTCOMES)[number];
  statusCode: number;
  error?: string | null;
  /** What was read of the body (nothing when it was refused for its size). */
  raw: Buffer | null;
  bodySize: number;
  contentType?: string;
  remoteIp?: string;
  receivedAt: Date;
  processingMs: number;
  /** Replay keys, for a delivery that is being applied. */
  appliedMac?: string | null;
  appliedDeliveryId?: string | null;
}

export function deliveryValues(e: DeliveryEntry, keepBodyBytes: number): typeof webhookDeliveries.$inferInsert {
  const kept = e.raw ? e.raw.subarray(0, keepBodyBytes) : null;
  return {
    team_id: e.teamId,
    received_at: e.receivedAt,
    source_kind: e.kind,
    source_id: e.sourceId,
    source_label: e.sourceLabel?.slice(0, 200) ?? null,
    delivery_id: e.deliveryId?.slice(0, 200) ?? null,
    signature: e.signature,
    outcome: e.outcome,
    status_code: e.statusCode,
    error: e.error?.slice(0, 2000) ?? null,
    body_size: e.bodySize,
    processing_ms: e.processingMs,
    content_type: e.contentType?.slice(0, 200) ?? null,
    remote_ip: e.remoteIp?.slice(0, 64) ?? null,
    // Text columns cannot hold NUL; a binary body shows as replacement characters.
    body: kept ? kept.toString('utf8').replaceAll('\u0000', '\uFFFD') : null,
    body_truncated: !!e.raw && e.raw.length > keepBodyBytes,
    applied_mac: e.appliedMac ?? null,
    applied_delivery_id: e.appliedDeliveryId ?? null,
  };
}

export async function logDelivery(db: DbOrTx, e: DeliveryEntry, keepBodyBytes: number): Promise<number> {
  const [row] = await db.insert(webhookDeliveries).values(deliveryValues(e, keepBodyBytes)).returning({ id: webhookDeliveries.id });
  return row.id;
}
