/**
 * GET /v1/events: the signed-in user's live-event stream (server-sent events). It carries every
 * committed change to records of the user's current team that the user may list (and job
 * progress), so screens refresh and progress bars move without reloading. Every 25 s a comment
 * keeps proxies from closing it, and the caller's token is checked again: a revoked token or a
 * changed role ends or narrows the stream.
 */
import { authenticate, authOf } from '../auth/plugin.ts';
import { LiveEvents } from '../events/live-events.ts';
import type { RouteModule } from '../http/zod-app.ts';

const HEARTBEAT_MS = 25_000;

export const eventRoutes: RouteModule = (app, ctx) => {
  const live = new LiveEvents(ctx.database.db, ctx.changes);
  const open = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of [...open]) end();
    live.close();
  });

  app.get(
    '/v1/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Live events of the current team (text/event-stream): `change` with {resource, op, ids, count[, jobs]}',
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const header = request.headers.authorization;
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Reverse proxies must pass events on as they come.
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      raw.write(`retry: 3000\n\nevent: ready\ndata: ${JSON.stringify({ team_id: auth.team.id })}\n\n`);
      const stream = {
        teamId: auth.team.id,
        actor: auth.actor,
        send(event: string, data: unknown) {
          raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        },
      };
      const remove = live.add(stream);
      const heartbeat = setInterval(() => {
        void authenticate(ctx.database.db, header)
          .then((again) => {
            if (!again || again === 'expired' || again.team.id !== stream.teamId) return end();
            stream.actor = again.actor;
            raw.write(': ping\n\n');
          })
          .catch(() => undefined);
      }, HEARTBEAT_MS);
      heartbeat.unref();
      const end = () => {
        clearInterval(heartbeat);
        remove();
        open.delete(end);
        if (!raw.writableEnded) raw.end();
      };
      open.add(end);
      request.raw.on('close', end);
    },
  );
};
