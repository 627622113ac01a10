/**
 * `contacts_count` on the segment list, kept without a timer: when a team's contacts change (the
 * change bus hears every committed write, whoever made it), that team's active segments are counted
 * again, at most once per `delayMs` per team; when a segment is made or its rules change, that one
 * is. The count is Parley's own figure: it is written with `counted_at` and leaves `version` (and
 * so anybody's open form) alone. Reads that need the exact figure (summary, preview) count live.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { segments } from '../../db/schema/index.ts';
import type { ChangeBus } from '../../events/change-bus.ts';
import { segmentCatalogue } from './segment-fields.ts';
import { countWhere, segmentWhere, type SegmentRow } from './segment-members.ts';

/** Counts and stores each segment's members; `onlyChanged` writes only figures that moved. */
export async function recountSegments(db: Db, teamId: number, ids?: readonly number[], onlyChanged = false): Promise<number[]> {
  const rows = await db
    .select()
    .from(segments)
    .where(and(eq(segments.team_id, teamId), ids ? inArray(segments.id, [...ids]) : eq(segments.status, 'active')));
  if (!rows.length) return [];
  const catalogue = await segmentCatalogue(db, teamId);
  const counted: { id: number; n: number }[] = [];
  for (const row of rows) {
    const n = await countOrNull(db, row, catalogue);
    if (n !== null && !(onlyChanged && n === row.contacts_count && row.counted_at)) counted.push({ id: row.id, n });
  }
  if (!counted.length) return [];
  await db.execute(sql`
    update ${segments} s set contacts_count = v.n, counted_at = now()
    from unnest(${sql.param(counted.map((c) => c.id))}::int[], ${sql.param(counted.map((c) => c.n))}::int[]) as v(id, n)
    where s.id = v.id and s.team_id = ${teamId}`);
  return counted.map((c) => c.id);
}

/** A segment whose rules no longer compile (a custom field was deleted) keeps its last count. */
async function countOrNull(db: Db, row: SegmentRow, catalogue: Awaited<ReturnType<typeof segmentCatalogue>>): Promise<number | null> {
  try {
    return await countWhere(db, await segmentWhere(db, row, catalogue));
  } catch {
    return null;
  }
}

interface Pending {
  timer: NodeJS.Timeout;
  /** Every active segment of the team, or only these (made or edited). */
  all: boolean;
  ids: Set<number>;
}

/**
 * Listens to the change bus and recounts, debounced per team. Its own count writes are changes to
 * `segments` too: they are recognised (ids written in the last few seconds) and not counted again,
 * and a recount for an edited segment writes only a figure that moved, so nothing loops.
 */
export function keepSegmentCountsLive(db: Db, changes: ChangeBus, { delayMs = 2000 } = {}): () => void {
  const pending = new Map<number, Pending>();
  const ownWrites = new Map<number, number>();
  const running = new Map<number, Promise<void>>();
  let stopped = false;

  const run = (teamId: number, job: Pending) => {
    const previous = running.get(teamId) ?? Promise.resolve();
    const next = previous
      .then(async () => {
        if (stopped) return;
        const written = await recountSegments(db, teamId, job.all ? undefined : [...job.ids], !job.all);
        const until = Date.now() + Math.max(5000, delayMs * 2);
        for (const id of written) ownWrites.set(id, until);
      })
      .catch((error) => console.error(`[parley] segment recount for team ${teamId} failed`, error))
      .finally(() => {
        if (running.get(teamId) === next) running.delete(teamId);
      });
    running.set(teamId, next);
  };

  const schedule = (teamId: number, all: boolean, ids: readonly number[] = []) => {
    const job = pending.get(teamId);
    if (job) {
      job.all ||= all;
      ids.forEach((id) => job.ids.add(id));
      return;
    }
    const fresh: Pending = {
      all,
      ids: new Set(ids),
      timer: setTimeout(() => {
        pending.delete(teamId);
        run(teamId, fresh);
      }, delayMs),
    };
    fresh.timer.unref?.();
    pending.set(teamId, fresh);
  };

  const unsubscribe = changes.on((change) => {
    if (change.resource === 'contacts' || change.resource === 'custom-fields') {
      // A statement across very many teams names none: count every team's again.
      if (change.teamIds) for (const teamId of change.teamIds) schedule(teamId, true);
      else void everyTeam(db).then((teams) => teams.forEach((teamId) => schedule(teamId, true)));
      return;
    }
    if (change.resource !== 'segments' || change.op === 'delete' || !change.teamIds) return;
    const now = Date.now();
    const foreign = change.ids.filter((id) => (ownWrites.get(id) ?? 0) < now);
    if (foreign.length) change.teamIds.forEach((teamId) => schedule(teamId, false, foreign));
  });

  return () => {
    stopped = true;
    unsubscribe();
    for (const job of pending.values()) clearTimeout(job.timer);
    pending.clear();
  };
}

async function everyTeam(db: Db): Promise<number[]> {
  const rows = await db.selectDistinct({ team: segments.team_id }).from(segments).where(eq(segments.status, 'active'));
  return rows.map((r) => r.team);
}
