/**
 * Team API tokens: list, create (the secret is answered once, then only its hash is kept), revoke.
 * A token acts with at most the member role, so it can never manage tokens or members itself.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { apiTokenSchema, createApiTokenBody, createdApiTokenSchema, messageSchema } from '../../../resources/account/schemas.ts';
import { authOf, teamAccessOf } from '../../auth/plugin.ts';
import { newSecret, sha256 } from '../../auth/secrets.ts';
import { API_TOKEN_PREFIX } from '../../auth/sessions.ts';
import { apiTokens, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { RouteModule } from '../../http/zod-app.ts';
import { teamParams, tokenParams } from '../../teams/params.ts';
import { tokenOut } from '../../teams/serialize.ts';

const tags = ['teams'];
const resource = 'team-tokens' as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export const tokenRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;

  app.get(
    '/v1/teams/:id/tokens',
    {
      config: { teamAccess: { resource, action: 'list' } },
      schema: { tags, summary: 'The team’s API tokens that are not revoked (admin); never their secrets', params: teamParams, response: { 200: z.array(apiTokenSchema) } },
    },
    async (request) => {
      const { team } = teamAccessOf(request);
      const rows = await db
        .select({ token: apiTokens, createdBy: users.name })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.createdById))
        .where(and(eq(apiTokens.teamId, team.id), isNull(apiTokens.revokedAt)))
        .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
      return rows.map((r) => tokenOut(r.token, r.createdBy));
    },
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
      const { name, expires_in_days } = request.body;
      // The prefix is how sessions.ts tells a team token from a sign-in session.
      const secret = newSecret(API_TOKEN_PREFIX);
      const [row] = await db
        .insert(apiTokens)
        .values({
          teamId: team.id,
          name,
          prefix: secret.slice(0, 10),
          tokenHash: sha256(secret),
          createdById: auth.user.id,
          expiresAt: expires_in_days ? new Date(Date.now() + expires_in_days * DAY_MS) : null,
        })
        .returning();
      return reply.status(201).send({ ...tokenOut(row, auth.user.name), token: secret });
    },
  );

  app.delete(
    '/v1/teams/:id/tokens/:tokenId',
    { config: { teamAccess: { resource, action: 'delete' } }, schema: { tags, summary: 'Revoke an API token (admin); it stops working at once', params: tokenParams, response: { 200: messageSchema } } },
    async (request) => {
      const { team } = teamAccessOf(request);
      const revoked = await db
        .update(apiTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiTokens.id, request.params.tokenId), eq(apiTokens.teamId, team.id), isNull(apiTokens.revokedAt)))
        .returning({ name: apiTokens.name });
      if (revoked.length === 0) throw notFound('API token not found.');
      return { message: `The token “${revoked[0].name}” was revoked.` };
    },
  );
};
