/** Table of the `routing-plans` resource (resources/sms/routing-plans.ts). */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PLAN_STRATEGIES } from '../../../../resources/sms/routing-plans.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { smsRoutes } from './routes.ts';

export const routingPlans = pgTable(
  'routing_plans',
  {
    ...resourceColumns(),
    name: text().notNull(),
    description: text(),
    strategy: text().$type<(typeof PLAN_STRATEGIES)[number]>().notNull().default('priority'),
    active: boolean().notNull().default(true),
    is_default: boolean().notNull().default(false),
    default_route_id: integer().references(() => smsRoutes.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('routing_plans_team_name_idx').on(t.team_id, t.name),
    index('routing_plans_default_route_idx').on(t.default_route_id),
    // One default plan per team (server/domains/sms/routing/default-plan.ts unsets the previous one).
    uniqueIndex('routing_plans_team_default_key').on(t.team_id).where(sql`${t.is_default}`),
  ],
);
