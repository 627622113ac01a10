/** The workspace area: jobs, integrations, billing, domains and short links, notifications, webhook deliveries. */
import { workspaceActions } from './actions.ts';
import { invoiceDocumentRoutes } from '../../routes/workspace/invoice-document.ts';
import { auditLog, domainAccounts, domains, integrationBillings, integrationRequests, integrations, invoices, jobs, notifications, shortLinks, topUps, webhookDeliveries } from '../../db/schema/index.ts';
import { defineArea } from '../area.ts';
import { auditLogListExtension } from './audit/list-extension.ts';

export const workspaceArea = defineArea({
  name: 'workspace',
  tables: {
    integrations,
    'integration-requests': integrationRequests,
    'integration-billings': integrationBillings,
    'team-notifications': notifications,
    invoices,
    'top-ups': topUps,
    domains,
    'domain-accounts': domainAccounts,
    'short-links': shortLinks,
    jobs,
    'webhook-deliveries': webhookDeliveries,
    'audit-log': auditLog,
  },
  listExtensions: { 'audit-log': auditLogListExtension },
  actions: workspaceActions,
  routes: [invoiceDocumentRoutes],
});
