/**
 * The demo workspace, seeded on the first start: a verified platform-staff owner of
 * "Demo Workspace", so a new installation can be signed in to at once, and records in every area
 * so that every screen has something to show.
 */
import { count, eq } from 'drizzle-orm';
import { createUser } from '../accounts/users.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { teams, users } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { seedWorkspace } from './areas/index.ts';

export interface SeedOptions {
  /** Fill the workspace with believable records of every area (off in tests that need only the user). */
  workspace?: boolean;
  /** APP_URL, for the demo's links to Parley itself. */
  appUrl?: string;
  /** The file store, for the demo's uploads. */
  files?: FileStore;
  /** The built-in SMSC simulator's port, which the demo's route binds to (2775 when not given). */
  smscPort?: number | null;
}

export async function seedDemo(db: Db, demo: Config['demo'], options: SeedOptions = { workspace: true }): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return false;
  // One transaction: a start stopped half-way through seeding leaves nothing behind, and seeds again.
  return db.transaction(async (tx) => {
    // Another process starting on the same PostgreSQL may seed first: then its demo user stands.
    const user = await createUser(tx as unknown as Db, { name: 'Demo Operator', email: demo.email, password: demo.password, verified: true, isStaff: true }).catch(
      (error) => {
        if (error instanceof HttpError && error.statusCode === 422) return null;
        throw error;
      },
    );
    if (!user) return false;
    // The demo runs every area, the hub included (a new team starts with it off).
    await tx.update(teams).set({ name: 'Demo Workspace', personal: false, settings: { hub_enabled: true } }).where(eq(teams.id, user.currentTeamId!));
    await tx
      .update(users)
      .set({ onboardedAt: new Date(), onboarding: { job_title: 'Operations lead', company_name: 'Parley Demo', company_size: '11-50', use_case: 'sms' } })
      .where(eq(users.id, user.id));
    if (options.workspace) await seedWorkspace(tx as unknown as Db, { teamId: user.currentTeamId!, userId: user.id, appUrl: options.appUrl, files: options.files, smscPort: options.smscPort });
    return true;
  });
}
