/**
 * /v1/audience/data-files/tus: resumable uploads by the tus protocol (creation, HEAD, PATCH of
 * chunks, DELETE), handed to @tus/server with the raw Node request. Authenticated like every API
 * route; the request body is left unread for tus (an encapsulated content-type parser), and the
 * reply is hijacked so tus writes it. The last PATCH, and a HEAD of a finished upload, carry the
 * data file's id in Parley-Data-File-Id.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '../../../resources/account/endpoints.ts';
import { authOf } from '../../auth/plugin.ts';
import { DATA_FILE_ID_HEADER, dataFileOfUpload, ownsUpload, rememberCaller, tusServer } from '../../domains/audience/uploads/tus-uploads.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const TUS_PATH = '/v1/audience/data-files/tus';

export const dataFileTusRoutes: RouteModule = async (app, ctx) => {
  const tus = tusServer(ctx, API_BASE + TUS_PATH);
  // Unfinished uploads past their time are removed every hour (a finished one is the data file's).
  const sweep = setInterval(() => void tus.cleanUpExpiredUploads().catch((e: unknown) => console.error(`[parley] sweeping unfinished uploads: ${(e as Error).message}`)), 3_600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const auth = authOf(request);
      rememberCaller(request.raw, { teamId: auth.team.id, userId: auth.user.id });
      const uploadId = (request.params as { upload?: string }).upload;
      // A client taking up an upload again learns the data file it already became.
      if (request.method === 'HEAD' && uploadId && ownsUpload(auth.team.id, uploadId)) {
        const fileId = await dataFileOfUpload(ctx, auth.team.id, uploadId);
        if (fileId) reply.raw.setHeader(DATA_FILE_ID_HEADER, String(fileId));
      }
      reply.raw.setHeader('cache-control', 'no-store');
      reply.raw.setHeader('x-request-id', request.id);
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };
    const config = { access: { resource: 'data-files' as const, action: 'create' } };
    const schema = { tags: ['data-files'], summary: 'Resumable upload of a contacts file by the tus protocol (metadata: filename, name, encoding, delimiter)' };
    scope.route({ method: ['POST', 'OPTIONS'], url: TUS_PATH, config, schema, handler });
    scope.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${TUS_PATH}/:upload`, config, schema: { ...schema, hide: true }, handler });
  });
};
