/** Custom actions of the workspace area: integrations, notifications, invoices. */
import { and, eq } from 'drizzle-orm';
import { transition } from './transition.ts';
import { signInvoiceLink } from './invoice-link.ts';
import type { ActionHandlers } from './types.ts';
import { API_BASE } from '../../resources/account/endpoints.ts';

export const workspaceActions: ActionHandlers = {
  integrations: {
    async activate(ctx) {
      const row = await transition(ctx, { to: 'active' });
      return { id: row.id, status: row.status };
    },
    async disable(ctx) {
      const row = await transition(ctx, { to: 'disabled' });
      return { id: row.id, status: row.status };
    },
  },
  'team-notifications': {
    /** Reading twice is fine: the first read time stays. */
    async read({ record, caller, store }) {
      if (record.read) return { id: record.id, read: true };
      const row = await store.patch(record.id as number, { read: true, read_at: new Date() }, caller, eq(store.tableInfo.col('read'), false));
      return { id: record.id, read: row ? Boolean(row.read) : true };
    },
    async 'read-all'({ app, caller, store }) {
      const t = store.tableInfo;
      const updated = await app.database.db
        .update(t.table)
        .set({ read: true, read_at: new Date(), updated_at: new Date(), updated_by_id: caller.userId } as never)
        .where(and(eq(t.col('team_id'), caller.teamId), eq(t.col('read'), false)))
        .returning({ id: t.col('id') });
      store.changed();
      return { updated: updated.length };
    },
  },
  invoices: {
    /** The stored PDF when billing attached one, otherwise Parley's own printable document. */
    async download({ app, record, caller }) {
      if (record.pdf_url) return { url: String(record.pdf_url) };
      return { url: signInvoiceLink(app.appKey, `${app.config.appUrl}${API_BASE}`, record.id as number, caller.teamId) };
    },
  },
};
