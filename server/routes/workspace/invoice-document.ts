/**
 * An invoice as a printable HTML page, opened through the signed link that the invoices' download
 * action answers (server/domains/workspace/invoice-link.ts). The link is the credential: no bearer token.
 */
import { z } from 'zod';
import { INVOICE_DOCUMENT_PATH, checkInvoiceLink } from '../../domains/workspace/invoice-link.ts';
import { invoiceDocument } from '../../domains/workspace/invoice-document.ts';
import { HttpError } from '../../http/errors.ts';
import type { RouteModule } from '../../http/zod-app.ts';

export const invoiceDocumentRoutes: RouteModule = (app, ctx) => {
  app.get(
    INVOICE_DOCUMENT_PATH,
    {
      config: { auth: 'none' },
      schema: {
        tags: ['invoices'],
        summary: 'An invoice as a printable page, through the signed link of the download action',
        security: [],
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        querystring: z.object({ team: z.coerce.number().int().positive(), expires: z.coerce.number().int().positive(), signature: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const check = checkInvoiceLink(ctx.appKey, id, request.query);
      if (check === 'expired') throw new HttpError(403, 'This invoice link has expired. Open the invoice again from Parley.');
      if (check === 'invalid') throw new HttpError(403, 'This invoice link is not valid.');
      const html = await invoiceDocument(ctx.database.db, request.query.team, id);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(html);
    },
  );
};
