/**
 * Uploads of contacts (server/domains/audience/uploads/): a file in one multipart request, its
 * sample with a guessed mapping, the import as a job, and the import's error report as CSV.
 * The resumable way in (tus) is data-file-tus.ts; list, show, rename and delete are the generic routes.
 */
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { dataFileSample, importRequestSchema, readChoiceQuery } from '../../../resources/audience/data-file-import.ts';
import { dataFiles as dataFilesResource } from '../../../resources/audience/data-files.ts';
import { authOf } from '../../auth/plugin.ts';
import { apiRecordSchema, toRecord } from '../../crud/record.ts';
import { answeringProblems, findDataFile, problemAnswer } from '../../domains/audience/uploads/data-file-store.ts';
import { errorReport } from '../../domains/audience/uploads/error-report.ts';
import { startImport } from '../../domains/audience/uploads/import-service.ts';
import { storeUpload } from '../../domains/audience/uploads/store-upload.ts';
import { DATA_FILE_ID_HEADER } from '../../domains/audience/uploads/tus-uploads.ts';
import { sampleUpload } from '../../domains/audience/uploads/upload-service.ts';
import { invalid } from '../../http/errors.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const BASE = '/v1/audience/data-files';
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const dataFileRoutes: RouteModule = async (app, ctx) => {
  const record = apiRecordSchema(dataFilesResource);

  // Multipart only here, with its own size limit: the rest of the API keeps its small JSON bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: ctx.config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 1000, parts: 12 } });
    scope.post(
      `${BASE}/upload`,
      {
        config: { access: { resource: 'data-files', action: 'create' } },
        schema: {
          tags: ['data-files'],
          summary: 'Upload a CSV or XLSX file of contacts: multipart/form-data, one part named `file` (optional fields name, encoding, delimiter)',
          consumes: ['multipart/form-data'],
          response: { 201: record },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        if (!request.isMultipart()) throw invalid({ file: ['Send the file as multipart/form-data, in a part named "file".'] });
        const { row, problem } = await storeUpload(ctx, { teamId: auth.team.id, userId: auth.user.id }, request.parts(), ctx.config.uploadMaxBytes);
        reply.header(DATA_FILE_ID_HEADER, String(row.id));
        if (problem) throw problemAnswer(problem);
        return reply.status(201).send(toRecord(dataFilesResource, row));
      },
    );
  });

  app.get(
    `${BASE}/:id/sample`,
    {
      config: { access: { resource: 'data-files', action: 'show' } },
      schema: {
        tags: ['data-files'],
        summary: 'The first 20 rows of an upload with a guessed mapping of its columns; encoding and delimiter read it another way',
        params: idParams,
        querystring: readChoiceQuery,
        response: { 200: dataFileSample },
      },
    },
    async (request) => answeringProblems(() => sampleUpload(ctx, authOf(request).team.id, request.params.id, request.query)),
  );

  app.post(
    `${BASE}/:id/import`,
    {
      config: { access: { resource: 'data-files', action: 'edit' } },
      // Another team's upload is not found, whatever the body: the upload is looked for before the body is read.
      preValidation: async (request) => {
        const id = String((request.params as { id: unknown }).id);
        if (/^\d{1,10}$/.test(id)) await findDataFile(ctx.database.db, authOf(request).team.id, Number(id));
      },
      schema: {
        tags: ['data-files'],
        summary: 'Import an upload’s rows as contacts, as a job (progress on /v1/events); answers the upload, importing',
        params: idParams,
        body: importRequestSchema,
        response: { 202: record },
      },
    },
    async (request, reply) => {
      const row = await startImport(ctx, authOf(request), request.params.id, request.body);
      return reply.status(202).send(toRecord(dataFilesResource, row));
    },
  );

  app.get(
    `${BASE}/:id/errors`,
    {
      config: { access: { resource: 'data-files', action: 'show' } },
      schema: { tags: ['data-files'], summary: 'The rows an import could not take, as CSV: row, column, message, value', params: idParams, produces: ['text/csv'] },
    },
    async (request, reply) => {
      const file = await findDataFile(ctx.database.db, authOf(request).team.id, request.params.id);
      const name = `${file.name}-errors.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(errorReport(ctx.database.db, file.id));
    },
  );
};
