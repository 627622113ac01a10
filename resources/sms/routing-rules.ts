import { z } from '../validation.ts';
import { defineResource, field, referenceField } from '../kit/index.ts';
import { countryCode } from './shared.ts';

/**
 * One rule of a routing plan: messages matching country, network and sender go to a route; the
 * lowest priority number is tried first, weight splits traffic between rules of equal priority.
 * Shown per plan at /sms/routing/plans/:id/rules (no list route of its own).
 */
export const routingRules = defineResource({
  name: 'routing-rules',
  apiPath: '/v1/sms/routing/rules',
  routes: { views: [{ path: '/sms/routing/plans/:id/rules', idFilter: 'plan_id' }, { path: '/hub/routing/plans/:id/rules', idFilter: 'plan_id' }] },
  scope: 'team',
  // Routing and vendor prices move live traffic and margins at once: admins change them.
  access: { read: 'viewer', write: 'admin' },
  icon: 'branches',
  titleField: 'network',
  defaultSort: { field: 'priority', order: 'asc' },
  fields: {
    plan_id: referenceField('routing-plans', 'name'),
    priority: field({ schema: z.number().int().min(0).max(10_000).default(100), kind: 'number', list: true, sortable: true, filter: ['range'] }),
    network: field({ schema: z.string().trim().min(1).max(60).optional(), kind: 'text', list: true, sortable: true, search: true, filter: ['eq', 'like'] }),
    country: field({ schema: countryCode.optional(), kind: 'text', list: true, sortable: true, search: true, filter: ['eq', 'in'] }),
    sender_pattern: field({ schema: z.string().trim().max(120).optional(), kind: 'text', list: true, search: true }),
    route_id: referenceField('routes', 'name'),
    weight: field({ schema: z.number().int().min(0).max(100).default(100), kind: 'number', list: true, sortable: true, filter: ['range'] }),
    active: field({ schema: z.boolean().default(true), kind: 'switch', list: true, filter: ['eq'] }),
  },
});
