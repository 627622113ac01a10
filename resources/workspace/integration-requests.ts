import { z } from '../validation.ts';
import { defineResource, field, referenceField, selectField } from '../kit/index.ts';
import { jsonPayload } from './shared.ts';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const REQUEST_DIRECTIONS = ['outbound', 'inbound'] as const;

/**
 * The request log of an integration: every call Parley made to the vendor (outbound) or received
 * from it (inbound). Written by the integration runner; only an owner may correct or import rows.
 * Listed for every integration at /integrations/requests and per integration at
 * /integrations/:id/requests.
 */
export const integrationRequests = defineResource({
  name: 'integration-requests',
  apiPath: '/v1/integrations/requests',
  routes: { list: '/integrations/requests', views: [{ path: '/integrations/:id/requests', idFilter: 'integration_id' }] },
  scope: 'team',
  writtenBy: 'system',
  access: { read: 'viewer', write: 'owner' },
  icon: 'logs',
  titleField: 'url',
  defaultSort: { field: 'requested_at', order: 'desc' },
  fields: {
    integration_id: referenceField('integrations', 'name'),
    direction: selectField(REQUEST_DIRECTIONS, { initial: 'outbound', sortable: false }),
    method: selectField(HTTP_METHODS, { sortable: false }),
    url: field({ schema: z.url().max(2000), kind: 'url', list: true, search: true, filter: ['like'] }),
    /** 0 when no answer came (timeout, refused connection). */
    status_code: field({ schema: z.number().int().min(0).max(599).optional(), kind: 'number', list: true, sortable: true, filter: ['eq', 'range'] }),
    duration_ms: field({ schema: z.number().int().min(0).max(600_000).default(0), kind: 'number', list: true, sortable: true, filter: ['range'] }),
    error_message: field({ schema: z.string().trim().max(1000).optional(), kind: 'text', list: 'hidden', search: true, filter: ['like'] }),
    request_body: field({ schema: jsonPayload().optional(), kind: 'json' }),
    response_body: field({ schema: jsonPayload().optional(), kind: 'json' }),
    requested_at: field({ schema: z.iso.datetime({ offset: true }), kind: 'datetime', list: true, sortable: true, filter: ['range'] }),
  },
});
