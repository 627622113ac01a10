/** Table of the `workflows` resource (resources/voice/workflows.ts). */
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { WORKFLOW_STATUSES } from '../../../../resources/voice/workflows.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const workflows = pgTable(
  'workflows',
  {
    ...resourceColumns(),
    name: text().notNull(),
    description: text(),
    status: text().$type<(typeof WORKFLOW_STATUSES)[number]>().notNull().default('draft'),
    graph: jsonb().$type<Record<string, unknown>>().notNull().default({ nodes: [], edges: [] }),
  },
  (t) => [index('workflows_team_updated_idx').on(t.team_id, t.updated_at), index('workflows_team_name_idx').on(t.team_id, t.name)],
);
