import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { appSettings } from './db/schema/index.ts';

/** APP_KEY when set; otherwise one key generated on first start and shared through the database. */
export async function resolveAppKey(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db.insert(appSettings).values({ key: 'app_key', value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'app_key'));
  return row.value;
}
