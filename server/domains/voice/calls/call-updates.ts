/**
 * Applied call events, to the live streams that watch the call's agent
 * (GET /v1/voice/agents/{id}/events), in every process on the database: the event is announced on
 * the change bus (NOTIFY, sent when its transaction commits) and each process hands it to its own
 * streams, so a stream on an API process hears the calls a worker process applies. A listener
 * hears only its own team's calls. A turn or tool call too large for a notice travels as the id of
 * its call_events row, read back by each process that has a stream watching.
 */
import { eq } from 'drizzle-orm';
import type { CallToolCall, TranscriptTurn } from '../../../../resources/voice/calls.ts';
import type { Db } from '../../../db/client.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { callEvents } from '../../../db/schema/index.ts';
import { announce, MAX_ANNOUNCE_BYTES, type ChangeBus } from '../../../events/change-bus.ts';
import type { CallEvent } from './call-events.ts';

/** What the agent's live stream hears about a call after an event was applied. */
export interface CallUpdate {
  teamId: number;
  agentId: number | null;
  callId: number;
  event: CallEvent['type'];
  status: string;
  turn?: TranscriptTurn;
  toolCall?: CallToolCall;
  answeredBy?: string | null;
  hangupReason?: string | null;
  durationSeconds?: number;
  cost?: number;
}

export const CALL_UPDATES_TOPIC = 'call_updates';

/** A notice: the update, or the update without its turn or tool call and the event row to read them from. */
type Notice = CallUpdate & { eventRow?: number };

/** Announces an applied event within its transaction (nothing is heard if it rolls back). */
export async function announceCallUpdate(tx: DbOrTx, update: CallUpdate, eventRow: number): Promise<void> {
  if (update.agentId === null) return;
  let payload = JSON.stringify(update);
  if (Buffer.byteLength(payload) > MAX_ANNOUNCE_BYTES) {
    const { turn: _turn, toolCall: _toolCall, ...rest } = update;
    payload = JSON.stringify({ ...rest, eventRow } satisfies Notice);
  }
  await announce(tx, CALL_UPDATES_TOPIC, payload);
}

type Listener = (update: CallUpdate) => void;

export class CallUpdates {
  private readonly byAgent = new Map<string, Set<Listener>>();
  private stop: () => void = () => undefined;

  constructor(private readonly db: Db) {}

  /** Starts hearing every process's applied events. */
  async follow(changes: ChangeBus): Promise<void> {
    this.stop = await changes.subscribe(CALL_UPDATES_TOPIC, (payload) => void this.heard(payload).catch((error: unknown) => console.error('[parley] a call update was lost', error)));
  }

  close(): void {
    this.stop();
    this.byAgent.clear();
  }

  watch(teamId: number, agentId: number, listener: Listener): () => void {
    const key = `${teamId}:${agentId}`;
    const set = this.byAgent.get(key) ?? new Set<Listener>();
    set.add(listener);
    this.byAgent.set(key, set);
    return () => {
      set.delete(listener);
      if (!set.size) this.byAgent.delete(key);
    };
  }

  private async heard(payload: string): Promise<void> {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch {
      return;
    }
    const listeners = this.byAgent.get(`${notice.teamId}:${notice.agentId}`);
    if (!listeners?.size) return;
    const { eventRow, ...update } = notice;
    if (eventRow) Object.assign(update, await detailOf(this.db, eventRow));
    for (const listener of listeners) listener(update);
  }
}

/** The turn or tool call a large notice left out, from its event row. */
async function detailOf(db: Db, eventRow: number): Promise<Pick<CallUpdate, 'turn' | 'toolCall'>> {
  const [row] = await db.select({ type: callEvents.type, data: callEvents.data, at: callEvents.occurred_at }).from(callEvents).where(eq(callEvents.id, eventRow));
  if (!row?.data) return {};
  const at = row.at.toISOString();
  if (row.type === 'call.transcript') return { turn: { ...(row.data as Omit<TranscriptTurn, 'at'>), at } };
  if (row.type === 'call.tool_call') return { toolCall: { ...(row.data as Omit<CallToolCall, 'at'>), at } };
  return {};
}
