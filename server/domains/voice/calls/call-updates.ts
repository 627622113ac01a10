/**
 * Applied call events, to the live streams of this process that watch the call's agent
 * (GET /v1/voice/agents/{id}/events). A listener hears only its own team's calls.
 */
import type { CallUpdate } from './receive-event.ts';

type Listener = (update: CallUpdate) => void;

export class CallUpdates {
  private readonly byAgent = new Map<string, Set<Listener>>();

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

  publish(update: CallUpdate): void {
    if (update.agentId === null) return;
    for (const listener of this.byAgent.get(`${update.teamId}:${update.agentId}`) ?? []) listener(update);
  }
}
