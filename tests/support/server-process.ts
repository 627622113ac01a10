/**
 * Parley as a child process on a free loopback port, for tests that need the real process: the
 * browser tests, and the crash harness that kills it with SIGKILL in the middle of a job and starts
 * it again on the same database. The pid kept is the server's own (node, not npm).
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STARTUP_TIMEOUT_MS = 90_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export function tail(file: string, lines = 40): string {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '';
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseURL: string;
  logFile: string;
}

export interface StartOptions {
  port?: number;
  /** Extra environment: DATA_DIR or DATABASE_URL, PARLEY_ROLE, tuning. */
  env: Record<string, string>;
  logFile: string;
  /** A worker serves no HTTP: wait for this line in its log instead of the health check. */
  readyLine?: RegExp;
}

export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const log = fs.openSync(options.logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      SKIP_FRONTEND_BUILD: 'true',
      // Servers started side by side must not race for the hub's SMPP port: a test that binds gives one.
      SMPP_SERVER_PORT: 'off',
      ...options.env,
    },
  });
  fs.closeSync(log);
  const baseURL = `http://127.0.0.1:${port}`;
  const health = `${baseURL}/api/proxy/api/health`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready:\n${tail(options.logFile)}`);
    try {
      if (options.readyLine ? options.readyLine.test(tail(options.logFile, 200)) : (await fetch(health)).status === 200) return { child, port, baseURL, logFile: options.logFile };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server not ready within ${STARTUP_TIMEOUT_MS / 1000} s:\n${tail(options.logFile)}`);
}

/** SIGTERM, then SIGKILL after 10 s; resolves once the process is gone. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Kills at once, as a crash or the out-of-memory killer would; resolves once the process is gone. */
export async function killServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGKILL');
  await exited;
}
