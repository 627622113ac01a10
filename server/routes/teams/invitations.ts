/** A team's invitations: list the pending ones, invite by email, revoke. */
import { z } from 'zod';
import { createInvitationBody, invitationSchema, messageSchema } from '../../../resources/account/schemas.ts';
import { authOf, teamAccessOf } from '../../auth/plugin.ts';
import type { RouteModule } from '../../http/zod-app.ts';
import { authorize } from '../../teams/access.ts';
import { createInvitation, listPending, revokeInvitation } from '../../teams/invitations.ts';
import { invitationParams, teamParams } from '../../teams/params.ts';
import { invitationOut } from '../../teams/serialize.ts';

const tags = ['teams'];
const resource = 'team-invitations' as const;

export const invitationRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;

  app.get(
    '/v1/teams/:id/invitations',
    { config: { teamAccess: { resource, action: 'list' } }, schema: { tags, summary: 'Pending invitations of a team (admin)', params: teamParams, response: { 200: z.array(invitationSchema) } } },
    async (request) => {
      const { team } = teamAccessOf(request);
      return (await listPending(db, team.id)).map((r) => invitationOut(r.invitation, r.invitedBy));
    },
  );

  app.post(
    '/v1/teams/:id/invitations',
    {
      config: { teamAccess: { resource, action: 'create' } },
      schema: { tags, summary: 'Invite someone by email (admin); the mail carries a link valid 7 days', params: teamParams, body: createInvitationBody, response: { 201: invitationSchema } },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { team, actor } = teamAccessOf(request);
      authorize(actor, { resource, action: 'create', record: { new_role: request.body.role } });
      const invitation = await createInvitation(ctx, team, auth.user, request.body.email, request.body.role);
      return reply.status(201).send(invitationOut(invitation, auth.user.name));
    },
  );

  app.delete(
    '/v1/teams/:id/invitations/:invId',
    { config: { teamAccess: { resource, action: 'delete' } }, schema: { tags, summary: 'Revoke an invitation that was not accepted yet (admin)', params: invitationParams, response: { 200: messageSchema } } },
    async (request) => {
      const { team } = teamAccessOf(request);
      const email = await revokeInvitation(db, team.id, request.params.invId);
      return { message: `The invitation to ${email} was revoked.` };
    },
  );
};
