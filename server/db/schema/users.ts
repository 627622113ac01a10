import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored lower-cased so that sign-in is case-insensitive. */
    email: text('email').notNull(),
    /** Null for accounts that only ever signed in with Google. */
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isStaff: boolean('is_staff').notNull().default(false),
    locale: text('locale').notNull().default('en'),
    currentTeamId: integer('current_team_id'),
    /** Staff only: the team they are viewing as (current_team.meta.view_team_id; docs/areas/account-and-teams.md#platform-staff). */
    viewTeamId: integer('view_team_id'),
    googleSub: text('google_sub'),
    /**
     * SHA-256 of the ticket the sign-up answer gave the browser that registered: opening the
     * verification link in that browser signs it in. Cleared once the address is verified.
     */
    signupTicketHash: text('signup_ticket_hash'),
    onboarding: jsonb('onboarding').$type<Record<string, string>>().notNull().default({}),
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_google_sub_key').on(t.googleSub), index('users_current_team_idx').on(t.currentTeamId)],
);

/** A user as read from the database. */
export type UserRow = typeof users.$inferSelect;
