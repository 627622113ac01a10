/**
 * Parley's built-in lookup provider: answers every number the same way every time, from a hash of
 * the number, so demos, tests and screenshots agree. The network is the one the number's prefix was
 * issued to (prefix-networks.ts) or, where the plan is portable and the prefix says nothing (the
 * US, Mexico), one of the country's main networks; about one number in eight has been ported to
 * another network of its country. Most numbers are live, some absent or no longer assigned, a few
 * roam. Each answer takes tens of milliseconds, and about 3 % of tries fail (which tries depends on
 * the number and the attempt), so retries happen as they do with a real provider.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { mainNetworksOf, type MobileNetwork } from '../../domains/audience/mobile-networks.ts';
import { networkOfNumber } from '../../domains/audience/prefix-networks.ts';
import { LookupFailure, type HlrAnswer, type HlrStatus, type LookupCall, type LookupProvider, type MnpAnswer } from '../../domains/enrichment/lookup-provider.ts';

export interface SimulatorOptions {
  /** Average time an answer takes (each varies between half and one and a half times it); 0 answers at once. */
  latencyMs: number;
  /** Share of tries that fail, 0–1. */
  failureRate?: number;
}

/** What the simulator charges per lookup, in US cents. */
export const SIMULATED_COST = { hlr: 1, mnp: 1 } as const;

const PORTED_SHARE = 0.12;
const ROAMING_SHARE = 0.06;

/** A number between 0 and 1 from the number and what it is drawn for (FNV-1a): the same every time. */
export function draw(e164: string, purpose: string): number {
  let hash = 0x811c9dc5;
  const text = `${purpose}|${e164}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x1_0000_0000;
}

interface Simulated {
  valid: boolean;
  country: string | null;
  original: Pick<MobileNetwork, 'name' | 'mcc' | 'mnc'> | null;
  current: Pick<MobileNetwork, 'name' | 'mcc' | 'mnc'> | null;
  ported: boolean;
}

/** Where the number is, as the simulator sees it: the same for its HLR and MNP answers. */
export function simulateNumber(e164: string): Simulated {
  const parsed = parsePhoneNumberFromString(e164);
  const valid = !!parsed?.isValid();
  const country = parsed?.country ?? null;
  if (!valid) return { valid, country, original: null, current: null, ported: false };
  const networks = mainNetworksOf(country);
  const prefix = networkOfNumber(e164);
  const original = prefix ? { name: prefix.network, mcc: prefix.mcc ?? '', mnc: prefix.mnc ?? '' } : networks.length ? networks[Math.floor(draw(e164, 'network') * networks.length)] : null;
  const others = networks.filter((n) => n.name !== original?.name);
  const ported = !!original && others.length > 0 && draw(e164, 'ported') < PORTED_SHARE;
  const current = ported ? others[Math.floor(draw(e164, 'ported-to') * others.length)] : original;
  return { valid, country, original, current, ported };
}

const codes = (network: Simulated['current']) => ({ network: network?.name ?? null, mcc: network?.mcc || null, mnc: network?.mnc || null });

function statusOf(e164: string, simulated: Simulated): HlrStatus {
  if (!simulated.valid) return 'invalid';
  const roll = draw(e164, 'status');
  if (roll < 0.8) return 'valid';
  if (roll < 0.92) return 'absent';
  if (roll < 0.97) return 'invalid';
  return 'unknown';
}

export function createSimulator({ latencyMs, failureRate = 0.03 }: SimulatorOptions): LookupProvider {
  async function answerAfterLatency(e164: string, kind: 'hlr' | 'mnp', call: LookupCall): Promise<void> {
    const wait = latencyMs * (0.5 + draw(e164, `latency:${kind}:${call.attempt}`));
    if (wait >= 1) await sleep(wait, undefined, { signal: call.signal });
    if (draw(e164, `fail:${kind}:${call.attempt}`) < failureRate) throw new LookupFailure('The simulated provider timed out (as a real one sometimes does).', true);
  }
  return {
    name: 'simulator',
    async hlr(e164, call): Promise<HlrAnswer> {
      await answerAfterLatency(e164, 'hlr', call);
      const simulated = simulateNumber(e164);
      const status = statusOf(e164, simulated);
      const known = status === 'valid' || status === 'absent';
      return {
        status,
        ...(known ? codes(simulated.current) : codes(null)),
        ported: known && simulated.ported,
        roaming: status === 'valid' && draw(e164, 'roaming') < ROAMING_SHARE,
        cost: SIMULATED_COST.hlr,
        currency: 'USD',
      };
    },
    async mnp(e164, call): Promise<MnpAnswer> {
      await answerAfterLatency(e164, 'mnp', call);
      const simulated = simulateNumber(e164);
      const current = codes(simulated.current);
      return {
        ported: simulated.ported,
        country: simulated.country,
        original_network: simulated.original?.name ?? null,
        current_network: current.network,
        mcc: current.mcc,
        mnc: current.mnc,
        cost: SIMULATED_COST.mnp,
        currency: 'USD',
      };
    },
  };
}
