/**
 * GET /v1/hub/reports (docs/areas/hub.md#reports): the hub's traffic, revenue, cost and margin over
 * a range of UTC days, grouped by endpoint, company, route, country, network or day, from the
 * roll-ups. For everyone who may open the hub's overview (viewers included), while the hub is on.
 */
import { HUB_REPORTS_PATH, hubReport as hubReportSchema, hubReportQuery } from '../../../resources/hub/reports.ts';
import { authOf } from '../../auth/plugin.ts';
import { hubReport } from '../../domains/hub/reports/report.ts';
import type { RouteModule } from '../../http/zod-app.ts';

export const hubReportRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;
  app.get(
    HUB_REPORTS_PATH,
    {
      config: { access: { resource: 'hub-reports', action: 'list' } },
      schema: {
        tags: ['endpoints'],
        summary: 'Messages, parts, delivered, revenue, cost and margin per currency, grouped by endpoint, company, route, country, network or day (UTC days, the last 30 by default)',
        querystring: hubReportQuery,
        response: { 200: hubReportSchema },
      },
    },
    async (request) => hubReport(db, authOf(request).team.id, request.query),
  );
};
