/**
 * What differs between an HLR lookup and an MNP check: which table records it, how the provider is
 * asked, what a fresh answer looks like and what it tells the contact. Everything else (the cache,
 * retries, batches, writing) is the same and lives in lookup-service.ts.
 */
import { and, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { LookupKind } from '../../../resources/enrichment/lookup-providers.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import { codesOf } from '../audience/mobile-networks.ts';
import { hlrLookups, mnpRequests } from '../../db/schema/index.ts';
import type { HlrAnswer, LookupCall, LookupProvider, MnpAnswer } from './lookup-provider.ts';

export type HlrRow = typeof hlrLookups.$inferSelect;
export type MnpRow = typeof mnpRequests.$inferSelect;

/** What a lookup tells its contact (null: leave the stored value). */
export interface ContactFacts {
  network: string | null;
  mcc: string | null;
  mnc: string | null;
  ported: boolean;
  reachability: string | null;
}

export interface KindSpec<A, R extends { id: number; phone: string }> {
  kind: LookupKind;
  /** The job that checks an audience of this kind. */
  jobKind: 'hlr-check' | 'mnp-check';
  table: typeof hlrLookups | typeof mnpRequests;
  ask(provider: LookupProvider, e164: string, call: LookupCall): Promise<A>;
  /** The columns of a recorded answer (besides team, phone, contact and source). */
  answerColumns(answer: A, checkedAt: Date): Record<string, unknown>;
  failureColumns(error: string, checkedAt: Date): Record<string, unknown>;
  /** The last successful answers for these numbers given at or after `since`, by number. */
  fresh(db: DbOrTx, teamId: number, phones: string[], since: Date): Promise<Map<string, R>>;
  /** A recorded answer as the provider gave it, to be reused. */
  answerOf(row: R): A;
  answeredAt(row: R): Date;
  facts(answer: A): ContactFacts;
}

/** Answers the provider gave, never copies the cache made: a copy would stretch an answer's life past its hours. */
const ASKED = ['simulator', 'http'];

export const HLR: KindSpec<HlrAnswer, HlrRow> = {
  kind: 'hlr',
  jobKind: 'hlr-check',
  table: hlrLookups,
  ask: (provider, e164, call) => provider.hlr(e164, call),
  answerColumns: (a, at) => ({ status: a.status, network: a.network, mcc: a.mcc, mnc: a.mnc, ported: a.ported, roaming: a.roaming, cost: a.cost, currency: a.currency, checked_at: at, error: null }),
  failureColumns: (error, at) => ({ status: 'unknown', ported: false, roaming: false, cost: 0, currency: 'USD', checked_at: at, error }),
  async fresh(db, teamId, phones, since) {
    if (!phones.length) return new Map();
    const rows = await db
      .selectDistinctOn([hlrLookups.phone])
      .from(hlrLookups)
      .where(and(eq(hlrLookups.team_id, teamId), inArray(hlrLookups.phone, phones), inArray(hlrLookups.provider, ASKED), isNull(hlrLookups.error), gte(hlrLookups.checked_at, since)))
      .orderBy(hlrLookups.phone, desc(hlrLookups.checked_at));
    return new Map(rows.map((r) => [r.phone, r]));
  },
  answerOf: (r) => ({ status: r.status, network: r.network, mcc: r.mcc, mnc: r.mnc, ported: r.ported, roaming: r.roaming, cost: r.cost, currency: r.currency }),
  answeredAt: (r) => r.checked_at,
  facts: (a) => ({ network: a.network, mcc: a.mcc, mnc: a.mnc, ported: a.ported, reachability: a.status }),
};

export const MNP: KindSpec<MnpAnswer, MnpRow> = {
  kind: 'mnp',
  jobKind: 'mnp-check',
  table: mnpRequests,
  ask: (provider, e164, call) => provider.mnp(e164, call),
  answerColumns: (a, at) => ({
    status: 'completed',
    ported: a.ported,
    country: a.country,
    original_network: a.original_network,
    current_network: a.current_network,
    cost: a.cost,
    currency: a.currency,
    checked_at: at,
    error: null,
  }),
  failureColumns: (error, at) => ({ status: 'failed', ported: false, cost: 0, currency: 'USD', checked_at: at, error }),
  async fresh(db, teamId, phones, since) {
    if (!phones.length) return new Map();
    const rows = await db
      .selectDistinctOn([mnpRequests.phone])
      .from(mnpRequests)
      .where(and(eq(mnpRequests.team_id, teamId), inArray(mnpRequests.phone, phones), inArray(mnpRequests.provider, ASKED), eq(mnpRequests.status, 'completed'), gte(mnpRequests.checked_at, since)))
      .orderBy(mnpRequests.phone, desc(mnpRequests.checked_at));
    return new Map(rows.map((r) => [r.phone, r]));
  },
  // The table keeps the current network by name; its codes come from the table of networks again.
  answerOf: (r) => ({ ported: r.ported, country: r.country, original_network: r.original_network, current_network: r.current_network, mcc: codesOf(r.country, r.current_network)?.mcc ?? null, mnc: codesOf(r.country, r.current_network)?.mnc ?? null, cost: r.cost, currency: r.currency }),
  answeredAt: (r) => r.checked_at ?? r.created_at,
  facts: (a) => ({ network: a.current_network, mcc: a.mcc, mnc: a.mnc, ported: a.ported, reachability: null }),
};
