/**
 * A server-sent event stream to one signed-in browser: the response taken over from Fastify,
 * headers that keep proxies from buffering, and every 25 s a comment that keeps the connection
 * open while the caller's token is checked again (a revoked token, or a switch to another team,
 * ends the stream).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/auth-context.ts';
import { authenticate } from '../auth/plugin.ts';
import type { Db } from '../db/client.ts';

const HEARTBEAT_MS = 25_000;

export interface EventStream {
  send(event: string, data: unknown): void;
  end(): void;
}

export function openEventStream(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { teamId: number; onReauthenticated?: (auth: AuthContext) => void; onEnd: () => void },
): EventStream {
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
  raw.write('retry: 3000\n\n');
  const heartbeat = setInterval(() => {
    void authenticate(db, header)
      .then((again) => {
        if (!again || again === 'expired' || again.team.id !== options.teamId) return stream.end();
        options.onReauthenticated?.(again);
        raw.write(': ping\n\n');
      })
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let ended = false;
  const stream: EventStream = {
    send(event, data) {
      if (!raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      options.onEnd();
      if (!raw.writableEnded) raw.end();
    },
  };
  request.raw.on('close', () => stream.end());
  return stream;
}
