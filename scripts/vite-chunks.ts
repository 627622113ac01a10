/**
 * How the production build groups modules into chunks (docs/architecture.md#deep-links). Left to
 * itself Rolldown made ~490 chunks, one per lazy import and per shared piece; the signed-in app
 * alone fetched ~75 translation files (one per namespace) before its first screen. Here each
 * language's translations come as one chunk (`locales-en`, and `locales-ar-core` for what /login
 * needs in ar), the resource definitions as one (`resources`), the generic screens built from them
 * as one (`screens`). Pages stay split: grouped by area, a page importing another area's page
 * was built referring to an export its group never defined.
 *
 * Only modules outside the entry's static graph are grouped, and a group takes only the modules
 * it names, never their imports: /login keeps loading exactly what it did. Grouping the shared
 * app code or the libraries the same way was tried and made the entry import those groups
 * statically (index.html preloaded 139 files, /login the whole app), so antd and the shared code
 * stay with the automatic split.
 */
import path from 'node:path';

type ModuleInfo = { importedIds: readonly string[] } | null;
type Context = { getModuleInfo: (id: string) => ModuleInfo };

const ROOT = path.resolve(import.meta.dirname, '..');
const ENTRY = path.join(ROOT, 'src/main.tsx');
/** The namespaces /login loads in every language (CORE_NAMESPACES in providers/i18n-provider.ts). */
const CORE_LOCALE = /\/(account|auth|common|errors|onboarding|refine|shell|teams)\.json$/;

/** Screens a signed-out visitor opens: each keeps its own chunk, so /login loads no other page's code. */

const clean = (id: string) => id.split('?')[0];

/** Every module reachable from `root` by static imports (through barrels: a superset of what runs). */
function closure(ctx: Context, root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(clean(id))) continue;
    seen.add(clean(id));
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The group of a module outside the entry's graph: translations by language, definitions, generic screens. */
export function groupOf(file: string): string | null {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  const locale = /^locales\/([^/]+)\//.exec(rel);
  if (locale) return CORE_LOCALE.test(rel) ? `locales-${locale[1]}-core` : `locales-${locale[1]}`;
  // The resource definitions, and the generic list, form and record screens built from them.
  if (/^resources\//.test(rel)) return 'resources';
  if (/^src\/resources\//.test(rel)) return 'screens';
  // Pages stay in the automatic split: grouped by area, a page that imports another area's page
  // (a campaign's report) was left referring to an export its group never defined, and broke.
  return null;
}

/** The `build.rolldownOptions.output.codeSplitting` option. */
export function chunkGroups() {
  let entry: Set<string> | undefined;
  return {
    includeDependenciesRecursively: false,
    groups: [
      {
        name(id: string, ctx: Context): string | null {
          entry ??= closure(ctx, ENTRY);
          return entry.has(clean(id)) ? null : groupOf(clean(id));
        },
      },
    ],
  };
}
