/**
 * An agent's prompt versions (server/domains/voice/prompts/): publish the draft, list and read the
 * versions, compare two states line by line, restore a version into the draft; and the language
 * model's help in writing it: sample conversations with the draft, a prompt drafted from a
 * description. Routes are thin: the rules live in the domain.
 */
import { z } from 'zod';
import {
  createPromptInput,
  createPromptOutput,
  CREATE_PROMPT_API,
  generateConversationsInput,
  generateConversationsOutput,
} from '../../../resources/voice/agent-drafting.ts';
import {
  promptDiffOutput,
  promptDiffQuery,
  promptVersionDetail,
  promptVersionsOutput,
  promptVersionSummary,
  publishPromptInput,
} from '../../../resources/voice/prompt-versions.ts';
import { authOf } from '../../auth/plugin.ts';
import { idParams } from '../../crud/routes.ts';
import { createPrompt } from '../../domains/voice/prompts/create-prompt.ts';
import { generateConversations } from '../../domains/voice/prompts/generate-conversations.ts';
import { promptDiff } from '../../domains/voice/prompts/prompt-diff.ts';
import { publishPrompt } from '../../domains/voice/prompts/publish.ts';
import { getVersion, listVersions, restoreVersion } from '../../domains/voice/prompts/versions.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const access = (action: string) => ({ access: { resource: 'agents', action } }) as const;
const versionParams = idParams.extend({ n: z.coerce.number().int().positive().max(2_147_483_647) });
const BASE = '/v1/voice/agents/:id';

export const agentPromptRoutes: RouteModule = (app, ctx) => {
  const caller = (request: Parameters<typeof authOf>[0]) => {
    const auth = authOf(request);
    return { teamId: auth.team.id, userId: auth.user.id };
  };

  app.post(
    `${BASE}/publish`,
    {
      config: access('publish'),
      schema: {
        tags: ['agents'],
        summary: 'Publish the agent’s draft prompt (system prompt, first message, sections) as its next version, which calls use from now on; 409 when the draft is the published version already',
        params: idParams,
        body: publishPromptInput,
        response: { 201: promptVersionSummary },
      },
    },
    async (request, reply) => reply.status(201).send(await publishPrompt(ctx, caller(request), request.params.id, request.body)),
  );

  app.get(
    `${BASE}/prompt-versions`,
    {
      config: access('show'),
      schema: { tags: ['agents'], summary: 'The agent’s published prompt versions, newest first, the one calls use, and whether the draft differs from it', params: idParams, response: { 200: promptVersionsOutput } },
    },
    async (request) => listVersions(ctx, caller(request).teamId, request.params.id),
  );

  app.get(
    `${BASE}/prompt-versions/:n`,
    { config: access('show'), schema: { tags: ['agents'], summary: 'One published version of the agent’s prompt with its content', params: versionParams, response: { 200: promptVersionDetail } } },
    async (request) => getVersion(ctx, caller(request).teamId, request.params.id, request.params.n),
  );

  app.post(
    `${BASE}/prompt-versions/:n/restore`,
    {
      config: access('edit'),
      schema: {
        tags: ['agents'],
        summary: 'Make a version’s content the agent’s draft again (its sections replace the draft’s); publishes nothing',
        params: versionParams,
        response: { 200: z.object({ restored: z.number().int(), agent_version: z.number().int() }) },
      },
    },
    async (request) => restoreVersion(ctx, caller(request), request.params.id, request.params.n),
  );

  app.get(
    `${BASE}/prompt-diff`,
    {
      config: access('show'),
      schema: {
        tags: ['agents'],
        summary: 'Two states of the agent’s prompt compared line by line, part by part: `from` and `to` are a version number or `draft` (by default the published version and the draft)',
        params: idParams,
        querystring: promptDiffQuery,
        response: { 200: promptDiffOutput },
      },
    },
    async (request) => promptDiff(ctx, caller(request).teamId, request.params.id, request.query.from, request.query.to),
  );

  app.post(
    `${BASE}/generate/conversations`,
    {
      config: access('generate'),
      schema: {
        tags: ['agents'],
        summary: 'Sample conversations between the agent’s draft prompt and callers of the kinds asked, written by the team’s language model (422 while none is configured)',
        params: idParams,
        body: generateConversationsInput,
        response: { 200: generateConversationsOutput },
      },
    },
    async (request) => generateConversations(ctx, caller(request).teamId, request.params.id, request.body),
  );

  app.post(
    CREATE_PROMPT_API,
    {
      config: access('create'),
      schema: {
        tags: ['agents'],
        summary: 'A system prompt and first message drafted by the team’s language model from a short description of the business and the goal of a call; nothing is saved (422 while no model is configured)',
        body: createPromptInput,
        response: { 200: createPromptOutput },
      },
    },
    async (request) => createPrompt(ctx, caller(request).teamId, request.body),
  );
};
