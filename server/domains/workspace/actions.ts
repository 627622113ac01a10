/** Custom actions of the workspace area: integrations, notifications, invoices, jobs. */
import { API_BASE } from '../../../resources/account/endpoints.ts';
import { transition } from '../../crud/transition.ts';
import { markAllRead, markRead } from './notifications.ts';
import { conflict } from '../../http/errors.ts';
import { signInvoiceLink } from './invoice-link.ts';
import type { ActionHandlers } from '../../actions/types.ts';

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
    async read({ app, record, caller }) {
      return { id: record.id, read: await markRead(app.database.db, caller, record.id as number) };
    },
    async 'read-all'({ app, caller }) {
      return { updated: await markAllRead(app.database.db, caller) };
    },
  },
  invoices: {
    /** The stored PDF when billing attached one, otherwise Parley's own printable document. */
    async download({ app, record, caller }) {
      if (record.pdf_url) return { url: String(record.pdf_url) };
      return { url: signInvoiceLink(app.appKey, `${app.config.appUrl}${API_BASE}`, record.id as number, caller.teamId) };
    },
  },
  jobs: {
    async retry({ app, record, caller }) {
      const row = await app.jobs.retry(record.id as number, caller.teamId, caller.userId);
      if (!row) throw conflict('This job is not failed or cancelled any more. Reload to see where it is.');
      return { id: row.id, status: row.status };
    },
    async cancel({ app, record, caller }) {
      const row = await app.jobs.cancel(record.id as number, caller.teamId, caller.userId);
      if (!row) throw conflict('This job has already finished. Reload to see its result.');
      return { id: row.id, status: row.status };
    },
  },
};
