import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { appSettings } from './db/schema/index.ts';
import { openCredential, sealCredential } from './security/credentials.ts';

/** APP_KEY when set; otherwise one key generated on first start and shared (sealed) through the database. */
export async function resolveAppKey(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db.insert(appSettings).values({ key: 'app_key', value: sealCredential(randomBytes(32).toString('base64url')) }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'app_key'));
  return openCredential(row.value);
}
