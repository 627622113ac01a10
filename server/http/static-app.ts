/** Serves the built front end from dist/ on the API's port, with the SPA's index.html as fallback. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerStaticApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    // Files are looked up per request, so a rebuilt dist/ is served without a restart.
    wildcard: true,
    index: 'index.html',
    // The build writes .br and .gz beside each asset (scripts/vite-precompress.ts).
    preCompressed: true,
    setHeaders(res, file) {
      // Hashed assets never change; everything else (index.html, build.json) is checked every time.
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

export function isAppRoute(method: string, url: string): boolean {
  return method === 'GET' && !url.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.split('?')[0]);
}
