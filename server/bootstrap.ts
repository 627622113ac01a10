/**
 * Opens the database, applies migrations and assembles the context the app runs on: the mailer,
 * the file store, the change bus and the job runtime (with workers when this process runs them).
 */
import { getTableName } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { resolveAppKey } from './app-key.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase } from './db/client.ts';
import { resourceTables } from './db/resource-tables.ts';
import { areaJobs, startAreas } from './areas.ts';
import type { Stop } from './domains/area.ts';
import { openChangeBus } from './events/change-bus.ts';
import { ensureChangeTriggers } from './events/change-triggers.ts';
import { folderFileStore } from './files/file-store.ts';
import { sweepExpiredFiles } from './files/retention.ts';
import { createOutboundClient } from './http/outbound/index.ts';
import { openQueue } from './jobs/queue.ts';
import { JobRuntime } from './jobs/runtime.ts';
import { createMailer } from './mail/mailer.ts';
import { useCredentialKeys } from './security/credential-keys.ts';
import { sealStoredCredentials } from './security/seal-stored.ts';

/** What a context started beside its jobs, stopped in the reverse order of starting. */
const started = new WeakMap<AppContext, Stop[]>();

async function stopInReverse(stops: Stop[]): Promise<void> {
  for (const stop of [...stops].reverse()) await stop();
}

export async function createContext(config: Config, options: { pglite?: PGlite; build?: string } = {}): Promise<AppContext> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pglite: options.pglite });
  if (database.driver === 'pglite' && config.role !== 'all') {
    await database.close();
    throw new Error('PARLEY_ROLE=api or worker needs PostgreSQL (DATABASE_URL): the embedded database serves one process.');
  }
  const stops: Stop[] = [];
  try {
    await database.migrate(async (db) => ensureChangeTriggers(db, Object.values(resourceTables())));
    // Before anything reads a credential: load the key, then seal what older versions left plain.
    await useCredentialKeys(config);
    await sealStoredCredentials(database.db);
    const appKey = await resolveAppKey(database.db, config.appKey);
    const mailer = createMailer(database.db, config.smtpUrl, config.mailFrom);
    const changes = await openChangeBus(database, new Map(Object.entries(resourceTables()).map(([name, table]) => [getTableName(table), name])));
    const workers = config.role !== 'api';
    const queue = openQueue(database, { upkeep: workers });
    const jobs = new JobRuntime(database.db, queue, areaJobs, {
      workers,
      stallSeconds: config.jobs.stallSeconds,
      soleProcess: database.driver === 'pglite',
      concurrency: config.jobs.concurrency,
    });
    const files = folderFileStore(config.filesDir);
    const ctx: AppContext = { database, config, mailer, outbound: createOutboundClient(), appKey, build: options.build ?? 'dev', jobs, changes, files };
    // What every process of an area needs (the voice provider) is up before any job runs.
    stops.push(await startAreas(ctx, 'start'));
    started.set(ctx, stops);
    await jobs.start(ctx);
    if (workers) {
      // Background upkeep runs where the workers run: file retention, then each area's (server/areas.ts).
      stops.push(sweepExpiredFiles(database.db, files));
      stops.push(await startAreas(ctx, 'startWorkers'));
    }
    if (config.role !== 'worker') stops.push(await startAreas(ctx, 'startServing'));
    return ctx;
  } catch (error) {
    await stopInReverse(stops);
    await database.close();
    throw error;
  }
}

/** Stops the workers and what the areas started (their jobs continue on the next start), the change bus, then the database. */
export async function closeContext(ctx: AppContext): Promise<void> {
  await stopInReverse(started.get(ctx) ?? []);
  await ctx.jobs.stop();
  await ctx.changes.close();
  await ctx.database.close();
}
