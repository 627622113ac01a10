/**
 * The intake, where the workers run: it drains the inbox whenever a notice says events were written
 * (within moments of the write committing, from any process), at start (events written while no
 * worker ran), and on a slow safety tick (a notice lost with a dropped connection). Each batch is
 * one transaction: claimed, waits resumed, triggers entered, committed together, so a crash puts the
 * batch back rather than losing it. A team whose events fail is rolled back to a savepoint and
 * logged, and the other teams' events go on.
 */
import { drainOnKick } from '../../drain-on-kick.ts';
import type { AppContext } from '../../../context.ts';
import { rearmAll } from '../arm.ts';
import { enterJourneys } from '../enter.ts';
import { AUTOMATION_INBOX_TOPIC } from '../topics.ts';
import { byTeam, claimInbox, INBOX_BATCH, type InboxEvent } from './inbox.ts';
import { eventEntrances, runningAutomations } from './match-triggers.ts';
import { resumeWaiting } from './resume-waiting.ts';
import { segmentEntrances } from './segment-entry.ts';
import { ensureSchedules } from './schedule.ts';
import type { Tx } from '../../../db/transaction.ts';

/** The notice wakes the intake; this only catches what a lost notice left behind. */
const SAFETY_TICK_MS = 30_000;

export interface DrainResult {
  events: number;
  resumed: number;
  entered: number;
}

/** Handles one team's events of a batch: waits first (a journey going on is not entered again), then triggers. */
async function handleTeam(tx: Tx, teamId: number, events: InboxEvent[], running: Awaited<ReturnType<typeof runningAutomations>>, now: Date): Promise<{ resumed: number; entered: number }> {
  const resumed = (await resumeWaiting(tx, teamId, events, now)).length;
  const own = running.filter((a) => a.teamId === teamId);
  if (!own.length) return { resumed, entered: 0 };
  let entered = 0;
  for (const entrance of [...eventEntrances(own, events), ...(await segmentEntrances(tx, teamId, own, events))]) {
    entered += (await enterJourneys(tx, { ...entrance, now })).length;
  }
  return { resumed, entered };
}

/** Takes one batch from the inbox and acts on it; answers what it did (events 0: the inbox was empty). */
export async function drainBatch(app: AppContext, limit = INBOX_BATCH): Promise<DrainResult> {
  return app.database.db.transaction(async (tx) => {
    const events = await claimInbox(tx, limit);
    const result: DrainResult = { events: events.length, resumed: 0, entered: 0 };
    if (!events.length) return result;
    const teams = byTeam(events);
    const running = await runningAutomations(tx, [...teams.keys()]);
    const now = new Date();
    for (const [teamId, own] of teams) {
      try {
        const done = await tx.transaction((sp) => handleTeam(sp, teamId, own, running, now));
        result.resumed += done.resumed;
        result.entered += done.entered;
      } catch (error) {
        console.error(`[parley] automations: ${own.length} events of team ${teamId} were dropped: ${(error as Error).message}`);
      }
    }
    return result;
  });
}

/** Drains until the inbox is empty; answers the totals. */
export async function drainInbox(app: AppContext): Promise<DrainResult> {
  const total: DrainResult = { events: 0, resumed: 0, entered: 0 };
  for (;;) {
    const batch = await drainBatch(app);
    total.events += batch.events;
    total.resumed += batch.resumed;
    total.entered += batch.entered;
    if (batch.events < INBOX_BATCH) return total;
  }
}

/** Starts the intake; answers its stop (which waits for a drain under way). */
export async function runAutomationIntake(app: AppContext, safetyTickMs = SAFETY_TICK_MS): Promise<() => Promise<void>> {
  const worker = drainOnKick('automation intake', () => drainInbox(app));
  const kick = worker.kick;
  // A crash between a publish and its rearm, or a schedule queued after its start, loses nothing.
  await rearmAll(app.database.db);
  await ensureSchedules(app).catch((error) => console.error(`[parley] automation schedules: ${(error as Error).message}`));
  const unsubscribe = await app.changes.subscribe(AUTOMATION_INBOX_TOPIC, kick);
  const timer = setInterval(kick, safetyTickMs);
  timer.unref();
  kick();
  return async () => {
    worker.stop();
    clearInterval(timer);
    unsubscribe();
    await worker.idle();
  };
}
