/** Table of the `routing-rules` resource (resources/sms/routing-rules.ts): owned by their plan. */
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { RouteTarget } from '../../../../resources/sms/routing-rules.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { segments } from '../audience/segments.ts';
import { routingPlans } from './routing-plans.ts';

export const routingRules = pgTable(
  'routing_rules',
  {
    ...resourceColumns(),
    plan_id: integer()
      .notNull()
      .references(() => routingPlans.id, { onDelete: 'cascade' }),
    priority: integer().notNull().default(100),
    network: text(),
    country: text(),
    sender_pattern: text(),
    segment_id: integer().references(() => segments.id, { onDelete: 'restrict' }),
    /** Route ids in failover order with their share in percent; the rule writer checks they are the team's. */
    targets: jsonb().$type<RouteTarget[]>().notNull().default([]),
    least_cost: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
  },
  (t) => [
    index('routing_rules_team_plan_priority_idx').on(t.team_id, t.plan_id, t.priority),
    index('routing_rules_team_country_idx').on(t.team_id, t.country),
    index('routing_rules_segment_idx').on(t.segment_id),
  ],
);
