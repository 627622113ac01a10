/**
 * The API trigger: a caller names contacts of its team, by id or by number, and they enter an active
 * automation at its `api_call` trigger, the re-entry rule applying as for any trigger. Every contact
 * that did not enter is answered with why (unknown, not a number, already on its way or kept out
 * by the re-entry rule), so the caller can tell a typo from a repeat.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { enterAutomationInput, enterAutomationOutput } from '../../../../resources/automations/automation-api.ts';
import type { z } from '../../../../resources/validation.ts';
import { automationJourneys, automations, contacts } from '../../../db/schema/index.ts';
import type { Db } from '../../../db/client.ts';
import { invalid, notFound } from '../../../http/errors.ts';
import { teamContactSettings } from '../../audience/contact-record.ts';
import { readPhoneNumber } from '../../audience/phone-number.ts';
import type { Caller } from '../../caller.ts';
import { enterJourneys } from '../enter.ts';
import { publishedGraph } from './published-graph.ts';

type Input = z.infer<typeof enterAutomationInput>;
type Output = z.infer<typeof enterAutomationOutput>;

export const NOT_RUNNING = 'The automation is paused: start it first.';
export const NO_API_TRIGGER = 'The published automation has no API call trigger: add one and publish it.';

export async function enterByApi(db: Db, caller: Caller, automationId: number, input: Input): Promise<Output> {
  const [a] = await db.select().from(automations).where(and(eq(automations.id, automationId), eq(automations.team_id, caller.teamId)));
  if (!a) throw notFound('No such automation.');
  if (a.status !== 'active' || a.published_version === null) throw invalid({ status: [NOT_RUNNING] });
  const node = (await publishedGraph(db, a.id, a.published_version))?.nodes.find((n) => n.type === 'api_call');
  if (!node) throw invalid({ trigger: [NO_API_TRIGGER] });

  const skipped: Output['skipped'] = [];
  /** Each named contact's id with how the caller named it. */
  const named = new Map<number, string>();
  const ids = [...new Set(input.contact_ids ?? [])];
  if (ids.length) {
    const found = new Set((await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.team_id, caller.teamId), inArray(contacts.id, ids)))).map((r) => r.id));
    for (const id of ids) {
      if (found.has(id)) named.set(id, String(id));
      else skipped.push({ ref: String(id), reason: 'No such contact in this team.' });
    }
  }
  const phones = [...new Set(input.phones ?? [])];
  if (phones.length) {
    const { defaultCountry } = await teamContactSettings(db, caller.teamId);
    const byNumber = new Map<string, string>();
    for (const phone of phones) {
      const read = readPhoneNumber(phone, defaultCountry);
      if (read.ok) byNumber.set(read.number.e164, phone);
      else skipped.push({ ref: phone, reason: read.message });
    }
    const rows = byNumber.size ? await db.select({ id: contacts.id, phone: contacts.phone }).from(contacts).where(and(eq(contacts.team_id, caller.teamId), inArray(contacts.phone, [...byNumber.keys()]))) : [];
    const known = new Map(rows.map((r) => [r.phone, r.id]));
    for (const [e164, phone] of byNumber) {
      const id = known.get(e164);
      if (id === undefined) skipped.push({ ref: phone, reason: 'No contact of this team has this number.' });
      else if (!named.has(id)) named.set(id, phone);
    }
  }
  const entered = new Set(
    await enterAndMap(db, {
      teamId: caller.teamId,
      automationId: a.id,
      version: a.published_version,
      reentry: a.reentry,
      reentryDays: a.reentry_days,
      nodeId: node.id,
      contactIds: [...named.keys()],
      entry: { trigger: 'api_call', user_id: caller.userId },
    }),
  );
  for (const [id, ref] of named) if (!entered.has(id)) skipped.push({ ref, reason: 'Already on its way through this automation, or its re-entry rule keeps the contact out.' });
  return { entered: entered.size, skipped };
}

/** Enters and answers the contacts that entered (enterJourneys answers journeys). */
async function enterAndMap(db: Db, entry: Parameters<typeof enterJourneys>[1]): Promise<number[]> {
  const journeys = await enterJourneys(db, entry);
  if (!journeys.length) return [];
  const rows = await db.select({ contact: automationJourneys.contact_id }).from(automationJourneys).where(inArray(automationJourneys.id, journeys));
  return rows.map((r) => r.contact);
}
