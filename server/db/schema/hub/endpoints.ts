/** Table of the `endpoints` resource (resources/hub/endpoints.ts): hub clients' SMPP/HTTP endpoints. */
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ENDPOINT_STATUSES } from '../../../../resources/hub/endpoints.ts';
import type { SMS_CURRENCIES, SMS_PROTOCOLS } from '../../../../resources/sms/shared.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { routingPlans } from '../sms/routing-plans.ts';
import { companies } from './companies.ts';

export const hubEndpoints = pgTable(
  'hub_endpoints',
  {
    ...resourceColumns(),
    name: text().notNull(),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    protocol: text().$type<(typeof SMS_PROTOCOLS)[number]>().notNull().default('smpp'),
    /** Unique across the installation: Parley's SMPP server finds the endpoint by it alone. */
    system_id: text(),
    /** The bind password, sealed (server/security/credentials.ts). */
    password: text(),
    allowed_ips: jsonb().$type<string[]>(),
    max_binds: integer().notNull().default(2),
    /** Parts per second across every bind, in every process. */
    tps: integer().notNull().default(100),
    window: integer().notNull().default(10),
    plan_id: integer().references(() => routingPlans.id, { onDelete: 'restrict' }),
    currency: text().$type<(typeof SMS_CURRENCIES)[number]>().notNull().default('EUR'),
    /** Millionths of `currency`: how far below zero the company's balance may go for this endpoint's traffic. */
    credit_limit: bigint({ mode: 'number' }).notNull().default(0),
    status: text().$type<(typeof ENDPOINT_STATUSES)[number]>().notNull().default('active'),
    refuse_negative_margin: boolean().notNull().default(true),
  },
  (t) => [
    index('hub_endpoints_team_name_idx').on(t.team_id, t.name),
    index('hub_endpoints_company_idx').on(t.company_id),
    index('hub_endpoints_plan_idx').on(t.plan_id),
    uniqueIndex('hub_endpoints_system_id_key').on(t.system_id),
  ],
);
