/**
 * What a number-lookup provider answers (docs/areas/audience.md#number-validation), whatever
 * answers it: the built-in simulator (simulator.ts) or a provider's HTTP API (http-provider.ts).
 */
import type { HLR_STATUSES } from '../../../resources/enrichment/hlr-lookups.ts';
import type { CURRENCIES } from '../../../resources/campaigns/offers.ts';

export type HlrStatus = (typeof HLR_STATUSES)[number];
export type Currency = (typeof CURRENCIES)[number];

/** A home-location-register answer: is the number live, where is it now. */
export interface HlrAnswer {
  status: HlrStatus;
  network: string | null;
  mcc: string | null;
  mnc: string | null;
  ported: boolean;
  roaming: boolean;
  /** What the lookup cost, in minor units of `currency`. */
  cost: number;
  currency: Currency;
}

/** A number-portability answer: has the number left the network its prefix was issued to. */
export interface MnpAnswer {
  ported: boolean;
  /** ISO 3166-1 alpha-2 of the number. */
  country: string | null;
  original_network: string | null;
  current_network: string | null;
  mcc: string | null;
  mnc: string | null;
  cost: number;
  currency: Currency;
}

export interface LookupCall {
  /** 1 for the first try of this number in this run; the simulator's failures depend on it. */
  attempt: number;
  signal?: AbortSignal;
}

export interface LookupProvider {
  /** `simulator` or `http`: recorded with every answer. */
  readonly name: 'simulator' | 'http';
  hlr(e164: string, call: LookupCall): Promise<HlrAnswer>;
  mnp(e164: string, call: LookupCall): Promise<MnpAnswer>;
}

/**
 * A lookup that did not get an answer. `retryable` failures (a timeout, a busy provider) are tried
 * again with backoff; the others (a refused key, an answer that is not one) would fail again.
 */
export class LookupFailure extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
