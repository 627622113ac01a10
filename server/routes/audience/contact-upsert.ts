/** POST /v1/audience/contacts/upsert: write contacts by number (server/domains/audience/contact-upsert.ts). */
import { z } from 'zod';
import { contacts as contactsResource } from '../../../resources/audience/contacts.ts';
import { recordSchema } from '../../../resources/kit/index.ts';
import { authOf } from '../../auth/plugin.ts';
import { toRecord } from '../../crud/record.ts';
import { MAX_UPSERT_BATCH, upsertContactBatch, upsertOneContact } from '../../domains/audience/contact-upsert.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const text = z.union([z.string().max(1000), z.number()]).nullish();
const contactInput = z.object({
  phone: z.union([z.string().max(64), z.number()]).describe('The number in any notation: +971 50 123 4567, 00971501234567, Arabic-Indic digits, or national with the team’s default country.'),
  first_name: text,
  last_name: text,
  email: text,
  country: z.string().max(2).nullish().describe('Reads a national number in this country; the stored country is the number’s own.'),
  tags: z.union([z.array(z.string().max(40)).max(50), z.string().max(2100)]).nullish(),
  custom: z.record(z.string().max(40), z.unknown()).nullish(),
});
const batchInput = z.object({ contacts: z.array(contactInput).min(1).max(MAX_UPSERT_BATCH), tags: z.array(z.string().trim().min(1).max(40)).max(50).optional() });

export const contactUpsertRoutes: RouteModule = (app, ctx) => {
  const record = recordSchema(contactsResource).extend({ created_by_id: z.number().int().nullable(), updated_by_id: z.number().int().nullable() });
  app.post(
    '/v1/audience/contacts/upsert',
    {
      config: { access: { resource: 'contacts', action: 'create' } },
      schema: {
        tags: ['contacts'],
        summary: `Create or update contacts by number: one contact (201 new, 200 known), or {contacts: [...]} of up to ${MAX_UPSERT_BATCH}`,
        body: z.union([batchInput, contactInput]),
        response: {
          200: z.union([record, z.object({ created: z.number(), updated: z.number(), rejected: z.array(z.object({ index: z.number(), field: z.string(), message: z.string(), value: z.string().nullable() })), contacts: z.array(z.object({ id: z.number(), phone: z.string() })) })]),
          201: record,
        },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const caller = { teamId: auth.team.id, userId: auth.user.id };
      const body = request.body;
      if ('contacts' in body) return reply.status(200).send(await upsertContactBatch(ctx.database.db, caller, body.contacts, body.tags));
      const { created, row } = await upsertOneContact(ctx.database.db, caller, body);
      return reply.status(created ? 201 : 200).send(toRecord(contactsResource, row as Record<string, unknown>));
    },
  );
};
