/**
 * The lead submitter (docs/areas/voice.md#lead-submitter): GET and POST
 * /v1/voice/agents/lead-submitter/settings (headers answered as a mask), PATCH /{callId}/submit
 * (this call's lead, once), POST /test (a sample or given payload, logged as a test). The log is the
 * `lead-submissions` resource at GET /v1/voice/agents/lead-submitter/logs.
 */
import { leadSettingsPath, leadSettingsSchema, leadSubmitPath, leadSubmitResultSchema, leadTestPath, leadTestRequestSchema } from '../../../resources/voice/lead-submitter.ts';
import { authOf } from '../../auth/plugin.ts';
import { idParams } from '../../crud/routes.ts';
import { leadSettingsRow, saveLeadSettings, shownSettings } from '../../domains/voice/lead-submitter/lead-settings.ts';
import { submitCallLead, testLeadSubmitter } from '../../domains/voice/lead-submitter/submit-lead.ts';
import type { RouteModule } from '../../http/zod-app.ts';

export const leadSubmitterRoutes: RouteModule = (app, ctx) => {
  const tags = ['lead-submitter'];
  app.get(
    leadSettingsPath,
    {
      config: { access: { resource: 'lead-submitter', action: 'list' } },
      schema: { tags, summary: 'The team’s lead submitter: target, method, headers (as a mask), mapping, qualifying outcomes, on/off', response: { 200: leadSettingsSchema } },
    },
    async (request) => shownSettings(await leadSettingsRow(ctx.database.db, authOf(request).team.id)),
  );
  app.post(
    leadSettingsPath,
    {
      config: { access: { resource: 'lead-submitter', action: 'edit' } },
      schema: { tags, summary: 'Save the lead submitter; the headers’ mask keeps the stored ones, empty removes them', body: leadSettingsSchema, response: { 200: leadSettingsSchema } },
    },
    async (request) => saveLeadSettings(ctx.database.db, authOf(request).team.id, request.body),
  );
  app.patch(
    leadSubmitPath(),
    {
      config: { access: { resource: 'lead-submitter', action: 'edit' } },
      schema: {
        tags,
        summary: 'Send this call’s lead now, whatever its outcome; 409 when it was already sent; a 5xx or timeout is retried as a job',
        params: idParams,
        response: { 200: leadSubmitResultSchema },
      },
    },
    async (request) => submitCallLead(ctx, authOf(request).team.id, request.params.id),
  );
  app.post(
    leadTestPath,
    {
      config: { access: { resource: 'lead-submitter', action: 'edit' } },
      schema: { tags, summary: 'Send a sample lead (or the payload given) to the target once and answer status, latency and body; logged as a test', body: leadTestRequestSchema.optional(), response: { 200: leadSubmitResultSchema } },
    },
    async (request) => testLeadSubmitter(ctx, authOf(request).team.id, request.body?.payload),
  );
};
