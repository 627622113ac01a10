/** The onboarding answers a user gives after sign-up (the profile questions). */
import { eq, sql } from 'drizzle-orm';
import type { Onboarding } from '../../resources/account/schemas.ts';
import type { Db } from '../db/client.ts';
import { users, type UserRow } from '../db/schema/index.ts';

/** Stored as given (the whole set replaces the previous one); onboarded_at keeps the first time, when the app stopped asking. */
export async function saveOnboarding(db: Db, userId: number, answers: Onboarding): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ onboarding: answers as Record<string, string>, onboardedAt: sql`coalesce(${users.onboardedAt}, now())`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return updated;
}
