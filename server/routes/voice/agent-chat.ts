/** POST /v1/voice/agents/{id}/chat: the agent's reply, streamed as server-sent events. */
import { z } from 'zod';
import { agentChatInput } from '../../../resources/voice/agent-chat.ts';
import { authOf } from '../../auth/plugin.ts';
import { prepareAgentChat, runAgentChat } from '../../domains/voice/agent-chat.ts';
import { HttpError } from '../../http/errors.ts';
import type { RouteModule } from '../../http/zod-app.ts';

export const agentChatRoutes: RouteModule = (app, ctx) => {
  app.post(
    '/v1/voice/agents/:id/chat',
    {
      config: { access: { resource: 'agents', action: 'chat' } },
      schema: {
        tags: ['agents'],
        summary: 'Chat with the agent: the conversation so far in, its reply out as text/event-stream (`delta` {text}…, then `done` {text, model, usage} or `error` {message, errors}); 422 while no language model is configured',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: agentChatInput,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      // Errors up to here are ordinary JSON answers (404, 422); after it, events.
      const chat = await prepareAgentChat(ctx, authOf(request).team.id, request.params.id, request.body);
      const aborted = new AbortController();
      reply.hijack();
      const raw = reply.raw;
      // The browser went away before the reply was done: stop the model (a request's own 'close' fires once its body is read).
      raw.on('close', () => {
        if (!raw.writableFinished) aborted.abort();
      });
      raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no', 'x-request-id': request.id });
      const send = (event: string, data: unknown) => {
        if (!raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      try {
        send('done', await runAgentChat(chat, (text) => send('delta', { text }), aborted.signal));
      } catch (error) {
        if (error instanceof HttpError) send('error', { message: error.message, errors: error.errors });
        else {
          request.log.error(error, 'agent chat failed');
          send('error', { message: 'The agent could not answer.' });
        }
      } finally {
        if (!raw.writableEnded) raw.end();
      }
    },
  );
};
