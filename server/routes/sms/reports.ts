/**
 * The SMS reports (server/domains/sms/reports/): GET /v1/sms/reports, the team's messages grouped
 * by country, network, route, campaign or day, and GET /v1/sms/reports/domains-cost, what the links
 * of campaign messages cost per click on each short-link domain. For whoever may read campaigns.
 */
import { domainsCostQuery, domainsCostReport, SMS_DOMAINS_COST_PATH, SMS_REPORTS_PATH, smsReport as smsReportSchema, smsReportQuery } from '../../../resources/sms/sms-reports.ts';
import { authOf } from '../../auth/plugin.ts';
import { domainsCost } from '../../domains/sms/reports/domains-cost.ts';
import { smsReport } from '../../domains/sms/reports/sms-report.ts';
import type { RouteModule } from '../../http/zod-app.ts';

export const smsReportRoutes: RouteModule = (app, ctx) => {
  const db = ctx.database.db;
  const access = { access: { resource: 'campaigns', action: 'list' } } as const;
  const tags = ['campaigns'];

  app.get(
    SMS_REPORTS_PATH,
    {
      config: access,
      schema: {
        tags,
        summary: 'Messages sent, delivered, failed and clicked, and their cost per currency, grouped by country, network, route, campaign or day (UTC days, the last 30 by default)',
        querystring: smsReportQuery,
        response: { 200: smsReportSchema },
      },
    },
    async (request) => smsReport(db, authOf(request).team.id, request.query),
  );

  app.get(
    SMS_DOMAINS_COST_PATH,
    {
      config: access,
      schema: {
        tags,
        summary: 'Per short-link domain of campaign messages: messages with a link, clicks, clicked messages, their cost and the cost per click, per currency',
        querystring: domainsCostQuery,
        response: { 200: domainsCostReport },
      },
    },
    async (request) => domainsCost(db, authOf(request).team.id, request.query),
  );
};
