/** Table of the `endpoints` resource (resources/hub/endpoints.ts): hub clients' SMPP/HTTP endpoints. */
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** An HTTP client's API key, as its SHA-256 (hex): the key itself is shown once, when made (docs/areas/hub.md#http-clients). */
    api_key_hash: text(),
    /** When the current API key was made; null while the endpoint has none. */
    api_key_set_at: timestamp({ withTimezone: true }),
    /** The HMAC-SHA256 key its JSON receipts are signed with, sealed (server/security/credentials.ts); made on first view. */
    signing_secret: text(),
    signing_secret_rotated_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('hub_endpoints_team_name_idx').on(t.team_id, t.name),
    index('hub_endpoints_company_idx').on(t.company_id),
    index('hub_endpoints_plan_idx').on(t.plan_id),
    uniqueIndex('hub_endpoints_system_id_key').on(t.system_id),
    // The JSON API finds the endpoint by its key alone.
    uniqueIndex('hub_endpoints_api_key_hash_key').on(t.api_key_hash),
  ],
);
