/**
 * The audit log's writer (docs/areas/workspace.md#audit-log): one row per write to an audited
 * record, appended by the code that writes it and in its transaction, so a write is never seen
 * without its row. A batch of any size is one multi-row statement per few thousand records.
 */
import { sql } from 'drizzle-orm';
import { isAudited, MASKED, type AuditChanges } from '../../resources/workspace/audit-log.ts';
import { resourceByName, type Resource } from '../../resources/kit/index.ts';
import { auditLog, users } from '../db/schema/index.ts';
import type { DbOrTx } from '../db/transaction.ts';
import type { Row } from './record.ts';

export interface AuditEntry {
  teamId: number;
  /** Who wrote it; null when Parley did (a job, an approval's follow-up). */
  userId: number | null;
  resource: string;
  recordId: number;
  /** create, update, delete, or the custom action's name. */
  action: string;
  /** The record before the write (none on create) and after it (none on delete). */
  before?: Row;
  after?: Row;
  /** Changes already worked out, instead of before and after. */
  changes?: AuditChanges;
  /** Why: a reason the person gave (an override), a balance change's note. */
  note?: string | null;
}

export { isAudited };

/** A value as the log keeps it: dates as ISO text, nothing as null. */
function plain(v: unknown): unknown {
  if (v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  return v;
}

/** Which declared fields went from what to what; a secret's values are masked. */
export function diffOf(resource: Resource, before: Row | undefined, after: Row | undefined): AuditChanges {
  const changes: AuditChanges = {};
  for (const [name, f] of Object.entries(resource.fields)) {
    const a = before ? plain(before[name]) : null;
    const b = after ? plain(after[name]) : null;
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    changes[name] = f.secret ? [a === null ? null : MASKED, b === null ? null : MASKED] : [a, b];
  }
  return changes;
}

// Rows go as one JSON parameter a statement: a batch of 50,000 is five statements, whatever its width.
const CHUNK = 10_000;

/** Appends the entries; an update that changed nothing leaves no row. */
export async function audit(db: DbOrTx, entries: readonly AuditEntry[]): Promise<number> {
  const rows = [];
  for (const e of entries) {
    const resource = resourceByName(e.resource);
    const changes = e.changes ?? (resource ? diffOf(resource, e.before, e.after) : {});
    if (e.action === 'update' && !Object.keys(changes).length) continue;
    const title = resource ? (e.after ?? e.before)?.[resource.titleField] : undefined;
    rows.push({
      team_id: e.teamId,
      user_id: e.userId,
      resource: e.resource,
      record_id: e.recordId,
      record_title: title === undefined || title === null ? null : String(title),
      action: e.action,
      changes,
      note: e.note ?? null,
    });
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    // The user is named as they were at the time, joined in the same statement; Parley's own writes name Parley.
    await db.execute(sql`
      insert into ${auditLog} (team_id, user_id, user_name, created_by_id, updated_by_id, resource, record_id, record_title, action, changes, note)
      select x.team_id, x.user_id, case when x.user_id is null then 'Parley' else u.name end, x.user_id, x.user_id, x.resource, x.record_id, x.record_title, x.action, coalesce(x.changes, '{}'::jsonb), x.note
      from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + CHUNK))}::jsonb)
        as x(team_id int, user_id int, resource text, record_id int, record_title text, action text, changes jsonb, note text)
      left join ${users} u on u.id = x.user_id`);
  }
  return rows.length;
}
