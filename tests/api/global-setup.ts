/**
 * Runs once per test run: PGlite's first start runs initdb for seconds, so the migrated database is
 * snapshotted here and every test file starts from the snapshot. With TEST_DATABASE_URL set, the
 * same migrations go into a template database that each test file clones.
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../server/db/client.ts';
import '../../server/areas.ts';
import { resourceTables } from '../../server/db/resource-tables.ts';
import { ensureChangeTriggers } from '../../server/events/change-triggers.ts';
import { openQueue } from '../../server/jobs/queue.ts';
import { TEMPLATE_DB, withDatabase } from './pg-url.ts';
import { draftStatements } from './schema-drift.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplateUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const draft = await draftStatements();
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // One template per run, so two runs on one server do not trip over each other.
    const templateDb = `${TEMPLATE_DB}_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${templateDb}`);
    await admin.query(`create database ${templateDb}`);
    await admin.end();
    const templateUrl = withDatabase(url, templateDb);
    const database = await openDatabase({ databaseUrl: templateUrl });
    await prepare(database, draft);
    await database.close();
    project.provide('pgTemplateUrl', templateUrl);
    project.provide('pgliteSnapshot', '');
    return async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${templateDb} with (force)`);
      await c.end();
    };
  }
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  await prepare(database, draft);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `parley-pglite-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplateUrl', '');
}

/**
 * What every start does once per database: migrations, change triggers and the job queue's schema.
 * A draft schema's statements go in before the triggers, which a new resource table needs.
 */
async function prepare(database: Database, draft: readonly string[]) {
  await database.migrate(async (db) => {
    for (const statement of draft) await db.execute(sql.raw(statement));
    await ensureChangeTriggers(db, Object.values(resourceTables()));
  });
  const queue = openQueue(database, { upkeep: false });
  await queue.start();
  await queue.stop({ graceful: false, wait: true });
}
