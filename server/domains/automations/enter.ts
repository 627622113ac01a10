/**
 * Contacts entering an automation: one journey each, at its trigger node, due now, on the published
 * version. The automation's re-entry rule decides who may enter again: `never` (a contact goes
 * through once), `after_days` (once N days have passed since it last entered), `always` (whenever it
 * is not in it now). A contact already on its way is never entered twice: the partial unique index
 * on (automation, contact) of journeys that are active or waiting settles two processes racing.
 */
import { sql } from 'drizzle-orm';
import type { REENTRY_RULES } from '../../../resources/automations/automation-api.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import { announce } from '../../events/change-bus.ts';
import { AUTOMATION_DUE_TOPIC } from './topics.ts';

export interface Entry {
  teamId: number;
  automationId: number;
  /** The published version the journeys run on. */
  version: number;
  reentry: (typeof REENTRY_RULES)[number];
  reentryDays: number | null;
  /** The trigger node they enter at. */
  nodeId: string;
  contactIds: readonly number[];
  /** What brought them in (the event, the schedule, the API call), kept on the journey. */
  entry?: Record<string, unknown>;
  now?: Date;
}

/** Enters those of `contactIds` (the team's own) the re-entry rule lets in; answers the journeys' ids. */
export async function enterJourneys(db: DbOrTx, e: Entry): Promise<number[]> {
  if (!e.contactIds.length) return [];
  const now = (e.now ?? new Date()).toISOString();
  const days = e.reentry === 'after_days' ? Math.max(1, e.reentryDays ?? 1) : 0;
  const result = await db.execute(sql`
    with candidates as (
      select distinct k.id as contact_id from contacts k
      where k.team_id = ${e.teamId} and k.id = any(${sql.param([...e.contactIds])}::int[])
    ), eligible as (
      -- A lookup per candidate (the LIMIT keeps it one): an anti join would read every journey of the automation.
      select c.contact_id from candidates c
      cross join lateral (
        select count(*) as blocking from (
          select 1 from automation_journeys j
          where j.automation_id = ${e.automationId} and j.contact_id = c.contact_id
            and (j.status in ('active', 'waiting')
              or ${e.reentry}::text = 'never'
              or (${e.reentry}::text = 'after_days' and j.entered_at > ${now}::timestamptz - make_interval(days => ${days}::int)))
          limit 1
        ) b
      ) l
      where l.blocking = 0
    ), inserted as (
      insert into automation_journeys (team_id, automation_id, version, contact_id, node_id, status, due_at, entered_at, node_at, entry)
      select ${e.teamId}, ${e.automationId}, ${e.version}, contact_id, ${e.nodeId}, 'active', ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz, ${JSON.stringify(e.entry ?? {})}::jsonb
      from eligible order by contact_id
      on conflict do nothing
      returning id
    ), counted as (
      update automations set runs = runs + (select count(*) from inserted)::int, last_run_at = ${now}::timestamptz
      where id = ${e.automationId} and exists (select 1 from inserted)
    )
    select id from inserted`);
  const ids = (result as unknown as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
  if (ids.length) await announce(db, AUTOMATION_DUE_TOPIC, String(e.automationId));
  return ids;
}
