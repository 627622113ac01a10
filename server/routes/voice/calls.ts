/**
 * Calls through the voice-provider adapter (server/domains/voice/): place an agent's test call,
 * end a live call, watch an agent's calls live (server-sent events), and the providers' signed
 * call webhook, `POST /v1/webhooks/calls/{provider}` (HMAC-SHA256 of the raw body in
 * Parley-Signature: a bad signature answers 401 and changes nothing; an event id seen before
 * changes nothing again).
 */
import { z } from 'zod';
import { SIGNATURE_HEADER } from '../../../resources/workspace/webhook-sources.ts';
import {
  agentEventsApi,
  HANGUP_CALL_API,
  hangupCallRequestSchema,
  hangupCallResponseSchema,
  TEST_CALL_API,
  testCallRequestSchema,
  testCallResponseSchema,
  type AgentCallEvent,
} from '../../../resources/voice/test-calls.ts';
import { VOICES_API, voicesRequestSchema, voicesResponseSchema } from '../../../resources/voice/voices.ts';
import { authOf, callerOf } from '../../auth/plugin.ts';
import { idParams } from '../../crud/routes.ts';
import { teamHasAgent } from '../../domains/voice/agents.ts';
import { CallUpdates } from '../../domains/voice/calls/call-updates.ts';
import { receiveCallWebhook } from '../../domains/voice/calls/call-webhook.ts';
import { hangupCall, placeTestCall } from '../../domains/voice/calls/place-call.ts';
import type { CallUpdate } from '../../domains/voice/calls/receive-event.ts';
import type { VoiceProvider } from '../../domains/voice/provider/voice-provider.ts';
import { teamVoices } from '../../domains/voice/provider/team-voices.ts';
import { callWebhookPath } from '../../domains/voice/provider/webhook-secret.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { openEventStream } from '../../http/event-stream.ts';
import type { RouteModule, ZodApp } from '../../http/zod-app.ts';
import type { AppContext } from '../../context.ts';

const agentAccess = (action: 'list' | 'show' | 'edit') => ({ access: { resource: 'agents', action } }) as const;

/** The process's voice provider (set up at start, server/domains/voice/provider/start.ts). */
function providerOf(ctx: AppContext): VoiceProvider {
  if (!ctx.voiceProvider) throw new HttpError(503, 'No voice provider is running in this process.');
  return ctx.voiceProvider;
}

export const voiceCallRoutes: RouteModule = async (app, ctx) => {
  const updates = new CallUpdates(ctx.database.db);
  await updates.follow(ctx.changes);
  const streams = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of [...streams]) end();
    updates.close();
  });

  await app.register(async (scope) => webhookRoute(scope as unknown as ZodApp, ctx));

  app.post(
    TEST_CALL_API,
    {
      config: agentAccess('edit'),
      schema: {
        tags: ['agents'],
        summary: 'Place a test call from the agent on the simulator: answers the call id at once; the call goes on by itself (watch it on the agent\u2019s events)',
        body: testCallRequestSchema,
        response: { 201: testCallResponseSchema },
      },
    },
    async (request, reply) => {
      const placed = await placeTestCall(ctx, providerOf(ctx), callerOf(request), request.body);
      return reply.status(201).send(placed);
    },
  );

  app.post(
    VOICES_API,
    {
      config: agentAccess('list'),
      schema: {
        tags: ['agents'],
        summary: 'The voices of the team\u2019s voice provider (id, name, language, gender, style, preview sample), optionally of one language; an agent\u2019s voice is one of their ids',
        body: voicesRequestSchema,
        response: { 200: voicesResponseSchema },
      },
    },
    async (request) => teamVoices(authOf(request).team.id, request.body?.language),
  );

  app.post(
    HANGUP_CALL_API,
    {
      config: agentAccess('edit'),
      schema: { tags: ['agents'], summary: 'End a live call: the provider hangs up and its hangup event records operator_hangup', body: hangupCallRequestSchema, response: { 200: hangupCallResponseSchema } },
    },
    async (request) => {
      return hangupCall(ctx, providerOf(ctx), callerOf(request), request.body.call_id);
    },
  );

  app.get(
    agentEventsApi(),
    {
      config: agentAccess('show'),
      schema: {
        tags: ['agents'],
        summary: 'The agent\u2019s calls as they happen (text/event-stream): `call` with {call_id, event, status, turn?, tool_call?, answered_by, hangup_reason, duration_seconds, cost}',
        params: idParams,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const teamId = auth.team.id;
      const agentId = request.params.id;
      if (!(await teamHasAgent(ctx.database.db, teamId, agentId))) throw notFound('No such agent.');
      let stop: () => void = () => undefined;
      const sse = openEventStream(ctx.database.db, request, reply, {
        teamId,
        onEnd: () => {
          stop();
          streams.delete(sse.end);
        },
      });
      sse.send('ready', { agent_id: agentId });
      stop = updates.watch(teamId, agentId, (update) => sse.send('call', view(update)));
      streams.add(sse.end);
    },
  );

  /** The webhook applies the event; the agent's streams, in every process, hear of it from the change bus. */
  async function webhookRoute(scope: ZodApp, context: AppContext): Promise<void> {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      callWebhookPath(':provider'),
      {
        bodyLimit: 256 * 1024,
        config: { auth: 'none' },
        schema: {
          tags: ['webhooks'],
          summary: `A voice provider's call event (queued, ringing, answered, no_answer, busy, transcript, tool_call, hangup), signed: ${SIGNATURE_HEADER}`,
          security: [],
          params: z.object({ provider: z.string().max(40) }),
          response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }) },
        },
      },
      async (request) => {
        const header = request.headers[SIGNATURE_HEADER.toLowerCase()];
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return receiveCallWebhook(context.database.db, context.appKey, request.params.provider, raw, Array.isArray(header) ? header[0] : header);
      },
    );
  }
};

function view(update: CallUpdate): AgentCallEvent {
  return {
    call_id: update.callId,
    event: update.event,
    status: update.status,
    ...(update.turn && { turn: update.turn }),
    ...(update.toolCall && { tool_call: update.toolCall }),
    answered_by: update.answeredBy ?? null,
    hangup_reason: update.hangupReason ?? null,
    duration_seconds: update.durationSeconds ?? 0,
    cost: update.cost ?? 0,
  };
}
