import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/vite-precompress.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let dist: string;
/** A built chunk large and repetitive enough to compress, as a real one is. */
const CHUNK = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(', ')}];\n`;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'parley-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dist, 'build.json'), '{"build":"abc"}');
  await writeFile(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'assets', 'pages-audience-5678.js'), CHUNK);
  // What the build does after bundling (scripts/vite-precompress.ts).
  precompress(dist);
  t = await startTestApp({ distDir: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the front end on the API port', () => {
  it('answers every app route with index.html, never cached', async () => {
    for (const route of ['/', '/login', '/hub/routing/vendor/rates/Changes', '/team-invitations/inv_abc']) {
      const res = await t.call('GET', route);
      expect(res.status, route).toBe(200);
      expect(String(res.body)).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('leaves /s/{code} to the short-link redirector, not the app', async () => {
    const res = await t.call('GET', '/s/Zz9Zz9Z');
    expect(res.status).toBe(404);
    expect(String(res.body)).toContain('This link is not valid or has expired');
  });

  it('serves hashed assets as immutable and build.json as no-cache', async () => {
    const asset = await t.call('GET', '/assets/app-1234.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    const build = await t.call('GET', '/build.json');
    expect(build.body).toEqual({ build: 'abc' });
    expect(build.headers['cache-control']).toBe('no-cache');
  });

  it('answers a compressed body when the browser accepts one, with a year of immutable caching', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/assets/pages-audience-5678.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.rawPayload.length, encoding).toBeLessThan(CHUNK.length / 3);
      expect(decode(res.rawPayload).toString(), encoding).toBe(CHUNK);
      expect(res.headers['content-type'], encoding).toMatch(/javascript/);
      expect(res.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
      expect(String(res.headers.vary), encoding).toMatch(/accept-encoding/i);
    }
    const plain = await t.app.inject({ method: 'GET', url: '/assets/pages-audience-5678.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
  });

  it('keeps index.html revalidated on every load, compressed or not', async () => {
    for (const url of ['/', '/index.html', '/audience/contacts']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves files added after start (a rebuilt front end) without a restart', async () => {
    await writeFile(path.join(dist, 'assets', 'late-5678.js'), 'console.log(2)');
    expect((await t.call('GET', '/assets/late-5678.js')).status).toBe(200);
  });

  it('answers unknown API paths and missing files with 404, not the app', async () => {
    const api = await t.call('GET', '/api/proxy/api/v1/unknown');
    expect(api.status).toBe(404);
    expect(api.body.message).toMatch(/Not found/);
    expect((await t.call('GET', '/assets/missing-0000.js')).status).toBe(404);
  });
});
