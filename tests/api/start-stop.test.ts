/**
 * `npm start` as a user runs it: a real process on its own port and data folder, seeded on the first
 * run, sending an SMS through its built-in SMSC simulator, stopped with Ctrl-C (SIGINT), started again
 * on the same data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
let dataDir = '';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function start(port: number, smscPort: number): Promise<{ child: ChildProcess; output: () => string }> {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SKIP_FRONTEND_BUILD: 'true', LOG_LEVEL: 'warn', DATABASE_URL: '', SMSC_SIMULATOR_PORT: String(smscPort), SMPP_SERVER_PORT: 'off', SMSC_SIMULATOR_RECEIPT_MS: '0', SMSC_SIMULATOR_DELIVERY_RATIO: '1' },
  });
  child.stdout!.on('data', (c) => (out += c));
  child.stderr!.on('data', (c) => (out += c));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/proxy/api/health`).then((r) => r.ok, () => false);
    if (ok) return { child, output: () => out };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer within 60 s:\n${out}`);
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGINT');
  });
}

const login = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/proxy/api/v1/token/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@parley.dev', password: 'parley-demo' }),
  });

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// Starts PGlite on disk whatever the run; the PostgreSQL run of the API tests need not repeat it.
describe.skipIf(!!process.env.TEST_DATABASE_URL)('npm start', () => {
  it('seeds the demo on first start, prints the URL and login, stops cleanly on Ctrl-C and keeps its data', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'parley-start-'));
    const port = await freePort();
    const smscPort = await freePort();
    const first = await start(port, smscPort);
    expect(first.output()).toContain(`Parley is running at http://localhost:${port}`);
    expect(first.output()).toContain('demo login: demo@parley.dev / parley-demo');
    expect(first.output()).toContain('seeded the demo workspace');
    const res = await login(port);
    expect(res.status).toBe(200);
    const { access_token } = (await res.json()) as { access_token: string };
    // The demo's route is the built-in SMSC simulator: a message is sent and its receipt comes back.
    const api = (method: string, url: string, body?: unknown) =>
      fetch(`http://127.0.0.1:${port}/api/proxy/api${url}`, { method, headers: { authorization: `Bearer ${access_token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const sent = await api('POST', '/v1/sms/send', { to: '+12025550123', from: 'Parley', text: 'Hello from a fresh install' });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: number };
    await expect.poll(async () => ((await (await api('GET', `/v1/sms/logs/${id}`)).json()) as { status: string }).status, { timeout: 20_000, interval: 200 }).toBe('delivered');
    expect(await stop(first.child)).toBe(0);
    expect(first.output()).toContain('stopped cleanly');

    const second = await start(port, smscPort);
    expect(second.output()).not.toContain('seeded the demo workspace');
    // The session written before the stop survived it.
    const me = await fetch(`http://127.0.0.1:${port}/api/proxy/api/v1/user`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(me.status).toBe(200);
    expect(await stop(second.child)).toBe(0);
  }, 150_000);
});
