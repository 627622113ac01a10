/**
 * POST /v1/voice/tools/{id}/test: sends the tool's real request with the arguments given and
 * answers status, latency and body, or why it failed (server/domains/voice/tools/). Arguments that
 * do not fit the tool's parameters answer 422 by argument; another team's tool is a 404.
 */
import { toolCallResultSchema, toolTestPath, toolTestRequestSchema } from '../../../resources/voice/tool-test.ts';
import { authOf } from '../../auth/plugin.ts';
import { idParams } from '../../crud/routes.ts';
import { testTool } from '../../domains/voice/tools/test-tool.ts';
import type { RouteModule } from '../../http/zod-app.ts';

export const voiceToolRoutes: RouteModule = (app, ctx) => {
  app.post(
    toolTestPath(),
    {
      // Sending a tool's request is as much as changing it: it may write to the team's systems.
      config: { access: { resource: 'voice-tools', action: 'edit' } },
      schema: {
        tags: ['voice-tools'],
        summary: 'Sends the tool’s real request with these arguments and answers status, latency and body (logged as a tool event without a call)',
        params: idParams,
        body: toolTestRequestSchema,
        response: { 200: toolCallResultSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return testTool(ctx, auth.team.id, request.params.id, request.body?.arguments, auth.user.id);
    },
  );
};
