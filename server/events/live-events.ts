/**
 * The live-event streams of this process: each signed-in browser holds one (GET /v1/events). A
 * committed change is sent to the streams of the teams it concerns whose user may list the
 * resource; a change to jobs carries the jobs' progress, read once for all streams of the team.
 */
import { and, inArray } from 'drizzle-orm';
import { can, isResourceName, type Actor } from '../../resources/access/can.ts';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import type { Change, ChangeBus } from './change-bus.ts';

export interface LiveStream {
  teamId: number;
  actor: Actor;
  send(event: string, data: unknown): void;
}

/** What the browser needs to draw a job's progress without asking again. */
export const jobView = {
  id: jobs.id,
  kind: jobs.kind,
  title: jobs.title,
  status: jobs.status,
  progress_done: jobs.progress_done,
  progress_total: jobs.progress_total,
  error: jobs.error,
  result: jobs.result,
  created_by_id: jobs.created_by_id,
};

export class LiveEvents {
  private readonly streams = new Set<LiveStream>();
  private readonly stop: () => void;

  constructor(
    private readonly db: Db,
    changes: ChangeBus,
  ) {
    this.stop = changes.on((change) => void this.deliver(change).catch((e) => console.error(`[parley] live events: ${(e as Error).message}`)));
  }

  add(stream: LiveStream): () => void {
    this.streams.add(stream);
    return () => this.streams.delete(stream);
  }

  close(): void {
    this.stop();
    this.streams.clear();
  }

  get size(): number {
    return this.streams.size;
  }

  private async deliver(change: Change): Promise<void> {
    // A change names its resource by table; one can() does not know reaches nobody.
    const resource = change.resource;
    if (!isResourceName(resource)) return;
    const audience = [...this.streams].filter((s) => concerns(change, s) && can(s.actor, { resource, action: 'list' }).can);
    if (!audience.length) return;
    const event = { resource: change.resource, op: change.op, ids: change.ids, count: change.count };
    const jobsByTeam = change.resource === 'jobs' && change.op !== 'delete' ? await this.jobsOf(change, audience) : undefined;
    for (const stream of audience) {
      stream.send('change', jobsByTeam ? { ...event, jobs: jobsByTeam.get(stream.teamId) ?? [] } : event);
    }
  }

  private async jobsOf(change: Change, audience: LiveStream[]) {
    const teams = [...new Set(audience.map((s) => s.teamId))];
    const rows = await this.db
      .select({ team_id: jobs.team_id, ...jobView })
      .from(jobs)
      .where(and(inArray(jobs.id, change.ids), inArray(jobs.team_id, teams)));
    const byTeam = new Map<number, typeof rows>();
    for (const row of rows) byTeam.set(row.team_id, [...(byTeam.get(row.team_id) ?? []), row]);
    return byTeam;
  }
}

/** A team's change goes to its streams; a platform table's change to staff only (can() decides). */
function concerns(change: Change, stream: LiveStream): boolean {
  if (change.teamIds === null) return true;
  return change.teamIds.includes(stream.teamId);
}

