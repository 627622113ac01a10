/**
 * The engine's inbox (automation_inbox), written by the database triggers of migration
 * 0033_automation_intake_triggers: a batch of events is claimed by deleting it, oldest first, rows
 * another process holds skipped, so two processes never take the same event. The claim belongs to
 * the caller's transaction: if handling the batch fails, the events are back for the next drain.
 */
import { sql } from 'drizzle-orm';
import type { AutomationEvent } from '../../../../resources/automations/automation-nodes.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { rowsOf } from '../../../events/change-triggers.ts';

export interface InboxEvent {
  id: number;
  team_id: number;
  event: AutomationEvent;
  contact_id: number;
  /** The feed, campaign, message or call the event is about. */
  ref_id: number | null;
  /** tag_added: {tag}; message_*: {campaign_id}; call_outcome: {outcome, status, agent_id}; link_clicked: {campaign_id, message_id}. */
  detail: Record<string, unknown> | null;
}

/** Events claimed per transaction: enough to make a receipt batch cheap, few enough to keep locks short. */
export const INBOX_BATCH = 1000;

/** Deletes and answers up to `limit` events, oldest first. */
export async function claimInbox(tx: DbOrTx, limit = INBOX_BATCH): Promise<InboxEvent[]> {
  const result = await tx.execute(sql`
    delete from automation_inbox where id in (
      select id from automation_inbox order by id limit ${limit} for update skip locked
    ) returning id, team_id, event, contact_id, ref_id, detail`);
  return rowsOf<InboxEvent & { id: number | string }>(result)
    .map((r) => ({ ...r, id: Number(r.id), team_id: Number(r.team_id), contact_id: Number(r.contact_id), ref_id: r.ref_id === null ? null : Number(r.ref_id) }))
    .sort((a, b) => a.id - b.id);
}

/** The events by team, each team's in the order they happened. */
export function byTeam(events: readonly InboxEvent[]): Map<number, InboxEvent[]> {
  const out = new Map<number, InboxEvent[]>();
  for (const e of events) {
    const list = out.get(e.team_id);
    if (list) list.push(e);
    else out.set(e.team_id, [e]);
  }
  return out;
}
