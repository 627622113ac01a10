/** GET and PUT /v1/llm/settings, POST /v1/llm/settings/test: the team's language model. */
import { LLM_SETTINGS_PATH, LLM_SETTINGS_TEST_PATH, llmSettingsInput, llmSettingsRecord, llmTestAnswer, llmTestInput } from '../../../resources/llm/llm-settings.ts';
import { authOf } from '../../auth/plugin.ts';
import { readLlmSettings, saveLlmSettings } from '../../domains/llm/llm-settings.ts';
import { testLlmConnection } from '../../domains/llm/llm-test.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const tags = ['llm-settings'];

export const llmSettingsRoutes: RouteModule = (app, ctx) => {
  app.get(
    LLM_SETTINGS_PATH,
    {
      config: { access: { resource: 'llm-settings', action: 'list' } },
      schema: { tags, summary: 'The team’s language model settings and which model its features use; the API key only as its mask', response: { 200: llmSettingsRecord } },
    },
    async (request) => readLlmSettings(ctx.database.db, ctx.config.llm, authOf(request).team.id),
  );

  app.put(
    LLM_SETTINGS_PATH,
    {
      config: { access: { resource: 'llm-settings', action: 'edit' } },
      schema: {
        tags,
        summary: 'Set the team’s own OpenAI-compatible model: base URL, model and API key (left out: kept; null: removed); no base URL uses the installation’s',
        body: llmSettingsInput,
        response: { 200: llmSettingsRecord },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return saveLlmSettings(ctx.database.db, ctx.config.llm, { teamId: auth.team.id, userId: auth.user.id }, request.body);
    },
  );

  app.post(
    LLM_SETTINGS_TEST_PATH,
    {
      config: { access: { resource: 'llm-settings', action: 'test' } },
      schema: {
        tags,
        summary: 'Ask the model one short question with the saved settings (or the ones given) and answer its reply and latency; 422 naming what to fix',
        body: llmTestInput,
        response: { 200: llmTestAnswer },
      },
    },
    async (request) => testLlmConnection(ctx, authOf(request).team.id, request.body ?? {}),
  );
};
