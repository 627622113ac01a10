import { endpoints } from '../../resources/account/endpoints.ts';
import { publicConfigSchema } from '../../resources/account/schemas.ts';
import type { RouteModule } from '../http/zod-app.ts';

/** What the sign-in screens need to know before anyone signs in. */
export const publicConfigRoutes: RouteModule = (app, ctx) => {
  app.get(
    endpoints.config,
    { config: { auth: 'none' }, schema: { tags: ['platform'], summary: 'Public settings for the sign-in screens', security: [], response: { 200: publicConfigSchema } } },
    async () => ({ app_name: 'Parley', google_enabled: ctx.config.google !== null, mail_outbox: ctx.mailer.transport === 'outbox', build: ctx.build }),
  );
};
