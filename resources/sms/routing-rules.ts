import { z } from '../validation.ts';
import { defineResource, field, referenceField } from '../kit/index.ts';
import { countryCode } from './shared.ts';

/** At most this many routes per rule: a split plus its failovers. */
export const MAX_RULE_TARGETS = 10;

/**
 * The routes of a rule, in failover order, each with its share of the traffic in percent. Shares
 * add up to 100; a route with 0 % takes no traffic of its own and is only tried when the others fail.
 */
export const routeTargets = z
  .array(z.object({ route_id: z.number().int().positive(), percent: z.number().int().min(0).max(100) }))
  .refine((targets) => targets.length <= MAX_RULE_TARGETS, `At most ${MAX_RULE_TARGETS} routes per rule.`)
  .refine((targets) => new Set(targets.map((t) => t.route_id)).size === targets.length, 'Each route may appear once.')
  .refine((targets) => !targets.length || targets.reduce((sum, t) => sum + t.percent, 0) === 100, 'The shares must add up to 100 %.');

export type RouteTarget = z.infer<typeof routeTargets>[number];

/**
 * One rule of a routing plan: messages matching country, network, sender and segment go to its
 * routes (a percentage split, then the others in failover order) or to the least-cost route. The
 * lowest priority number is tried first; the first rule that matches decides.
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
    // A network's MCC+MNC (26201) or its name as the number's facts give it (Telekom).
    network: field({ schema: z.string().trim().min(1).max(60).optional(), kind: 'text', list: true, sortable: true, search: true, filter: ['eq', 'like'] }),
    country: field({ schema: countryCode.optional(), kind: 'text', list: true, sortable: true, search: true, filter: ['eq', 'in'] }),
    // A regular expression the sender must match (^[A-Za-z]{3,11}$ for alphanumeric senders).
    sender_pattern: field({ schema: z.string().trim().max(120).optional(), kind: 'text', list: true, search: true }),
    segment_id: field({ schema: z.number().int().positive().optional(), kind: 'reference', reference: { resource: 'segments', label: 'name' }, list: true, filter: ['eq', 'in'] }),
    targets: field({ schema: routeTargets.default([]), kind: 'route-targets', list: true }),
    least_cost: field({ schema: z.boolean().default(false), kind: 'switch', list: true, filter: ['eq'] }),
    active: field({ schema: z.boolean().default(true), kind: 'switch', list: true, filter: ['eq'] }),
  },
});
