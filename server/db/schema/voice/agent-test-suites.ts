/**
 * Table of the `agent-test-suites` resource (resources/voice/agent-test-suites.ts), and its runs:
 * one row per run of a suite (on demand or on a publish), with each case's conversation and verdict.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, boolean } from 'drizzle-orm/pg-core';
import type { CaseResult, SuiteCase, SuiteTrigger } from '../../../../resources/voice/agent-test-suites.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { teams } from '../teams.ts';
import { agents } from './agents.ts';

export const agentTestSuites = pgTable(
  'agent_test_suites',
  {
    ...resourceColumns(),
    name: text().notNull(),
    agent_id: integer()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    cases: jsonb().$type<SuiteCase[]>().notNull(),
    active: boolean().notNull().default(true),
  },
  (t) => [index('agent_test_suites_team_agent_idx').on(t.team_id, t.agent_id)],
);

export const agentTestRuns = pgTable(
  'agent_test_runs',
  {
    id: serial().primaryKey(),
    team_id: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    suite_id: integer()
      .notNull()
      .references(() => agentTestSuites.id, { onDelete: 'cascade' }),
    agent_id: integer().notNull(),
    job_id: integer(),
    trigger: text().$type<SuiteTrigger>().notNull(),
    status: text().$type<'queued' | 'running' | 'passed' | 'failed' | 'error'>().notNull().default('queued'),
    passed: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    error: text(),
    results: jsonb().$type<CaseResult[]>().notNull().default([]),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('agent_test_runs_suite_idx').on(t.suite_id, t.id)],
);
