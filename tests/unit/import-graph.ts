/**
 * The project's import graph, read from the source text: every `import … from`, `export … from`,
 * side-effect `import '…'` and dynamic `import('…')`, each with its kind; cycles count type-only
 * imports too (they tie files together for a reader as much as any other).
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx)$/;

export type ImportKind = 'static' | 'type' | 'dynamic';

export interface ImportEdge {
  /** The importing file, relative to the repository root. */
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** For a relative specifier, the imported file relative to the root; null for a package. */
  to: string | null;
  /** `import type` (erased from the build), `import('…')` (a chunk of its own) or a plain import. */
  kind: ImportKind;
}

/** Every .ts and .tsx file under `dir` (relative to the root), sorted. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, d), { withFileTypes: true })) {
      const rel = path.join(d, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel);
    }
  };
  walk(dir);
  return out.sort();
}

const PATTERNS: readonly [RegExp, (match: RegExpMatchArray) => ImportKind][] = [
  [/\b(?:import|export)\s+(type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g, (m) => (m[1] ? 'type' : 'static')],
  [/^\s*import\s*()['"]([^'"]+)['"]/gm, () => 'static'],
  [/\bimport\s*\(\s*()['"]([^'"]+)['"]\s*\)/g, () => 'dynamic'],
];

/** A source text without its comments (a `//` after code too; not `://` in a URL). */
export const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

/** The imports of a source text, each with its kind; comments are ignored. */
export function importSpecifiersWithKind(source: string): { specifier: string; kind: ImportKind }[] {
  const code = withoutComments(source);
  return PATTERNS.flatMap(([re, kindOf]) => [...code.matchAll(re)].map((m) => ({ specifier: m[2], kind: kindOf(m) })));
}

/** The specifiers a source text imports; comments are ignored. */
export function importSpecifiers(source: string): string[] {
  return importSpecifiersWithKind(source).map((i) => i.specifier);
}

export function importsOf(file: string): ImportEdge[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return importSpecifiersWithKind(text).map(({ specifier, kind }) => ({
    from: file,
    specifier,
    kind,
    to: specifier.startsWith('.') ? path.normalize(path.join(path.dirname(file), specifier)) : null,
  }));
}

/** Each import cycle once, as the files along it (the first file repeated at the end). */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const seen = new Set<string>();
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') {
        const cycle = [...stack.slice(stack.indexOf(next)), next];
        const key = [...cycle.slice(0, -1)].sort().join('|');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push(cycle);
        }
      } else if (!state.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}
