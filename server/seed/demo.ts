/**
 * The demo workspace, seeded on the first start: a verified platform-staff owner of
 * "Demo Workspace", so a new installation can be signed in to at once.
 */
import { count, eq } from 'drizzle-orm';
import { createUser } from '../accounts/users.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { teams, users } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';

export async function seedDemo(db: Db, demo: Config['demo']): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return false;
  // Another process starting on the same PostgreSQL may seed first: then its demo user stands.
  const user = await createUser(db, { name: 'Demo Operator', email: demo.email, password: demo.password, verified: true, isStaff: true }).catch((error) => {
    if (error instanceof HttpError && error.statusCode === 422) return null;
    throw error;
  });
  if (!user) return false;
  await db.update(teams).set({ name: 'Demo Workspace', personal: false }).where(eq(teams.id, user.currentTeamId!));
  await db
    .update(users)
    .set({ onboardedAt: new Date(), onboarding: { job_title: 'Operations lead', company_name: 'Parley Demo', company_size: '11-50', use_case: 'sms' } })
    .where(eq(users.id, user.id));
  return true;
}
