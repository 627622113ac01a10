/** Opens the database, applies migrations and assembles the context the app runs on. */
import type { PGlite } from '@electric-sql/pglite';
import { resolveAppKey } from './app-key.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase } from './db/client.ts';
import { createMailer } from './mail/mailer.ts';

export async function createContext(config: Config, options: { pglite?: PGlite; build?: string } = {}): Promise<AppContext> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pglite: options.pglite });
  try {
    await database.migrate();
    const appKey = await resolveAppKey(database.db, config.appKey);
    const mailer = createMailer(database.db, config.smtpUrl, config.mailFrom);
    return { database, config, mailer, appKey, build: options.build ?? 'dev' };
  } catch (error) {
    await database.close();
    throw error;
  }
}
