/**
 * The voices a team's agents may speak with: those of the provider its calls go through. Today
 * every team's calls go through the built-in simulator (the one adapter Parley has), so these are
 * the simulator's; a carrier adapter answers its own from its `listVoices`, chosen here by the
 * team's active voice account.
 */
import type { VoicesResponse } from '../../../../resources/voice/voices.ts';
import { SIMULATOR_VOICES } from '../../../simulators/voice/simulator-voices.ts';

export async function teamVoices(_teamId: number, language?: string): Promise<VoicesResponse> {
  const voices = language ? SIMULATOR_VOICES.filter((v) => v.language === language) : SIMULATOR_VOICES;
  return { provider: 'simulator', voices };
}
