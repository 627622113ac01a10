/**
 * Demo times read as "so many days ago, at this time of day" (UTC), so the demo looks lived-in
 * whatever day it is seeded. A time of day still to come today means yesterday's: what the demo
 * records has happened, and only a negative count of days (a price effective next week) lies ahead.
 */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export function demoClock(now = Date.now()) {
  const today = Math.floor(now / DAY) * DAY;
  return {
    now,
    /** `days` ago at `minutes` past midnight UTC; never later than a few minutes ago unless `days` < 0. */
    daysAgo(days: number, minutes = 0): Date {
      let at = today - days * DAY + minutes * MINUTE;
      if (days >= 0) while (at > now - 5 * MINUTE) at -= DAY;
      return new Date(at);
    },
  };
}
