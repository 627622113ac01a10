/**
 * A team's files (exports): a signed link for the browser to open, and the download itself through
 * that link (a new tab carries no bearer token). The link lasts a quarter of an hour.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { API_BASE } from '../../resources/account/endpoints.ts';
import { authOf } from '../auth/plugin.ts';
import { files } from '../db/schema/index.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { checkLink, signLink } from '../http/signed-link.ts';
import type { RouteModule } from '../http/zod-app.ts';

const CONTENT_PATH = '/v1/files/:id/content';
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const fileRoutes: RouteModule = (app, ctx) => {
  const db = ctx.database.db;

  app.post(
    '/v1/files/:id/link',
    { schema: { tags: ['jobs'], summary: 'A signed download link to one of the team’s files (valid 15 minutes)', params: idParams, response: { 200: z.object({ url: z.string() }) } } },
    async (request) => {
      const auth = authOf(request);
      const [file] = await db.select({ id: files.id }).from(files).where(and(eq(files.id, request.params.id), eq(files.teamId, auth.team.id)));
      if (!file) throw notFound('No such file.');
      return { url: signLink(ctx.appKey, 'file', `${ctx.config.appUrl}${API_BASE}${CONTENT_PATH}`, file.id, auth.team.id) };
    },
  );

  app.get(
    CONTENT_PATH,
    {
      config: { auth: 'none' },
      schema: {
        tags: ['jobs'],
        summary: 'A file’s bytes, through the signed link of /v1/files/{id}/link',
        security: [],
        params: idParams,
        querystring: z.object({ team: z.coerce.number().int().positive(), expires: z.coerce.number().int().positive(), signature: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const check = checkLink(ctx.appKey, 'file', request.params.id, request.query);
      if (check === 'expired') throw new HttpError(403, 'This download link has expired. Open the job again in Parley for a new one.');
      if (check === 'invalid') throw new HttpError(403, 'This download link is not valid.');
      const [file] = await db.select().from(files).where(and(eq(files.id, request.params.id), eq(files.teamId, request.query.team)));
      if (!file || (await ctx.files.size(file.storageKey)) === null) throw new HttpError(404, 'This file is no longer kept. Export the list again.');
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.sizeBytes))
        .header('content-disposition', `attachment; filename="${asciiName(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('cache-control', 'private, no-store')
        .send(ctx.files.read(file.storageKey));
    },
  );
};

const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');
