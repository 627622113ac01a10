/**
 * `npm start`: the whole product on one port. Embedded PGlite in ./data unless DATABASE_URL says
 * otherwise, migrations on start, the demo workspace on the first run, the front end built when stale.
 * PARLEY_ROLE=api serves the API without running jobs; PARLEY_ROLE=worker runs jobs and serves nothing.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { closeContext, createContext } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { buildId, ensureFrontendBuilt } from './frontend-build.ts';
import { queueDemoJobs } from './seed/demo-jobs.ts';
import { seedDemo } from './seed/demo.ts';
import { CredentialKeyError, KEY_FILE } from './security/credential-keys.ts';
import { sealStoredCredentials } from './security/seal-stored.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = loadConfig();
const say = (msg: string) => console.log(`[parley] ${msg}`);

const serves = config.role !== 'worker';
if (serves && process.env.SKIP_FRONTEND_BUILD !== 'true') ensureFrontendBuilt(root, config.distDir, say);

say(config.databaseUrl ? 'connecting to PostgreSQL…' : `opening the embedded database in ${config.dataDir}…`);
const ctx = await createContext(config, { build: buildId(config.distDir) }).catch((error: unknown) => {
  if (!(error instanceof CredentialKeyError)) throw error;
  console.error(`[parley] cannot start: ${error.message}`);
  process.exit(1);
});
if (config.demo.seed && (await seedDemo(ctx.database.db, config.demo, { workspace: true, appUrl: config.appUrl, files: ctx.files, smscPort: config.sms.simulatorPort }))) {
  // The demo's provider and registrar keys are written plain; seal them like any other.
  await sealStoredCredentials(ctx.database.db);
  await queueDemoJobs(ctx, config.demo.email);
  say('seeded the demo workspace');
}
if (!config.credentials.key) say(`stored credentials are sealed with the key in ${path.join(config.dataDir, KEY_FILE)}: back it up apart from the database`);

const app = serves ? await buildApp(ctx) : null;
if (app) {
  await app.listen({ port: config.port, host: config.host });
  say(`Parley is running at ${config.appUrl}${config.role === 'api' ? ' (API only: jobs run in worker processes)' : ''}`);
  if (config.demo.seed) say(`demo login: ${config.demo.email} / ${config.demo.password}`);
  say(`API documentation: ${config.appUrl}/api/docs`);
  if (ctx.mailer.transport === 'outbox') say(`mail goes to the outbox: ${config.appUrl}/management/mail-outbox`);
} else {
  say(`worker ${ctx.jobs.worker} is running jobs`);
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  say(`${signal}: finishing open requests and closing the database…`);
  const force = setTimeout(() => {
    say('shutdown took longer than 15 s; exiting');
    process.exit(1);
  }, 15_000);
  force.unref();
  try {
    await app?.close();
    await closeContext(ctx);
    say('stopped cleanly');
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
