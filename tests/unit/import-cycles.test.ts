/**
 * No import cycles in the server: a file that imports a file importing it back has no clear
 * owner of what they share, and at run time one of them sees the other half-initialised.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, importsOf, sourceFiles } from './import-graph.ts';

/** Relative imports between the files of a folder, as a graph of file → imported files. */
function graphOf(dir: string): Map<string, string[]> {
  const files = new Set(sourceFiles(dir));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    graph.set(
      file,
      importsOf(file)
        .map((edge) => edge.to)
        .filter((to): to is string => !!to && files.has(path.normalize(to))),
    );
  }
  return graph;
}

describe('import cycles', () => {
  it('finds a cycle, each once', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
    expect(findCycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('server/ has none', () => {
    const graph = graphOf('server');
    expect(graph.size).toBeGreaterThan(100);
    expect(findCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});
