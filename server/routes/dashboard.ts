/** GET /v1/dashboard: the figures of the dashboard at `/`, for the caller's team. */
import { DASHBOARD_PATH, dashboardFigures as figuresSchema, dashboardQuery } from '../../resources/dashboard/figures.ts';
import { authOf } from '../auth/plugin.ts';
import { dashboardFigures } from '../domains/dashboard/dashboard-service.ts';
import type { RouteModule } from '../http/zod-app.ts';

export const dashboardRoutes: RouteModule = (app, ctx) => {
  app.get(
    DASHBOARD_PATH,
    {
      config: { access: { resource: 'dashboard', action: 'show' } },
      schema: {
        tags: ['dashboard'],
        summary: 'The team’s calls, spend and recent campaigns over a range of days (UTC, both ends included; the last 30 days by default)',
        querystring: dashboardQuery,
        response: { 200: figuresSchema },
      },
    },
    async (request) => dashboardFigures(ctx.database.db, { teamId: authOf(request).team.id }, request.query),
  );
};
