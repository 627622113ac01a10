import { z } from 'zod';
import { ping } from '../db/client.ts';
import type { RouteModule } from '../http/zod-app.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  build: z.string(),
  database: z.object({ status: z.enum(['up', 'down']), driver: z.enum(['pglite', 'postgres']), latency_ms: z.number().nullable(), error: z.string().optional() }),
});

export const healthRoutes: RouteModule = (app, ctx) => {
  app.get(
    '/health',
    { config: { auth: 'none' }, schema: { tags: ['platform'], summary: 'Liveness and database state', security: [], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const { driver } = ctx.database;
      try {
        const latency = await ping(ctx.database.db);
        return { status: 'ok' as const, build: ctx.build, database: { status: 'up' as const, driver, latency_ms: latency } };
      } catch (error) {
        return reply.status(503).send({ status: 'degraded', build: ctx.build, database: { status: 'down', driver, latency_ms: null, error: (error as Error).message } });
      }
    },
  );
};
