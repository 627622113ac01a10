/**
 * Hub clients over HTTP (docs/areas/hub.md#http-clients): `POST /v1/hub/submit`, authenticated by
 * the endpoint's API key rather than a user's session (the auth hook leaves it alone; the key is
 * checked before the body is read, so a caller without one learns nothing from validation), and,
 * for admins, what the endpoint's page shows about connecting.
 */
import type { FastifyRequest } from 'fastify';
import { hubSubmitAnswer, hubSubmitBody, hubSubmitPath, hubSubmitRefusal, httpClientInfo as infoSchema, httpClientPath } from '../../../resources/hub/http-clients.ts';
import { authOf } from '../../auth/plugin.ts';
import { idParams } from '../../crud/routes.ts';
import type { HttpEndpoint } from '../../domains/hub/http/client-auth.ts';
import { httpClientInfo } from '../../domains/hub/http/client-info.ts';
import { apiKeyOf, authenticateClient, submitJson } from '../../domains/hub/http/json-submit.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const senders = new WeakMap<FastifyRequest, HttpEndpoint>();

export const hubHttpClientRoutes: RouteModule = (app, ctx) => {
  app.post(
    hubSubmitPath,
    {
      config: { auth: 'none' },
      async onRequest(request, reply) {
        const verdict = await authenticateClient(ctx, apiKeyOf(request.headers.authorization, header(request.headers['x-api-key'])), request.ip);
        if (!verdict.ok) return reply.code(verdict.refusal.status).send(verdict.refusal.body);
        senders.set(request, verdict.endpoint);
      },
      schema: {
        tags: ['endpoints'],
        summary: 'Send one SMS as a hub client, with the endpoint’s API key (Authorization: Bearer <key>)',
        security: [{ bearer: [] }],
        body: hubSubmitBody,
        response: { 200: hubSubmitAnswer, 401: hubSubmitRefusal, 402: hubSubmitRefusal, 403: hubSubmitRefusal, 409: hubSubmitRefusal, 422: hubSubmitRefusal, 429: hubSubmitRefusal },
      },
    },
    async (request, reply) => {
      const outcome = await submitJson(ctx, senders.get(request)!, request.body);
      if ('headers' in outcome && outcome.headers) reply.headers(outcome.headers);
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  app.get(
    httpClientPath(':id'),
    {
      config: { access: { resource: 'endpoints', action: 'edit' } },
      schema: { tags: ['endpoints'], summary: 'Where an HTTP endpoint’s clients send, whether its API key is set, and its receipt signing secret (made on first view)', params: idParams, response: { 200: infoSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return httpClientInfo(ctx, authOf(request).team.id, request.params.id);
    },
  );
};
