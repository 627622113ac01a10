import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';

/** What every route module receives: the database, settings and the outside-world adapters. */
export interface AppContext {
  database: Database;
  config: Config;
  mailer: Mailer;
  /** Secret that signs verification links; the same in every process on one database. */
  appKey: string;
  build: string;
}
