import { z } from '../validation.ts';
import { defineResource, field, nameField, selectField } from '../kit/index.ts';

export const PLAN_STRATEGIES = ['priority', 'lcr', 'weighted'] as const;

/** A routing plan: the ordered rules that choose a route per country, network and sender. */
export const routingPlans = defineResource({
  name: 'routing-plans',
  apiPath: '/v1/sms/routing/plans',
  routes: { list: '/sms/routing/plans', views: [{ path: '/hub/routing/plans' }] },
  scope: 'team',
  // Routing and vendor prices move live traffic and margins at once: admins change them.
  access: { read: 'viewer', write: 'admin' },
  icon: 'branches',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: nameField(),
    description: field({ schema: z.string().max(2000).optional(), kind: 'textarea', list: 'hidden', search: true }),
    strategy: selectField(PLAN_STRATEGIES, { initial: 'priority' }),
    active: field({ schema: z.boolean().default(true), kind: 'switch', list: true, filter: ['eq'] }),
    // The plan a team's messages follow when no other is named; making one default unsets the previous one.
    is_default: field({ schema: z.boolean().default(false), kind: 'switch', list: true, filter: ['eq'] }),
    default_route_id: field({
      schema: z.number().int().positive().optional(),
      kind: 'reference',
      reference: { resource: 'routes', label: 'name' },
      list: true,
      filter: ['eq', 'in'],
    }),
  },
});
