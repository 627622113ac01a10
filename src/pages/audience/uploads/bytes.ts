/**
 * Sizes and speeds as an operator reads them: "4.2 MB", "850 kB/s", "about 12 s left". SI units
 * (1 kB = 1,000 bytes), because that is what the unit names say; Intl words them per language.
 */

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** The unit a size reads best in, and the size in it. */
function scaled(bytes: number): { value: number; unit: (typeof UNITS)[number] } {
  let value = Math.max(0, bytes);
  let i = 0;
  while (value >= 1000 && i < UNITS.length - 1) {
    value /= 1000;
    i++;
  }
  return { value, unit: UNITS[i] };
}

/** "999 byte", "1.5 kB", "42.1 MB", "312 MB": one decimal under 100 of a unit, none for bytes or above. */
export function formatBytes(bytes: number, locale: string): string {
  const { value, unit } = scaled(bytes);
  const digits = unit === 'byte' || value >= 100 ? 0 : 1;
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits }).format(value);
}

/** "850 kB/s". */
export function formatSpeed(bytesPerSecond: number, locale: string): string {
  const { value, unit } = scaled(bytesPerSecond);
  const digits = unit === 'byte' || value >= 100 ? 0 : 1;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: `${unit}-per-second`, unitDisplay: 'short', maximumFractionDigits: digits }).format(value);
}

/** "12 sec", "3 min", "1 hr": rounded up, since "0 s left" while bytes remain reads as a lie. */
export function formatDuration(seconds: number, locale: string): string {
  const s = Math.max(1, Math.ceil(seconds));
  const [value, unit] = s < 60 ? [s, 'second'] : s < 3600 ? [Math.ceil(s / 60), 'minute'] : [Math.round((s / 3600) * 10) / 10, 'hour'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}

/** A sample of how far the upload was at a moment. */
export interface SpeedSample {
  at: number;
  bytes: number;
}

/** Over the last few seconds only, so a pause or a reconnect shows at once instead of averaging away. */
export const SPEED_WINDOW_MS = 4000;

/** Keeps the samples inside the window: after a stall, the speed starts afresh from the next bytes. */
export function addSample(samples: readonly SpeedSample[], next: SpeedSample): SpeedSample[] {
  return [...samples, next].filter((s) => next.at - s.at <= SPEED_WINDOW_MS);
}

/** Bytes per second across the samples; null until there are two far enough apart to mean anything. */
export function speedOf(samples: readonly SpeedSample[]): number | null {
  if (samples.length < 2) return null;
  const first = samples[0];
  const last = samples[samples.length - 1];
  const ms = last.at - first.at;
  if (ms < 250) return null;
  return Math.max(0, ((last.bytes - first.bytes) * 1000) / ms);
}

/** Seconds left at this speed; null when there is no speed to go by. */
export function secondsLeft(sent: number, total: number, bytesPerSecond: number | null): number | null {
  if (!bytesPerSecond || bytesPerSecond <= 0 || total <= sent) return null;
  return (total - sent) / bytesPerSecond;
}
