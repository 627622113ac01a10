/**
 * Files are kept until their expiry (exports: a week), then removed with their bytes. Worker
 * processes sweep once an hour; several sweeping at once is harmless (each row is deleted once).
 */
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema/index.ts';
import type { FileStore } from './file-store.ts';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

export async function removeExpiredFiles(db: Db, store: FileStore, now = new Date()): Promise<number> {
  const gone = await db.delete(files).where(lt(files.expiresAt, now)).returning({ key: files.storageKey });
  for (const file of gone) await store.remove(file.key);
  return gone.length;
}

/** Sweeps now and every hour until the answer is called. */
export function sweepExpiredFiles(db: Db, store: FileStore): () => void {
  const sweep = () => void removeExpiredFiles(db, store).catch((e) => console.error(`[parley] file retention: ${(e as Error).message}`));
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
