/**
 * Applying one verified provider event to its call, in one transaction with the event's id: the
 * same event again finds its id taken and changes nothing. A call that has ended keeps its final
 * status (a late ringing does not reopen it); transcript turns and tool calls are appended. The
 * update is announced in the same transaction (call-updates.ts).
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { FINAL_CALL_STATUSES, type CallToolCall, type TranscriptTurn } from '../../../../resources/voice/calls.ts';
import type { Db } from '../../../db/client.ts';
import { callEvents, calls } from '../../../db/schema/index.ts';
import type { CallEvent } from './call-events.ts';
import { announceCallUpdate, type CallUpdate } from './call-updates.ts';

export type { CallUpdate } from './call-updates.ts';

export type Received = { result: 'applied'; update: CallUpdate } | { result: 'duplicate' } | { result: 'unknown_call' };

const final = sql.raw(`(${FINAL_CALL_STATUSES.map((s) => `'${s}'`).join(', ')})`);
const stillOpen = sql`${calls.status} not in ${final}`;

export async function receiveCallEvent(db: Db, provider: string, event: CallEvent): Promise<Received> {
  return db.transaction(async (tx): Promise<Received> => {
    // The provider's call id is learnt from its first event when the placing request has not stored it yet.
    const [call] = await tx
      .select({ id: calls.id, team_id: calls.team_id, agent_id: calls.agent_id })
      .from(calls)
      .where(and(eq(calls.id, event.call_id), or(isNull(calls.provider_call_id), eq(calls.provider_call_id, event.provider_call_id))))
      .for('update');
    if (!call) return { result: 'unknown_call' } as const;
    const data = 'data' in event ? (event.data as Record<string, unknown>) : null;
    const [claimed] = await tx
      .insert(callEvents)
      .values({ team_id: call.team_id, call_id: call.id, provider, event_id: event.id, type: event.type, data, occurred_at: new Date(event.occurred_at) })
      .onConflictDoNothing()
      .returning({ id: callEvents.id });
    if (!claimed) return { result: 'duplicate' } as const;

    const at = new Date(event.occurred_at);
    const set = changesFor(event, at);
    const [row] = await tx
      .update(calls)
      .set({ ...set.values, provider_call_id: sql`coalesce(${calls.provider_call_id}, ${event.provider_call_id})`, updated_at: new Date() })
      .where(set.onlyWhileOpen ? and(eq(calls.id, call.id), stillOpen) : eq(calls.id, call.id))
      .returning({ status: calls.status, answered_by: calls.answered_by, hangup_reason: calls.hangup_reason, duration_seconds: calls.duration_seconds, cost: calls.cost });
    const [current] = row ? [row] : await tx.select({ status: calls.status, answered_by: calls.answered_by, hangup_reason: calls.hangup_reason, duration_seconds: calls.duration_seconds, cost: calls.cost }).from(calls).where(eq(calls.id, call.id));
    const update: CallUpdate = {
        teamId: call.team_id,
        agentId: call.agent_id,
        callId: call.id,
        event: event.type,
        status: current.status,
        turn: set.turn,
        toolCall: set.toolCall,
        answeredBy: current.answered_by,
        hangupReason: current.hangup_reason,
        durationSeconds: current.duration_seconds,
        cost: current.cost,
    };
    // Heard by the agent's live streams in every process once this transaction commits.
    await announceCallUpdate(tx, update, claimed.id);
    return { result: 'applied', update } as const;
  });
}

type CallChanges = PgUpdateSetSource<typeof calls>;

function changesFor(event: CallEvent, at: Date): { values: CallChanges; onlyWhileOpen: boolean; turn?: TranscriptTurn; toolCall?: CallToolCall } {
  switch (event.type) {
    case 'call.queued':
      return { values: {}, onlyWhileOpen: false };
    case 'call.ringing':
      return { values: { status: sql`case when ${calls.status} = 'queued' then 'ringing' else ${calls.status} end` }, onlyWhileOpen: true };
    case 'call.answered':
      return { values: { status: 'in_progress', answered_by: event.data.answered_by, started_at: at }, onlyWhileOpen: true };
    case 'call.no_answer':
      return { values: { status: 'no_answer', ended_at: at }, onlyWhileOpen: true };
    case 'call.busy':
      return { values: { status: 'busy', ended_at: at }, onlyWhileOpen: true };
    case 'call.transcript': {
      const turn: TranscriptTurn = { role: event.data.role, text: event.data.text, at: at.toISOString() };
      return { values: { transcript: sql`coalesce(${calls.transcript}, '[]'::jsonb) || ${JSON.stringify([turn])}::jsonb` }, onlyWhileOpen: false, turn };
    }
    case 'call.tool_call': {
      const toolCall: CallToolCall = { ...event.data, at: at.toISOString() };
      return { values: { tool_calls: sql`${calls.tool_calls} || ${JSON.stringify([toolCall])}::jsonb` }, onlyWhileOpen: false, toolCall };
    }
    case 'call.hangup':
      // Whatever ended the call, the first final status stands: an answered call completes, one
      // hung up before anyone answered failed.
      return {
        values: {
          status: sql`case when ${calls.status} in ${final} then ${calls.status} when ${calls.status} = 'in_progress' then 'completed' else 'failed' end`,
          hangup_reason: event.data.reason,
          duration_seconds: event.data.duration_seconds,
          cost: event.data.cost,
          currency: event.data.currency,
          ended_at: at,
        },
        onlyWhileOpen: false,
      };
  }
}
