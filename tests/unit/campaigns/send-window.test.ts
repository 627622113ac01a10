import { describe, expect, it } from 'vitest';
import { instantOf, nextSendAt, recipientZone, type SendWindow } from '../../../server/domains/campaigns/send-window.ts';

const window = (start: string | null, end: string | null, days: SendWindow['days'] = []): SendWindow => ({ start, end, days });
const at = (iso: string) => new Date(iso);
const next = (w: SendWindow, zone: string, now: string) => nextSendAt(w, zone, at(now))?.toISOString();

describe('when a recipient may be sent to', () => {
  it('sends at once inside the window and at the next opening before or after it', () => {
    const nineToSix = window('09:00', '18:00');
    // Berlin is UTC+1 in November.
    expect(next(nineToSix, 'Europe/Berlin', '2026-11-24T10:00:00Z')).toBe('2026-11-24T10:00:00.000Z');
    expect(next(nineToSix, 'Europe/Berlin', '2026-11-24T06:30:00Z')).toBe('2026-11-24T08:00:00.000Z');
    expect(next(nineToSix, 'Europe/Berlin', '2026-11-24T17:00:00Z')).toBe('2026-11-25T08:00:00.000Z');
    // The end is not part of the window.
    expect(next(nineToSix, 'Europe/Berlin', '2026-11-24T16:59:59Z')).toBe('2026-11-24T16:59:59.000Z');
  });

  it('reads the window in the recipient\u2019s zone', () => {
    const nineToSix = window('09:00', '18:00');
    expect(next(nineToSix, 'Asia/Tokyo', '2026-11-24T10:00:00Z')).toBe('2026-11-25T00:00:00.000Z');
    expect(next(nineToSix, 'America/New_York', '2026-11-24T10:00:00Z')).toBe('2026-11-24T14:00:00.000Z');
  });

  it('keeps to the days, read on the recipient\u2019s calendar', () => {
    const weekdays = window('09:00', '17:00', ['mon', 'tue', 'wed', 'thu', 'fri']);
    // Friday 2026-11-27 18:00 in Berlin: next Monday 09:00.
    expect(next(weekdays, 'Europe/Berlin', '2026-11-27T17:00:00Z')).toBe('2026-11-30T08:00:00.000Z');
    // Saturday 06:00 in Tokyo is still Friday in UTC: a weekend for the recipient.
    expect(next(window(null, null, ['sat']), 'Asia/Tokyo', '2026-11-27T21:00:00Z')).toBe('2026-11-27T21:00:00.000Z');
    expect(next(window(null, null, ['sat']), 'UTC', '2026-11-27T21:00:00Z')).toBe('2026-11-28T00:00:00.000Z');
  });

  it('runs a window past midnight, belonging to the day it opens', () => {
    const night = window('22:00', '06:00', ['fri']);
    // Saturday 03:00 UTC: Friday's window is still open.
    expect(next(night, 'UTC', '2026-11-28T03:00:00Z')).toBe('2026-11-28T03:00:00.000Z');
    // Saturday 07:00: closed until next Friday 22:00.
    expect(next(night, 'UTC', '2026-11-28T07:00:00Z')).toBe('2026-12-04T22:00:00.000Z');
    // Thursday 23:00: Thursday has no window.
    expect(next(night, 'UTC', '2026-11-26T23:00:00Z')).toBe('2026-11-27T22:00:00.000Z');
  });

  it('follows the clocks across daylight saving time', () => {
    const nine = window('09:00', '10:00');
    // Berlin goes to summer time on 2026-03-29: 09:00 is 08:00 UTC before, 07:00 UTC after.
    expect(next(nine, 'Europe/Berlin', '2026-03-28T12:00:00Z')).toBe('2026-03-29T07:00:00.000Z');
    // And back on 2026-10-25.
    expect(next(nine, 'Europe/Berlin', '2026-10-24T12:00:00Z')).toBe('2026-10-25T08:00:00.000Z');
  });

  it('opens a window that starts in the spring gap when the clock reaches it, and the repeated hour once', () => {
    // 02:30 does not exist in Berlin on 2026-03-29: it opens at 03:30 summer time (01:30 UTC).
    expect(next(window('02:30', '05:00'), 'Europe/Berlin', '2026-03-28T22:00:00Z')).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on 2026-10-25: the first (summer time, 00:30 UTC).
    expect(instantOf(Date.UTC(2026, 9, 25, 2, 30), 'Europe/Berlin')).toBe(Date.UTC(2026, 9, 25, 0, 30));
  });

  it('sends at once without a window, and treats equal times as the whole day', () => {
    expect(next(window(null, null), 'UTC', '2026-11-24T03:00:00Z')).toBe('2026-11-24T03:00:00.000Z');
    expect(next(window('08:00', '08:00', ['wed']), 'UTC', '2026-11-24T03:00:00Z')).toBe('2026-11-25T08:00:00.000Z');
    expect(next(window('08:00', '08:00', ['wed']), 'UTC', '2026-11-26T07:00:00Z')).toBe('2026-11-26T07:00:00.000Z');
  });

  it('reads a contact without a zone in the campaign\u2019s, else UTC', () => {
    expect(recipientZone('Asia/Tokyo', 'Europe/Berlin')).toBe('Asia/Tokyo');
    expect(recipientZone(null, 'Europe/Berlin')).toBe('Europe/Berlin');
    expect(recipientZone('Mars/Olympus', null)).toBe('UTC');
    expect(recipientZone(undefined, undefined)).toBe('UTC');
  });
});
