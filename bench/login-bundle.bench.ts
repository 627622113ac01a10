/**
 * How much JavaScript the /login route loads, gzipped; the budget is 300 KB.
 *
 * Static analysis of the Vite build (required): the entry <script type=module> and
 * <link rel=modulepreload> of dist/index.html, the static imports of those chunks, recursively,
 * and the lazy page chunk whose file name contains "login" with its static imports. Dynamic
 * import() chunks are not counted otherwise: the browser does not load them for /login.
 *
 * When /usr/bin/chromium exists it also opens /login from a small static server over dist/ and
 * counts the JS the browser really fetched; the budget applies to both figures.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';

const BUDGET_KB = 300;
const CHROMIUM = '/usr/bin/chromium';

const gzipSize = (buf: Buffer) => zlib.gzipSync(buf, { level: 9 }).length;
const kb = (n: number) => (n / 1024).toFixed(1);

/** The attributes of every <tag …> in html. */
function tagAttrs(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map((m) => {
    const attrs: Record<string, string> = {};
    for (const a of m[1].matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs[a[1].toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? '';
    }
    return attrs;
  });
}

/** Entry chunks of index.html, as paths relative to dist. */
export function entryScripts(html: string): string[] {
  const scripts = tagAttrs(html, 'script').filter((a) => a.type === 'module' && a.src).map((a) => a.src);
  const preloads = tagAttrs(html, 'link').filter((a) => a.rel === 'modulepreload' && a.href).map((a) => a.href);
  return [...scripts, ...preloads].filter((u) => !/^[a-z]+:\/\//i.test(u)).map((u) => u.split(/[?#]/)[0].replace(/^\.?\//, ''));
}

/**
 * Static import/export-from specifiers at statement level of a built chunk (minified or not):
 * `import{a}from"./x.js"`, `import"./y.js"`, `export*from"./z.js"`. import("…") is not matched.
 */
export function staticImports(code: string): string[] {
  const re = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]([^"'`]+)["'`]/g;
  return [...code.matchAll(re)].map((m) => m[1]);
}

/** Closure of static imports from the given chunks (paths relative to dist) that exist on disk. */
export function closure(dist: string, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (rel: string) => {
    if (seen.has(rel) || !fs.existsSync(path.join(dist, rel))) return;
    seen.add(rel);
    const code = fs.readFileSync(path.join(dist, rel), 'utf8');
    for (const spec of staticImports(code)) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue; // bare specifiers are not files
      const next = spec.startsWith('/') ? spec.slice(1) : path.posix.join(path.posix.dirname(rel), spec);
      visit(path.posix.normalize(next));
    }
  };
  roots.forEach(visit);
  return [...seen];
}

function listJs(dir: string, base = ''): string[] {
  return fs.readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((e) => {
    const rel = path.posix.join(base, e.name);
    if (e.isDirectory()) return listJs(dir, rel);
    return e.name.endsWith('.js') ? [rel] : [];
  });
}

/** Lazy chunks named after the login page module (login-XXXX.js, login-page-XXXX.js, …). */
export function loginChunks(files: string[]): string[] {
  const named = files.filter((f) => /login/i.test(path.posix.basename(f)));
  const leading = named.filter((f) => /^login/i.test(path.posix.basename(f)));
  return leading.length ? leading : named;
}

export interface Row { file: string; raw: number; gzip: number }

/** The static measurement: every JS file /login loads with its raw and gzipped size. */
export function staticLoginBundle(dist: string): { rows: Row[]; lazy: string[] } {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const lazy = loginChunks(listJs(dist));
  const files = closure(dist, [...entryScripts(html), ...lazy]);
  const rows = files.map((file) => {
    const buf = fs.readFileSync(path.join(dist, file));
    return { file, raw: buf.length, gzip: gzipSize(buf) };
  });
  return { rows: rows.sort((a, b) => b.gzip - a.gzip), lazy };
}

function printTable(title: string, rows: Row[]): number {
  const total = rows.reduce((s, r) => s + r.gzip, 0);
  const raw = rows.reduce((s, r) => s + r.raw, 0);
  const w = Math.max(20, ...rows.map((r) => r.file.length));
  console.log(`\n${title}`);
  console.log(`${'file'.padEnd(w)}  ${'raw bytes'.padStart(10)}  ${'gzip bytes'.padStart(10)}`);
  for (const r of rows) console.log(`${r.file.padEnd(w)}  ${String(r.raw).padStart(10)}  ${String(r.gzip).padStart(10)}`);
  console.log(`${'total'.padEnd(w)}  ${String(raw).padStart(10)}  ${String(total).padStart(10)}`);
  console.log(`total gzipped JS: ${kb(total)} KB (budget ${BUDGET_KB} KB) over ${rows.length} files`);
  return total;
}

/** Serves dist/ (index.html for unknown paths, as the real server does for routes) on loopback. */
async function serveDist(dist: string): Promise<http.Server> {
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.json': 'application/json', '.svg': 'image/svg+xml' };
  const server = http.createServer((req, res) => {
    const url = decodeURIComponent((req.url ?? '/').split('?')[0]);
    let file = path.join(dist, path.normalize(url)); // normalize keeps /.. at the root
    if (url.startsWith('/api/')) { res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}'); return; }
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(dist, 'index.html');
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** The browser measurement: JS responses while /login loads and settles. */
async function browserLoginBundle(dist: string): Promise<Row[]> {
  const { chromium } = await import('playwright-core');
  const server = await serveDist(dist);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const seen = new Set<string>();
    page.on('response', (r) => {
      const u = new URL(r.url());
      if (u.origin === base && u.pathname.endsWith('.js')) seen.add(u.pathname.slice(1));
    });
    await page.goto(`${base}/login`, { waitUntil: 'networkidle', timeout: 30_000 });
    return [...seen].map((file) => {
      const buf = fs.readFileSync(path.join(dist, file));
      return { file, raw: buf.length, gzip: gzipSize(buf) };
    }).sort((a, b) => b.gzip - a.gzip);
  } finally {
    await browser.close();
    server.close();
  }
}

export async function run(): Promise<void> {
  const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.log(`${dist}/index.html is missing: running vite build`);
    const r = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('vite build failed');
  }

  const { rows, lazy } = staticLoginBundle(dist);
  console.log(lazy.length ? `login page chunk(s): ${lazy.join(', ')}` : 'no chunk named after login: the /login page must be in the entry chunks');
  const total = printTable('/login JS by static analysis of dist/index.html and static imports', rows);
  let over = total > BUDGET_KB * 1024;

  if (fs.existsSync(CHROMIUM)) {
    try {
      const browserRows = await browserLoginBundle(dist);
      const browserTotal = printTable('/login JS fetched by Chromium (page served from dist/, no API)', browserRows);
      over ||= browserTotal > BUDGET_KB * 1024;
    } catch (e) {
      console.log(`browser measurement skipped: ${(e as Error).message.split('\n')[0]}`);
    }
  } else {
    console.log(`browser measurement skipped: ${CHROMIUM} not installed (bash scripts/ensure-chromium.sh)`);
  }

  if (over) {
    console.log(`FAIL: /login loads more than ${BUDGET_KB} KB of gzipped JS`);
    process.exitCode = 1;
  } else console.log(`OK: /login is within ${BUDGET_KB} KB of gzipped JS`);
}
