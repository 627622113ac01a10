/** Table of the `integration-requests` resource (resources/workspace/integration-requests.ts): owned by their integration. */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { HTTP_METHODS, REQUEST_DIRECTIONS } from '../../../../resources/workspace/integration-requests.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { integrations } from './integrations.ts';

export const integrationRequests = pgTable(
  'integration_requests',
  {
    ...resourceColumns(),
    integration_id: integer()
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    direction: text().$type<(typeof REQUEST_DIRECTIONS)[number]>().notNull().default('outbound'),
    method: text().$type<(typeof HTTP_METHODS)[number]>().notNull(),
    url: text().notNull(),
    status_code: integer(),
    duration_ms: integer().notNull().default(0),
    error_message: text(),
    request_body: jsonb().$type<Record<string, unknown>>(),
    response_body: jsonb().$type<Record<string, unknown>>(),
    requested_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('integration_requests_team_integration_requested_idx').on(t.team_id, t.integration_id, t.requested_at),
    index('integration_requests_integration_idx').on(t.integration_id),
    index('integration_requests_team_requested_idx').on(t.team_id, t.requested_at),
  ],
);
