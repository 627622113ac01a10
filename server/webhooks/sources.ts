/**
 * The records that receive webhooks. Each source kind says where its records and their secrets
 * live, and which domain service applies a delivery; the ingress (ingress.ts) does the rest the
 * same way for every kind. A new kind: a `webhook_secret` and `webhook_secret_rotated_at` column
 * on its table, its name in WEBHOOK_SOURCE_KINDS, and a source in its area's manifest
 * (server/domains/<area>/index.ts, `webhookSources`), made with `onTable` for the first two parts.
 */
import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { WebhookSourceKind } from '../../resources/workspace/webhook-sources.ts';
import type { DbOrTx, Tx } from '../db/transaction.ts';

export interface SourceRecord {
  id: number;
  teamId: number;
  /** The record's name, kept with each delivery. */
  label: string | null;
  /** As stored (sealed); open with openCredential. */
  sealedSecret: string | null;
  secretRotatedAt: Date | null;
}

export interface Delivery {
  teamId: number;
  record: SourceRecord;
  raw: Buffer;
  contentType?: string;
  deliveryId: string | null;
  receivedAt: Date;
}

export interface ApplyResult {
  status: number;
  /** Whether the delivery changed anything; only then is a repeat of it a duplicate. */
  applied: boolean;
  answer: Record<string, unknown>;
  error?: string;
}

export interface WebhookSource {
  kind: WebhookSourceKind;
  find(db: DbOrTx, teamId: number, id: number): Promise<SourceRecord | null>;
  /** `firstOnly` stores it only when the record has none yet (two first views at once agree on one). */
  storeSecret(db: DbOrTx, record: SourceRecord, sealed: string, at: Date, firstOnly?: boolean): Promise<void>;
  /** For a kind with an id-only address (shortWebhookPath): the team of the record with this id, or null. */
  teamOf?(db: DbOrTx, id: number): Promise<number | null>;
    /** Applies a delivery whose signature held, inside the ingress's transaction. */
  apply(tx: Tx, delivery: Delivery): Promise<ApplyResult>;
}

/** find and storeSecret for a resource table with the two secret columns; `label` names the column shown as the record's name. */
export function onTable(table: PgTable, label: string): Pick<WebhookSource, 'find' | 'storeSecret'> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  for (const c of ['id', 'team_id', label, 'webhook_secret', 'webhook_secret_rotated_at']) if (!columns[c]) throw new Error(`webhook source table lacks ${c}`);
  const mine = (teamId: number, id: number) => and(eq(columns.id, id), eq(columns.team_id, teamId));
  return {
    async find(db, teamId, id) {
      const [row] = await db
        .select({ id: columns.id, label: columns[label], secret: columns.webhook_secret, rotatedAt: columns.webhook_secret_rotated_at })
        .from(table)
        .where(mine(teamId, id));
      if (!row) return null;
      return { id: row.id as number, teamId, label: (row.label as string | null) ?? null, sealedSecret: (row.secret as string | null) ?? null, secretRotatedAt: (row.rotatedAt as Date | null) ?? null };
    },
    async storeSecret(db, record, sealed, at, firstOnly = false) {
      await db
        .update(table)
        .set({ webhook_secret: sealed, webhook_secret_rotated_at: at } as never)
        .where(firstOnly ? and(mine(record.teamId, record.id), isNull(columns.webhook_secret)) : mine(record.teamId, record.id));
    },
  };
}
