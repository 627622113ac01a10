/**
 * GET /v1/events: the signed-in user's live-event stream (server-sent events). It carries every
 * committed change to records of the user's current team that the user may list (and job
 * progress), so screens refresh and progress bars move without reloading. Every 25 s a comment
 * keeps proxies from closing it, and the caller's token is checked again: a revoked token or a
 * changed role ends or narrows the stream.
 */
import { authOf } from '../auth/plugin.ts';
import { LiveEvents, type LiveStream } from '../events/live-events.ts';
import { openEventStream } from '../http/event-stream.ts';
import type { RouteModule } from '../http/zod-app.ts';

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
      let remove: () => void = () => undefined;
      const sse = openEventStream(ctx.database.db, request, reply, {
        teamId: auth.team.id,
        onReauthenticated: (again) => {
          stream.actor = again.actor;
        },
        onEnd: () => {
          remove();
          open.delete(sse.end);
        },
      });
      const stream: LiveStream = { teamId: auth.team.id, actor: auth.actor, send: sse.send };
      sse.send('ready', { team_id: auth.team.id });
      remove = live.add(stream);
      open.add(sse.end);
    },
  );
};
