// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import dayjs from 'dayjs';
import { acceptsDate, disabledDateFor, orderedRange, rangeHitsDisabled } from '../../../src/resource-ui/date-rules.ts';
import { RangeInput } from '../../../src/resource-ui/list/range-input.tsx';

const today = dayjs('2026-11-22T10:00:00Z');
const now = () => today;

describe('date picker rules (docs/architecture.md#dates)', () => {
  it('refuses the days a field excludes, and only those', () => {
    expect(disabledDateFor({})).toBeUndefined();
    const notPast = disabledDateFor({ dates: { notBefore: 'today' } }, now)!;
    expect(notPast(dayjs('2026-11-21'))).toBe(true);
    expect(notPast(dayjs('2026-11-22'))).toBe(false);
    expect(notPast(dayjs('2027-01-01'))).toBe(false);
    const notFuture = disabledDateFor({ dates: { notAfter: 'today' } }, now)!;
    expect(notFuture(dayjs('2026-11-23'))).toBe(true);
    expect(acceptsDate(dayjs('2026-11-21'), notPast)).toBe(false);
    expect(acceptsDate(dayjs('2026-11-25'), notPast)).toBe(true);
    expect(acceptsDate(null, notPast)).toBe(true);
  });

  it('swaps a reversed range and leaves open ends alone', () => {
    expect(orderedRange(['2026-05-01', '2026-01-01'])).toEqual(['2026-01-01', '2026-05-01']);
    expect(orderedRange([9, 3])).toEqual([3, 9]);
    expect(orderedRange([3, 9])).toEqual([3, 9]);
    expect(orderedRange(['2026-05-01', undefined])).toEqual(['2026-05-01', undefined]);
  });

  it('rejects a range that crosses a refused day', () => {
    const notPast = disabledDateFor({ dates: { notBefore: 'today' } }, now);
    expect(rangeHitsDisabled(dayjs('2026-11-20'), dayjs('2026-11-25'), notPast)).toBe(true);
    expect(rangeHitsDisabled(dayjs('2026-11-30'), dayjs('2026-11-23'), notPast)).toBe(false);
    expect(rangeHitsDisabled(dayjs('2020-01-01'), dayjs('2020-02-01'), undefined)).toBe(false);
  });

  it('a number range filter typed the wrong way round is swapped', () => {
    const onChange = vi.fn();
    const { getByLabelText } = render(<RangeInput kind="number" label="Price" value={[50, undefined]} onChange={onChange} />);
    fireEvent.change(getByLabelText('resources.filters.to'), { target: { value: '10' } });
    expect(onChange).toHaveBeenLastCalledWith([10, 50]);
  });
});
