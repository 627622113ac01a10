/** Table of the `automations` resource (resources/audience/automations.ts): columns named as its fields. */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AUTOMATION_STATUSES, AUTOMATION_TRIGGERS, AutomationGraph } from '../../../../resources/audience/automations.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const automations = pgTable(
  'automations',
  {
    ...resourceColumns(),
    name: text().notNull(),
    trigger: text().$type<(typeof AUTOMATION_TRIGGERS)[number]>().notNull(),
    status: text().$type<(typeof AUTOMATION_STATUSES)[number]>().notNull().default('paused'),
    graph: jsonb().$type<AutomationGraph>().notNull().default({ nodes: [], edges: [] }),
    runs: integer().notNull().default(0),
    last_run_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('automations_team_updated_idx').on(t.team_id, t.updated_at), index('automations_team_status_idx').on(t.team_id, t.status)],
);
