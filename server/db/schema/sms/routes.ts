/** Table of the `routes` resource (resources/sms/routes.ts): SMS vendor connections. */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { BIND_TYPES, ROUTE_STATUSES } from '../../../../resources/sms/routes.ts';
import type { SMS_CURRENCIES, SMS_PROTOCOLS } from '../../../../resources/sms/shared.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const smsRoutes = pgTable(
  'sms_routes',
  {
    ...resourceColumns(),
    name: text().notNull(),
    vendor: text().notNull(),
    protocol: text().$type<(typeof SMS_PROTOCOLS)[number]>().notNull().default('smpp'),
    host: text().notNull(),
    port: integer(),
    system_id: text(),
    password: text(),
    bind_type: text().$type<(typeof BIND_TYPES)[number]>().notNull().default('transceiver'),
    throughput_per_second: integer().notNull().default(50),
    currency: text().$type<(typeof SMS_CURRENCIES)[number]>().notNull().default('EUR'),
    status: text().$type<(typeof ROUTE_STATUSES)[number]>().notNull().default('active'),
  },
  (t) => [
    index('sms_routes_team_name_idx').on(t.team_id, t.name),
    index('sms_routes_team_vendor_idx').on(t.team_id, t.vendor),
    index('sms_routes_team_status_idx').on(t.team_id, t.status),
  ],
);
