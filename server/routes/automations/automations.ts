/**
 * An automation's routes beyond the generic resource (server/domains/automations/): publish the
 * draft, list, read and restore versions, what a publish would do now, the diagram's counts per
 * node and edge, a node's contacts and the MNP lookup nodes' figures. Reading any of it is reading
 * the automation; publishing and restoring are editing it. Routes are thin: the rules live in the domain.
 */
import { z } from 'zod';
import {
  automationVersionDetail,
  automationVersionsOutput,
  automationVersionSummary,
  MNP_STATS_PATH,
  mnpStatsInput,
  mnpStatsOutput,
  NODE_STATS_PATH,
  nodeContactsOutput,
  nodeContactsQuery,
  nodeStatsInput,
  nodeStatsOutput,
  publishAutomationInput,
  publishPreviewOutput,
} from '../../../resources/automations/automation-api.ts';
import { authOf } from '../../auth/plugin.ts';
import { idParams } from '../../crud/routes.ts';
import { mnpStats } from '../../domains/automations/stats/mnp-stats.ts';
import { nodeContacts } from '../../domains/automations/stats/node-contacts.ts';
import { nodeStats } from '../../domains/automations/stats/node-stats.ts';
import { publishPreview } from '../../domains/automations/versions/preview.ts';
import { publishAutomation } from '../../domains/automations/versions/publish.ts';
import { getVersion, listVersions, restoreVersion } from '../../domains/automations/versions/versions.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const access = (action: string) => ({ access: { resource: 'automations', action } }) as const;
const versionParams = idParams.extend({ n: z.coerce.number().int().positive().max(2_147_483_647) });
const nodeParams = idParams.extend({ nodeId: z.string().min(1).max(64) });
const BASE = '/v1/automations/:id';
const tags = ['automations'];

export const automationRoutes: RouteModule = (app, ctx) => {
  const caller = (request: Parameters<typeof authOf>[0]) => {
    const auth = authOf(request);
    return { teamId: auth.team.id, userId: auth.user.id };
  };

  app.post(
    `${BASE}/publish`,
    {
      config: access('edit'),
      schema: {
        tags,
        summary:
          'Publish the draft diagram as the next version: 422 naming each node that stops it, 409 when the draft is the published version already; contacts on their way go on where their node stays and leave where it goes',
        params: idParams,
        body: publishAutomationInput,
        response: { 201: automationVersionSummary },
      },
    },
    async (request, reply) => reply.status(201).send(await publishAutomation(ctx, caller(request), request.params.id, request.body)),
  );

  app.get(
    `${BASE}/publish-preview`,
    {
      config: access('show'),
      schema: { tags, summary: 'What publishing the draft would do now: contacts on their way, per node whether they continue or leave, and what stops the publish', params: idParams, response: { 200: publishPreviewOutput } },
    },
    async (request) => publishPreview(ctx, caller(request).teamId, request.params.id),
  );

  app.get(
    `${BASE}/versions`,
    { config: access('show'), schema: { tags, summary: 'The automation’s published versions, newest first, and whether the draft differs from the published one', params: idParams, response: { 200: automationVersionsOutput } } },
    async (request) => listVersions(ctx, caller(request).teamId, request.params.id),
  );

  app.get(
    `${BASE}/versions/:n`,
    { config: access('show'), schema: { tags, summary: 'One published version of the automation with its diagram', params: versionParams, response: { 200: automationVersionDetail } } },
    async (request) => getVersion(ctx, caller(request).teamId, request.params.id, request.params.n),
  );

  app.post(
    `${BASE}/versions/:n/restore`,
    {
      config: access('edit'),
      schema: {
        tags,
        summary: 'Make a version’s diagram the draft again; publishes nothing',
        params: versionParams,
        response: { 200: z.object({ restored: z.number().int(), automation_version: z.number().int() }) },
      },
    },
    async (request) => restoreVersion(ctx, caller(request), request.params.id, request.params.n),
  );

  app.get(
    `${BASE}/nodes/:nodeId/contacts`,
    {
      config: access('show'),
      schema: { tags, summary: 'Contacts at a node now or that passed it, newest first, by journey status', params: nodeParams, querystring: nodeContactsQuery, response: { 200: nodeContactsOutput } },
    },
    async (request) => nodeContacts(ctx, caller(request).teamId, request.params.id, request.params.nodeId, request.query),
  );

  app.post(
    NODE_STATS_PATH,
    {
      config: access('show'),
      schema: { tags, summary: 'Per node of the draft diagram (or of a published version): contacts entered, waiting, completed and failed; per edge: contacts that went along it, over a date range', body: nodeStatsInput, response: { 200: nodeStatsOutput } },
    },
    async (request) => nodeStats(ctx, caller(request).teamId, request.body),
  );

  app.post(
    MNP_STATS_PATH,
    {
      config: access('show'),
      schema: { tags, summary: 'The MNP lookup nodes’ figures: ported, not ported, unknown, and the networks, over a date range', body: mnpStatsInput, response: { 200: mnpStatsOutput } },
    },
    async (request) => mnpStats(ctx, caller(request).teamId, request.body),
  );
};
