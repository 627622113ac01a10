/**
 * A routing decision for one number as an operator asks it (the simulate endpoint and screen): the
 * number read in the team's notation, the contact with that number found for its network facts,
 * opt-out and the segments the plan's rules name, then decide() on the team's cached snapshot. A
 * send (server/domains/sms/delivery/send-message.ts) routes the same way.
 */
import { and, eq } from 'drizzle-orm';
import type { SimulateRequest } from '../../../../resources/sms/routing-simulate.ts';
import type { Db } from '../../../db/client.ts';
import { contacts } from '../../../db/schema/index.ts';
import { HttpError, invalid } from '../../../http/errors.ts';
import { teamContactSettings } from '../../audience/contact-record.ts';
import { isOptedOut } from '../../audience/opt-outs.ts';
import { readPhoneNumber } from '../../audience/phone-number.ts';
import { countWhere, segmentOf, segmentWhere } from '../../audience/segment-members.ts';
import { snapshotCache } from './cache.ts';
import type { Decision } from './decision.ts';
import { decide, type DecideOptions } from './decide.ts';

export async function simulateRouting(db: Db, teamId: number, request: SimulateRequest, options: DecideOptions = {}): Promise<Decision> {
  return (await routeMessage(db, teamId, request, options)).decision;
}

/** The decision and the contact with the number (a send records it). */
export async function routeMessage(db: Db, teamId: number, request: SimulateRequest, options: DecideOptions = {}): Promise<{ decision: Decision; contactId: number | null }> {
  const { defaultCountry } = await teamContactSettings(db, teamId);
  const read = readPhoneNumber(request.to, defaultCountry);
  if (!read.ok) throw invalid({ to: [read.message] });
  const snapshot = await snapshotCache(db).get(teamId);
  if (request.plan_id && !snapshot.plans.has(request.plan_id)) throw invalid({ plan_id: ['No such routing plan.'] });
  const { e164, country } = read.number;

  const [contact] = await db
    .select({ id: contacts.id, network: contacts.network, mcc: contacts.mcc, mnc: contacts.mnc, network_source: contacts.network_source, opted_out: contacts.opted_out })
    .from(contacts)
    .where(and(eq(contacts.team_id, teamId), eq(contacts.phone, e164)));
  const optedOut = contact ? contact.opted_out : await isOptedOut(db, teamId, e164);
  const plan = snapshot.plans.get(request.plan_id ?? snapshot.defaultPlanId ?? -1);
  const segmentIds = new Set<number>();
  if (contact && plan) {
    for (const id of new Set(plan.rules.flatMap((r) => (r.segment_id === null ? [] : [r.segment_id])))) {
      if (await isMember(db, teamId, id, contact.id)) segmentIds.add(id);
    }
  }
  const decision = decide(
    snapshot,
    {
      e164,
      country,
      from: request.from ?? null,
      contact: contact || optedOut ? { network: contact?.network ?? null, mcc: contact?.mcc ?? null, mnc: contact?.mnc ?? null, network_source: contact?.network_source ?? null, opted_out: optedOut, segment_ids: segmentIds } : null,
      planId: request.plan_id ?? null,
    },
    options,
  );
  return { decision, contactId: contact?.id ?? null };
}

/** A segment whose rules no longer compile (a custom field was deleted) has no members here: its rule does not match. */
async function isMember(db: Db, teamId: number, segmentId: number, contactId: number): Promise<boolean> {
  try {
    const segment = await segmentOf(db, teamId, segmentId);
    return (await countWhere(db, and(await segmentWhere(db, segment), eq(contacts.id, contactId))!)) > 0;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}
