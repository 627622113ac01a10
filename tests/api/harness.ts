/**
 * An in-process Parley for API tests: a fresh database per call (a PGlite restored from the
 * snapshot, or a PostgreSQL clone of the migrated template), the real app, and helpers to call it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { API_BASE } from '../../resources/account/endpoints.ts';
import { buildApp } from '../../server/app.ts';
import { closeContext, createContext } from '../../server/bootstrap.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import type { AppContext } from '../../server/context.ts';
import { mailOutbox, users } from '../../server/db/schema/index.ts';
import { afterReplySettled } from '../../server/http/after-reply.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { withDatabase } from './pg-url.ts';

export const APP_URL = 'http://parley.test';
/** One credentials key for every test app in a process: the keyring is per process. */
export const TEST_CREDENTIALS_KEY = Buffer.alloc(32, 7).toString('base64');

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  db: AppContext['database']['db'];
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<Answer<T>>;
  /** The newest mail sent to an address, from the outbox. */
  lastMail(to: string): Promise<{ subject: string; text: string; html: string } | undefined>;
  /** The first link in the newest mail to an address, as a URL. */
  linkIn(to: string): Promise<URL>;
  /** Registers a user; verified unless asked otherwise. Answers their token and user. */
  signUp(options?: { name?: string; email?: string; password?: string; verified?: boolean }): Promise<{ token: string; email: string; password: string; user: any }>;
  login(email: string, password: string): Promise<string>;
  /** POSTs a record as `token`; answers what was created, and throws with the answer unless it is a 201. */
  created<T = any>(path: string, body: unknown, token: string): Promise<T>;
  /** Polls a job until it has finished (completed, failed or cancelled); answers its record. */
  waitForJob(token: string, id: number, timeoutMs?: number): Promise<any>;
  close(): Promise<void>;
}

export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const base = loadConfig({ APP_URL, SEED_DEMO: 'false', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '1000', DIST_DIR: '/nonexistent', CREDENTIALS_KEY: TEST_CREDENTIALS_KEY, SMSC_SIMULATOR_PORT: 'off', SMPP_SERVER_PORT: 'off' });
  const { database, drop } = await freshDatabase();
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'parley-files-'));
  const config: Config = { ...base, filesDir, ...overrides, databaseUrl: database.url };
  const ctx = await createContext(config, { pglite: database.pglite, build: 'test' });
  const app = await buildApp(ctx, { logger: false });
  await app.ready();
  const db = ctx.database.db;

  const call: TestApp['call'] = async (method, path, options = {}) => {
    // API paths may be written as the docs write them (/v1/…, /auth/…); anything else goes as it is.
    const url = /^\/(v1|auth)\/|^\/health$/.test(path) ? API_BASE + path : path;
    const res = await app.inject({
      method: method as any,
      url,
      query: options.query,
      headers: { ...(options.token && { authorization: `Bearer ${options.token}` }), ...options.headers },
      ...(options.body !== undefined && { payload: options.body as any }),
    });
    let body: any = res.body;
    try {
      body = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.statusCode, body, headers: res.headers };
  };

  const lastMail: TestApp['lastMail'] = async (to) => {
    // Sign-up and forgot-password mail after answering: wait for that work first.
    await afterReplySettled(ctx);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to.toLowerCase())).orderBy(desc(mailOutbox.id)).limit(1);
    return mail;
  };

  const linkIn: TestApp['linkIn'] = async (to) => {
    const mail = await lastMail(to);
    const match = mail && /https?:\/\/\S+/.exec(mail.text);
    if (!match) throw new Error(`no link in a mail to ${to}`);
    return new URL(match[0]);
  };

  const signUp: TestApp['signUp'] = async (options = {}) => {
    const email = options.email ?? `user-${randomBytes(4).toString('hex')}@example.com`;
    const password = options.password ?? 'correct horse battery';
    const res = await call('POST', '/v1/register', { body: { name: options.name ?? 'Test User', email, password, password_confirmation: password } });
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
    let token: string;
    if (options.verified !== false) {
      // As the browser does: the mailed link, opened with the sign-up's ticket, verifies and signs in.
      const link = await linkIn(email);
      const verified = await call('GET', `/v1/verify-email/${link.searchParams.get('id')}/${link.searchParams.get('hash')}`, {
        query: { expires: link.searchParams.get('expires')!, signature: link.searchParams.get('signature')! },
        headers: { 'x-signup-ticket': res.body.signup_ticket },
      });
      if (verified.status !== 200 || !verified.body.access_token) throw new Error(`verification failed: ${JSON.stringify(verified.body)}`);
      token = verified.body.access_token;
    } else {
      await afterReplySettled(ctx);
      token = await login(email, password);
    }
    const user = (await call('GET', '/v1/user', { token })).body;
    return { token, email, password, user };
  };

  const login: TestApp['login'] = async (email, password) => {
    const res = await call('POST', '/v1/token/login', { body: { email, password } });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.access_token;
  };

  const created: TestApp['created'] = async (path, body, token) => {
    const res = await call('POST', path, { token, body });
    if (res.status !== 201) throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  };

  const waitForJob: TestApp['waitForJob'] = async (token, id, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await call('GET', `/v1/jobs/${id}`, { token });
      if (res.status !== 200) throw new Error(`job ${id}: ${res.status} ${JSON.stringify(res.body)}`);
      if (['completed', 'failed', 'cancelled'].includes(res.body.status)) return res.body;
      if (Date.now() > deadline) throw new Error(`job ${id} still ${res.body.status} after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  return {
    app,
    ctx,
    db,
    call,
    lastMail,
    linkIn,
    signUp,
    login,
    created,
    waitForJob,
    async close() {
      await app.close();
      await closeContext(ctx);
      await rm(filesDir, { recursive: true, force: true });
      await drop();
    },
  };
}

/** Switches the hub on for a team, as its owner or an admin does in the team settings. */
export async function switchHubOn(t: TestApp, token: string, teamId: number): Promise<void> {
  const res = await t.call('PUT', `/v1/teams/${teamId}`, { token, body: { settings: { hub_enabled: true } } });
  if (res.status !== 200) throw new Error(`switching the hub on failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Makes a user platform staff (there is no API for that: it is set on the server). */
export async function makeStaff(t: TestApp, userId: number): Promise<void> {
  await t.db.update(users).set({ isStaff: true }).where(eq(users.id, userId));
}

/** The demo workspace, as `npm start` seeds it. */
export async function seedDemoUser(t: TestApp) {
  await seedDemo(t.db, t.ctx.config.demo, { workspace: false });
  return { email: t.ctx.config.demo.email, password: t.ctx.config.demo.password };
}

export async function freshDatabase(): Promise<{ database: { url: string | null; pglite?: PGlite }; drop: () => Promise<void> }> {
  const templateUrl = inject('pgTemplateUrl');
  if (templateUrl) {
    const name = `parley_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
    await admin.connect();
    await admin.query(`create database ${name} template ${new URL(templateUrl).pathname.slice(1)}`);
    await admin.end();
    return {
      database: { url: withDatabase(templateUrl, name) },
      drop: async () => {
        const c = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const snapshot = await readFile(inject('pgliteSnapshot'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
  return { database: { url: null, pglite }, drop: async () => undefined };
}
