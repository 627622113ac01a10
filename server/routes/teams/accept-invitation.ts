/**
 * The public side of an invitation: the page a mailed link opens shows it, then accepts it either
 * signed in (an existing account) or with a name and password (a new account, signed in at once).
 */
import { acceptInvitationBody, invitationAcceptedSchema, invitationJoinedSchema, invitationPreviewSchema } from '../../../resources/account/schemas.ts';
import { findUserByEmail } from '../../accounts/users.ts';
import { authRateLimit } from '../../auth/rate-limit.ts';
import { issueSession } from '../../auth/sessions.ts';
import { invalid, unauthorized } from '../../http/errors.ts';
import { checkNewPassword } from '../../auth/password-strength.ts';
import type { RouteModule } from '../../http/zod-app.ts';
import { requireSession } from '../../teams/access.ts';
import { acceptAsNewUser, acceptAsUser } from '../../teams/accept-invitation.ts';
import { findPending } from '../../teams/invitations.ts';
import { invitationTokenParams } from '../../teams/params.ts';

const tags = ['teams'];

export const acceptInvitationRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;

  app.get(
    '/v1/team-invitations/:token',
    {
      config: { auth: 'none', rateLimit: authRateLimit(ctx.config) },
      schema: { tags, summary: 'What an invitation link is for, before accepting it', security: [], params: invitationTokenParams, response: { 200: invitationPreviewSchema } },
    },
    async (request) => {
      const { invitation, team } = await findPending(db, request.params.token);
      const user = await findUserByEmail(db, invitation.email);
      return { team_name: team.name, email: invitation.email, role: invitation.role, user_exists: !!user, expires_at: invitation.expiresAt.toISOString() };
    },
  );

  app.post(
    '/v1/team-invitations/:token/accept',
    {
      // Signed in or not; unverified users may accept, since the mail itself proves the address.
      config: { auth: 'optional', verified: false, rateLimit: authRateLimit(ctx.config) },
      schema: {
        tags,
        summary: 'Accept an invitation: signed in as the invited address, or as a new account with name and password',
        params: invitationTokenParams,
        // Signed-in callers may POST without a body (Fastify then hands the validator null).
        body: acceptInvitationBody.nullish(),
        response: { 200: invitationAcceptedSchema, 201: invitationJoinedSchema },
      },
    },
    async (request, reply) => {
      const { invitation, team } = await findPending(db, request.params.token);
      if (request.auth) {
        requireSession(request.auth);
        await acceptAsUser(db, invitation, request.auth.user);
        return reply.status(200).send({ message: `You joined ${team.name}.`, team_id: team.id });
      }
      if (await findUserByEmail(db, invitation.email)) throw unauthorized('Sign in to accept this invitation.');
      const { name, password } = request.body ?? {};
      if (!name || !password) {
        throw invalid({ ...(!name && { name: ['Enter your name.'] }), ...(!password && { password: ['Choose a password.'] }) });
      }
      checkNewPassword(password, [invitation.email, name]);
      const user = await acceptAsNewUser(db, invitation, { name, password });
      const session = await issueSession(db, user.id, ctx.config.tokenTtlSeconds, request.headers['user-agent']);
      return reply.status(201).send({ ...session, team_id: team.id });
    },
  );
};
