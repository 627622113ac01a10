/**
 * The queue under the jobs: pg-boss, in its own `pgboss` schema of the same database. On PGlite it
 * shares the one in-process connection; on PostgreSQL it opens a small pool of its own, so several
 * API and worker processes can share the queue.
 */
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

export interface QueueOptions {
  /** Processes that run workers also do the queue's upkeep (expiry, archiving, schedules). */
  upkeep: boolean;
}

export function openQueue(database: Database, options: QueueOptions): PgBoss {
  const common = {
    schema: 'pgboss',
    supervise: options.upkeep,
    schedule: options.upkeep,
    migrate: true,
    maintenanceIntervalSeconds: 60,
  };
  const boss = database.url
    ? new PgBoss({ ...common, connectionString: database.url, max: 4, application_name: 'parley-jobs' })
    : new PgBoss({ ...common, db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) as Promise<{ rows: any[] }> } });
  boss.on('error', (error) => console.error(`[parley] job queue: ${error.message}`));
  return boss;
}
