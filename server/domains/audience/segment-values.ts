/**
 * The values a segment rule carries, read as what its field and operator need (a list, a pair, a
 * number, a day). react-querybuilder sends lists as arrays or as comma-separated text, and numbers
 * and booleans as text from its inputs: both are taken. A value that does not fit is a message for
 * the person who typed it, never a database error.
 */
export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const no = (message: string): Read<never> => ({ ok: false, message });

type Raw = unknown;

export function readText(raw: Raw): Read<string> {
  if (typeof raw === 'number') return ok(String(raw));
  if (typeof raw !== 'string' || !raw.trim()) return no('Enter a value.');
  return ok(raw.trim());
}

/** An array, or text split on commas; empty items dropped, at least one left. */
export function readList(raw: Raw): Read<string[]> {
  const items = Array.isArray(raw) ? raw.map((v) => String(v).trim()) : typeof raw === 'string' ? raw.split(',').map((v) => v.trim()) : typeof raw === 'number' ? [String(raw)] : null;
  if (!items) return no('Choose one or more values.');
  const kept = [...new Set(items.filter(Boolean))];
  return kept.length ? ok(kept) : no('Choose one or more values.');
}

/** Two values (between): an array of two, or "a,b". */
export function readPair(raw: Raw): Read<[string, string]> {
  const items = Array.isArray(raw) ? raw.map((v) => String(v).trim()) : typeof raw === 'string' ? raw.split(',').map((v) => v.trim()) : null;
  if (!items || items.length !== 2 || !items[0] || !items[1]) return no('Enter two values: from and to.');
  return ok([items[0], items[1]]);
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d{1,3})?$/;

export function readNumber(raw: Raw): Read<number> {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const n = Number(text);
  return NUMBER.test(text) && Number.isFinite(n) ? ok(n) : no('Enter a number.');
}

export function readBoolean(raw: Raw): Read<boolean> {
  if (typeof raw === 'boolean') return ok(raw);
  if (raw === 'true' || raw === 'false') return ok(raw === 'true');
  return no('Choose yes or no.');
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day, YYYY-MM-DD, that exists (no 2026-02-30). */
export function readDay(raw: Raw): Read<string> {
  const text = typeof raw === 'string' ? raw.trim() : '';
  const m = DAY.exec(text);
  if (!m) return no('Enter a date as YYYY-MM-DD.');
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3] ? ok(text) : no('Enter a date as YYYY-MM-DD.');
}

/**
 * A moment for a timestamp column: a day (its whole span, UTC) or an exact ISO date-time. `from`
 * is where it starts, `until` where it ends (the next day for a day, the moment itself otherwise).
 */
export function readMoment(raw: Raw): Read<{ from: Date; until: Date }> {
  const day = readDay(raw);
  if (day.ok) {
    const from = new Date(`${day.value}T00:00:00.000Z`);
    return ok({ from, until: new Date(from.getTime() + 86_400_000) });
  }
  const text = typeof raw === 'string' ? raw.trim() : '';
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/.test(text) ? new Date(text) : null;
  return at && !Number.isNaN(at.getTime()) ? ok({ from: at, until: at }) : no('Enter a date as YYYY-MM-DD.');
}

/** A number of days back (1 to 100 years). */
export function readDays(raw: Raw): Read<number> {
  const n = readNumber(raw);
  return n.ok && Number.isInteger(n.value) && n.value >= 1 && n.value <= 36_500 ? n : no('Enter a whole number of days, from 1.');
}

export function readId(raw: Raw): Read<number> {
  const n = readNumber(raw);
  return n.ok && Number.isInteger(n.value) && n.value >= 1 && n.value <= 2_147_483_647 ? n : no('Choose a campaign.');
}
