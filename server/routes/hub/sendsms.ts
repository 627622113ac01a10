/**
 * Kannel's `GET /cgi-bin/sendsms` at the server's root, outside the API base (docs/areas/hub.md#http-clients):
 * a client written for an smsbox changes only the host and port. Answered as text, as smsbox does;
 * not in the OpenAPI document (its credentials are in the query, as Kannel's are).
 */
import { SENDSMS_PATH } from '../../../resources/hub/http-clients.ts';
import { sendsms } from '../../domains/hub/http/sendsms.ts';
import type { RouteModule } from '../../http/zod-app.ts';

export const sendsmsRoutes: RouteModule = (app, ctx) => {
  app.get(SENDSMS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const url = request.raw.url ?? '';
    const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
    const answer = await sendsms(ctx, query, request.ip);
    reply.header('cache-control', 'no-store');
    if (answer.headers) reply.headers(answer.headers);
    return reply.code(answer.status).type('text/plain; charset=utf-8').send(answer.text);
  });
};
