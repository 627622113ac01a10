/**
 * HTTP routes' delivery receipts (server/domains/sms/http/): the public address each route's
 * vendor calls back, `POST` or `GET /v1/webhooks/sms/{route_id}/{token}` (the token is the
 * credential: a wrong one answers 401 and changes nothing), and, for those who may edit the route,
 * the address itself and its rotation.
 */
import { z } from 'zod';
import { routes as routesResource } from '../../../resources/sms/routes.ts';
import { authOf } from '../../auth/plugin.ts';
import { idParams } from '../../crud/routes.ts';
import { dlrUrl, revealDlrToken, rotateDlrToken, routeByDlrToken } from '../../domains/sms/http/dlr-token.ts';
import { readDlr } from '../../domains/sms/http/dlr-webhook.ts';
import { receiptRecorderOf } from '../../domains/sms/delivery/process-receipts.ts';
import { HttpError, invalid, notFound, unauthorized } from '../../http/errors.ts';
import type { RouteModule, ZodApp } from '../../http/zod-app.ts';
import type { AppContext } from '../../context.ts';

const dlrParams = z.object({
  route_id: z.coerce.number().int().positive().max(2_147_483_647),
  token: z.string().min(1).max(200),
});
const dlrAnswer = z.object({ received: z.boolean().describe('False for a status that is not final yet (accepted, sent…): nothing changes.') });
const dlrInfo = z.object({ url: z.string().describe('Give it to the vendor as the delivery-receipt (DLR) URL; POST or GET.') });

/** Form fields, or a JSON or form text sent as text/plain, as an object. */
function parseLoose(text: string): Record<string, unknown> {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      return JSON.parse(trimmed) as Record<string, unknown>;
    } catch {
      // Not JSON after all: read as form fields.
    }
  }
  return Object.fromEntries(new URLSearchParams(trimmed));
}

export const smsDlrRoutes: RouteModule = async (app, ctx) => {
  await app.register(async (scope) => receiptRoutes(scope as unknown as ZodApp, ctx));
  addressRoutes(app, ctx);
};

async function receiptRoutes(scope: ZodApp, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  // Written before the answer, so a vendor that got its 200 never has to send the receipt again.
  const recorder = receiptRecorderOf(ctx);
  for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
    scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, parseLoose(String(body))));
  }
  const handler = async (request: { params: z.infer<typeof dlrParams>; query: unknown; body?: unknown }) => {
    const route = await routeByDlrToken(db, request.params.route_id, request.params.token);
    if (!route) throw unauthorized('This receipt address is not valid: check the route and its token.');
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const fields = { ...(request.query as Record<string, unknown>), ...(body as Record<string, unknown>) };
    const read = readDlr(route, fields);
    if (!read.ok) throw invalid({ [read.field]: [read.message] });
    if (!read.receipt.final) return { received: false };
    try {
      await recorder.receivedAndWritten(route.id, read.receipt);
    } catch {
      // Vendors send a receipt again when it is not taken: better than a 200 for one not stored.
      throw new HttpError(503, 'The receipt could not be stored just now; send it again.');
    }
    return { received: true };
  };
  const schema = (method: string) => ({
    tags: ['routes'],
    summary: `An HTTP route's delivery receipt, by ${method} (the route's dlr_id_field, dlr_status_field and dlr_error_field name the fields)`,
    security: [],
    params: dlrParams,
    querystring: z.record(z.string(), z.unknown()),
    response: { 200: dlrAnswer },
  });
  const config = { auth: 'none' as const };
  scope.post('/v1/webhooks/sms/:route_id/:token', { config, schema: schema('POST') }, handler);
  scope.get('/v1/webhooks/sms/:route_id/:token', { config, schema: schema('GET') }, handler);
}

/** The receipt address of one route, and a new one: for those who may edit the route. */
function addressRoutes(app: ZodApp, ctx: AppContext): void {
  const db = ctx.database.db;
  const config = { access: { resource: routesResource.name, action: 'edit' } };
  const schema = (summary: string) => ({ tags: ['routes'], summary, params: idParams, response: { 200: dlrInfo } });
  const answer = (id: number, token: string | null) => {
    if (!token) throw notFound();
    return { url: dlrUrl(ctx.config.appUrl, id, token) };
  };
  app.get(`${routesResource.apiPath}/:id/dlr-url`, { config, schema: schema('The address an HTTP route’s vendor sends delivery receipts to (made on first view)') }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return answer(request.params.id, await revealDlrToken(db, request.params.id, authOf(request).team.id));
  });
  app.post(`${routesResource.apiPath}/:id/dlr-url/rotate`, { config, schema: schema('A new receipt address for the route; the old one stops working at once') }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return answer(request.params.id, await rotateDlrToken(db, request.params.id, authOf(request).team.id));
  });
}
