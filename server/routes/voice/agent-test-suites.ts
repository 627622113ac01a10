/** An agent test suite's runs (`GET /v1/voice/agent-test-suites/{id}/runs`); a suite runs through its resource's `run` action. */
import { z } from 'zod';
import { suiteRun } from '../../../resources/voice/agent-test-suites.ts';
import { authOf } from '../../auth/plugin.ts';
import { idParams } from '../../crud/routes.ts';
import { suiteRuns } from '../../domains/voice/test-suites/queue-suites.ts';
import type { RouteModule } from '../../http/zod-app.ts';

export const agentTestSuiteRoutes: RouteModule = async (app, ctx) => {
  app.get(
    '/v1/voice/agent-test-suites/:id/runs',
    {
      config: { access: { resource: 'agent-test-suites', action: 'show' } },
      schema: { tags: ['agents'], summary: 'The suite\u2019s runs, newest first (20): status, passed and failed, each case\u2019s outcome, reason and transcript', params: idParams, response: { 200: z.array(suiteRun) } },
    },
    async (request) => suiteRuns(ctx, authOf(request).team.id, request.params.id),
  );
};

