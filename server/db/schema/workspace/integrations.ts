/** Table of the `integrations` resource (resources/workspace/integrations.ts). */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { INTEGRATION_STATUSES, INTEGRATION_VENDORS } from '../../../../resources/workspace/integrations.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const integrations = pgTable(
  'integrations',
  {
    ...resourceColumns(),
    name: text().notNull(),
    vendor: text().$type<(typeof INTEGRATION_VENDORS)[number]>().notNull(),
    status: text().$type<(typeof INTEGRATION_STATUSES)[number]>().notNull().default('active'),
    endpoint_url: text(),
    api_key: text(),
    config: jsonb().$type<Record<string, unknown>>(),
    description: text(),
    requests_count: integer().notNull().default(0),
    last_request_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One name per team: a duplicate answers 422 on `name`.
    uniqueIndex('integrations_team_name_key').on(t.team_id, t.name),
    index('integrations_team_vendor_idx').on(t.team_id, t.vendor),
  ],
);
