import { endpoints } from '../../../resources/account/endpoints.ts';
import { updateUserBody, userSchema } from '../../../resources/account/schemas.ts';
import { serializeUser } from '../../accounts/users.ts';
import { authOf } from '../../auth/plugin.ts';
import { updateProfile } from '../../auth/profile.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const tags = ['account'];

export const userRoutes: RouteModule = (app, ctx) => {
  app.get(
    endpoints.user,
    { config: { verified: false }, schema: { tags, summary: 'The signed-in user with their current team', response: { 200: userSchema } } },
    async (request) => serializeUser(authOf(request)),
  );

  app.put(
    endpoints.user,
    {
      config: { verified: false, access: { resource: 'account', action: 'edit' } },
      schema: { tags, summary: 'Change name, language, email or password (a signed-in session; API tokens are refused)', body: updateUserBody, response: { 200: userSchema } },
    },
    async (request) => serializeUser(await updateProfile(ctx, authOf(request), request.body)),
  );
};
