/**
 * Writes what the API answers on a fresh demo install, for comparing two versions of Parley that
 * should answer the same (a restructuring): the OpenAPI document with its keys sorted, and for
 * every resource its first page and its first record, as the demo staff user. Values that differ
 * between any two installs (times, tokens, secrets, hashes) are replaced by their kind.
 *
 *   node --import tsx scripts/api-dump.ts <out.json> [<checkout root>]
 *
 * The root defaults to this checkout; another (a `git worktree` of an earlier commit) is started
 * the same way, with its own code and this checkout's node_modules.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { allResources } from '../resources/index.ts';
import { loadResourceFolders } from '../server/load-folders.ts';
import { freePort, ROOT } from '../tests/support/server-process.ts';
import { DEMO } from '../tests/e2e/helpers.ts';

const [out, rootArg] = process.argv.slice(2);
if (!out) throw new Error('usage: scripts/api-dump.ts <out.json> [<checkout root>]');
const root = path.resolve(rootArg ?? ROOT);

const ISO = /^\d{4}-\d\d-\d\d(T\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)?)?$/;
const SECRETISH = /(token|secret|password|hash|signature|key|nonce|url)$/i;

function normal(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => normal(v, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, normal((value as Record<string, unknown>)[k], k)]));
  }
  if (typeof value === 'string') {
    if (ISO.test(value)) return '<time>';
    if (SECRETISH.test(key) && value.length > 12) return `<${key}>`;
    if (/[?&](expires|sig|signature)=/.test(value)) return '<signed link>';
  }
  return value;
}

async function main() {
  const port = await freePort();
  const smsc = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-api-dump-'));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_URL: base, LOG_LEVEL: 'warn', SKIP_FRONTEND_BUILD: 'true', DATA_DIR: path.join(dataDir, 'db'), AUTH_RATE_LIMIT: '1000', SMSC_SIMULATOR_PORT: String(smsc), SMPP_SERVER_PORT: 'off' },
  });
  try {
    for (let i = 0; ; i++) {
      if (i > 240) throw new Error('the server did not start');
      if (await fetch(`${base}/api/proxy/api/health`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const api = `${base}/api/proxy/api`;
    const login = (await (await fetch(`${api}/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) })).json()) as { access_token: string };
    const get = async (p: string) => {
      const res = await fetch(`${api}${p}`, { headers: { authorization: `Bearer ${login.access_token}` } });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: kept as text
      }
      return { status: res.status, total: res.headers.get('x-total-count'), body: normal(body) };
    };
    const openapi = (await (await fetch(`${base}/api/docs/json`)).json()) as { info: { version: string } };
    // The build id names the build, not what the API answers.
    openapi.info.version = '<build>';
    const dump: Record<string, unknown> = { openapi: normal(openapi) };
    await loadResourceFolders();
    for (const resource of allResources()) {
      if (resource.apiPath.includes(':')) continue;
      const list = await get(`${resource.apiPath}?_start=0&_end=25`);
      dump[`GET ${resource.apiPath}`] = list;
      const first = Array.isArray(list.body) ? (list.body[0] as { id?: unknown } | undefined) : undefined;
      if (first?.id !== undefined) dump[`GET ${resource.apiPath}/:first`] = await get(`${resource.apiPath}/${first.id}`);
    }
    fs.writeFileSync(out, `${JSON.stringify(dump, null, 1)}\n`);
    console.log(`${Object.keys(dump).length} answers written to ${out}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
