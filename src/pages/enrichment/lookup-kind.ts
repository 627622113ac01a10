/** What the HLR and MNP screens differ in: where they ask, which list holds the answers. */
import { HLR_PATH, MNP_PATH } from '../../../resources/enrichment/lookups.ts';
import type { LookupKind } from '../../../resources/enrichment/lookup-providers.ts';

export interface KindScreen {
  kind: LookupKind;
  /** The resource whose records the answers are. */
  resource: 'hlr-lookups' | 'mnp-requests';
  checkPath: string;
  countPath: string;
}

export const SCREENS: Record<LookupKind, KindScreen> = {
  hlr: { kind: 'hlr', resource: 'hlr-lookups', checkPath: `${HLR_PATH}/check`, countPath: `${HLR_PATH}/calc-contacts-count` },
  mnp: { kind: 'mnp', resource: 'mnp-requests', checkPath: MNP_PATH, countPath: `${MNP_PATH}/calc-contacts-count` },
};

/** A lookup as a check answers it: its record, whether the cache answered, and when the provider did. */
export type LookupAnswer = Record<string, unknown> & { id: number; phone: string; cached: boolean; answered_at: string; error: string | null; cost: number; currency: string };
