/**
 * The contacts API beyond CRUD (resources/audience/contact-api.ts): tags in bulk and the team's
 * tags, the report and the dashboard, a contact's history. Services in server/domains/audience/.
 */
import {
  CONTACTS_API,
  contactDashboardAnswer,
  contactDashboardQuery,
  contactListQuery,
  contactReportAnswer,
  historyAnswer,
  historyQuery,
  tagChangeAnswer,
  tagChangeBody,
  teamTagsAnswer,
} from '../../../resources/audience/contact-api.ts';
import { authOf, callerOf } from '../../auth/plugin.ts';
import { idParams } from '../../crud/routes.ts';
import { contactsWhere } from '../../domains/audience/contact-filters.ts';
import { contactHistory } from '../../domains/audience/contact-history.ts';
import { contactDashboard, contactReport } from '../../domains/audience/contact-report.ts';
import { TAGS_AT_ONCE, teamTags } from '../../domains/audience/contact-tags.ts';
import { changeTags } from '../../domains/audience/tag-request.ts';
import { MAX_PAGE } from '../../http/list-query.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const read = { access: { resource: 'contacts', action: 'list' } } as const;

export const contactInsightRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;

  app.get(`${CONTACTS_API}/tags`, { config: read, schema: { tags: ['contacts'], summary: 'The team’s tags with how many contacts carry each, most used first', response: { 200: teamTagsAnswer } } }, async (request) =>
    teamTags(db, authOf(request).team.id),
  );

  app.post(
    `${CONTACTS_API}/tags`,
    {
      config: { access: { resource: 'contacts', action: 'edit' } },
      schema: {
        tags: ['contacts'],
        summary: `Add and remove tags on contacts: {ids} (at most ${TAGS_AT_ONCE}, at once) or {filter} (the list’s query; at once up to ${TAGS_AT_ONCE} contacts, else a job: 202 with job_id)`,
        body: tagChangeBody,
        response: { 200: tagChangeAnswer, 202: tagChangeAnswer },
      },
    },
    async (request, reply) => {
      const done = await changeTags(ctx, callerOf(request), request.body);
      return reply.status(done.job_id === null ? 200 : 202).send(done);
    },
  );

  app.get(
    `${CONTACTS_API}/report`,
    { config: read, schema: { tags: ['contacts'], summary: 'Contacts counted by country, network, source, validity, status and number type; takes the list’s filters', querystring: contactListQuery, response: { 200: contactReportAnswer } } },
    async (request) => contactReport(db, await contactsWhere(db, authOf(request).team.id, request.query)),
  );

  app.get(
    `${CONTACTS_API}/dashboard`,
    { config: read, schema: { tags: ['contacts'], summary: 'Contact totals, opted out, added this week and growth over the last days by day or week (UTC)', querystring: contactDashboardQuery, response: { 200: contactDashboardAnswer } } },
    async (request) => contactDashboard(db, authOf(request).team.id, request.query),
  );

  app.get(
    `${CONTACTS_API}/:id/history`,
    {
      config: { access: { resource: 'contacts', action: 'show' } },
      schema: { tags: ['contacts'], summary: 'A contact’s history, newest first: changes, imports, feeds, messages, calls (paged by _start/_end; total in x-total-count)', params: idParams, querystring: historyQuery, response: { 200: historyAnswer } },
    },
    async (request, reply) => {
      const { _start, _end } = request.query;
      const limit = Math.min(Math.max((_end ?? _start + 20) - _start, 0), MAX_PAGE);
      const { entries, total } = await contactHistory(db, authOf(request).team.id, request.params.id, { offset: _start, limit });
      reply.header('x-total-count', String(total)).header('access-control-expose-headers', 'x-total-count');
      return entries;
    },
  );
};
