// Run with: node --import tsx --test tests/scripts/*.test.ts
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { chunkCycle, groupOf, usageOf, type PassChunk } from '../../scripts/vite-chunks.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(ROOT, file);

/** A first pass's chunk: `modules` relative to the repository, `imports` and `dynamicImports` chunk file names. */
function chunk(modules: string[], imports: string[] = [], more: Partial<PassChunk> = {}): PassChunk {
  return { modules: modules.map(at), imports, dynamicImports: [], facade: null, isEntry: false, isDynamicEntry: false, ...more };
}
const lazy = (facade: string, modules: string[], imports: string[] = [], dynamicImports: string[] = []) =>
  chunk([facade, ...modules], imports, { facade: at(facade), isDynamicEntry: true, dynamicImports });

// An entry that lazily loads /login, the shell and three pages; a Markdown island; chart.js shared by two charts.
const pass = new Map<string, PassChunk>([
  ['entry.js', chunk(['src/main.tsx', 'node_modules/react/index.js'], [], { isEntry: true, dynamicImports: ['login.js', 'shell.js', 'a.js', 'b.js', 'c.js'] })],
  ['login.js', lazy('src/pages/auth/login.tsx', [], ['both.js'])],
  ['signup.js', lazy('src/pages/auth/signup.tsx', [], ['guest-shared.js', 'both.js'])],
  ['shell.js', lazy('src/layout/app-shell.tsx', ['node_modules/@refinedev/core/index.js'], ['both.js', 'guest-shared.js', 'entry.js'])],
  ['both.js', chunk(['node_modules/antd/es/button/index.js'], ['entry.js'])],
  ['guest-shared.js', chunk(['node_modules/antd/es/form/index.js'])],
  ['a.js', lazy('src/pages/a.tsx', [], ['table.js', 'markdown-user.js'])],
  ['b.js', lazy('src/pages/b.tsx', [], ['table.js', 'markdown-user.js'])],
  ['c.js', lazy('src/pages/c.tsx', [], ['table.js'])],
  ['table.js', chunk(['node_modules/antd/es/table/index.js'])],
  ['markdown-user.js', chunk(['src/components/notes.tsx'], ['markdown.js'])],
  ['markdown.js', chunk(['node_modules/react-markdown/index.js'])],
]);
pass.get('entry.js')!.dynamicImports.push('signup.js');

test('the first pass decides each module: /login and app share `index`, guests and app `shared`, the app its own', () => {
  const usage = usageOf(pass);
  const group = (file: string) => groupOf(at(file), usage);
  assert.equal(group('node_modules/antd/es/button/index.js'), 'index');
  assert.equal(group('node_modules/antd/es/form/index.js'), 'shared');
  assert.equal(group('node_modules/@refinedev/core/index.js'), 'app');
  // Shared by three pages: every signed-in screen gets it with the app.
  assert.equal(group('node_modules/antd/es/table/index.js'), 'app');
  // Shared by two pages but bringing Markdown, which the others must not load: left alone, and Markdown too.
  assert.equal(group('src/components/notes.tsx'), null);
  assert.equal(group('node_modules/react-markdown/index.js'), null);
  // Pages keep their own chunks; translations go by language.
  assert.equal(group('src/pages/a.tsx'), null);
  assert.equal(group('src/layout/app-shell.tsx'), null);
  assert.equal(group('locales/en/contacts.json'), 'locales-en');
  assert.equal(group('locales/ar/auth.json'), 'locales-ar-core');
});

test('a cycle between chunks is found, with its path', () => {
  assert.equal(chunkCycle(new Map([['a', ['b']], ['b', ['c']], ['c', []]])), null);
  assert.deepEqual(chunkCycle(new Map([['a', ['b']], ['b', ['c']], ['c', ['b']]])), ['b', 'c', 'b']);
});
