/**
 * Handling a deck: the previewed deck written as ONE pending batch of rate changes
 * (docs/areas/sms.md#rate-sheets). Nothing touches the vendor rates here: an admin approves the
 * batch (server/domains/sms/rate-changes/), or Parley does at once for a route that auto-applies
 * its decks. The entry point every way in calls — the upload
 * route now, the rate inboxes' mail receiver next — with the file's bytes and where it came from.
 * The same file twice on one route is refused (409) while a batch of it stands.
 */
import { conflict } from '../../../http/errors.ts';
import type { DeckCounts, DeckSettingsInput, DeckSource } from '../../../../resources/sms/rate-decks.ts';
import type { AppContext } from '../../../context.ts';
import { rateChangeBatches, rateChanges, smsRoutes } from '../../../db/schema/index.ts';
import { pgErrorOf } from '../../../crud/db-errors.ts';
import { and, eq, isNull } from 'drizzle-orm';
import { approveRateChanges } from '../rate-changes/approve.ts';
import { previewDeck } from './deck-preview.ts';

export interface HandleDeckInput {
  teamId: number;
  routeId: number;
  source: Extract<DeckSource, 'upload' | 'mail'>;
  fileName: string | null;
  bytes: Buffer;
  inboxId?: number | null;
  /** Who uploaded it; null for a mail. */
  userId?: number | null;
  /** The mapping the admin adjusted on the screen; remembered for the route when it has none yet. */
  settings?: DeckSettingsInput;
  today?: string;
}

export interface HandledDeck {
  batch_id: number;
  status: 'pending' | 'approved' | 'rejected';
  counts: DeckCounts;
  changes: number;
}

const CHUNK = 1_000;

export async function handleDeck(app: AppContext, input: HandleDeckInput): Promise<HandledDeck> {
  const db = app.database.db;
  const work = await previewDeck(db, input);
  const { preview, route } = work;
  if (preview.duplicate_of !== null) throw conflict(`This file was already handled for this route (batch ${preview.duplicate_of}).`);
  const now = new Date();
  const changed = preview.rows.filter((r) => r.kind !== 'unchanged');
  try {
    const batchId = await db.transaction(async (tx) => {
      const [batch] = await tx
        .insert(rateChangeBatches)
        .values({
          team_id: input.teamId,
          created_by_id: input.userId ?? null,
          updated_by_id: input.userId ?? null,
          route_id: route.id,
          source: input.source,
          file_name: input.fileName,
          sha256: preview.sha256,
          inbox_id: input.inboxId ?? null,
          deck: preview.deck,
          status: 'pending',
          new_count: preview.counts.new,
          increase_count: preview.counts.increase,
          decrease_count: preview.counts.decrease,
          unchanged_count: preview.counts.unchanged,
          closed_count: preview.counts.closed,
          unreadable_count: preview.counts.unreadable,
          inside_notice_count: preview.counts.inside_notice,
          received_at: now,
        })
        .returning({ id: rateChangeBatches.id });
      for (let i = 0; i < changed.length; i += CHUNK) {
        await tx.insert(rateChanges).values(
          changed.slice(i, i + CHUNK).map((r) => ({
            team_id: input.teamId,
            created_by_id: input.userId ?? null,
            route_id: route.id,
            network_name: r.network_name,
            country: r.country,
            mcc: r.mcc,
            mnc: r.mnc,
            // An old price in another currency is no price to compare with: the change shows the new one.
            old_price: r.old_currency === r.currency ? r.old_price : null,
            new_price: r.new_price,
            currency: r.currency as typeof smsRoutes.$inferSelect.currency,
            change: r.kind as 'new' | 'increase' | 'decrease' | 'closed',
            effective_from: new Date(`${r.effective_from}T00:00:00Z`),
            detected_at: now,
            batch_id: batch.id,
            status: 'pending' as const,
            inside_notice: r.inside_notice,
          })),
        );
      }
      // A mapping used once is remembered for the vendor, unless the route already has its own.
      if (input.settings) {
        await tx
          .update(smsRoutes)
          .set({ deck_settings: work.settings })
          .where(and(eq(smsRoutes.id, route.id), isNull(smsRoutes.deck_settings)));
      }
      return batch.id;
    });
    if (route.auto_apply && changed.length) {
      await approveRateChanges(app, { teamId: input.teamId, userId: input.userId ?? 0 }, { batchId }, { byParley: true });
      return { batch_id: batchId, status: 'approved', counts: preview.counts, changes: changed.length };
    }
    return { batch_id: batchId, status: 'pending', counts: preview.counts, changes: changed.length };
  } catch (error) {
    // Two copies of one file handled at once: the unique index lets one through.
    if (pgErrorOf(error)?.code === '23505') throw conflict('This file was already handled for this route.');
    throw error;
  }
}
