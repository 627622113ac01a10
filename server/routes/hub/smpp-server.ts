/** `GET /v1/hub/smpp-server`: the port hub clients bind to, for the endpoint's page (docs/areas/hub.md#binds). */
import { smppServerPath, smppServerSchema } from '../../../resources/hub/smpp-server.ts';
import { smppServerInfo } from '../../domains/hub/smpp/index.ts';
import type { RouteModule } from '../../http/zod-app.ts';

export const smppServerRoutes: RouteModule = (app, ctx) => {
  app.get(
    smppServerPath,
    { config: { access: { resource: 'endpoints', action: 'list' } }, schema: { tags: ['endpoints'], summary: 'Where hub clients bind over SMPP', response: { 200: smppServerSchema } } },
    async () => smppServerInfo(ctx.config),
  );
};
