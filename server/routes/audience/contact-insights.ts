/**
 * The contacts API beyond CRUD (resources/audience/contact-api.ts): tags in bulk and the team's
 * tags, the report and the dashboard, a contact's history. Services in server/domains/audience/.
 */
import { and, eq, inArray } from 'drizzle-orm';
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
import { authOf } from '../../auth/plugin.ts';
import { idParams } from '../../crud/routes.ts';
import { contacts } from '../../db/schema/index.ts';
import { contactsWhere } from '../../domains/audience/contact-filters.ts';
import { contactHistory } from '../../domains/audience/contact-history.ts';
import { contactDashboard, contactReport } from '../../domains/audience/contact-report.ts';
import { applyTagChange, TAGS_AT_ONCE, teamTags, tidyTags } from '../../domains/audience/contact-tags.ts';
import { MAX_PAGE } from '../../http/list-query.ts';
import type { RouteModule } from '../../http/zod-app.ts';
import { sql } from 'drizzle-orm';

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
      const auth = authOf(request);
      const teamId = auth.team.id;
      const change = { add: tidyTags(request.body.add), remove: tidyTags(request.body.remove) };
      const { ids, filter } = request.body;
      if (ids) {
        const where = and(eq(contacts.team_id, teamId), inArray(contacts.id, ids))!;
        const { changed } = await applyTagChange(db, teamId, where, change, auth.user.id);
        return reply.status(200).send({ changed, job_id: null });
      }
      const where = await contactsWhere(db, teamId, filter!);
      const counted = (await db.execute(sql`select count(*)::int as n from (select 1 from contacts where ${where} limit ${TAGS_AT_ONCE + 1}) s`)) as unknown as { rows: { n: number }[] };
      if (Number(counted.rows[0].n) <= TAGS_AT_ONCE) {
        const { changed } = await applyTagChange(db, teamId, where, change, auth.user.id);
        return reply.status(200).send({ changed, job_id: null });
      }
      const job = await ctx.jobs.enqueue('contact-tags', { query: filter, ...change }, { teamId, userId: auth.user.id, title: tagJobTitle(change) });
      return reply.status(202).send({ changed: null, job_id: job.id });
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

function tagJobTitle(change: { add: string[]; remove: string[] }): string {
  const parts = [change.add.length ? `add ${change.add.join(', ')}` : '', change.remove.length ? `remove ${change.remove.join(', ')}` : ''].filter(Boolean);
  return `Contact tags: ${parts.join('; ')}`.slice(0, 200);
}

