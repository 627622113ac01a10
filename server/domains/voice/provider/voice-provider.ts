/**
 * The voice-provider adapter: what Parley asks of a carrier (place a call, hang one up, list its
 * voices and the account's numbers). Everything that happens on the call comes back as signed webhook events
 * (server/domains/voice/calls/call-events.ts), the same for the simulator and a real carrier.
 */
import type { VoiceOption } from '../../../../resources/voice/voices.ts';
import type { NUMBER_CAPABILITIES, NUMBER_COUNTRIES } from '../../../../resources/voice/voice-numbers.ts';
import type { CURRENCIES } from '../../../../resources/voice/shared.ts';
import type { AgentTurn } from '../calls/agent-turn.ts';
import type { ToolRunner } from '../tools/call-tool-runner.ts';

export interface PlaceCallRequest {
  /** Parley's call id, echoed in every event (a carrier's client_state). */
  callId: number;
  teamId: number;
  from: string;
  to: string;
  /** The agent's side of the conversation. */
  agentTurn: AgentTurn;
  /** Runs the agent's own tools (not end_call) when the model asks; answers the model's tool result. */
  runTool: ToolRunner;
  systemPrompt: string;
  firstMessage: string | null;
  maxCallSeconds: number;
  /** A simulator persona by name, instead of the one the destination picks. */
  persona?: string;
}

/** One voice the provider can speak with (id, name, language, gender, style, preview sample). */
export type Voice = VoiceOption;

/** A number the provider's account holds, as a sync brings it in. */
export interface ProviderNumber {
  number: string;
  label: string | null;
  country: (typeof NUMBER_COUNTRIES)[number];
  capabilities: (typeof NUMBER_CAPABILITIES)[number][];
  /** Minor units of `currency`. */
  monthly_cost: number;
  currency: (typeof CURRENCIES)[number];
}

export interface VoiceProvider {
  readonly name: string;
  /** Starts the call; answers the provider's id of it. Events follow by webhook. */
  placeCall(request: PlaceCallRequest): Promise<{ providerCallId: string }>;
  /** Ends a live call; false when the provider knows no live call by that id. */
  hangup(providerCallId: string): Promise<boolean>;
  /** Whether the provider still has this call under way (a campaign taking over after a crash asks). */
  isLive(providerCallId: string): Promise<boolean>;
  listVoices(): Promise<Voice[]>;
  /** The numbers the account holds. */
  listNumbers(): Promise<ProviderNumber[]>;
}
