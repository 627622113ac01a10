/**
 * The account and team API contract (docs/areas/account-and-teams.md#api), shared by the server, which
 * validates with it and documents it in OpenAPI, and the front end, which types its calls with it.
 */
import { z } from '../validation.ts';
import { ROLES } from '../access/roles.ts';
import { teamSettingsPatchSchema, teamSettingsSchema } from './team-settings.ts';

export const roleSchema = z.enum(ROLES);

const email = z.string().trim().toLowerCase().email('Enter a valid email address.').max(254);
const password = z.string().min(8, 'Use at least 8 characters.').max(200);
const name = z.string().trim().min(1, 'Enter a name.').max(120);

const confirmed = <T extends { password: string; password_confirmation: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.password !== v.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'The passwords do not match.' });
  }
};

export const loginBody = z.object({ email, password: z.string().min(1, 'Enter your password.').max(200) });
export const registerBody = z
  .object({ name, email, password, password_confirmation: z.string() })
  .superRefine(confirmed);
export const forgotPasswordBody = z.object({ email });
export const resetPasswordBody = z
  .object({ token: z.string().min(1), email, password, password_confirmation: z.string() })
  .superRefine(confirmed);
export const updateUserBody = z
  .object({
    name: name.optional(),
    email: email.optional(),
    locale: z.enum(['en', 'ar', 'ir']).optional(),
    current_password: z.string().max(200).optional(),
    password: password.optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.password || v.email) && !v.current_password) {
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: 'Enter your current password to change this.' });
    }
  });

export const tokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the access token expires on the server. */
  expires_in: z.number().int(),
});

export const teamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  personal: z.boolean(),
  owner_id: z.number().int(),
  created_at: z.string(),
  /** The team's switches (which areas it runs, hosts Parley may call for it), defaults filled in. */
  settings: teamSettingsSchema,
});

export const currentTeamSchema = teamSchema.extend({
  /** The caller's role in this team; null when staff view a team they do not belong to. */
  role: roleSchema.nullable(),
  meta: z.object({ view_team_id: z.number().int().nullable() }),
});

export const onboardingSchema = z.object({
  job_title: z.string().trim().max(120).optional(),
  company_name: z.string().trim().max(120).optional(),
  company_size: z.enum(['1', '2-10', '11-50', '51-200', '201+']).optional(),
  use_case: z.enum(['sms', 'voice', 'routing', 'other']).optional(),
  phone: z.string().trim().max(25).optional(),
});

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  is_staff: z.boolean(),
  locale: z.string(),
  onboarded_at: z.string().nullable(),
  created_at: z.string(),
  current_team: currentTeamSchema,
});

export const teamWithRoleSchema = teamSchema.extend({ role: roleSchema });
export const createTeamBody = z.object({ name });
/** Rename the team and/or change its settings (admin); at least one of the two. */
export const updateTeamBody = z
  .object({ name: name.optional(), settings: teamSettingsPatchSchema.optional() })
  .refine((v) => v.name !== undefined || v.settings !== undefined, { message: 'Give a name or settings to change.', path: ['name'] });
/** Staff only: view the platform as another team (null goes back to one's own). */
export const teamMetaBody = z.object({ view_team_id: z.number().int().positive().nullable() });

export const memberSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  joined_at: z.string(),
});
export const updateMemberBody = z.object({ role: roleSchema });

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: roleSchema,
  invited_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export const createInvitationBody = z.object({ email, role: roleSchema.exclude(['owner']) });
/** What the public invitation page may show about an invitation before it is accepted. */
export const invitationPreviewSchema = z.object({
  team_name: z.string(),
  email: z.string(),
  role: roleSchema,
  user_exists: z.boolean(),
  expires_at: z.string(),
});
/** Accepting as a new user brings name and password; an existing user accepts signed in. */
export const acceptInvitationBody = z
  .object({ name: name.optional(), password: password.optional(), password_confirmation: z.string().optional() })
  .superRefine((v, ctx) => {
    if (v.password !== undefined && v.password !== v.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'The passwords do not match.' });
    }
  });

/** Accepted by a signed-in user: they are now a member of team_id. */
export const invitationAcceptedSchema = z.object({ message: z.string(), team_id: z.number().int() });
/** Accepted by a new user: their account exists, signed in with this token. */
export const invitationJoinedSchema = tokenResponse.extend({ team_id: z.number().int() });

export const createTeamUserBody = z.object({ name, email, role: roleSchema.exclude(['owner']) });

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the secret, so a user can tell tokens apart. */
  prefix: z.string(),
  created_by: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export const createApiTokenBody = z.object({
  name,
  expires_in_days: z.number().int().min(1).max(3650).nullable().optional(),
});
/** The only answer that ever carries the secret. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });

export const mailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Files sent with it (a price list as CSV and XLSX): names and sizes; the bytes stay in the outbox. */
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), size: z.number().int() })).optional(),
  created_at: z.string(),
});

/** Staff's view of any team, for choosing one to view as. */
export const managedTeamSchema = teamSchema.extend({ owner_email: z.string(), members: z.number().int() });

export const publicConfigSchema = z.object({
  app_name: z.string(),
  google_enabled: z.boolean(),
  mail_outbox: z.boolean(),
  build: z.string(),
});

export const messageSchema = z.object({ message: z.string() });

/**
 * The sign-up answer, the same whether or not the address had an account: what happens next, and
 * a ticket that signs this browser in when it opens the verification link (header SIGNUP_TICKET_HEADER).
 */
export const signedUpSchema = z.object({ message: z.string(), signup_ticket: z.string() });
export const SIGNUP_TICKET_HEADER = 'x-signup-ticket';

/** A verified address; with the sign-up ticket of a first verification, a session too. */
export const emailVerifiedSchema = messageSchema.extend({
  access_token: z.string().optional(),
  token_type: z.literal('Bearer').optional(),
  expires_in: z.number().int().optional(),
});

export type User = z.infer<typeof userSchema>;
export type CurrentTeam = z.infer<typeof currentTeamSchema>;
export type TeamWithRole = z.infer<typeof teamWithRoleSchema>;
export type Member = z.infer<typeof memberSchema>;
export type Invitation = z.infer<typeof invitationSchema>;
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export type ApiToken = z.infer<typeof apiTokenSchema>;
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
export type Mail = z.infer<typeof mailSchema>;
export type ManagedTeam = z.infer<typeof managedTeamSchema>;
export type PublicConfig = z.infer<typeof publicConfigSchema>;
export type Onboarding = z.infer<typeof onboardingSchema>;
