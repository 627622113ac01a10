/**
 * Sending an SMS: each contact at the node gets the node's text, personalised, from its sender,
 * routed on the team's routing snapshot, written `queued` for Parley's own delivery sender in the
 * transaction that moves the journey on — so after a crash either both happened or neither. Who
 * cannot be sent to (opted out, blacklisted, no route, no valid number) goes on with the outcome
 * `refused` and the reason; the others with `sent` and the message's id.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../../events/change-triggers.ts';
import { insertQueuedMessages, nextMessageIds, routeToContact, type NewMessage, type RoutableContact } from '../../../sms/delivery/message-builder.ts';
import { senderError } from '../../../sms/delivery/send-message.ts';
import { snapshotCache } from '../../../sms/routing/cache.ts';
import { renderText } from '../../../campaigns/personalise.ts';
import { allAlike, handleOut, type NodeHandler, type StepResult } from '../types.ts';

interface ContactRow extends RoutableContact {
  first_name: string | null;
  last_name: string | null;
  custom: Record<string, string | number | boolean> | null;
}

const NO_SEGMENTS: ReadonlySet<number> = new Set();

type Snapshot = Awaited<ReturnType<ReturnType<typeof snapshotCache>['get']>>;

export const sendSms: NodeHandler<Snapshot> = {
  // The routing snapshot is read outside the step's transaction (on PGlite the one connection is the transaction's).
  prepare: ({ app, teamId }) => snapshotCache(app.database.db).get(teamId),
  run: async ({ node, teamId, automationId }, tx, journeys, snapshot) => {
    const text = typeof node.data?.text === 'string' ? node.data.text : '';
    const from = typeof node.data?.sender === 'string' ? node.data.sender.trim() : '';
    if (!text.trim()) return allAlike(journeys, { kind: 'failed', reason: 'The node has no text.' });
    const badSender = senderError(from);
    if (badSender) return allAlike(journeys, { kind: 'failed', reason: badSender });

    const rows = rowsOf<ContactRow>(
      await tx.execute(sql`
        select id as contact_id, phone, first_name, last_name, custom, opted_out, valid, country, network, mcc, mnc, network_source
        from contacts where team_id = ${teamId} and id = any(${sql.param([...new Set(journeys.map((j) => j.contact_id))])}::int[])`),
    );
    const byContact = new Map(rows.map((r) => [Number(r.contact_id), { ...r, contact_id: Number(r.contact_id) }]));
    const results = new Map<number, StepResult>();
    const messages: NewMessage[] = [];
    const journeyOf: number[] = [];
    for (const j of journeys) {
      const row = byContact.get(j.contact_id);
      if (!row?.phone) {
        results.set(j.id, handleOut('refused', { reason: 'invalid' }));
        continue;
      }
      const body = renderText(text, { first_name: row.first_name, last_name: row.last_name, phone: row.phone, custom: row.custom }, null);
      const routed = routeToContact(snapshot, row, from, body, NO_SEGMENTS);
      if (!routed.ok) results.set(j.id, handleOut('refused', { reason: routed.reason }));
      else {
        messages.push(routed.message);
        journeyOf.push(j.id);
      }
    }
    const ids = await nextMessageIds(tx, messages.length);
    await insertQueuedMessages(tx, { teamId, campaignId: null, run: null, history: { refType: 'automations', refId: automationId, detail: { node_id: node.id } } }, messages, ids);
    messages.forEach((_, i) => results.set(journeyOf[i], handleOut('sent', { message_id: ids[i] })));
    return results;
  },
};
