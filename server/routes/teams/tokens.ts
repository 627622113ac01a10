/**
 * Team API tokens: list, create (the secret is answered once, then only its hash is kept), revoke.
 * A token acts with at most the member role, so it can never manage tokens or members itself.
 */
import { z } from 'zod';
import { apiTokenSchema, createApiTokenBody, createdApiTokenSchema, messageSchema } from '../../../resources/account/schemas.ts';
import { authOf, teamAccessOf } from '../../auth/plugin.ts';
import type { RouteModule } from '../../http/zod-app.ts';
import { teamParams, tokenParams } from '../../teams/params.ts';
import { tokenOut } from '../../teams/serialize.ts';
import { createToken, listTokens, revokeToken } from '../../teams/tokens.ts';

const tags = ['teams'];
const resource = 'team-tokens' as const;

export const tokenRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;

  app.get(
    '/v1/teams/:id/tokens',
    {
      config: { teamAccess: { resource, action: 'list' } },
      schema: { tags, summary: 'The team’s API tokens that are not revoked (admin); never their secrets', params: teamParams, response: { 200: z.array(apiTokenSchema) } },
    },
    async (request) => (await listTokens(db, teamAccessOf(request).team.id)).map((r) => tokenOut(r.token, r.createdBy)),
  );

  app.post(
    '/v1/teams/:id/tokens',
    {
      config: { teamAccess: { resource, action: 'create' } },
      schema: { tags, summary: 'Create an API token (admin); the answer is the only time the secret is shown', params: teamParams, body: createApiTokenBody, response: { 201: createdApiTokenSchema } },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { team } = teamAccessOf(request);
      const { row, secret } = await createToken(db, team.id, auth.user.id, request.body);
      return reply.status(201).send({ ...tokenOut(row, auth.user.name), token: secret });
    },
  );

  app.delete(
    '/v1/teams/:id/tokens/:tokenId',
    { config: { teamAccess: { resource, action: 'delete' } }, schema: { tags, summary: 'Revoke an API token (admin); it stops working at once', params: tokenParams, response: { 200: messageSchema } } },
    async (request) => {
      const name = await revokeToken(db, teamAccessOf(request).team.id, request.params.tokenId);
      return { message: `The token “${name}” was revoked.` };
    },
  );
};
