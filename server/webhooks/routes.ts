/**
 * The webhook routes. Ingress: `POST /v1/webhooks/teams/{team}/<source path>/{id}` per source
 * kind, unauthenticated (the signature is the credential), with the body kept as raw bytes: a
 * content-type parser of this scope only, since the MAC covers the bytes exactly as sent; a kind
 * with an id-only address (a live phone's) receives there too. For
 * people who may edit a source: its webhook address and secret, and a new secret.
 */
import { z } from 'zod';
import { API_BASE } from '../../resources/account/endpoints.ts';
import { resourceByName } from '../../resources/index.ts';
import { DELIVERY_HEADER, SIGNATURE_HEADER, shortWebhookPath, WEBHOOK_SOURCE_KINDS, webhookPath, type WebhookSourceKind } from '../../resources/workspace/webhook-sources.ts';
import { authOf } from '../auth/plugin.ts';
import { idParams } from '../crud/routes.ts';
import { notFound } from '../http/errors.ts';
import type { RouteModule, ZodApp } from '../http/zod-app.ts';
import type { AppContext } from '../context.ts';
import { KEPT_BODY_BYTES, receiveDelivery, recordTooLarge, type IngressOptions } from './ingress.ts';
import { revealSecret, rotateSecret } from './secrets.ts';
import { webhookSourceOf } from '../areas.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on ingress routes, so the size-limit hook knows whose delivery it refused. */
    webhookKind?: WebhookSourceKind;
  }
}

const ingressParams = z.object({
  team: z.coerce.number().int().positive().max(2_147_483_647),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

const ingressAnswer = z.looseObject({ delivery_id: z.string().optional(), duplicate: z.boolean().optional() });

const webhookInfo = z.object({
  url: z.string().describe('Where the sender POSTs deliveries.'),
  secret: z.string().describe('The HMAC-SHA256 key the sender signs with.'),
  rotated_at: z.string(),
  signature_header: z.string(),
  delivery_header: z.string(),
});

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const webhookRoutes: RouteModule = async (app, ctx) => {
  const options: IngressOptions = { db: ctx.database.db, keepBodyBytes: KEPT_BODY_BYTES };
  await app.register(async (scope) => ingressRoutes(scope as unknown as ZodApp, ctx, options));
  for (const kind of WEBHOOK_SOURCE_KINDS) secretRoutes(app, ctx, kind);
};

async function ingressRoutes(scope: ZodApp, ctx: AppContext, options: IngressOptions): Promise<void> {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  // A body over the limit never reaches the handler; log it against its source all the same.
  scope.addHook('onError', async (request, _reply, error) => {
    if ((error as { statusCode?: number }).statusCode !== 413) return;
    const kind = request.routeOptions.config.webhookKind;
    const params = ingressParams.safeParse(request.params);
    if (!kind || !params.success) return;
    await recordTooLarge(
      options,
      {
        kind,
        teamId: params.data.team,
        sourceId: params.data.id,
        contentType: request.headers['content-type'],
        deliveryHeader: header(request.headers[DELIVERY_HEADER.toLowerCase()]),
        remoteIp: request.ip,
        requestId: request.id,
        receivedAt: new Date(),
        started: performance.now(),
        declaredSize: Number(request.headers['content-length']) || 0,
      },
      `The body is larger than ${ctx.config.webhook.bodyLimitBytes} bytes; split the delivery.`,
    ).catch((e: unknown) => request.log.error({ err: e }, 'could not log an oversized webhook delivery'));
  });

  for (const kind of WEBHOOK_SOURCE_KINDS) {
    scope.post(
      webhookPath(kind),
      {
        bodyLimit: ctx.config.webhook.bodyLimitBytes,
        config: { auth: 'none', webhookKind: kind, rateLimit: { max: ctx.config.webhook.ratePerMinute, timeWindow: 60_000 } },
        schema: {
          tags: ['webhooks'],
          summary: `Receive a delivery for one of ${kind} (signed: ${SIGNATURE_HEADER}; optional ${DELIVERY_HEADER})`,
          security: [],
          params: ingressParams,
          response: { 200: ingressAnswer },
        },
      },
      async (request) => {
        const started = performance.now();
        return receiveDelivery(options, {
          kind,
          teamId: request.params.team,
          sourceId: request.params.id,
          raw: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          contentType: request.headers['content-type'],
          signature: header(request.headers[SIGNATURE_HEADER.toLowerCase()]),
          deliveryHeader: header(request.headers[DELIVERY_HEADER.toLowerCase()]),
          remoteIp: request.ip,
          requestId: request.id,
          receivedAt: new Date(),
          started,
        });
      },
    );
    const short = shortWebhookPath(kind);
    if (short) shortIngressRoute(scope, ctx, options, kind, short);
  }
}

/** The same delivery at an id-only address: the record's team is found from its id. */
function shortIngressRoute(scope: ZodApp, ctx: AppContext, options: IngressOptions, kind: WebhookSourceKind, path: string): void {
  const source = webhookSourceOf(kind);
  scope.post(
    path,
    {
      bodyLimit: ctx.config.webhook.bodyLimitBytes,
      config: { auth: 'none', rateLimit: { max: ctx.config.webhook.ratePerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['webhooks'],
        summary: `Receive a delivery for one of ${kind}, addressed by its id alone (signed: ${SIGNATURE_HEADER}; optional ${DELIVERY_HEADER})`,
        security: [],
        params: ingressParams.pick({ id: true }),
        response: { 200: ingressAnswer },
      },
    },
    async (request) => {
      const started = performance.now();
      const teamId = await source.teamOf?.(options.db, request.params.id);
      // Anyone may send to any URL: an unknown id is not logged, as on the team-scoped address.
      if (!teamId) throw notFound('No such webhook source.');
      return receiveDelivery(options, {
        kind,
        teamId,
        sourceId: request.params.id,
        raw: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        contentType: request.headers['content-type'],
        signature: header(request.headers[SIGNATURE_HEADER.toLowerCase()]),
        deliveryHeader: header(request.headers[DELIVERY_HEADER.toLowerCase()]),
        remoteIp: request.ip,
        requestId: request.id,
        receivedAt: new Date(),
        started,
      });
    },
  );
}

/** The address and secret of one source record, and their rotation: for those who may edit it. */
function secretRoutes(app: ZodApp, ctx: AppContext, kind: WebhookSourceKind): void {
  const resource = resourceByName(kind)!;
  const source = webhookSourceOf(kind);
  const config = { access: { resource: kind, action: 'edit' } };
  const answer = async (teamId: number, id: number, rotate: boolean) => {
    const record = await source.find(ctx.database.db, teamId, id);
    if (!record) throw notFound();
    const { secret, rotatedAt } = rotate ? await rotateSecret(ctx.database.db, source, record) : await revealSecret(ctx.database.db, source, record);
    return {
      url: `${ctx.config.appUrl}${API_BASE}${shortWebhookPath(kind, id) ?? webhookPath(kind, teamId, id)}`,
      secret,
      rotated_at: rotatedAt.toISOString(),
      signature_header: SIGNATURE_HEADER,
      delivery_header: DELIVERY_HEADER,
    };
  };
  const schema = (summary: string) => ({ tags: [kind], summary, params: idParams, response: { 200: webhookInfo } });

  app.get(`${resource.apiPath}/:id/webhook`, { config, schema: schema('The webhook address and secret of one record (the secret is made on first view)') }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return answer(authOf(request).team.id, request.params.id, false);
  });
  app.post(`${resource.apiPath}/:id/webhook/rotate`, { config, schema: schema('A new webhook secret; the old one stops working at once') }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return answer(authOf(request).team.id, request.params.id, true);
  });
}
