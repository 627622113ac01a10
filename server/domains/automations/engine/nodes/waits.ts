/**
 * The waits. A journey arriving (active) starts waiting; the runner brings it back when `due_at`
 * comes (status still `waiting`) or when the intake resumed it on its event (active again, with
 * `resume` set). `wait` waits a duration; `wait_until` until a time of day on allowed weekdays in
 * the contact's own time zone (UTC when it has none or an unknown one); `wait_event` for an event,
 * leaving by `event` when it came and by `timeout` when the time ran out first.
 */
import { sql } from 'drizzle-orm';
import type { AutomationEvent, WAIT_UNITS, WEEKDAYS } from '../../../../../resources/automations/automation-nodes.ts';
import { rowsOf } from '../../../../events/change-triggers.ts';
import { instantOf, recipientZone, wallOf } from '../../../campaigns/send-window.ts';
import { allAlike, handleOut, type ClaimedJourney, type NodeHandler } from '../types.ts';

const MINUTE = 60_000;
const UNIT_MS: Record<(typeof WAIT_UNITS)[number], number> = { seconds: 1000, minutes: MINUTE, hours: 60 * MINUTE, days: 1_440 * MINUTE };
const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

export function durationMs(amount: unknown, unit: unknown): number {
  const n = typeof amount === 'number' && amount > 0 ? amount : 0;
  return n * (UNIT_MS[unit as keyof typeof UNIT_MS] ?? MINUTE);
}

/** Arrived (not brought back by its due time or an event): it starts waiting now. */
const arriving = (j: ClaimedJourney) => j.status === 'active' && !j.resume;

export const wait: NodeHandler = {
  run: async ({ node, now }, _tx, journeys) => {
    const until = new Date(now.getTime() + durationMs(node.data?.amount, node.data?.unit));
    return allAlike(journeys, (j) => (arriving(j) ? { kind: 'wait', due_at: until } : handleOut()));
  },
};

/** The first moment at or after `now` when the wall clock of `zone` reads `time` on one of `days` (every day when empty). */
export function nextTimeOfDay(now: Date, zone: string, time: string, days: readonly (typeof WEEKDAYS)[number][]): Date {
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const allowed = new Set(days.length ? days : DAY_NAMES);
  const today = Math.floor(wallOf(now.getTime(), zone) / 86_400_000) * 86_400_000;
  for (let offset = 0; offset <= 8; offset++) {
    const day = today + offset * 86_400_000;
    if (!allowed.has(DAY_NAMES[new Date(day).getUTCDay()])) continue;
    const at = instantOf(day + minutes * MINUTE, zone);
    if (at >= now.getTime()) return new Date(at);
  }
  return new Date(now.getTime() + 7 * 86_400_000);
}

export const waitUntil: NodeHandler = {
  run: async ({ node, now, teamId }, tx, journeys) => {
    const waiting = journeys.filter(arriving);
    const zones = new Map<number, string | null>();
    if (waiting.length) {
      const rows = rowsOf<{ id: number; timezone: string | null }>(
        await tx.execute(sql`select id, timezone from contacts where team_id = ${teamId} and id = any(${sql.param(waiting.map((j) => j.contact_id))}::int[])`),
      );
      for (const r of rows) zones.set(Number(r.id), r.timezone);
    }
    const time = typeof node.data?.time === 'string' ? node.data.time : '09:00';
    const days = (Array.isArray(node.data?.days) ? node.data.days : []) as (typeof WEEKDAYS)[number][];
    return allAlike(journeys, (j) => (arriving(j) ? { kind: 'wait', due_at: nextTimeOfDay(now, recipientZone(zones.get(j.contact_id), null), time, days) } : handleOut()));
  },
};

export const waitEvent: NodeHandler = {
  run: async ({ node, now }, _tx, journeys) => {
    const event = (node.data?.event ?? null) as AutomationEvent | null;
    const until = new Date(now.getTime() + durationMs(node.data?.timeout_amount, node.data?.timeout_unit));
    return allAlike(journeys, (j) => {
      if (j.resume) return { kind: 'handle', handle: 'event', detail: { event: j.resume.event, ref_id: j.resume.ref_id ?? null } };
      if (j.status === 'waiting') return { kind: 'handle', handle: 'timeout' };
      return { kind: 'wait', due_at: until, waiting_for: event };
    });
  },
};
