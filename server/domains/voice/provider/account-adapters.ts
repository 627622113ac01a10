/**
 * What Parley can ask of a voice account's provider outside a call (its numbers, its voices), by
 * the account's provider. Only the built-in simulator has an adapter today; an account of another
 * carrier answers null, and whoever asked says so instead of pretending.
 */
import { SIMULATOR_NUMBERS } from '../../../simulators/voice/simulator-numbers.ts';
import { SIMULATOR_VOICES } from '../../../simulators/voice/simulator-voices.ts';
import type { VoiceProvider } from './voice-provider.ts';

export type AccountAdapter = Pick<VoiceProvider, 'listNumbers' | 'listVoices'>;

const simulator: AccountAdapter = {
  listNumbers: async () => SIMULATOR_NUMBERS,
  listVoices: async () => SIMULATOR_VOICES,
};

export function accountAdapter(provider: string): AccountAdapter | null {
  return provider === 'simulator' ? simulator : null;
}
