/**
 * How the production build groups modules into chunks (docs/architecture.md#deep-links).
 *
 * Left to itself Rolldown cuts one chunk per set of lazy imports sharing a module: ~500 files, and
 * a signed-in screen opened by its address fetched ~140 of them. Grouping by path does not work:
 * the import graph reaches all of antd through its barrel file, so a path rule cannot tell what
 * the sign-in page really uses after tree-shaking (grouping antd that way made /login load the
 * whole app).
 *
 * So the build bundles twice. A first pass, in memory and unminified, uses the automatic split;
 * its chunks tell, for every module kept after tree-shaking, which lazy imports ("roots": the
 * shell, each page, each island such as a chart) need it. The real build then groups by that:
 * - `index`: what the entry needs (Rolldown's `$initial` tag): one file instead of thirty;
 * - `locales-<lang>` (and `locales-<lang>-core`, what the guest pages need): one per language;
 * - `index` also takes what /login and a signed-in root both need, `shared` what another guest
 *   page and a signed-in root both need;
 * - `app`: what the signed-in shell needs, and what two or more signed-in roots share, unless it
 *   brings a module outside these groups (every screen would then load it) or belongs to a large
 *   library of a few screens (`FEW_SCREENS`: charts, the diagram, the query builder, phone numbers,
 *   Markdown, password strength), which stays with those screens;
 * - the rest (a page's own modules, what only guest pages need, the few-screens libraries) is left
 *   to the automatic split, so /login never loads the signed-in app.
 * A module a lazy import names (a page, an island) is never grouped: it keeps its own chunk, which
 * others import. Grouping pages by area made a page importing another area's page refer to an
 * export its group never defined ("Export 'reports_page_exports' is not defined" on /campaigns/8),
 * and a group that takes a library by name but not what that library imports makes two chunks
 * import each other, one running before the other ("i is not a function"): the build fails on a
 * cycle between chunks.
 */
import path from 'node:path';
import { build, type InlineConfig, type Plugin, type PluginOption } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The namespaces /login loads in every language (CORE_NAMESPACES in providers/i18n-provider.ts). */
const CORE_LOCALE = /\/(account|auth|common|errors|onboarding|refine|shell|teams)\.json$/;
/** Screens a signed-out visitor opens (their lazy imports count as guest too): never given the app chunk. */
const GUEST_PAGES = /^src\/pages\/(auth|team-invitations|errors)\//;
/** Large libraries only a few screens use: never in `app`, so the other screens do not load them. */
const FEW_SCREENS: RegExp[] = [
  /\/node_modules\/(chart\.js|@kurkle)\//,
  /\/node_modules\/(@xyflow|@dagrejs|d3-[a-z-]+|classcat|zustand)\//,
  /\/node_modules\/(react-querybuilder|@react-querybuilder|immer|@reduxjs|redux|reselect|redux-thunk|use-sync-external-store)\//,
  /\/node_modules\/(libphonenumber-js|libphonenumber-geo-carrier)\//,
  /\/node_modules\/@zxcvbn-ts\//,
];
/** Markdown's packages (react-markdown, remark, micromark, unified and theirs): pure, and few screens show Markdown. */
const MARKDOWN =
  /\/node_modules\/(react-markdown|remark-[a-z-]+|rehype-[a-z-]+|micromark[a-z-]*|mdast-[a-z-]+|hast-[a-z-]+|unist-[a-z-]+|unified|vfile[a-z-]*|property-information|space-separated-tokens|comma-separated-tokens|decode-named-character-reference|character-entities[a-z-]*|html-url-attributes|inline-style-parser|style-to-[a-z-]+|estree-util-[a-z-]+|zwitch|trough|bail|devlop|ccount|longest-streak|markdown-table|escape-string-regexp|is-plain-obj|trim-lines|html-void-elements|web-namespaces)\//;
FEW_SCREENS.push(MARKDOWN);

/**
 * The `treeshake.moduleSideEffects` option. Refine's antd package bundles a Markdown field on
 * react-markdown 6 and remark-gfm, which Parley never shows; those packages declare no
 * `sideEffects`, so every list screen carried them (~40 KB gzipped). They have none: their
 * modules are dropped when nothing uses them.
 */
export function moduleSideEffects(id: string): boolean | undefined {
  return MARKDOWN.test(id) || /[\\/]node_modules[\\/]@refinedev[\\/]antd[\\/]node_modules[\\/]/.test(id) ? false : undefined;
}

const clean = (id: string) => id.split('?')[0];
const rel = (id: string) => path.relative(ROOT, clean(id)).split(path.sep).join('/');

/** What the first pass learned: the group of each module it kept that the entry does not need. */
export type Usage = Map<string, string | null>;

export interface PassChunk {
  imports: string[];
  dynamicImports: string[];
  modules: string[];
  facade: string | null;
  isEntry: boolean;
  isDynamicEntry: boolean;
}

/**
 * Decides the groups from the first pass's chunks. Its automatic split already put together the
 * modules needed by the same roots, so each of its chunks is a unit here, with the roots it serves:
 * - needed by /login and by a signed-in root: `index` (loaded anyway by both);
 * - needed by another guest root and a signed-in root: `shared`;
 * - needed by guest roots only: left to the automatic split;
 * - needed by the shell: `app`;
 * - needed by two or more signed-in roots: `app` too, unless it imports a unit outside the groups
 *   every signed-in screen loads (`index`, `shared`, `app`), which grouping would make them all
 *   load, or holds a large library of a few screens (FEW_SCREENS);
 * - anything else: left to the automatic split.
 */
export function usageOf(chunks: Map<string, PassChunk>): Usage {
  const closure = (file: string) => {
    const seen = new Set<string>();
    const stack = [file];
    while (stack.length) {
      const f = stack.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      stack.push(...(chunks.get(f)?.imports ?? []));
    }
    return seen;
  };
  const entryFile = [...chunks].find(([, c]) => c.isEntry)?.[0];
  if (!entryFile) throw new Error('vite-chunks: the first pass made no entry chunk');
  const initial = closure(entryFile);
  const roots = new Map<string, string>();
  for (const [file, chunk] of chunks) if (chunk.isDynamicEntry && chunk.facade) roots.set(clean(chunk.facade), file);
  const rootNamed = (name: string) => {
    const root = [...roots.keys()].find((r) => rel(r) === name);
    if (!root) throw new Error(`vite-chunks: the first pass found no lazily loaded ${name}`);
    return root;
  };
  const shell = rootNamed('src/layout/app-shell.tsx');
  const login = rootNamed('src/pages/auth/login.tsx');

  // The roots each unit serves.
  const servedBy = new Map<string, Set<string>>();
  for (const [root, file] of roots) {
    for (const f of closure(file)) {
      if (initial.has(f)) continue;
      const set = servedBy.get(f) ?? new Set<string>();
      set.add(root);
      servedBy.set(f, set);
    }
  }
  // Guest roots, and every root a guest root's own (non-entry) chunks import lazily.
  const guest = new Set([...roots.keys()].filter((root) => GUEST_PAGES.test(rel(root))));
  for (const stack = [...guest]; stack.length; ) {
    for (const f of closure(roots.get(stack.pop()!)!)) {
      if (initial.has(f)) continue;
      for (const lazy of chunks.get(f)!.dynamicImports) {
        const facade = chunks.get(lazy)?.facade;
        if (facade && !guest.has(clean(facade))) {
          guest.add(clean(facade));
          stack.push(clean(facade));
        }
      }
    }
  }

  const unitGroup = new Map<string, string | null>();
  const candidates = new Set<string>();
  for (const [f, served] of servedBy) {
    const guests = [...served].filter((r) => guest.has(r));
    const signedIn = served.size - guests.length;
    if (guests.length) unitGroup.set(f, !signedIn ? null : served.has(login) ? 'index' : 'shared');
    else if (served.has(shell)) unitGroup.set(f, 'app');
    else if (signedIn >= 2) candidates.add(f);
    else unitGroup.set(f, null);
  }
  // A candidate joins `app` only if everything it imports is in a group every screen loads.
  const everywhere = (f: string) => initial.has(f) || candidates.has(f) || ['index', 'shared', 'app'].includes(unitGroup.get(f) ?? '');
  for (let changed = true; changed; ) {
    changed = false;
    for (const f of candidates) {
      if (chunks.get(f)!.imports.every(everywhere) && !chunks.get(f)!.modules.some(isFewScreens)) continue;
      candidates.delete(f);
      unitGroup.set(f, null);
      changed = true;
    }
  }
  for (const f of candidates) unitGroup.set(f, 'app');

  const usage: Usage = new Map();
  for (const [f, group] of unitGroup) for (const m of chunks.get(f)!.modules) usage.set(clean(m), group);
  // A module a lazy import names keeps its own chunk.
  for (const root of roots.keys()) if (usage.has(root)) usage.set(root, null);
  return usage;
}

const isFewScreens = (id: string) => FEW_SCREENS.some((test) => test.test(clean(id)));

/** The group of a module the entry does not need, or null to leave it to the automatic split. */
export function groupOf(id: string, usage: Usage): string | null {
  const file = rel(id);
  const locale = /^locales\/([^/]+)\//.exec(file);
  if (locale) return CORE_LOCALE.test(file) ? `locales-${locale[1]}-core` : `locales-${locale[1]}`;
  return usage.get(clean(id)) ?? null;
}

/** The `build.rolldownOptions.output.codeSplitting` option for a Usage. */
export function chunkGroups(usage: Usage) {
  return {
    includeDependenciesRecursively: false,
    groups: [
      // Everything the entry needs, in the entry's own chunk (Rolldown merges the group into it).
      { name: 'index', tags: ['$initial' as const], priority: 2 },
      { name: (id: string) => groupOf(id, usage), priority: 1 },
    ],
  };
}

/** Runs the first pass: the same build in memory, unminified, with the automatic split. */
export async function firstPass(config: InlineConfig): Promise<Usage> {
  const chunks = new Map<string, PassChunk>();
  const collect: Plugin = {
    name: 'parley-chunks-first-pass',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const [file, c] of Object.entries(bundle)) {
        if (c.type !== 'chunk') continue;
        chunks.set(file, {
          imports: c.imports,
          dynamicImports: c.dynamicImports,
          modules: Object.keys(c.modules),
          facade: c.facadeModuleId,
          isEntry: c.isEntry,
          isDynamicEntry: c.isDynamicEntry,
        });
      }
    },
  };
  await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    plugins: [...((config.plugins ?? []) as PluginOption[]), collect],
    build: {
      ...config.build,
      write: false,
      minify: false,
      reportCompressedSize: false,
      rolldownOptions: { ...config.build?.rolldownOptions, output: { codeSplitting: true } },
    },
  });
  return usageOf(chunks);
}

/**
 * A cycle of static imports between chunks, or null. Between chunks a cycle means one chunk's code
 * may run before a chunk it needs ("i is not a function"): a group that took a module but not
 * what that module imports makes one.
 */
export function chunkCycle(imports: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    state.set(file, 'open');
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of imports.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * Vite plugin: before a production build, runs the first pass with `plugins` (those that shape the
 * module graph) and sets the chunk groups from it; after, fails the build on a cycle between chunks.
 */
export function chunking(options: { plugins: () => PluginOption[]; define?: Record<string, string>; build?: InlineConfig['build'] }): Plugin {
  return {
    name: 'parley-chunks',
    apply: 'build',
    async config(config) {
      const usage = await firstPass({ root: config.root ?? ROOT, plugins: options.plugins(), define: options.define, build: options.build });
      return { build: { rolldownOptions: { output: { codeSplitting: chunkGroups(usage) } } } };
    },
    generateBundle(_options, bundle) {
      const imports = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c.imports] as const] : [])));
      const cycle = chunkCycle(imports);
      if (cycle) this.error(`vite-chunks: chunks import each other in a cycle (${cycle.join(' → ')}); one would run before what it needs`);
    },
  };
}
