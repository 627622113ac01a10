/**
 * Builds the Fastify application: the API under /api/proxy/api, its OpenAPI document at
 * /api/docs, and the built front end on the same port.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE } from '../resources/account/endpoints.ts';
import { authPlugin } from './auth/plugin.ts';
import type { AppContext } from './context.ts';
import { registerErrorHandling } from './http/errors.ts';
import { afterReplySettled } from './http/after-reply.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { isAppRoute, registerStaticApp } from './http/static-app.ts';
import { routeModules } from './routes/index.ts';
import { areaRootRoutes } from './areas.ts';
import { registerLinkRedirect } from './routes/campaigns/link-redirect.ts';

export interface BuildOptions {
  logger?: boolean;
}

export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 100 ? req.headers['x-request-id'] : randomUUID()),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  ctx.outbound.setLog((entry) => app.log.info({ outbound: entry }, 'outbound call'));
  app.addHook('onClose', () => ctx.outbound.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);
  // Mails a route sends after answering go out before the database closes.
  app.addHook('onClose', async () => afterReplySettled(ctx));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers describe a signed-in caller's team: no browser cache or proxy may keep them.
    if (request.url.startsWith(API_BASE) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        // A call's recording plays from where its voice provider keeps it (Twilio, Telnyx, … over https).
        mediaSrc: ["'self'", 'https:'],
        frameSrc: ["'self'"],
        formAction: ["'self'"],
        // Self-hosted installations are often reached over plain http on a LAN address.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, { global: false });
  // Short links: before the API and the front end, as a request on a short-link domain is answered by its hook.
  await registerLinkRedirect(app, ctx);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Parley API', version: ctx.build, description: 'Every route of the Parley API. Authenticate with a bearer token: a sign-in session or a team API token.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, transformStaticCSP: (header) => header });

  await app.register(authPlugin, { db: ctx.database.db });
  await app.register(
    async (api) => {
      for (const mod of routeModules) await mod(api.withTypeProvider<ZodTypeProvider>(), ctx);
    },
    { prefix: API_BASE },
  );

  // Paths other products' clients call at the root (Kannel's sendsms): before the front end's catch-all.
  for (const mod of areaRootRoutes) await mod(app.withTypeProvider<ZodTypeProvider>(), ctx);

  const hasApp = await registerStaticApp(app, config.distDir);
  app.setNotFoundHandler((request, reply) => {
    if (hasApp && isAppRoute(request.method, request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
  return app;
}
