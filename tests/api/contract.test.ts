/** What holds across all resources: each is covered by an area's contract file, and documented. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allResources } from '../../resources/index.ts';
import { isResource } from '../../resources/kit/index.ts';
import { loadFolders } from '../../server/load-folders.ts';
import { ROOT } from '../support/server-process.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('contract coverage', () => {
  it('every resource belongs to an area whose contract file tests it', async () => {
    const folders = fs.readdirSync(path.join(ROOT, 'resources')).filter((f) => fs.existsSync(path.join(ROOT, 'resources', f, 'index.ts'))).sort();
    const modules = await loadFolders<Record<string, unknown>>(path.join(ROOT, 'resources'), 'index.ts');
    const areas = folders.map((folder, i) => ({ folder, resources: Object.values(modules[i]).filter(isResource).map((r) => r.name) })).filter((area) => area.resources.length);
    for (const { folder } of areas) expect(fs.existsSync(path.join(ROOT, `tests/api/contract-${folder}.test.ts`)), `tests/api/contract-${folder}.test.ts`).toBe(true);
    expect(areas.flatMap((area) => area.resources).sort()).toEqual(allResources().map((r) => r.name).sort());
  });
});

describe('OpenAPI', () => {
  it('documents every resource route under the resource tag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const r of allResources()) {
      const base = Object.keys(doc.paths).find((p) => p.endsWith(r.apiPath));
      expect(base, r.name).toBeDefined();
      // What nobody may do to a record Parley writes (create a call, edit an invoice) is not offered,
      // nor the generic create of a record made by a request of its own (an upload, from its file).
      const open = (action: string, verbs: string[]) => (r.closed.includes(action as never) || (action === 'create' && r.createdFrom) ? [] : verbs);
      expect(Object.keys(doc.paths[base!]).sort()).toEqual(['get', ...open('create', ['post'])].sort());
      expect(Object.keys(doc.paths[`${base}/{id}`]).sort()).toEqual(['get', ...open('edit', ['put', 'patch']), ...open('delete', ['delete'])].sort());
      expect(doc.paths[base!].get.tags).toEqual([r.name]);
      if (!r.closed.includes('create') && !r.createdFrom) expect(doc.paths[base!].post.requestBody).toBeDefined();
    }
  });

  it('documents every custom action with its input and output schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const r of allResources()) {
      for (const action of r.actions ?? []) {
        const suffix = `${r.apiPath}${action.scope === 'item' ? '/{id}' : ''}/${action.path ?? action.name}`;
        const url = Object.keys(doc.paths).find((p) => p.endsWith(suffix));
        expect(url, `${r.name}.${action.name}`).toBeDefined();
        const op = doc.paths[url!][(action.method ?? 'POST').toLowerCase()];
        expect(op.tags, `${r.name}.${action.name}`).toEqual([r.name]);
        const answer = op.responses['200'].content['application/json'].schema;
        if (action.output) expect(Object.keys(answer.properties ?? {}).length, `${r.name}.${action.name}`).toBeGreaterThan(0);
        if (action.input && action.method !== 'GET') expect(op.requestBody.content['application/json'].schema.properties, `${r.name}.${action.name}`).toBeDefined();
      }
    }
  });
});
