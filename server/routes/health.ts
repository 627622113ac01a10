import { z } from 'zod';
import { databaseHealth } from '../platform/health.ts';
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
      const database = await databaseHealth(ctx.database);
      return reply.status(database.status === 'up' ? 200 : 503).send({ status: database.status === 'up' ? 'ok' : 'degraded', build: ctx.build, database });
    },
  );
};
