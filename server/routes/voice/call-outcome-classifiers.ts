/**
 * The classifiers' read routes beside their resource's actions (activate, test, rerun,
 * rerun-filtered): the outcome definitions, the team's active classifier, a classifier's reruns
 * and logs, and a rerun's progress (`…/runs/{id}/progress`, the rerun's job id), which the rerun
 * panel polls. Reads are scoped to the caller's team: another team's id is a 404.
 */
import { z } from 'zod';
import {
  activeClassifierView,
  callOutcomeClassifiers as resource,
  outcomeDefinitionList,
  outcomeLog,
  outcomeLogQuery,
  rerunProgress,
} from '../../../resources/voice/call-outcome-classifiers.ts';
import { authOf } from '../../auth/plugin.ts';
import { idParams } from '../../crud/routes.ts';
import { activeOf, logsOf, outcomeDefinitions, runProgress, runsOf } from '../../domains/voice/outcomes/classifier-service.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const show = { access: { resource: resource.name, action: 'show' } } as const;
const list = { access: { resource: resource.name, action: 'list' } } as const;

export const callOutcomeClassifierRoutes: RouteModule = async (app, ctx) => {
  app.get(
    `${resource.apiPath}/definitions`,
    { config: list, schema: { tags: ['agents'], summary: 'Every call outcome and what it means (shown on screen, given to LLM classifiers)', response: { 200: outcomeDefinitionList } } },
    async () => outcomeDefinitions(),
  );

  app.get(
    `${resource.apiPath}/active`,
    { config: list, schema: { tags: ['agents'], summary: 'The team\u2019s active classifier, which decides every ended call\u2019s outcome', response: { 200: activeClassifierView } } },
    async (request) => activeOf(ctx, authOf(request).team.id),
  );

  app.get(
    `${resource.apiPath}/:id/runs`,
    { config: show, schema: { tags: ['agents'], summary: 'The classifier\u2019s reruns, newest first', params: idParams, response: { 200: z.array(rerunProgress) } } },
    async (request) => runsOf(ctx, authOf(request).team.id, request.params.id),
  );

  app.get(
    `${resource.apiPath}/:id/logs`,
    {
      config: show,
      schema: {
        tags: ['agents'],
        summary: 'What the classifier decided per call, newest first (200 at most): old outcome \u2192 new, confidence, why; `job_id` for one rerun, `changed=true` for changes only',
        params: idParams,
        querystring: outcomeLogQuery,
        response: { 200: z.array(outcomeLog) },
      },
    },
    async (request) => logsOf(ctx, authOf(request).team.id, request.params.id, { job_id: request.query.job_id, changed: request.query.changed === 'true' }),
  );

  app.get(
    `${resource.apiPath}/runs/:id/progress`,
    { config: show, schema: { tags: ['agents'], summary: 'A classifier rerun\u2019s progress: status, calls done of total, calls changed', params: idParams, response: { 200: rerunProgress } } },
    async (request) => runProgress(ctx, authOf(request).team.id, request.params.id),
  );
};
