/**
 * The segment builder's routes beside the generic segment CRUD (server/domains/audience/segment-*):
 * the fields a rule may use, a preview while the rules are edited, a segment's summary and members,
 * and its frozen list for a send (build, progress, reset-progress). Saving a segment checks its
 * rules against the team's fields too, with the same 422 naming the bad rule.
 */
import { z } from 'zod';
import { builderFieldsSchema, previewRequestSchema, SEGMENTS_API, segmentProgressSchema, segmentSummarySchema } from '../../../resources/audience/segment-rules.ts';
import { contacts as contactsResource } from '../../../resources/audience/contacts.ts';
import { authOf } from '../../auth/plugin.ts';
import { apiRecordSchema, toRecord } from '../../crud/record.ts';
import { idParams } from '../../crud/routes.ts';
import { progressOf, resetBuild, startBuild } from '../../domains/audience/segment-build.ts';
import { builderFields, segmentCatalogue } from '../../domains/audience/segment-fields.ts';
import { countWhere, pageWhere, previewRules, segmentOf, segmentWhere, summaryWhere } from '../../domains/audience/segment-members.ts';
import { checkSegmentRules } from '../../domains/audience/segment-rules.ts';
import { pageOf, pageQuery } from '../../http/list-query.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const tags = ['segments'];
const contactRecord = apiRecordSchema(contactsResource);
const read = (action: 'list' | 'show') => ({ access: { resource: 'segments' as const, action } });

export const segmentRoutes: RouteModule = (app, ctx) => {
  const db = ctx.database.db;
  const teamOf = (request: Parameters<typeof authOf>[0]) => authOf(request).team.id;

  // A saved segment's rules name only fields and operators the team has (structure is the schema's).
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config?.bodyOf !== 'segments') return;
    const body = request.body as { rules?: unknown } | undefined;
    if (body?.rules === undefined) return;
    checkSegmentRules(body.rules, await segmentCatalogue(db, teamOf(request)));
  });

  app.get(
    `${SEGMENTS_API}/fields`,
    {
      config: read('list'),
      schema: { tags, summary: 'The fields, operators and values a segment rule may use, the team’s custom fields included', response: { 200: builderFieldsSchema } },
    },
    async (request) => ({ fields: await builderFields(db, teamOf(request)) }),
  );

  app.post(
    `${SEGMENTS_API}/preview`,
    {
      config: read('list'),
      schema: {
        tags,
        summary: 'How many contacts the rules select, and the first 20 of them (a bad rule: 422 naming it by its path)',
        body: previewRequestSchema,
        response: { 200: z.object({ count: z.number().int(), contacts: z.array(contactRecord) }) },
      },
    },
    async (request) => {
      const { count, contacts } = await previewRules(db, teamOf(request), request.body.rules);
      return { count, contacts: contacts.map((c) => toRecord(contactsResource, c)) };
    },
  );

  app.get(
    `${SEGMENTS_API}/:id/summary`,
    { config: read('show'), schema: { tags, summary: 'A segment’s members now: how many, by country, network and status', params: idParams, response: { 200: segmentSummarySchema } } },
    async (request) => {
      const segment = await segmentOf(db, teamOf(request), request.params.id);
      return summaryWhere(db, await segmentWhere(db, segment));
    },
  );

  app.get(
    `${SEGMENTS_API}/:id/contacts`,
    {
      config: read('show'),
      schema: {
        tags,
        summary: 'A page of the segment’s members now, in id order (json-server `_start`/`_end`; total in x-total-count)',
        params: idParams,
        querystring: pageQuery,
        response: { 200: z.array(contactRecord) },
      },
    },
    async (request, reply) => {
      const segment = await segmentOf(db, teamOf(request), request.params.id);
      const where = await segmentWhere(db, segment);
      const { offset, limit } = pageOf(request.query);
      const [rows, total] = await Promise.all([pageWhere(db, where, offset, limit), countWhere(db, where)]);
      reply.header('x-total-count', String(total)).header('access-control-expose-headers', 'x-total-count');
      return rows.map((c) => toRecord(contactsResource, c));
    },
  );

  app.get(
    `${SEGMENTS_API}/:id/progress`,
    { config: read('show'), schema: { tags, summary: 'The segment’s frozen list for a send: idle, building (done of total) or built', params: idParams, response: { 200: segmentProgressSchema } } },
    async (request) => progressOf(await segmentOf(db, teamOf(request), request.params.id)),
  );

  app.post(
    `${SEGMENTS_API}/:id/build`,
    {
      config: { access: { resource: 'segments', action: 'edit' } },
      schema: {
        tags,
        summary: 'Freeze the segment’s members now as its list for a send, as a job (progress at …/progress)',
        params: idParams,
        response: { 202: segmentProgressSchema.extend({ job_id: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { progress, job_id } = await startBuild(ctx, { teamId: auth.team.id, userId: auth.user.id }, request.params.id);
      return reply.status(202).send({ ...progress, job_id });
    },
  );

  app.post(
    `${SEGMENTS_API}/:id/reset-progress`,
    {
      config: { access: { resource: 'segments', action: 'edit' } },
      schema: { tags, summary: 'Clear the segment’s frozen list (a build in progress stops)', params: idParams, response: { 200: segmentProgressSchema } },
    },
    async (request) => resetBuild(db, teamOf(request), request.params.id),
  );
};
