/** Table of the `call-outcome-classifiers` resource (resources/voice/call-outcome-classifiers.ts). */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CLASSIFIER_KINDS, OutcomeRule } from '../../../../resources/voice/call-outcome-classifiers.ts';
import type { CallOutcome } from '../../../../resources/voice/shared.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const callOutcomeClassifiers = pgTable(
  'call_outcome_classifiers',
  {
    ...resourceColumns(),
    name: text().notNull(),
    kind: text().$type<(typeof CLASSIFIER_KINDS)[number]>().notNull().default('rule'),
    outcomes: jsonb().$type<CallOutcome[]>().notNull(),
    rules: jsonb().$type<OutcomeRule[]>(),
    prompt: text(),
    min_confidence_pct: integer().notNull().default(70),
    priority: integer().notNull().default(100),
    active: boolean().notNull().default(false),
  },
  (t) => [
    index('call_outcome_classifiers_team_priority_idx').on(t.team_id, t.priority),
    // One active classifier per team, held by the database too.
    uniqueIndex('call_outcome_classifiers_one_active_key').on(t.team_id).where(sql`${t.active}`),
  ],
);
