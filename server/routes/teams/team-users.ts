/** An admin creates an account directly in their team (server/teams/team-users.ts says how it is kept safe until its owner takes it). */
import { createTeamUserBody, memberSchema } from '../../../resources/account/schemas.ts';
import { teamAccessOf } from '../../auth/plugin.ts';
import type { RouteModule } from '../../http/zod-app.ts';
import { authorize } from '../../teams/access.ts';
import { teamParams } from '../../teams/params.ts';
import { memberOut } from '../../teams/serialize.ts';
import { createTeamUser } from '../../teams/team-users.ts';

const resource = 'team-users' as const;

export const teamUserRoutes: RouteModule = (app, ctx) => {
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
      const { team, actor } = teamAccessOf(request);
      authorize(actor, { resource, action: 'create', record: { new_role: request.body.role } });
      return reply.status(201).send(memberOut(await createTeamUser(ctx, team, request.body)));
    },
  );
};
