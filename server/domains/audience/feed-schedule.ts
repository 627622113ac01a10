/**
 * Feeds run on their schedule: every tick, each active feed with a source URL whose turn has come
 * (`hourly`, `daily`; `manual` feeds run only when asked) is claimed and its run queued as a job.
 * The claim moves `last_run_at` in one conditional statement, so two worker processes ticking at
 * once queue a feed's run once. See docs/areas/audience.md#feeds.
 */
import { and, eq, inArray, isNotNull, lte, or, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { feeds, jobs } from '../../db/schema/index.ts';
import type { Caller } from '../caller.ts';
import { conflict, invalid } from '../../http/errors.ts';
import { tickEvery } from '../tick-every.ts';

const PERIOD_MS = { hourly: 3_600_000, daily: 86_400_000 } as const;
const LIVE = ['queued', 'running', 'retrying'] as const;

/** Queues the runs that are due at `now`; answers the feeds queued. */
export async function queueDueFeeds(app: AppContext, now = new Date()): Promise<number[]> {
  const db = app.database.db;
  const queued: number[] = [];
  for (const schedule of ['hourly', 'daily'] as const) {
    const period = PERIOD_MS[schedule];
    const due = new Date(now.getTime() - period);
    const claimed = await db
      .update(feeds)
      .set({ last_run_at: now })
      .where(
        and(
          eq(feeds.active, true),
          eq(feeds.schedule, schedule),
          isNotNull(feeds.source_url),
          or(isNull(feeds.last_run_at), lte(feeds.last_run_at, due)),
          sql`not exists (${liveRun(feeds.id)})`,
        ),
      )
      .returning({ id: feeds.id, team_id: feeds.team_id, name: feeds.name });
    for (const feed of claimed) {
      await app.jobs.enqueue('feed-run', { feed_id: feed.id }, { teamId: feed.team_id, userId: null, title: feed.name });
      queued.push(feed.id);
    }
  }
  return queued;
}

/** A run now, asked for by someone (the feed's `run` action); one at a time per feed. */
export async function queueFeedRun(app: AppContext, caller: Caller, feed: { id: number; name: string; source_url: string | null; active: boolean }) {
  if (!feed.source_url) throw invalid({ source_url: ['Give the feed a source URL to fetch from first.'] });
  if (!feed.active) throw conflict(`The feed "${feed.name}" is switched off; switch it on first.`);
  const [running] = await app.database.db.execute<{ one: number }>(sql`${liveRun(feed.id)} limit 1`).then((r) => (r as unknown as { rows: { one: number }[] }).rows);
  if (running) throw conflict(`The feed "${feed.name}" is running already; follow it under Jobs.`);
  return app.jobs.enqueue('feed-run', { feed_id: feed.id }, { teamId: caller.teamId, userId: caller.userId, title: feed.name });
}

function liveRun(feedId: unknown) {
  return sql`select 1 as one from ${jobs} where ${jobs.kind} = 'feed-run' and ${inArray(jobs.status, [...LIVE])} and (${jobs.input} ->> 'feed_id')::int = ${feedId}`;
}

/** Ticks while the workers run; answers the stop. */
export function runFeedsOnSchedule(app: AppContext, tickMs: number): () => void {
  return tickEvery('feed schedule', tickMs, () => queueDueFeeds(app));
}
