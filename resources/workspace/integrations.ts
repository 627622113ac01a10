import { z } from '../validation.ts';
import { defineResource, field, nameField, selectField } from '../kit/index.ts';
import { jsonPayload } from './shared.ts';

/** CRMs, lead platforms and plain webhooks a team connects; labels are `integrations.enums.vendor.<key>`. */
export const INTEGRATION_VENDORS = ['hubspot', 'salesforce', 'pipedrive', 'zoho_crm', 'leadbyte', 'zapier', 'google_sheets', 'webhook'] as const;
export const INTEGRATION_STATUSES = ['active', 'disabled'] as const;

const statusAnswer = z.object({ id: z.number().int(), status: z.enum(INTEGRATION_STATUSES) });

/** A connection to an outside system that receives leads, call outcomes and contacts (or sends them in). */
export const integrations = defineResource({
  name: 'integrations',
  apiPath: '/v1/integrations',
  routes: { list: '/integrations', create: '/integrations/create', show: '/integrations/:id', edit: '/integrations/:id/edit' },
  scope: 'team',
  access: { read: 'viewer', write: 'admin' },
  icon: 'api',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: nameField(),
    vendor: selectField(INTEGRATION_VENDORS),
    /** Moved by the activate and disable actions. */
    status: selectField(INTEGRATION_STATUSES, { initial: 'active', readOnly: true }),
    /** Where events are posted (webhooks, Zapier catch hooks) or the vendor's API base. */
    endpoint_url: field({ schema: z.url().max(2000).optional(), kind: 'url', list: 'hidden', search: true }),
    api_key: field({ schema: z.string().trim().max(500).optional(), kind: 'text', secret: true, list: false }),
    /** Vendor settings: field mapping, pipeline, owner, events sent. */
    config: field({ schema: jsonPayload().optional(), kind: 'json' }),
    description: field({ schema: z.string().max(2000).optional(), kind: 'textarea', list: 'hidden', search: true }),
    requests_count: field({ schema: z.number().int().min(0).default(0), kind: 'number', readOnly: true, list: true, sortable: true, filter: ['range'] }),
    last_request_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, list: true, sortable: true }),
  },
  actions: [
    { name: 'activate', scope: 'item', method: 'POST', when: { status: ['disabled'] }, output: statusAnswer, icon: 'play' },
    { name: 'disable', scope: 'item', method: 'POST', when: { status: ['active'] }, output: statusAnswer, destructive: true, icon: 'stop' },
  ],
});
