import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes): about 30 ms on this class of machine.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Constant work whether or not the user exists, so timing does not reveal registered emails. */
const DUMMY = hash('parley-dummy-password', OPTIONS);

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await DUMMY, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
