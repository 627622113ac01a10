/**
 * A delivery pushed to a feed's webhook: the contacts it carries are upserted by number, and a feed
 * log entry records what arrived (rows received, accepted, rejected and why). Runs inside the
 * ingress's transaction, so the entry, the contacts and the delivery's replay key commit together.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FEED_RUN_STATUSES } from '../../../resources/audience/feed-logs.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import { campaigns, feedLogs, feeds } from '../../db/schema/index.ts';
import { writeContacts } from './contact-writer.ts';
import { loadCustomFields } from './custom-values.ts';
import { FeedPayloadError, parseFeedPayload, type ParsedFeed } from './feed-payload.ts';

export interface FeedDelivery {
  teamId: number;
  feedId: number;
  raw: Buffer;
  contentType?: string;
  deliveryId: string | null;
  receivedAt: Date;
}

export interface IntakeResult {
  status: number;
  /** True when the delivery changed something (a log entry, contacts); a repeat of it must not. */
  applied: boolean;
  answer: Record<string, unknown>;
  error?: string;
}

const MESSAGE_LIMIT = 2000;

export async function takeFeedDelivery(db: DbOrTx, delivery: FeedDelivery): Promise<IntakeResult> {
  const began = performance.now();
  const [feed] = await db
    .select({ id: feeds.id, name: feeds.name, active: feeds.active, mapping: feeds.mapping, tags: feeds.tags, segment_id: feeds.segment_id, on_duplicate: feeds.on_duplicate, stopped_by: campaigns.name, stopped_by_id: feeds.stopped_by_campaign_id })
    .from(feeds)
    .leftJoin(campaigns, and(eq(campaigns.id, feeds.stopped_by_campaign_id), eq(campaigns.team_id, feeds.team_id)))
    .where(and(eq(feeds.id, delivery.feedId), eq(feeds.team_id, delivery.teamId)));
  if (!feed) return refused(404, 'No such feed.');
  if (!feed.active && feed.stopped_by_id !== null)
    return refused(409, `The feed "${feed.name}" was stopped by the campaign "${feed.stopped_by ?? `#${feed.stopped_by_id}`}" (stop-feed); switch the feed on again in Parley, then send the delivery again.`);
  if (!feed.active) return refused(409, `The feed "${feed.name}" is switched off; switch it on in Parley, then send the delivery again.`);

  const customFields = await loadCustomFields(db, delivery.teamId);
  let parsed: ParsedFeed;
  try {
    parsed = parseFeedPayload(delivery.raw, delivery.contentType, { mapping: feed.mapping, customKeys: new Set(customFields.map((f) => f.key)) });
  } catch (error) {
    if (error instanceof FeedPayloadError) return refused(error.status, error.message);
    throw error;
  }

  const written = await writeContacts(db, delivery.teamId, parsed.accepted, {
    source: 'feed',
    onDuplicate: feed.on_duplicate === 'skip' ? 'skip' : 'update',
    tags: feed.tags,
    segmentId: feed.segment_id,
    customFields,
    event: { kind: 'feed', ref_type: 'feeds', ref_id: feed.id, detail: delivery.deliveryId ? { delivery_id: delivery.deliveryId.slice(0, 64) } : {} },
  });
  // Rows the payload check let through but the contact rules did not (a custom value of the wrong type).
  for (const r of written.rejected) parsed.rejections.push({ row: parsed.acceptedRows[r.index], field: r.field, message: r.message });
  parsed.rejected += written.rejected.length;
  const { created, updated, skipped } = written;
  const accepted = created + updated;
  const status: (typeof FEED_RUN_STATUSES)[number] = parsed.rejected === 0 ? 'success' : accepted > 0 ? 'partial' : 'failed';
  // Counted from the delivery's arrival, so a log entry's run never ends before it starts.
  const finishedAt = new Date(delivery.receivedAt.getTime() + Math.round(performance.now() - began));
  await db.insert(feedLogs).values({
    team_id: delivery.teamId,
    feed_id: feed.id,
    started_at: delivery.receivedAt,
    finished_at: finishedAt,
    status,
    rows_read: parsed.received,
    rows_imported: accepted,
    message: feedLogMessage(`Webhook delivery${delivery.deliveryId ? ` ${delivery.deliveryId.slice(0, 64)}` : ''}`, parsed, parsed.accepted.length - written.rejected.length, { created, updated, skipped }),
  });
  // A counter Parley keeps, not an edit: the record's version stays, so nobody editing the feed meets a conflict.
  await db
    .update(feeds)
    .set({ last_run_at: finishedAt, rows_imported: sql`${feeds.rows_imported} + ${accepted}` })
    .where(eq(feeds.id, feed.id));

  return {
    status: 200,
    applied: true,
    answer: {
      received: parsed.received,
      accepted,
      created,
      updated,
      skipped,
      rejected: parsed.rejected,
      rejections: parsed.rejections,
      ignored_fields: parsed.ignoredFields,
    },
  };
}

function refused(status: number, message: string): IntakeResult {
  return { status, applied: false, answer: { message }, error: message };
}

/** The feed log's message: what arrived, in a sentence an operator reads at a glance, then the reasons. */
export function feedLogMessage(what: string, parsed: ParsedFeed, acceptedRows: number, counts: { created: number; updated: number; skipped: number }): string {
  const kept = counts.skipped ? `, ${counts.skipped} known and skipped` : '';
  const head = `${what}: ${parsed.received} received, ${acceptedRows} accepted (${counts.created} new, ${counts.updated} updated${kept}), ${parsed.rejected} rejected.`;
  const reasons = parsed.rejections.map((r) => `Row ${r.row}, ${r.field}: ${r.message}`);
  const ignored = parsed.ignoredFields.length ? [`Ignored fields: ${parsed.ignoredFields.join(', ')}.`] : [];
  let text = head;
  let shown = 0;
  for (const line of [...ignored, ...reasons]) {
    if (text.length + line.length + 1 > MESSAGE_LIMIT - 60) break;
    text += ` ${line}`;
    shown++;
  }
  const hidden = parsed.rejected - Math.max(0, shown - ignored.length);
  return hidden > 0 ? `${text} … and ${hidden} more rejected rows.` : text;
}
