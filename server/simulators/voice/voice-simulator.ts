/**
 * The built-in voice provider: it plays the callee (server/domains/voice/provider/personas.ts),
 * drives the agent turn by turn, and reports everything through Parley's signed call webhook like
 * a carrier would. Calls run side by side in this process, each an independent chain of timers;
 * `paceMs` is the wall-clock pause between two events (tests make it tiny), while durations and
 * limits follow a simulated clock of how long each line takes to say.
 */
import { randomBytes } from 'node:crypto';
import { END_CALL_TOOL, type AgentTurn, type ChatMessage, type ToolCall } from '../../domains/voice/calls/agent-turn.ts';
import type { CallEventBody } from '../../domains/voice/calls/call-events.ts';
import { personaFor, type Persona } from '../../domains/voice/provider/personas.ts';
import { SIMULATOR_VOICES } from './simulator-voices.ts';
import { SIMULATOR_NUMBERS } from './simulator-numbers.ts';
import type { PlaceCallRequest, ProviderNumber, Voice, VoiceProvider } from '../../domains/voice/provider/voice-provider.ts';

/** Simulated carrier charge, minor units per started minute of talk. */
export const SIMULATOR_CENTS_PER_MINUTE = 9;
/** Agent turns after which the simulator hangs up, whatever the agent's limits. */
export const SIMULATOR_MAX_TURNS = 30;
/** Tool rounds within one agent turn before the agent must speak. */
const MAX_TOOL_ROUNDS = 3;

export interface SimulatorOptions {
  /** Milliseconds between two events of a call. */
  paceMs: number;
  /** Posts one event, as raw JSON bytes, to Parley's webhook (signing it); answers the HTTP status. */
  deliver(raw: Buffer): Promise<number>;
  onError?(message: string, error?: unknown): void;
}

/** Thrown to end the conversation with a reason. */
class Ended {
  constructor(readonly reason: 'customer_hangup' | 'agent_hangup' | 'operator_hangup' | 'max_duration' | 'max_turns' | 'voicemail_left' | 'failed') {}
}
/** Thrown when nothing more may be delivered (the app is closing, or Parley no longer knows the call). */
class Stopped {}

class LiveCall {
  seq = 0;
  /** Simulated seconds since the callee answered. */
  clock = 0;
  turns = 0;
  answered = false;
  endReason: Ended['reason'] | 'stop' | null = null;
  private wake: (() => void) | null = null;
  private signalEnd: () => void = () => undefined;
  /** Aborts a tool request under way when the call ends. */
  private readonly aborter = new AbortController();
  get signal(): AbortSignal {
    return this.aborter.signal;
  }
  /** Settles when the call is ended from outside, so a slow agent turn is not waited for. */
  readonly endRequested = new Promise<void>((resolve) => (this.signalEnd = resolve));
  done: Promise<void> = Promise.resolve();

  constructor(
    readonly providerCallId: string,
    readonly request: PlaceCallRequest,
  ) {}

  end(reason: Ended['reason'] | 'stop'): void {
    this.endReason ??= reason;
    this.wake?.();
    this.signalEnd();
    this.aborter.abort();
  }

  pause(ms: number): Promise<void> {
    if (this.endReason) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    }).then(() => {
      this.wake = null;
    });
  }
}

const speechSeconds = (text: string) => Math.max(1, Math.ceil(text.split(/\s+/).filter(Boolean).length / 2.5)) + 1;

export class SimulatorProvider implements VoiceProvider {
  readonly name = 'simulator';
  private readonly live = new Map<string, LiveCall>();

  constructor(private readonly options: SimulatorOptions) {}

  async placeCall(request: PlaceCallRequest): Promise<{ providerCallId: string }> {
    const providerCallId = `sim_${randomBytes(12).toString('hex')}`;
    const call = new LiveCall(providerCallId, request);
    this.live.set(providerCallId, call);
    // Started on the next tick, so the caller stores the provider's id first (events match either way).
    call.done = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.run(call))
      .catch((error: unknown) => this.options.onError?.(`simulated call ${providerCallId} stopped`, error))
      .finally(() => this.live.delete(providerCallId));
    return { providerCallId };
  }

  async hangup(providerCallId: string): Promise<boolean> {
    const call = this.live.get(providerCallId);
    if (!call || call.endReason) return false;
    call.end('operator_hangup');
    return true;
  }

  /** A simulated call lives in the process that placed it: after a restart none is live. */
  async isLive(providerCallId: string): Promise<boolean> {
    return this.live.has(providerCallId);
  }

  async listVoices(): Promise<Voice[]> {
    return SIMULATOR_VOICES;
  }

  async listNumbers(): Promise<ProviderNumber[]> {
    return SIMULATOR_NUMBERS;
  }

  /** Calls under way in this process. */
  get size(): number {
    return this.live.size;
  }

  /** Stops every call without another event (the app is shutting down). */
  async close(): Promise<void> {
    const calls = [...this.live.values()];
    for (const call of calls) call.end('stop');
    await Promise.allSettled(calls.map((c) => c.done));
  }

  private async run(call: LiveCall): Promise<void> {
    const persona = personaFor(call.request.to, call.request.persona);
    let reason: Ended['reason'] | 'busy' | 'no_answer';
    try {
      await this.emit(call, { type: 'call.queued' });
      await this.emit(call, { type: 'call.ringing' });
      if (persona.pickup === 'busy' || persona.pickup === 'no_answer') {
        await this.emit(call, { type: persona.pickup === 'busy' ? 'call.busy' : 'call.no_answer' });
        reason = persona.pickup;
      } else {
        await this.emit(call, { type: 'call.answered', data: { answered_by: persona.pickup } });
        call.answered = true;
        reason = await this.converse(call, persona);
      }
    } catch (error) {
      if (error instanceof Stopped) return;
      if (error instanceof Ended) reason = error.reason;
      else {
        this.options.onError?.(`simulated call ${call.providerCallId}: the agent failed`, error);
        reason = 'failed';
      }
    }
    if (call.endReason === 'stop') return;
    const duration = call.answered ? Math.ceil(call.clock) : 0;
    await this.emit(call, {
      type: 'call.hangup',
      data: { reason, duration_seconds: duration, cost: Math.ceil(duration / 60) * SIMULATOR_CENTS_PER_MINUTE, currency: 'USD' },
    }, true).catch((error: unknown) => {
      if (!(error instanceof Stopped)) throw error;
    });
  }

  /** The conversation after pickup; answers why it ended. */
  private async converse(call: LiveCall, persona: Persona): Promise<Ended['reason']> {
    const { request } = call;
    const history: ChatMessage[] = [{ role: 'system', content: request.systemPrompt }];
    const hear = async (role: 'customer' | 'voicemail' | 'ivr', text: string) => {
      await this.say(call, role, text);
      history.push({ role: 'user', content: text });
    };
    if (persona.greeting) await hear(persona.pickup === 'human' ? 'customer' : persona.pickup === 'voicemail' ? 'voicemail' : 'ivr', persona.greeting);

    if (persona.pickup === 'voicemail') {
      await this.agentSpeaks(call, history, request.agentTurn);
      return 'voicemail_left';
    }
    if (persona.pickup === 'ivr') {
      await this.agentSpeaks(call, history, request.agentTurn);
      if (persona.screenedBy) await hear('ivr', persona.screenedBy);
    } else if (request.firstMessage) {
      await this.say(call, 'agent', request.firstMessage);
      history.push({ role: 'assistant', content: request.firstMessage });
    } else {
      await this.agentSpeaks(call, history, request.agentTurn);
    }
    for (const [i, line] of persona.lines.entries()) {
      await hear('customer', line);
      if (i === persona.lines.length - 1) return 'customer_hangup';
      await this.agentSpeaks(call, history, request.agentTurn);
    }
    return 'customer_hangup';
  }

  /** One turn of the agent: its tool calls (recorded, answered) and its line. */
  private async agentSpeaks(call: LiveCall, history: ChatMessage[], agentTurn: AgentTurn): Promise<void> {
    if (++call.turns > SIMULATOR_MAX_TURNS) throw new Ended('max_turns');
    for (let round = 0; round < MAX_TOOL_ROUNDS; round++) {
      this.check(call);
      const answer = await Promise.race([agentTurn(history), call.endRequested.then(() => null)]);
      this.check(call);
      if (!answer) throw new Ended('failed');
      const text = answer.text.trim();
      history.push({ role: 'assistant', content: text || null, ...(answer.toolCalls.length > 0 && { tool_calls: answer.toolCalls }) });
      if (text) await this.say(call, 'agent', text);
      let hangUp = false;
      for (const tool of answer.toolCalls) {
        const result = tool.name === END_CALL_TOOL ? JSON.stringify({ ended: true }) : await this.runTool(call, tool);
        await this.emit(call, { type: 'call.tool_call', data: { id: tool.id, name: tool.name, arguments: tool.arguments, result } });
        history.push({ role: 'tool', tool_call_id: tool.id, content: result });
        if (tool.name === END_CALL_TOOL) hangUp = true;
      }
      if (hangUp) throw new Ended('agent_hangup');
      // A turn of only tool calls asks the agent again, now with the results.
      if (text || !answer.toolCalls.length) return;
    }
  }

  /** The team's tool, run for real; an ending from outside aborts it and ends the turn. */
  private async runTool(call: LiveCall, tool: ToolCall): Promise<string> {
    this.check(call);
    const result = await call.request.runTool(tool, call.signal).catch((error: unknown) => {
      if (call.signal.aborted) return null;
      throw error;
    });
    this.check(call);
    if (result === null) throw new Ended('failed');
    return result;
  }

  private async say(call: LiveCall, role: 'agent' | 'customer' | 'voicemail' | 'ivr', text: string): Promise<void> {
    await this.emit(call, { type: 'call.transcript', data: { role, text } });
    call.clock += speechSeconds(text);
    if (call.clock >= call.request.maxCallSeconds) throw new Ended('max_duration');
  }

  /** An ending asked for from outside (an operator, shutdown) takes effect between two events. */
  private check(call: LiveCall): void {
    if (call.endReason === 'stop') throw new Stopped();
    if (call.endReason) throw new Ended(call.endReason);
  }

  private async emit(call: LiveCall, body: CallEventBody, last = false): Promise<void> {
    if (!last) this.check(call);
    else if (call.endReason === 'stop') throw new Stopped();
    const event = {
      id: `${call.providerCallId}-${++call.seq}`,
      call_id: call.request.callId,
      provider_call_id: call.providerCallId,
      occurred_at: new Date().toISOString(),
      ...body,
    };
    const raw = Buffer.from(JSON.stringify(event));
    for (let attempt = 0; ; attempt++) {
      const status = await this.options.deliver(raw).catch(() => 503);
      if (status < 300) break;
      // Parley no longer knows the call (deleted) or refuses the event: nothing more to tell it.
      if (status < 500) throw new Stopped();
      if (attempt >= 3) throw new Stopped();
      await call.pause(50 * 2 ** attempt);
    }
    if (!last) await call.pause(this.options.paceMs);
  }
}
