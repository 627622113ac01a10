/**
 * Where the credentials key comes from. CREDENTIALS_KEY (base64, 32 bytes) always wins, with
 * CREDENTIALS_KEY_PREVIOUS for values sealed before a rotation. Without it the embedded database
 * gets a key generated once into a file of its data folder; a PostgreSQL server does not: its data
 * may be copied, backed up or shared apart from this machine, so the key must come from elsewhere.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { credentialKey, installCredentialKeys, type CredentialKey } from './credentials.ts';

export const KEY_FILE = 'credentials.key';

export class CredentialKeyError extends Error {}

export interface LoadedKeys {
  current: CredentialKey;
  previous: CredentialKey[];
  /** Where the current key came from, for the start-up message. */
  source: 'environment' | 'file' | 'generated';
}

export async function loadCredentialKeys(config: Pick<Config, 'credentials' | 'databaseUrl' | 'dataDir'>): Promise<LoadedKeys> {
  const previous = config.credentials.previous.map((text, i) => decode(text, `CREDENTIALS_KEY_PREVIOUS (key ${i + 1})`));
  if (config.credentials.key) return { current: decode(config.credentials.key, 'CREDENTIALS_KEY'), previous, source: 'environment' };
  if (config.databaseUrl) {
    throw new CredentialKeyError(
      'CREDENTIALS_KEY is not set. On PostgreSQL Parley encrypts stored credentials with a key that must not live beside the data it protects: ' +
        'generate one with `openssl rand -base64 32`, keep it in your secret store and give every Parley process the same CREDENTIALS_KEY.',
    );
  }
  const file = path.join(config.dataDir, KEY_FILE);
  const existing = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (existing !== null) return { current: decode(existing.trim(), file), previous, source: 'file' };
  await mkdir(config.dataDir, { recursive: true });
  // `wx`: two processes starting at once must not each write their own key.
  const generated = randomBytes(32).toString('base64');
  try {
    await writeFile(file, `${generated}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { current: decode((await readFile(file, 'utf8')).trim(), file), previous, source: 'file' };
  }
  return { current: decode(generated, file), previous, source: 'generated' };
}

/** Loads the keys and makes them the process's keyring. */
export async function useCredentialKeys(config: Pick<Config, 'credentials' | 'databaseUrl' | 'dataDir'>): Promise<LoadedKeys> {
  const keys = await loadCredentialKeys(config);
  installCredentialKeys(keys.current, keys.previous);
  return keys;
}

function decode(text: string, where: string): CredentialKey {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length !== 32 || bytes.toString('base64').replace(/=+$/, '') !== text.replace(/=+$/, '')) {
    throw new CredentialKeyError(`${where} must be 32 random bytes in base64 (44 characters, from \`openssl rand -base64 32\`).`);
  }
  return credentialKey(bytes);
}
