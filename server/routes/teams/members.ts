/** Team members: list, change a role, detach (or leave). */
import { z } from 'zod';
import { memberSchema, messageSchema, updateMemberBody } from '../../../resources/account/schemas.ts';
import { authOf, teamAccessOf } from '../../auth/plugin.ts';
import type { RouteModule } from '../../http/zod-app.ts';
import { authorize } from '../../teams/access.ts';
import { changeRole, detach, findMember, listMembers } from '../../teams/members.ts';
import { memberParams, teamParams } from '../../teams/params.ts';
import { memberOut } from '../../teams/serialize.ts';

const tags = ['teams'];
const resource = 'team-members' as const;

export const memberRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;

  app.get(
    '/v1/teams/:id/members',
    { config: { teamAccess: { resource, action: 'list' } }, schema: { tags, summary: 'The members of a team with their roles', params: teamParams, response: { 200: z.array(memberSchema) } } },
    async (request) => {
      const { team } = teamAccessOf(request);
      return (await listMembers(db, team.id)).map(memberOut);
    },
  );

  app.put(
    '/v1/teams/:id/members/:userId',
    {
      config: { teamAccess: { resource, action: 'edit' } },
      schema: { tags, summary: 'Change a member’s role (admin; only an owner may touch the owner role)', params: memberParams, body: updateMemberBody, response: { 200: memberSchema } },
    },
    async (request) => {
      const { team, actor } = teamAccessOf(request);
      const member = await findMember(db, team.id, request.params.userId);
      authorize(actor, { resource, action: 'edit', record: { role: member.role, new_role: request.body.role } });
      return memberOut(await changeRole(db, team.id, member, request.body.role));
    },
  );

  app.delete(
    '/v1/teams/:id/members/:userId',
    {
      // Leaving needs only membership (reading the list); detaching somebody else needs admin, checked below.
      config: { teamAccess: { resource, action: 'list' } },
      schema: { tags, summary: 'Detach a member (admin), or leave the team (any member, for oneself)', params: memberParams, response: { 200: messageSchema } },
    },
    async (request) => {
      const auth = authOf(request);
      const leaving = auth.kind === 'session' && auth.user.id === request.params.userId;
      const { team, actor } = teamAccessOf(request);
      if (!leaving) authorize(actor, { resource, action: 'delete' });
      const member = await findMember(db, team.id, request.params.userId);
      if (!leaving) authorize(actor, { resource, action: 'delete', record: { role: member.role } });
      await detach(db, team, member);
      return { message: leaving ? `You left ${team.name}.` : `${member.name} was removed from ${team.name}.` };
    },
  );
};
