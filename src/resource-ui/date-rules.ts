/**
 * The date picker rules (docs/architecture.md#dates), as pure functions the pickers call: days a field refuses,
 * a selection that hits one is rejected (the value stays), and a reversed range is swapped.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldDef } from '../../resources/kit/index.ts';

/** The picker's `disabledDate` for a field, or undefined when every day is allowed. */
export function disabledDateFor(field: Pick<FieldDef, 'dates'>, now: () => Dayjs = dayjs): ((day: Dayjs) => boolean) | undefined {
  const rule = field.dates;
  if (!rule?.notBefore && !rule?.notAfter) return undefined;
  return (day) => {
    const today = now().startOf('day');
    if (rule.notBefore === 'today' && day.isBefore(today, 'day')) return true;
    if (rule.notAfter === 'today' && day.isAfter(today, 'day')) return true;
    return false;
  };
}

/** Accepts a picked day unless the field refuses it. */
export function acceptsDate(day: Dayjs | null, disabled: ((day: Dayjs) => boolean) | undefined): boolean {
  return !day || !disabled?.(day);
}

/** A range whose start is after its end is swapped; open ends stay as they are. */
export function orderedRange<T extends string | number | null | undefined>([from, to]: readonly [T, T]): [T, T] {
  if (from === null || from === undefined || to === null || to === undefined || from === '' || to === '') return [from, to];
  const reversed = typeof from === 'number' && typeof to === 'number' ? from > to : String(from) > String(to);
  return reversed ? [to, from] : [from, to];
}

/** True when any day from `from` to `to` (inclusive) is refused: such a range is rejected whole. */
export function rangeHitsDisabled(from: Dayjs, to: Dayjs, disabled: ((day: Dayjs) => boolean) | undefined, maxDays = 3660): boolean {
  if (!disabled) return false;
  const [a, b] = from.isAfter(to) ? [to, from] : [from, to];
  for (let d = a.startOf('day'), n = 0; !d.isAfter(b, 'day') && n < maxDays; d = d.add(1, 'day'), n++) if (disabled(d)) return true;
  return false;
}
