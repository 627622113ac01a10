/**
 * A team's files (exports): a signed link for the browser to open, and the download itself through
 * that link (a new tab carries no bearer token). The link lasts a quarter of an hour.
 */
import { z } from 'zod';
import { authOf } from '../auth/plugin.ts';
import { FILE_CONTENT_PATH, fileLink, openFile } from '../files/team-files.ts';
import { HttpError } from '../http/errors.ts';
import { checkLink } from '../http/signed-link.ts';
import type { RouteModule } from '../http/zod-app.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const fileRoutes: RouteModule = (app, ctx) => {
  app.post(
    '/v1/files/:id/link',
    { schema: { tags: ['jobs'], summary: 'A signed download link to one of the team’s files (valid 15 minutes)', params: idParams, response: { 200: z.object({ url: z.string() }) } } },
    async (request) => ({ url: await fileLink(ctx, authOf(request).team.id, request.params.id) }),
  );

  app.get(
    FILE_CONTENT_PATH,
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
      const { file, bytes } = await openFile(ctx, request.query.team, request.params.id);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.sizeBytes))
        .header('content-disposition', `attachment; filename="${asciiName(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};

const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');
