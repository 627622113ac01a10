/**
 * Automations (resources/automations/automations.ts) and what running them keeps
 * (server/domains/automations/): the published versions of each diagram, every contact's journey
 * through one, the log of steps taken (what the diagram's counts read), the events Parley announces
 * to the engine, and which events each team's running automations listen for.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AutomationEvent, NodeTypeName } from '../../../../resources/automations/automation-nodes.ts';
import type { JourneyStatus, REENTRY_RULES } from '../../../../resources/automations/automation-api.ts';
import type { AUTOMATION_STATUSES, AutomationGraph } from '../../../../resources/automations/automations.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { teams } from '../teams.ts';
import { users } from '../users.ts';
import { contacts } from '../audience/contacts.ts';

export const automations = pgTable(
  'automations',
  {
    ...resourceColumns(),
    name: text().notNull(),
    /** The trigger of the draft's first trigger node (what the list shows); null while it has none. */
    trigger: text().$type<NodeTypeName>(),
    status: text().$type<(typeof AUTOMATION_STATUSES)[number]>().notNull().default('paused'),
    /** The draft: what the editor saves as you go. Journeys run on the published version. */
    graph: jsonb().$type<AutomationGraph>().notNull().default({ nodes: [], edges: [] }),
    published_version: integer(),
    published_at: timestamp({ withTimezone: true }),
    reentry: text().$type<(typeof REENTRY_RULES)[number]>().notNull().default('never'),
    reentry_days: integer(),
    /** Contacts that entered. */
    runs: integer().notNull().default(0),
    last_run_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('automations_team_updated_idx').on(t.team_id, t.updated_at), index('automations_team_status_idx').on(t.team_id, t.status)],
);

/** Each publish keeps the draft as version N+1 for ever; the automation going deletes them. */
export const automationVersions = pgTable(
  'automation_versions',
  {
    id: serial().primaryKey(),
    team_id: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    automation_id: integer()
      .notNull()
      .references(() => automations.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    graph: jsonb().$type<AutomationGraph>().notNull(),
    note: text(),
    published_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    published_by_id: integer().references(() => users.id, { onDelete: 'set null' }),
    published_by_name: text(),
  },
  (t) => [uniqueIndex('automation_versions_automation_version_idx').on(t.automation_id, t.version), index('automation_versions_team_idx').on(t.team_id)],
);

/**
 * A contact's way through one automation: the node it is at, of which version, and when it goes on.
 * `active` with `due_at` due: the engine runs the node now; `waiting`: for an event (`waiting_for`,
 * e.g. the outcome of call `waiting_ref`) or until `due_at` (a wait, an event's timeout).
 * `step` counts the steps taken: every advance is conditional on it, so a step is never taken twice.
 */
export const automationJourneys = pgTable(
  'automation_journeys',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    team_id: integer().notNull(),
    automation_id: integer()
      .notNull()
      .references(() => automations.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    contact_id: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    node_id: text().notNull(),
    status: text().$type<JourneyStatus>().notNull().default('active'),
    due_at: timestamp({ withTimezone: true }),
    waiting_for: text().$type<AutomationEvent>(),
    waiting_ref: integer(),
    /** What ended a wait for an event (the event, its record, a call's outcome): the node then goes on by it. */
    resume: jsonb().$type<{ event: AutomationEvent; ref_id?: number | null; outcome?: string | null }>(),
    /** What the previous step answered (resources/automations/automation-nodes.ts STEP_OUTCOMES). */
    last_outcome: text(),
    step: integer().notNull().default(0),
    claimed_at: timestamp({ withTimezone: true }),
    entered_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When it reached the node it is at. */
    node_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp({ withTimezone: true }),
    /** Why it left before an end (its node removed by a publish, the contact opted out, an error). */
    exit_reason: text(),
    /** The event that brought it in. */
    entry: jsonb().$type<Record<string, unknown>>(),
    /**
     * The journey it branched from, when an output leading to several steps (a fan-out) sent the
     * contact along each: the first step goes on in the journey itself, each further one in a branch.
     */
    branch_of: bigint({ mode: 'number' }),
  },
  (t) => [
    // One place of one version at a time (besides the branches of a fan-out).
    uniqueIndex('automation_journeys_one_place_idx').on(t.automation_id, t.contact_id).where(sql`status in ('active', 'waiting') and branch_of is null`),
    index('automation_journeys_branch_idx').on(t.branch_of).where(sql`branch_of is not null`),
    index('automation_journeys_due_idx').on(t.due_at).where(sql`status in ('active', 'waiting') and due_at is not null`),
    index('automation_journeys_waiting_idx').on(t.team_id, t.waiting_for, t.contact_id).where(sql`status = 'waiting'`),
    index('automation_journeys_node_idx').on(t.automation_id, t.node_id, t.status),
    index('automation_journeys_contact_idx').on(t.automation_id, t.contact_id, t.entered_at),
  ],
);

/** Every step a journey took: its node, the output it left by, how it went. The diagram's counts. */
export const automationSteps = pgTable(
  'automation_steps',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    team_id: integer().notNull(),
    automation_id: integer()
      .notNull()
      .references(() => automations.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    journey_id: bigint({ mode: 'number' }).notNull(),
    contact_id: integer().notNull(),
    node_id: text().notNull(),
    node_type: text().$type<NodeTypeName>().notNull(),
    /** `completed` (left by `handle`) or `failed`. */
    status: text().$type<'completed' | 'failed'>().notNull(),
    handle: text(),
    outcome: text(),
    detail: jsonb().$type<Record<string, unknown>>(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('automation_steps_automation_at_idx').on(t.automation_id, t.at), index('automation_steps_journey_idx').on(t.journey_id)],
);

/**
 * Events for the engine, written by database triggers on the tables they happen in (contacts,
 * contact_events, sms_messages, calls) for the teams whose automations listen for them
 * (automation_armed); the engine takes them within moments (a notice wakes it) and deletes them.
 */
export const automationInbox = pgTable('automation_inbox', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  team_id: integer().notNull(),
  event: text().$type<AutomationEvent>().notNull(),
  contact_id: integer().notNull(),
  ref_id: integer(),
  detail: jsonb().$type<Record<string, unknown>>(),
  at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The events each team's active automations (and journeys waiting in them) listen for. */
export const automationArmed = pgTable(
  'automation_armed',
  {
    team_id: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    event: text().$type<AutomationEvent>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.team_id, t.event] })],
);
