import { z } from 'zod';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { mailSchema } from '../../../resources/account/schemas.ts';
import { pageOf, pageQuery } from '../../http/list-query.ts';
import type { RouteModule } from '../../http/zod-app.ts';
import { listOutbox } from '../../mail/outbox.ts';

export const mailOutboxRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;
  app.get(
    endpoints.mailOutbox,
    {
      config: { access: { resource: 'mail-outbox', action: 'list' } },
      schema: { tags: ['management'], summary: 'Mails kept in the outbox, newest first (total in x-total-count)', querystring: pageQuery, response: { 200: z.array(mailSchema) } },
    },
    async (request, reply) => {
      const { rows, total } = await listOutbox(db, pageOf(request.query));
      reply.header('x-total-count', String(total)).header('access-control-expose-headers', 'x-total-count');
      return rows.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        ...(m.attachments?.length && { attachments: m.attachments.map((a) => ({ filename: a.filename, content_type: a.content_type, size: Buffer.from(a.content_base64, 'base64').length })) }),
        created_at: m.createdAt.toISOString(),
      }));
    },
  );
};
