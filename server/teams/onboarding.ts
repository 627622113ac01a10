/** The onboarding answers a user gives after sign-up (the profile questions). */
import { eq, sql } from 'drizzle-orm';
import type { Onboarding } from '../../resources/account/schemas.ts';
import type { Db } from '../db/client.ts';
import { users, type UserRow } from '../db/schema/index.ts';
import { iso } from './serialize.ts';

/** The answers plus when they were first given (null until then: the app keeps asking). */
export const onboardingAnswer = (user: Pick<UserRow, 'onboarding' | 'onboardedAt'>) => ({ ...user.onboarding, onboarded_at: iso(user.onboardedAt) });

/** Stored as given (the whole set replaces the previous one); onboarded_at keeps the first time, when the app stopped asking. */
export async function saveOnboarding(db: Db, userId: number, answers: Onboarding) {
  const [updated] = await db
    .update(users)
    .set({ onboarding: answers as Record<string, string>, onboardedAt: sql`coalesce(${users.onboardedAt}, now())`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return onboardingAnswer(updated);
}
