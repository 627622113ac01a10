/**
 * Contacts changed in bulk beside tags (resources/audience/contact-api.ts): into or out of a
 * segment by hand, and onto the do-not-contact list. Services in server/domains/audience/contact-bulk.ts.
 */
import { bulkChangeAnswer, bulkOptOutBody, CONTACTS_API, segmentMembersBody } from '../../../resources/audience/contact-api.ts';
import { authOf } from '../../auth/plugin.ts';
import { changeSegmentMembers, optOutContacts } from '../../domains/audience/contact-bulk.ts';
import { pickedContactsWhere as pickedWhere } from '../../domains/audience/contact-filters.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const edit = { access: { resource: 'contacts', action: 'edit' } } as const;

export const contactBulkRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;

  app.post(
    `${CONTACTS_API}/segment`,
    { config: edit, schema: { tags: ['contacts'], summary: 'Put contacts in a segment by hand ({segment_id, ids} or {segment_id, filter}), or take them out (remove: true)', body: segmentMembersBody, response: { 200: bulkChangeAnswer } } },
    async (request) => {
      const teamId = authOf(request).team.id;
      return { changed: await changeSegmentMembers(db, teamId, await pickedWhere(db, teamId, request.body), request.body.segment_id, request.body.remove) };
    },
  );

  app.post(
    `${CONTACTS_API}/opt-out`,
    { config: edit, schema: { tags: ['contacts'], summary: 'Put contacts’ numbers on the do-not-contact list: {ids} or {filter}, with a reason', body: bulkOptOutBody, response: { 200: bulkChangeAnswer } } },
    async (request) => {
      const auth = authOf(request);
      return { changed: await optOutContacts(db, auth.team.id, await pickedWhere(db, auth.team.id, request.body), auth.user.id, request.body.reason || null) };
    },
  );
};
