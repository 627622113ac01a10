/**
 * A line-by-line diff (longest common subsequence), for comparing prompt versions. Prompts are at
 * most 20,000 characters, a few hundred lines: the quadratic table is small, and trimming the
 * common head and tail first makes the usual small edit cheap.
 */
import type { DiffLine } from '../../../../resources/voice/prompt-versions.ts';

/** Guard for pathological inputs (thousands of one-character lines): beyond it, the changed middle is shown as removed then added. */
const MAX_CELLS = 4_000_000;

export const splitLines = (text: string | null): string[] => (text ? text.replace(/\r\n?/g, '\n').split('\n') : []);

export function diffLines(from: string[], to: string[]): DiffLine[] {
  let head = 0;
  while (head < from.length && head < to.length && from[head] === to[head]) head++;
  let tail = 0;
  while (tail < from.length - head && tail < to.length - head && from[from.length - 1 - tail] === to[to.length - 1 - tail]) tail++;
  const a = from.slice(head, from.length - tail);
  const b = to.slice(head, to.length - tail);
  const out: DiffLine[] = [];
  for (let i = 0; i < head; i++) out.push({ op: 'same', text: from[i], a: i + 1, b: i + 1 });
  for (const line of middle(a, b)) {
    out.push({ ...line, ...(line.a !== undefined && { a: line.a + head }), ...(line.b !== undefined && { b: line.b + head }) });
  }
  for (let i = tail; i > 0; i--) out.push({ op: 'same', text: from[from.length - i], a: from.length - i + 1, b: to.length - i + 1 });
  return out;
}

/** The changed middle, numbered from 1. */
function middle(a: string[], b: string[]): DiffLine[] {
  if (a.length * b.length > MAX_CELLS) {
    return [...a.map((text, i) => ({ op: 'del' as const, text, a: i + 1 })), ...b.map((text, j) => ({ op: 'add' as const, text, b: j + 1 }))];
  }
  // lcs[i][j]: the longest common subsequence of a[i..] and b[j..].
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * width + j] = a[i] === b[j] ? lcs[(i + 1) * width + j + 1] + 1 : Math.max(lcs[(i + 1) * width + j], lcs[i * width + j + 1]);
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push({ op: 'same', text: a[i], a: i + 1, b: j + 1 });
      i++;
      j++;
    } else if (i < a.length && (j === b.length || lcs[(i + 1) * width + j] >= lcs[i * width + j + 1])) {
      // Removed lines before added ones, as readers of diffs expect.
      out.push({ op: 'del', text: a[i], a: i + 1 });
      i++;
    } else {
      out.push({ op: 'add', text: b[j], b: j + 1 });
      j++;
    }
  }
  return out;
}
