/**
 * The short-link redirector, public and outside the API: `GET /s/{code}` on any host, and every
 * other path on a host that is one of the teams' active short-link domains. The latter is
 * answered in an onRequest hook before routing, so on Parley's own host the app, the API and its
 * assets are untouched for the price of one Map lookup. The logic is in
 * server/domains/campaigns/links/link-redirect.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { followMessageCode, followShortenerPath, type LinkVisit } from '../../domains/campaigns/links/link-redirect.ts';
import { LINK_NOT_FOUND_PAGE } from '../../domains/campaigns/links/not-found-page.ts';
import { ShortenerHosts } from '../../domains/campaigns/links/shortener-hosts.ts';

/** Parley's own path for message links, on whatever host reaches it. */
export const MESSAGE_LINK_PATH = '/s/';

function visitOf(request: FastifyRequest): LinkVisit {
  return {
    method: request.method,
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent'] ?? null,
    onRecordError: (error) => request.log.error({ err: error }, 'a link click was not recorded'),
  };
}

/** A redirect that no browser or proxy keeps, so every visit reaches Parley; else the not-found page. */
function land(reply: FastifyReply, location: string | null): FastifyReply {
  reply.header('cache-control', 'no-store');
  if (location) return reply.redirect(location, 302);
  return reply.code(404).type('text/html; charset=utf-8').send(LINK_NOT_FOUND_PAGE);
}

export async function registerLinkRedirect(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const hosts = new ShortenerHosts(db, new URL(ctx.config.appUrl).hostname, Date.now, (error) =>
    app.log.error({ err: error }, 'the short-link domains could not be read again; the list read before still serves'),
  );
  const stopFollowing = hosts.follow(ctx.changes);
  app.addHook('onClose', async () => void stopFollowing());

  app.addHook('onRequest', async (request, reply) => {
    let domain;
    try {
      domain = await hosts.find(request.hostname);
    } catch (error) {
      request.log.error({ err: error }, 'the short-link domains could not be read');
      return;
    }
    if (!domain) return;
    const path = request.url.split('?')[0];
    // Parley's own path for message links works on these hosts too; nothing else of Parley's does.
    if (path.startsWith(MESSAGE_LINK_PATH) && !path.includes('/', MESSAGE_LINK_PATH.length)) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') return land(reply, null);
    return land(reply, await followShortenerPath(db, domain, path.slice(1), visitOf(request)));
  });

  // Not part of the API, so not in its OpenAPI document.
  app.get(`${MESSAGE_LINK_PATH}:code`, { schema: { hide: true } }, async (request, reply) => {
    const { code } = request.params as { code: string };
    return land(reply, await followMessageCode(db, code, visitOf(request)));
  });
}
