/**
 * `npm start`: the whole product on one port. Embedded PGlite in ./data unless DATABASE_URL says
 * otherwise, migrations on start, the demo workspace on the first run, the front end built when stale.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { createContext } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { buildId, ensureFrontendBuilt } from './frontend-build.ts';
import { seedDemo } from './seed/demo.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = loadConfig();
const say = (msg: string) => console.log(`[parley] ${msg}`);

if (process.env.SKIP_FRONTEND_BUILD !== 'true') ensureFrontendBuilt(root, config.distDir, say);

say(config.databaseUrl ? 'connecting to PostgreSQL…' : `opening the embedded database in ${config.dataDir}…`);
const ctx = await createContext(config, { build: buildId(config.distDir) });
if (config.demo.seed && (await seedDemo(ctx.database.db, config.demo))) say('seeded the demo workspace');

const app = await buildApp(ctx);
await app.listen({ port: config.port, host: config.host });

say(`Parley is running at ${config.appUrl}`);
if (config.demo.seed) say(`demo login: ${config.demo.email} / ${config.demo.password}`);
say(`API documentation: ${config.appUrl}/api/docs`);
if (ctx.mailer.transport === 'outbox') say(`mail goes to the outbox: ${config.appUrl}/management/mail-outbox`);

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
    await app.close();
    await ctx.database.close();
    say('stopped cleanly');
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
