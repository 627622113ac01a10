/**
 * The planner's send window (docs/areas/sms.md#the-planner): messages go out only between two
 * times of day on chosen days, in the recipient's own time zone. A window whose end is not after
 * its start runs past midnight (22:00–06:00) and belongs to the day it opens on. Pure: the clock
 * and the zones are given.
 */
import type { WEEKDAYS } from '../../../resources/campaigns/campaigns.ts';

type Weekday = (typeof WEEKDAYS)[number];

export interface SendWindow {
  /** HH:MM; null: from midnight. */
  start: string | null;
  /** HH:MM; null: until midnight. Equal to start: the whole day. */
  end: string | null;
  /** Days the window opens on; empty: every day. */
  days: readonly Weekday[];
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Date.getUTCDay() order. */
const DAY_NAMES: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(zone, f);
  }
  return f;
}

/** Whether this runtime knows the zone. */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone a recipient's window is read in: the contact's, else the campaign's, else UTC. */
export function recipientZone(contactZone: string | null | undefined, fallback: string | null | undefined): string {
  if (contactZone && isTimeZone(contactZone)) return contactZone;
  if (fallback && isTimeZone(fallback)) return fallback;
  return 'UTC';
}

/** The wall clock of an instant in a zone, as if it were UTC (milliseconds since the epoch); also read by automations' waits. */
export function wallOf(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(new Date(instant))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

const offsetAt = (instant: number, zone: string) => wallOf(instant, zone) - Math.floor(instant / 1000) * 1000;

/**
 * The instant a wall-clock time of a zone happens. As Temporal's "compatible" rule: a time that
 * happens twice (the clocks go back) is its first, a time that never happens (the clocks go
 * forward) moves on by the length of the gap (02:30 becomes 03:30).
 */
export function instantOf(wall: number, zone: string): number {
  const before = wall - offsetAt(wall - DAY_MS, zone);
  const after = wall - offsetAt(wall + DAY_MS, zone);
  const fits = [before, after].filter((t) => wallOf(t, zone) === wall);
  return fits.length ? Math.min(...fits) : before;
}

const minutesOf = (hhmm: string | null, otherwise: number) => (hhmm === null ? otherwise : Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)));

/** Whether a window limits anything: without times and days it is always open. */
export function isOpenAlways(window: SendWindow): boolean {
  return window.start === null && window.end === null && (window.days.length === 0 || window.days.length === 7);
}

/**
 * When a message to a recipient in `zone` may go: `now` when the window is open, else when it next
 * opens. Null when it never does (cannot happen with a valid window; kept for the caller's sake).
 */
export function nextSendAt(window: SendWindow, zone: string, now: Date): Date | null {
  if (isOpenAlways(window)) return now;
  const at = now.getTime();
  const startMin = minutesOf(window.start, 0);
  let endMin = minutesOf(window.end, 24 * 60);
  // A window ending at or before its start runs into the next day; equal times are the whole day.
  if (endMin <= startMin) endMin += 24 * 60;
  const days = new Set(window.days.length ? window.days : DAY_NAMES);
  const today = Math.floor(wallOf(at, zone) / DAY_MS) * DAY_MS;
  // Yesterday's window may still be open (past midnight); a week and a day covers every pattern of days.
  for (let offset = -1; offset <= 8; offset++) {
    const day = today + offset * DAY_MS;
    if (!days.has(DAY_NAMES[new Date(day).getUTCDay()])) continue;
    const opens = instantOf(day + startMin * MINUTE_MS, zone);
    const closes = instantOf(day + endMin * MINUTE_MS, zone);
    if (at < opens) return new Date(opens);
    if (at < closes) return now;
  }
  return null;
}
