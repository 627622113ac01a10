/**
 * The numbers a campaign calls from: its first number and its more caller numbers, each one of the
 * team's active voice numbers; without any, the numbers assigned to its agent. Rotated per contact
 * and attempt, so a contact called again hears another number when there are several.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { voiceNumbers } from '../../../db/schema/index.ts';
import type { VoiceCampaignRow } from './campaign-row.ts';

export interface CallerNumbers {
  numbers: string[];
  /** Field messages for what is wrong (a number not the team's, or none at all). */
  errors: Record<string, string[]>;
}

export async function callerNumbersOf(db: Db, campaign: Pick<VoiceCampaignRow, 'team_id' | 'agent_id' | 'number_id' | 'caller_numbers'>): Promise<CallerNumbers> {
  const errors: Record<string, string[]> = {};
  const active = and(eq(voiceNumbers.team_id, campaign.team_id), eq(voiceNumbers.status, 'active'));
  const numbers: string[] = [];
  if (campaign.number_id) {
    const [first] = await db.select({ number: voiceNumbers.number }).from(voiceNumbers).where(and(active, eq(voiceNumbers.id, campaign.number_id)));
    if (first) numbers.push(first.number);
    else errors.number_id = ['This number is not one of the team’s active voice numbers.'];
  }
  const more = campaign.caller_numbers ?? [];
  if (more.length) {
    const known = new Set((await db.select({ number: voiceNumbers.number }).from(voiceNumbers).where(and(active, inArray(voiceNumbers.number, more)))).map((r) => r.number));
    const unknown = more.filter((n) => !known.has(n));
    if (unknown.length) errors.caller_numbers = [`Not among the team’s active voice numbers: ${unknown.join(', ')}.`];
    for (const n of more) if (known.has(n) && !numbers.includes(n)) numbers.push(n);
  }
  if (!numbers.length && !errors.number_id && !errors.caller_numbers) {
    const own = await db.select({ number: voiceNumbers.number }).from(voiceNumbers).where(and(active, eq(voiceNumbers.agent_id, campaign.agent_id))).orderBy(asc(voiceNumbers.id));
    numbers.push(...own.map((r) => r.number));
    if (!numbers.length) errors.number_id = ['Choose a number to call from: the agent has no active number of its own.'];
  }
  return { numbers, errors };
}

/** The number a contact's attempt is placed from. */
export const rotate = (numbers: string[], contactId: number, attempt: number) => numbers[(contactId + attempt) % numbers.length];
