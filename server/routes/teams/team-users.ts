/**
 * An admin creates an account directly in their team. The account has no password and is not
 * verified: its owner gets a mail with a one-time link to choose a password, and using it proves the
 * address. Until then nothing (a Google sign-in included) can take the account over.
 */
import { eq } from 'drizzle-orm';
import { createTeamUserBody, memberSchema } from '../../../resources/account/schemas.ts';
import { addMember, createUser, findUserByEmail } from '../../accounts/users.ts';
import { teamAccessOf } from '../../auth/plugin.ts';
import { createResetLink } from '../../auth/password-reset.ts';
import { users } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import type { RouteModule } from '../../http/zod-app.ts';
import { accountCreatedMail } from '../../mail/templates.ts';
import { authorize } from '../../teams/access.ts';
import { findMember } from '../../teams/members.ts';
import { teamParams } from '../../teams/params.ts';
import { memberOut } from '../../teams/serialize.ts';

const resource = 'team-users' as const;

export const teamUserRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;

  app.post(
    '/v1/teams/:id/users',
    {
      config: { teamAccess: { resource, action: 'create' } },
      schema: {
        tags: ['teams'],
        summary: 'Create an account in the team (admin); its owner gets a mail to choose a password',
        params: teamParams,
        body: createTeamUserBody,
        response: { 201: memberSchema },
      },
    },
    async (request, reply) => {
      const { name, email, role } = request.body;
      const { team, actor } = teamAccessOf(request);
      authorize(actor, { resource, action: 'create', record: { new_role: role } });
      // An existing account belongs to somebody who must agree to join: that is what invitations are for.
      if (await findUserByEmail(db, email)) throw invalid({ email: ['An account with this email address already exists. Invite it to the team instead.'] });
      const user = await db.transaction(async (tx) => {
        const created = await createUser(tx, { name, email, verified: false });
        await addMember(tx, team.id, created.id, role);
        // They were created for this team, so that is where their first sign-in lands.
        const [updated] = await tx.update(users).set({ currentTeamId: team.id }).where(eq(users.id, created.id)).returning();
        return updated;
      });
      await ctx.mailer.send(accountCreatedMail(user.email, user.name, team.name, await createResetLink(db, ctx.config.appUrl, user)));
      return reply.status(201).send(memberOut(await findMember(db, team.id, user.id)));
    },
  );
};
