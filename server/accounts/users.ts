/** Creating users and describing them to the client. */
import { eq, sql } from 'drizzle-orm';
import type { User } from '../../resources/account/schemas.ts';
import type { Role } from '../../resources/access/roles.ts';
import type { AuthContext } from '../auth/plugin.ts';
import { hashPassword } from '../auth/passwords.ts';
import { teamMembers, teams, users, type UserRow } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { invalid } from '../http/errors.ts';
import { provideNetworkDictionary } from '../domains/sms/networks/provide.ts';
import { iso, teamFields } from '../teams/serialize.ts';

export interface NewUser {
  name: string;
  email: string;
  password?: string | null;
  /** Already hashed (sign-up hashes before it knows whether the address is free). */
  passwordHash?: string | null;
  signupTicketHash?: string | null;
  verified?: boolean;
  isStaff?: boolean;
  googleSub?: string | null;
}

/** Every new user gets a personal team, owned by them and made their current team. */
export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const passwordHash = input.passwordHash ?? (input.password ? await hashPassword(input.password) : null);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: input.email.toLowerCase(),
        passwordHash,
        emailVerifiedAt: input.verified ? new Date() : null,
        isStaff: input.isStaff ?? false,
        googleSub: input.googleSub ?? null,
        signupTicketHash: input.signupTicketHash ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) throw invalid({ email: ['An account with this email address already exists.'] });
    const [team] = await tx
      .insert(teams)
      .values({ name: `${input.name.split(' ')[0]}'s team`, personal: true, ownerId: user.id })
      .returning();
    await tx.insert(teamMembers).values({ teamId: team.id, userId: user.id, role: 'owner' });
    await provideNetworkDictionary(tx, team.id);
    const [updated] = await tx.update(users).set({ currentTeamId: team.id }).where(eq(users.id, user.id)).returning();
    return updated;
  });
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user;
}

export async function addMember(db: Db, teamId: number, userId: number, role: Role): Promise<void> {
  await db.insert(teamMembers).values({ teamId, userId, role }).onConflictDoNothing();
}

export async function markVerified(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, signupTicketHash: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export function serializeUser(auth: AuthContext): User {
  const { user, team, role } = auth;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    email_verified_at: iso(user.emailVerifiedAt),
    is_staff: user.isStaff && auth.kind === 'session',
    locale: user.locale,
    onboarded_at: iso(user.onboardedAt),
    created_at: user.createdAt.toISOString(),
    current_team: {
      ...teamFields(team),
      role,
      meta: { view_team_id: auth.viewing ? team.id : null },
    },
  };
}
