/** Table of the `audit-log` resource (resources/workspace/audit-log.ts): appended in the transaction of the write it records, never changed. */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditChanges } from '../../../../resources/workspace/audit-log.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    ...resourceColumns(),
    // Who wrote a row stays as it was: no key to users (a removed user's id is not cleared, and a
    // batch of 50,000 rows checks no key but the team's).
    created_by_id: integer(),
    updated_by_id: integer(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null when Parley itself wrote (a job, an approval's follow-up). */
    user_id: integer(),
    // Kept as written: the log still names who did it after the user is gone.
    user_name: text(),
    resource: text().notNull(),
    record_id: integer().notNull(),
    record_title: text(),
    action: text().notNull(),
    changes: jsonb().$type<AuditChanges>().notNull().default({}),
    note: text(),
  },
  (t) => [index('audit_log_record_idx').on(t.team_id, t.resource, t.record_id, t.id), index('audit_log_team_at_idx').on(t.team_id, t.at), index('audit_log_at_idx').on(t.at)],
);
