/**
 * The layering rule (docs/architecture.md#layers): resources/ is the shared layer and imports only
 * itself, zod and the password-strength library; the server and the app both build on it, and the
 * server never imports the app.
 */
import { describe, expect, it } from 'vitest';
import { importSpecifiers, importSpecifiersWithKind, importsOf, sourceFiles, type ImportEdge } from './import-graph.ts';

const layerOf = (file: string | null) => file?.split('/')[0] ?? null;

/** Which layers each layer may not import. */
const FORBIDDEN: Record<string, readonly string[]> = {
  resources: ['server', 'src', 'providers', 'tests', 'scripts', 'bench'],
  server: ['src', 'providers'],
  providers: ['server'],
  src: ['server'],
};
// Libraries that run the same in the browser and on the server, for rules both sides apply: schemas,
// and the password-strength check (resources/account/password-policy.ts).
const RESOURCE_PACKAGES = new Set(['zod', '@zxcvbn-ts/core', '@zxcvbn-ts/language-common']);

function violations(edges: readonly ImportEdge[]): string[] {
  const out: string[] = [];
  for (const edge of edges) {
    const from = layerOf(edge.from)!;
    const to = layerOf(edge.to);
    if (to && FORBIDDEN[from]?.includes(to)) out.push(`${edge.from} imports ${edge.specifier}`);
    if (from === 'resources' && !edge.to && !RESOURCE_PACKAGES.has(edge.specifier)) out.push(`${edge.from} imports the package ${edge.specifier}`);
  }
  return out;
}

describe('layering', () => {
  it('reads every kind of import, and none in comments', () => {
    const source = [
      "import { a } from '../server/a.ts';",
      "import type {\n  B,\n} from '../src/b.ts';",
      "export * from './c.ts';",
      "import './d.css';",
      "const e = () => import('../providers/e.ts');",
      "// import { f } from '../server/f.ts';",
      "/* import g from '../server/g.ts'; */",
    ].join('\n');
    expect(importSpecifiers(source).sort()).toEqual(['../providers/e.ts', '../server/a.ts', '../src/b.ts', './c.ts', './d.css']);
    expect(importSpecifiersWithKind(source).map((i) => i.kind).sort()).toEqual(['dynamic', 'static', 'static', 'static', 'type']);
  });

  it('finds a forbidden import', () => {
    expect(violations([{ from: 'server/x.ts', specifier: '../src/y.ts', to: 'src/y.ts', kind: 'static' }])).toHaveLength(1);
    expect(violations([{ from: 'resources/x.ts', specifier: '../server/y.ts', to: 'server/y.ts', kind: 'type' }])).toHaveLength(1);
    expect(violations([{ from: 'resources/x.ts', specifier: 'react', to: null, kind: 'static' }])).toHaveLength(1);
    expect(violations([{ from: 'server/x.ts', specifier: '../../resources/y.ts', to: 'resources/y.ts', kind: 'static' }])).toEqual([]);
  });

  it.each(Object.keys(FORBIDDEN))('%s/ imports only what its layer may', (layer) => {
    const edges = sourceFiles(layer).flatMap(importsOf);
    expect(edges.length).toBeGreaterThan(0);
    expect(violations(edges)).toEqual([]);
  });
});
