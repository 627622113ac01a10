/** Table of the `endpoint-binds` resource (resources/hub/endpoint-binds.ts): every bind to Parley's SMPP server, live or ended. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { BindEnding, BindRefusal, BindState, BindType } from '../../../../resources/hub/endpoint-binds.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { hubEndpoints } from './endpoints.ts';

export const hubEndpointBinds = pgTable(
  'hub_endpoint_binds',
  {
    ...resourceColumns(),
    endpoint_id: integer()
      .notNull()
      .references(() => hubEndpoints.id, { onDelete: 'cascade' }),
    system_id: text().notNull(),
    bind_type: text().$type<BindType>().notNull(),
    state: text().$type<BindState>().notNull(),
    remote_ip: text().notNull(),
    refusal: text().$type<BindRefusal>(),
    status: text().notNull(),
    ending: text().$type<BindEnding>(),
    process: text().notNull(),
    bound_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ended_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('hub_endpoint_binds_endpoint_idx').on(t.endpoint_id, t.id),
    // What the bind check counts: the endpoint's live sessions.
    index('hub_endpoint_binds_live_idx').on(t.endpoint_id).where(sql`state = 'bound'`),
  ],
);

/**
 * Each process running the SMPP server, renewed every few seconds: a `bound` row whose process has
 * not been seen for long belongs to a process that died with its sessions (closed as `lost`). Not
 * a resource: its renewals would otherwise wake every open screen.
 */
export const hubSmppProcesses = pgTable('hub_smpp_processes', {
  process: text().primaryKey(),
  started_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  seen_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
