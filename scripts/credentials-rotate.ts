/**
 * `npm run credentials:rotate`: seals every stored credential with CREDENTIALS_KEY, opening the
 * ones sealed before with CREDENTIALS_KEY_PREVIOUS (comma-separated when there are several).
 * Plain values left by older versions are sealed too. Safe to run again; on the embedded database
 * stop Parley first (PGlite serves one process).
 */
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { CredentialKeyError, useCredentialKeys } from '../server/security/credential-keys.ts';
import { sealStoredCredentials } from '../server/security/seal-stored.ts';

const config = loadConfig();
const say = (msg: string) => console.log(`[parley] ${msg}`);

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const keys = await useCredentialKeys(config).catch((error: unknown) => {
    if (error instanceof CredentialKeyError) {
      console.error(`[parley] ${error.message}`);
      process.exit(1);
    }
    throw error;
  });
  say(`sealing with key ${keys.current.id} (${keys.source})${keys.previous.length ? `, opening with ${keys.previous.map((k) => k.id).join(', ')}` : ''}`);
  const report = await sealStoredCredentials(database.db);
  say(`${report.resealed} credential(s) moved to the new key, ${report.sealed} plain one(s) sealed`);
  const left = Object.entries(report.unreadable);
  if (left.length) {
    for (const [id, n] of left) console.error(`[parley] ${n} credential(s) are sealed with key ${id}, which is not loaded: add it to CREDENTIALS_KEY_PREVIOUS and run again`);
    process.exitCode = 1;
  } else {
    say('every stored credential is sealed with the current key; CREDENTIALS_KEY_PREVIOUS may now be removed');
  }
} finally {
  await database.close();
}
