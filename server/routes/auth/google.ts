import { z } from 'zod';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { tokenResponse } from '../../../resources/account/schemas.ts';
import { createGoogleSignIn, notConfigured } from '../../auth/google.ts';
import { finishGoogleSignIn } from '../../auth/google-account.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const tags = ['auth'];

export const googleRoutes: RouteModule = (app, ctx) => {
  const google = ctx.config.google ? createGoogleSignIn(ctx.database.db, ctx.config.google) : null;

  app.get(
    endpoints.googleRedirect,
    { config: { auth: 'none' }, schema: { tags, summary: 'Where to send the browser to sign in with Google', security: [], response: { 200: z.object({ url: z.string() }) } } },
    async () => {
      if (!google) throw notConfigured();
      return { url: await google.authorizationUrl() };
    },
  );

  app.get(
    endpoints.googleCallback,
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'Finish Google sign-in with the query the provider sent back',
        security: [],
        querystring: z.object({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() }).catchall(z.string()),
        response: { 200: tokenResponse },
      },
    },
    async (request) => {
      if (!google) throw notConfigured();
      return finishGoogleSignIn(ctx, google, request.query as Record<string, string>, request.headers['user-agent']);
    },
  );
};
