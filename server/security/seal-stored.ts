/**
 * Brings every stored credential under the current key: plain values (demo data, installations
 * from before sealing) are sealed, values sealed with a previous key are sealed again. Idempotent:
 * it runs on every start and is the rotation command (`npm run credentials:rotate`).
 */
import type { Db } from '../db/client.ts';
import { currentSealPrefix, openCredential, sealCredential, sealedWith } from './credentials.ts';
import { replaceValue, rowsNotSealedWith, sealedColumns } from './sealed-columns.ts';

export interface SealReport {
  /** Plain values now sealed. */
  sealed: number;
  /** Values moved from a previous key to the current one. */
  resealed: number;
  /** Values sealed with a key that is not loaded, per key id: they stay as they are. */
  unreadable: Record<string, number>;
}

export async function sealStoredCredentials(db: Db): Promise<SealReport> {
  const report: SealReport = { sealed: 0, resealed: 0, unreadable: {} };
  const prefix = currentSealPrefix();
  for (const column of sealedColumns()) {
    for (const row of await rowsNotSealedWith(db, column, prefix)) {
      const keyId = sealedWith(row.value);
      let plain: string;
      try {
        plain = openCredential(row.value);
      } catch {
        report.unreadable[keyId ?? '?'] = (report.unreadable[keyId ?? '?'] ?? 0) + 1;
        continue;
      }
      await replaceValue(db, column, row.id, row.value, sealCredential(plain));
      if (keyId) report.resealed++;
      else report.sealed++;
    }
  }
  return report;
}
