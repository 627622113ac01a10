/**
 * Credentials at rest (SMPP passwords, provider, integration and registrar keys, the link-signing
 * key): AES-256-GCM with a 32-byte key from the environment. A stored value names the key that
 * sealed it, `pcred1:<key id>:<iv | tag | ciphertext, base64url>`, so a new key can take over while
 * values sealed with the previous one still open until they are sealed again (rotation).
 *
 * One keyring per process, installed at start (server/security/credential-keys.ts).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const FORMAT = 'pcred1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface CredentialKey {
  /** The first 8 hex digits of the key's SHA-256: names the key without revealing it. */
  id: string;
  key: Buffer;
}

interface Keyring {
  current: CredentialKey;
  byId: Map<string, CredentialKey>;
}

let keyring: Keyring | null = null;

export function credentialKey(key: Buffer): CredentialKey {
  if (key.length !== 32) throw new Error(`a credentials key is 32 bytes, this one has ${key.length}`);
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 8), key };
}

/** Seals with `current` from now on; values sealed with a `previous` key still open. */
export function installCredentialKeys(current: CredentialKey, previous: readonly CredentialKey[] = []): void {
  keyring = { current, byId: new Map([...previous, current].map((k) => [k.id, k])) };
}

export function currentCredentialKeyId(): string {
  return ring().current.id;
}

function ring(): Keyring {
  if (!keyring) throw new Error('no credentials key is loaded (the server loads it at start)');
  return keyring;
}

export function sealCredential(plain: string): string {
  const { current } = ring();
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', current.key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${FORMAT}:${current.id}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/**
 * The plain value. A value stored before sealing existed (no prefix) is answered as it is: the
 * start-up step seals those, so they exist only for a moment.
 */
export function openCredential(stored: string): string {
  const parts = parseSealed(stored);
  if (!parts) return stored;
  const key = ring().byId.get(parts.keyId);
  if (!key) throw new Error(`a credential is sealed with key ${parts.keyId}, which is not loaded: set CREDENTIALS_KEY_PREVIOUS to it`);
  const raw = Buffer.from(parts.payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key.key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** The id of the key a stored value is sealed with, or null for a plain value. */
export function sealedWith(stored: string): string | null {
  return parseSealed(stored)?.keyId ?? null;
}

/** The prefix every value sealed with the current key starts with (for SQL that finds the others). */
export function currentSealPrefix(): string {
  return `${FORMAT}:${ring().current.id}:`;
}

function parseSealed(stored: string): { keyId: string; payload: string } | null {
  const match = /^pcred1:([0-9a-f]{8}):([A-Za-z0-9_-]+)$/.exec(stored);
  return match ? { keyId: match[1], payload: match[2] } : null;
}
