/** Table of the `routing-rules` resource (resources/sms/routing-rules.ts): owned by their plan. */
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../resource-columns.ts';
import { smsRoutes } from './routes.ts';
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
    route_id: integer()
      .notNull()
      .references(() => smsRoutes.id, { onDelete: 'restrict' }),
    weight: integer().notNull().default(100),
    active: boolean().notNull().default(true),
  },
  (t) => [
    index('routing_rules_team_plan_priority_idx').on(t.team_id, t.plan_id, t.priority),
    index('routing_rules_route_idx').on(t.route_id),
    index('routing_rules_team_country_idx').on(t.team_id, t.country),
  ],
);
