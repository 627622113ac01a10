import { describe, expect, it } from 'vitest';
import { addSample, formatBytes, formatDuration, formatSpeed, secondsLeft, speedOf } from '../../../src/pages/audience/uploads/bytes.ts';

describe('formatBytes', () => {
  it('picks the unit a size reads best in, SI like the unit names', () => {
    expect(formatBytes(0, 'en')).toBe('0 byte');
    expect(formatBytes(999, 'en')).toBe('999 byte');
    expect(formatBytes(1500, 'en')).toBe('1.5 kB');
    expect(formatBytes(42_140_000, 'en')).toBe('42.1 MB');
    expect(formatBytes(312_400_000, 'en')).toBe('312 MB');
    expect(formatBytes(2_500_000_000, 'en')).toBe('2.5 GB');
  });

  it('speaks the reader\u2019s language', () => {
    expect(formatBytes(4_250_000, 'fa')).toMatch(/۴٫۳/);
    expect(formatBytes(1500, 'de')).toBe('1,5 kB');
  });
});

describe('speed and time left', () => {
  it('formats a speed and a duration', () => {
    expect(formatSpeed(850_000, 'en')).toBe('850 kB/s');
    expect(formatDuration(0.2, 'en')).toBe('1 sec');
    expect(formatDuration(125, 'en')).toBe('3 min');
  });

  it('measures the speed over the last few seconds only', () => {
    let samples = addSample([], { at: 0, bytes: 0 });
    expect(speedOf(samples)).toBeNull();
    samples = addSample(samples, { at: 1000, bytes: 1_000_000 });
    expect(speedOf(samples)).toBe(1_000_000);
    // Much later, slower: the early fast second falls out of the window.
    samples = addSample(samples, { at: 10_000, bytes: 2_000_000 });
    samples = addSample(samples, { at: 12_000, bytes: 2_200_000 });
    expect(samples.map((s) => s.at)).toEqual([10_000, 12_000]);
    expect(speedOf(samples)).toBe(100_000);
  });

  it('says nothing about time left without a speed', () => {
    expect(secondsLeft(500, 1000, null)).toBeNull();
    expect(secondsLeft(1000, 1000, 50)).toBeNull();
    expect(secondsLeft(500, 1000, 100)).toBe(5);
  });
});
