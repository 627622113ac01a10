/**
 * HLR and MNP lookups through the team's lookup provider (its simulator when none is set), with
 * the lookup service's cache, retries and log, which also writes the answer onto the contact. The
 * provider is asked before the step's transaction (a crash in between asks again: a lookup costs,
 * but changes nothing). The step keeps the answer in its detail — network, ported, original
 * network — which the MNP statistics read. Outcomes: `reachable`/`unreachable` (HLR),
 * `ported`/`not_ported` (MNP). A lookup that failed after its retries fails the step; lookups
 * switched off for the team fail every journey with the reason.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../../context.ts';
import { rowsOf } from '../../../../events/change-triggers.ts';
import { HttpError } from '../../../../http/errors.ts';
import { HLR, MNP, type HlrRow, type KindSpec, type MnpRow } from '../../../enrichment/lookup-kinds.ts';
import { lookUpBatch } from '../../../enrichment/lookup-service.ts';
import { providerFor } from '../../../enrichment/provider-config.ts';
import { allAlike, handleOut, type ClaimedJourney, type NodeHandler, type StepResult } from '../types.ts';

/** The lookup service takes a few hundred numbers at a time. */
const CHUNK = 200;

type Results = Map<number, StepResult>;

async function lookUp<A, R extends { id: number; phone: string; error: string | null }>(app: AppContext, spec: KindSpec<A, R>, teamId: number, journeys: ClaimedJourney[], answer: (row: R) => StepResult): Promise<Results> {
  let setup;
  try {
    setup = await providerFor(app, teamId, spec.kind);
  } catch (error) {
    if (error instanceof HttpError) return allAlike(journeys, { kind: 'failed', reason: error.message });
    throw error;
  }
  const phones = rowsOf<{ id: number; phone: string | null }>(
    await app.database.db.execute(sql`select id, phone from contacts where team_id = ${teamId} and id = any(${sql.param(journeys.map((j) => j.contact_id))}::int[])`),
  );
  const phoneOf = new Map(phones.map((p) => [Number(p.id), p.phone]));
  const results: Results = new Map();
  const targets: { journey: ClaimedJourney; phone: string }[] = [];
  for (const j of journeys) {
    const phone = phoneOf.get(j.contact_id);
    if (phone) targets.push({ journey: j, phone });
    else results.set(j.id, { kind: 'failed', reason: 'The contact has no phone number.' });
  }
  for (let i = 0; i < targets.length; i += CHUNK) {
    const chunk = targets.slice(i, i + CHUNK);
    const answers = await lookUpBatch(app, spec, setup, { teamId, userId: null }, chunk.map((t) => ({ phone: t.phone, contact_id: t.journey.contact_id })));
    answers.forEach((a, k) => results.set(chunk[k].journey.id, a.failed ? { kind: 'failed', reason: a.row.error ?? 'The lookup failed.', detail: { lookup_id: a.row.id } } : answer(a.row)));
  }
  return results;
}

export const hlrLookup: NodeHandler<Results> = {
  prepare: ({ app, teamId }, journeys) =>
    lookUp(app, HLR, teamId, journeys, (row: HlrRow) =>
      handleOut(row.status === 'valid' ? 'reachable' : 'unreachable', { lookup_id: row.id, status: row.status, network: row.network, mcc: row.mcc, mnc: row.mnc, ported: row.ported, roaming: row.roaming }),
    ),
  run: async (_run, _tx, _journeys, prepared) => prepared,
};

export const mnpLookup: NodeHandler<Results> = {
  prepare: ({ app, teamId }, journeys) =>
    lookUp(app, MNP, teamId, journeys, (row: MnpRow) =>
      handleOut(row.ported ? 'ported' : 'not_ported', { lookup_id: row.id, ported: row.ported, network: row.current_network, original_network: row.original_network, country: row.country }),
    ),
  run: async (_run, _tx, _journeys, prepared) => prepared,
};
