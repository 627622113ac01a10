/** Table of the `webhook-deliveries` resource (resources/workspace/webhook-deliveries.ts): the ingress's log. */
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { WEBHOOK_OUTCOMES, WEBHOOK_SIGNATURE_RESULTS } from '../../../../resources/workspace/webhook-deliveries.ts';
import type { WebhookSourceKind } from '../../../../resources/workspace/webhook-sources.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    ...resourceColumns(),
    received_at: timestamp({ withTimezone: true }).notNull(),
    source_kind: text().$type<WebhookSourceKind>().notNull(),
    // No foreign key: sources are records of several tables. A source's log outlives it.
    source_id: integer().notNull(),
    source_label: text(),
    delivery_id: text(),
    signature: text().$type<(typeof WEBHOOK_SIGNATURE_RESULTS)[number]>().notNull(),
    outcome: text().$type<(typeof WEBHOOK_OUTCOMES)[number]>().notNull(),
    status_code: integer().notNull(),
    error: text(),
    body_size: integer().notNull().default(0),
    processing_ms: integer().notNull().default(0),
    content_type: text(),
    remote_ip: text(),
    body: text(),
    body_truncated: boolean().notNull().default(false),
    /**
     * Replay keys, set only on the entry of a delivery that was applied: its MAC (the same signed
     * request again) and the sender's delivery id (the same delivery signed again). The unique
     * indexes make a second application impossible, even for two copies arriving at once.
     */
    applied_mac: text(),
    applied_delivery_id: text(),
  },
  (t) => [
    index('webhook_deliveries_team_received_idx').on(t.team_id, t.received_at),
    index('webhook_deliveries_source_idx').on(t.team_id, t.source_kind, t.source_id, t.received_at),
    uniqueIndex('webhook_deliveries_applied_mac_key').on(t.source_kind, t.source_id, t.applied_mac),
    uniqueIndex('webhook_deliveries_applied_delivery_key').on(t.source_kind, t.source_id, t.applied_delivery_id),
  ],
);
