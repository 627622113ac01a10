/** What holds across all resources: each is covered by an area's contract file, and documented. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allResources } from '../../resources/index.ts';
import * as audience from '../../resources/audience/index.ts';
import * as sms from '../../resources/sms/index.ts';
import * as voice from '../../resources/voice/index.ts';
import * as workspace from '../../resources/workspace/index.ts';
import { isResource } from '../../resources/kit/index.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('contract coverage', () => {
  it('every resource belongs to an area whose contract file tests it', () => {
    const covered = [voice, audience, sms, workspace].flatMap((area) => (Object.values(area) as unknown[]).filter(isResource).map((r) => r.name));
    expect(covered.sort()).toEqual(allResources().map((r) => r.name).sort());
  });
});

describe('OpenAPI', () => {
  it('documents every resource route under the resource tag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const r of allResources()) {
      const base = Object.keys(doc.paths).find((p) => p.endsWith(r.apiPath));
      expect(base, r.name).toBeDefined();
      expect(Object.keys(doc.paths[base!])).toEqual(expect.arrayContaining(['get', 'post']));
      expect(Object.keys(doc.paths[`${base}/{id}`])).toEqual(expect.arrayContaining(['get', 'put', 'patch', 'delete']));
      expect(doc.paths[base!].get.tags).toEqual([r.name]);
      expect(doc.paths[base!].post.requestBody).toBeDefined();
    }
  });
});
