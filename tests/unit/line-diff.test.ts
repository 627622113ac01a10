/** The prompt diff's line-by-line comparison (server/domains/voice/prompts/line-diff.ts). */
import { describe, expect, it } from 'vitest';
import { diffLines, splitLines } from '../../server/domains/voice/prompts/line-diff.ts';

const ops = (a: string, b: string) => diffLines(splitLines(a), splitLines(b)).map((l) => `${l.op === 'same' ? ' ' : l.op === 'add' ? '+' : '-'}${l.text}`);

describe('diffLines', () => {
  it('keeps equal texts as they are, numbered on both sides', () => {
    expect(diffLines(['a', 'b'], ['a', 'b'])).toEqual([
      { op: 'same', text: 'a', a: 1, b: 1 },
      { op: 'same', text: 'b', a: 2, b: 2 },
    ]);
  });

  it('shows a changed line as removed then added, between the lines kept', () => {
    expect(ops('one\ntwo\nthree', 'one\n2\nthree')).toEqual([' one', '-two', '+2', ' three']);
  });

  it('finds inserted and removed lines in the middle with the right numbers', () => {
    const lines = diffLines(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'd', 'e']);
    expect(lines).toEqual([
      { op: 'same', text: 'a', a: 1, b: 1 },
      { op: 'del', text: 'b', a: 2 },
      { op: 'add', text: 'x', b: 2 },
      { op: 'same', text: 'c', a: 3, b: 3 },
      { op: 'same', text: 'd', a: 4, b: 4 },
      { op: 'add', text: 'e', b: 5 },
    ]);
  });

  it('handles empty sides, Windows line ends and right-to-left text', () => {
    expect(ops('', 'new')).toEqual(['+new']);
    expect(ops('old', '')).toEqual(['-old']);
    expect(ops('a\r\nb', 'a\nb')).toEqual([' a', ' b']);
    expect(ops('مرحبا\nكيف حالك', 'مرحبا\nأهلا')).toEqual([' مرحبا', '-كيف حالك', '+أهلا']);
  });

  it('keeps the longest common run (moves show as a removal and an addition)', () => {
    expect(ops('a\nb\nc\nd', 'b\nc\nd\na')).toEqual(['-a', ' b', ' c', ' d', '+a']);
  });
});
