/**
 * A feed's run: its source URL fetched (through the outbound guard, with the team's allowed hosts),
 * read as CSV or JSON by the feed's mapping, and its contacts upserted in chunks by the contact
 * writer, as a job. Every run, fetched or failed, leaves one feed log entry saying what became of
 * it, and moves the feed's `last_run_at`, so a feed whose source is down is tried again at its next
 * turn rather than every minute. See docs/areas/audience.md#feeds.
 */
import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FEED_RUN_STATUSES } from '../../../resources/audience/feed-logs.ts';
import type { AppContext } from '../../context.ts';
import { feedLogs, feeds } from '../../db/schema/index.ts';
import { OutboundError, outboundPolicyOf } from '../../http/outbound/index.ts';
import { PermanentJobError } from '../../jobs/job-kind.ts';
import { defineJob } from '../define-job.ts';
import { writeContacts } from './contact-writer.ts';
import { loadCustomFields } from './custom-values.ts';
import { feedLogMessage } from './feed-intake.ts';
import { MAX_REASONS, readFeedRows, type FeedReading, type ParsedFeed } from './feed-payload.ts';
import { csvRecords } from './uploads/csv-rows.ts';
import { detectDelimiter } from './uploads/csv-delimiter.ts';
import { headerColumns } from './uploads/header-row.ts';
import { detectEncoding, HEAD_BYTES } from './uploads/text-encoding.ts';
import { UploadProblem } from './uploads/upload-problem.ts';
import iconv from 'iconv-lite';

/** Largest source file a run downloads. */
export const FEED_MAX_BYTES = 64 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 120_000;
/** Rows written per statement. */
const CHUNK = 5_000;

const input = z.object({ feed_id: z.number().int().positive() });

export const feedRunJob = defineJob<z.infer<typeof input>>({
  kind: 'feed-run',
  input,
  maxAttempts: 3,
  retryDelaySeconds: 30,
  async run({ job, input, app, signal }) {
    return runFeed(app, job.team_id, input.feed_id, signal);
  },
});

type Feed = typeof feeds.$inferSelect;

export async function runFeed(app: AppContext, teamId: number, feedId: number, signal: AbortSignal) {
  const db = app.database.db;
  const [feed] = await db.select().from(feeds).where(and(eq(feeds.id, feedId), eq(feeds.team_id, teamId)));
  if (!feed) throw new PermanentJobError('The feed was deleted.');
  if (!feed.source_url) throw new PermanentJobError(`The feed "${feed.name}" has no source URL to fetch.`);
  if (!feed.active) throw new PermanentJobError(`The feed "${feed.name}" is switched off.`);
  const startedAt = new Date();
  const host = new URL(feed.source_url).host;

  let body: Buffer;
  try {
    const answer = await app.outbound.request({
      ...(await outboundPolicyOf(db, teamId)),
      url: feed.source_url,
      maxBytes: FEED_MAX_BYTES,
      timeoutMs: FETCH_TIMEOUT_MS,
      purpose: 'feed',
      signal,
    });
    body = answer.body;
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    await recordRun(app, feed, startedAt, 'failed', 0, 0, `Fetching ${host} failed: ${error.message}`);
    throw new PermanentJobError(error.message);
  }

  const customFields = await loadCustomFields(db, teamId);
  const reading: FeedReading = { mapping: feed.mapping, customKeys: new Set(customFields.map((f) => f.key)) };
  const totals: ParsedFeed = { received: 0, accepted: [], acceptedRows: [], rejections: [], rejected: 0, ignoredFields: [] };
  const counts = { created: 0, updated: 0, skipped: 0 };
  let acceptedRows = 0;
  try {
    for await (const chunk of sourceRows(body, feed.format)) {
      signal.throwIfAborted();
      const parsed = readFeedRows(chunk, reading, totals.received + 1);
      const written = await writeContacts(db, teamId, parsed.accepted, {
        source: 'feed',
        onDuplicate: feed.on_duplicate === 'skip' ? 'skip' : 'update',
        tags: feed.tags,
        segmentId: feed.segment_id,
        customFields,
        event: { kind: 'feed', ref_type: 'feeds', ref_id: feed.id, detail: { run_at: startedAt.toISOString() } },
      });
      for (const r of written.rejected) parsed.rejections.push({ row: parsed.acceptedRows[r.index], field: r.field, message: r.message });
      totals.received += parsed.received;
      totals.rejected += parsed.rejected + written.rejected.length;
      totals.rejections.push(...parsed.rejections.slice(0, Math.max(0, MAX_REASONS - totals.rejections.length)));
      totals.ignoredFields = [...new Set([...totals.ignoredFields, ...parsed.ignoredFields])].sort().slice(0, 20);
      acceptedRows += parsed.accepted.length - written.rejected.length;
      counts.created += written.created;
      counts.updated += written.updated;
      counts.skipped += written.skipped;
    }
  } catch (error) {
    if (!(error instanceof UploadProblem)) throw error;
    const done = counts.created + counts.updated;
    await recordRun(app, feed, startedAt, done ? 'partial' : 'failed', totals.received, done, `Fetched ${host}. ${error.message}${done ? ` The first ${totals.received} rows were read; ${done} contacts were written.` : ''}`);
    throw new PermanentJobError(error.message);
  }
  const accepted = counts.created + counts.updated;
  const status: (typeof FEED_RUN_STATUSES)[number] = totals.rejected === 0 ? 'success' : accepted > 0 ? 'partial' : 'failed';
  const message = feedLogMessage(`Fetched ${host}`, totals, acceptedRows, counts);
  await recordRun(app, feed, startedAt, status, totals.received, accepted, message);
  return { rows: totals.received, message };
}

/** The source's rows as objects keyed by column (CSV) or as given (JSON), a chunk at a time. */
async function* sourceRows(body: Buffer, format: string): AsyncGenerator<unknown[]> {
  if (format === 'json') {
    let payload: unknown;
    try {
      payload = JSON.parse(body.toString('utf8'));
    } catch {
      throw new UploadProblem('The file is not valid JSON.');
    }
    const list = Array.isArray(payload) ? payload : (payload as { contacts?: unknown } | null)?.contacts;
    if (!Array.isArray(list)) throw new UploadProblem('The JSON has no list of contacts: give an array, or {"contacts": [...]}.');
    for (let i = 0; i < list.length; i += CHUNK) yield list.slice(i, i + CHUNK);
    return;
  }
  const head = body.subarray(0, HEAD_BYTES);
  const encoding = detectEncoding(head);
  const records = csvRecords(Readable.from([body]), encoding, detectDelimiter(iconv.decode(head, encoding)));
  const first = await records.next();
  const columns = headerColumns(first.done ? undefined : first.value);
  let chunk: Record<string, string>[] = [];
  for await (const record of records) {
    if (record.every((c) => c.trim() === '')) continue;
    chunk.push(Object.fromEntries(columns.map((c, i) => [c, record[i] ?? ''])));
    if (chunk.length >= CHUNK) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}

async function recordRun(app: AppContext, feed: Feed, startedAt: Date, status: (typeof FEED_RUN_STATUSES)[number], read: number, imported: number, message: string) {
  const db = app.database.db;
  const finishedAt = new Date();
  await db.insert(feedLogs).values({ team_id: feed.team_id, feed_id: feed.id, started_at: startedAt, finished_at: finishedAt, status, rows_read: read, rows_imported: imported, message: message.slice(0, 2000) });
  // A counter Parley keeps, not an edit: the record's version stays.
  await db
    .update(feeds)
    .set({ last_run_at: finishedAt, rows_imported: sql`${feeds.rows_imported} + ${imported}` })
    .where(eq(feeds.id, feed.id));
}
