/**
 * 200 calls over the last 30 days: mostly the solar agent's outbound campaign calls, the rest
 * inbound or reminders, each with its outcome, summary and transcript; then each campaign's count
 * of calls made.
 */
import { eq } from 'drizzle-orm';
import type { CallOutcome } from '../../../../resources/voice/shared.ts';
import type { CALL_STATUSES } from '../../../../resources/voice/calls.ts';
import type { Db } from '../../../db/client.ts';
import { insertChunks, type Random } from '../../random.ts';
import { agentCampaigns, calls } from '../../../db/schema/index.ts';
import { AGENTS } from './agents.ts';
import type { Own } from '../own.ts';
import type { NumberRow } from './numbers.ts';
import { ARABIC_NAMES, NAMES, SUMMARIES, transcript } from './transcripts.ts';

type CallStatus = (typeof CALL_STATUSES)[number];

export async function seedCalls(db: Db, own: Own, rnd: Random, now: number, at: { agentIds: number[]; numberRows: NumberRow[]; campaignRows: { id: number }[] }): Promise<void> {
  const { agentIds, numberRows, campaignRows } = at;
  const callRows: (typeof calls.$inferInsert)[] = [];
  const perCampaign = new Map<number, number>();
  for (let i = 0; i < 200; i++) {
    const a = rnd.weighted([[0, 55], [1, 30], [2, 15]] as const);
    const agent = AGENTS[a];
    const inbound = rnd.next() < (a === 1 ? 0.45 : 0.2);
    const line = numberRows[a === 0 ? 0 : a === 1 ? 2 : 4].number;
    const customer = a === 2 ? `+9665${rnd.int(10_000_000, 99_999_999)}` : `+1${rnd.pick(['415', '510', '650', '408', '925'])}555${String(rnd.int(100, 199)).padStart(4, '0')}`;
    const status: CallStatus = rnd.weighted([['completed', 68], ['no_answer', 16], ['busy', 6], ['failed', 5], ['completed', 5]] as const);
    const outcome: CallOutcome =
      status === 'completed'
        ? rnd.weighted([['interested', 24], ['not_interested', 30], ['callback', 18], ['do_not_call', 6], ['voicemail', 14], ['unknown', 8]] as const)
        : status === 'no_answer' && rnd.next() < 0.4
          ? 'voicemail'
          : 'unknown';
    const started = new Date(now - rnd.int(0, 30 * 24 * 60 - 1) * 60_000 - rnd.int(0, 59) * 1000);
    const duration = outcome === 'voicemail' ? rnd.int(18, 45) : status === 'completed' ? rnd.int(35, Math.min(agent.max_call_seconds, 520)) : 0;
    const campaignId = !inbound && a !== 1 ? campaignRows[a === 0 ? 0 : 2].id : null;
    if (campaignId) perCampaign.set(campaignId, (perCampaign.get(campaignId) ?? 0) + 1);
    const callSid = `sim_${rnd.hex(24)}`;
    const name = rnd.pick(a === 2 ? ARABIC_NAMES : NAMES);
    const talked = status === 'completed';
    callRows.push({
      ...own,
      agent_id: agentIds[a],
      campaign_id: campaignId,
      direction: inbound ? 'inbound' : 'outbound',
      from_number: inbound ? customer : line,
      to_number: inbound ? line : customer,
      status,
      outcome,
      started_at: started,
      duration_seconds: duration,
      // AI voice minutes at 9 cents, billed per started minute.
      cost: duration ? Math.ceil(duration / 60) * 9 : 1,
      currency: 'USD',
      summary: talked || outcome === 'voicemail' ? SUMMARIES[outcome](name) : `No conversation (${status.replace('_', ' ')}).`,
      transcript: talked || outcome === 'voicemail' ? transcript(agent.script, outcome, name, rnd.pick, started) : null,
      recording_url: talked || outcome === 'voicemail' ? `https://recordings.example.com/calls/${callSid}.mp3` : null,
      provider_call_id: callSid,
      answered_by: outcome === 'voicemail' ? 'voicemail' : talked ? 'human' : null,
      hangup_reason: outcome === 'voicemail' ? 'voicemail_left' : talked ? (duration % 2 ? 'customer_hangup' : 'agent_hangup') : status,
      ended_at: new Date(started.getTime() + duration * 1000),
      after_call_at: new Date(started.getTime() + duration * 1000),
      created_at: started,
      updated_at: new Date(started.getTime() + duration * 1000),
    });
  }
  await insertChunks(callRows, (chunk) => db.insert(calls).values(chunk));
  for (const [id, made] of perCampaign) {
    await db.update(agentCampaigns).set({ calls_made: made }).where(eq(agentCampaigns.id, id));
  }
}
