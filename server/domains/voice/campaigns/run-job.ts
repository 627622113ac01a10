/**
 * A voice campaign's run as a job (`voice-campaign`; docs/areas/voice.md#voice-campaigns), learnt
 * from the SMS runner: freeze the audience, then keep up to `concurrency` calls live, claiming the
 * next contacts whose calling window is open (in their own zone) and whose retry time has come, at
 * most `calls_per_minute`. Each loop first settles the contacts whose call ended (settle.ts) and
 * asks the breaker. With nothing to do until a window opens or a retry is due, the job ends and the
 * campaign shows `wakes_at`; the tick queues it again then. When nobody is left, the run ends.
 *
 * Every step is a transaction of its own, and an attempt starts by closing the calls a dead runner
 * left (reap.ts), so a kill at any point is taken over by the next attempt without skipping a
 * contact or calling one twice. Stopping or pausing the campaign stops new calls at the next loop;
 * the job stays until its live calls are settled.
 */
import { and, eq, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { agentCampaignRecipients, agentCampaigns, agents, calls } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import { HttpError } from '../../../http/errors.ts';
import { JobAbandoned, PermanentJobError } from '../../../jobs/job-kind.ts';
import { defineJob } from '../../define-job.ts';
import { nextSendAt, recipientZone } from '../../campaigns/send-window.ts';
import { Throttle } from '../../campaigns/send/throttle.ts';
import { agentTurnFor, placeCall, type AgentRow } from '../calls/place-call.ts';
import type { AgentTurn } from '../calls/agent-turn.ts';
import { promptForCall, type CallPrompt } from '../prompts/call-prompt.ts';
import type { VoiceProvider } from '../provider/voice-provider.ts';
import { checkBreaker } from './breaker.ts';
import { callerNumbersOf } from './caller-numbers.ts';
import { callingWindow, type VoiceCampaignRow } from './campaign-row.ts';
import { claimCalls } from './claim.ts';
import { addAudience, audienceOf, freezeVoiceRun } from './freeze.ts';
import { reapOrphanCalls } from './reap.ts';
import { finishVoiceRun } from './run-end.ts';
import { settleEndedCalls } from './settle.ts';

const MAX_ATTEMPTS = 5;
/** How often the loop looks again at live calls, slots and the throttle. */
const WAIT_MS = 200;
/** Calls claimed per transaction at most. */
const CLAIM_BATCH = 50;
/** A call older than this that its provider has no longer is left over from a dead runner. */
const STALE_CALL_SECONDS = 600;
/** How often a feed's campaign looks for contacts the feed brought in, and a running job for stale calls. */
const TOP_UP_MS = 5_000;
/** A feed's campaign with nobody left waits this long for the feed before looking again. */
const FEED_WAIT_MS = 30_000;

const input = z.object({ campaign_id: z.number().int(), run: z.number().int() });

export const voiceCampaignJob = defineJob<z.infer<typeof input>>({
  kind: 'voice-campaign',
  input,
  maxAttempts: MAX_ATTEMPTS,
  retryDelaySeconds: 5,
  async run({ input, app, progress, attempt, signal }) {
    try {
      return await callRun(app, input.campaign_id, input.run, progress, signal);
    } catch (error) {
      const reason = signal.aborted ? signal.reason : error;
      if (reason instanceof JobAbandoned && reason.why !== 'cancelled') throw error;
      if (reason instanceof JobAbandoned || error instanceof PermanentJobError || attempt >= MAX_ATTEMPTS) {
        await pause(app.database.db, input.campaign_id, input.run, `Paused: ${reason instanceof Error ? reason.message : String(reason)}`);
      }
      throw error;
    }
  },
});

type Progress = (done: number, total?: number) => Promise<void>;

async function callRun(app: AppContext, campaignId: number, run: number, progress: Progress, signal: AbortSignal) {
  const db = app.database.db;
  let campaign = await campaignOfRun(db, campaignId, run);
  if (!campaign) return { message: 'The campaign has moved on to another run.' };
  const provider = providerOf(app);
  await reapOrphanCalls(db, provider, campaign, 0);
  if (campaign.status === 'running') {
    const frozen = await freezeVoiceRun(db, campaign);
    // A feed's campaign takes in who the feed brought since it last looked.
    if (frozen && campaign.feed_id && (await audienceOf(db, campaign)).feedActive) await addAudience(db, campaign);
  }
  const { numbers } = await callerNumbersOf(db, campaign);
  const [agent] = await db.select().from(agents).where(and(eq(agents.id, campaign.agent_id), eq(agents.team_id, campaign.team_id)));
  if (!agent) throw new PermanentJobError("The campaign's agent was deleted.");
  if (campaign.status === 'running' && !numbers.length) throw new PermanentJobError('The campaign has no active number to call from.');
  // The published prompt, the same for every call of this attempt and recorded on each.
  const { prompt, agentTurn } = await (async () => {
    const prompt = await promptForCall(db, agent, 'campaign');
    return { prompt, agentTurn: await agentTurnFor(app, agent, prompt) };
  })().catch((error: unknown) => {
    throw error instanceof HttpError ? new PermanentJobError(error.message) : error;
  });
  const throttle = new Throttle(campaign.calls_per_minute);
  let lastTopUp = Date.now();

  for (;;) {
    if (signal.aborted) throw signal.reason;
    campaign = await campaignOfRun(db, campaignId, run);
    if (!campaign) return { message: 'The campaign has moved on to another run.' };
    const running = campaign.status === 'running';
    await settleEndedCalls(db, campaign, running);
    const counts = await countsOf(db, campaign);
    await progress(counts.total - counts.pending - counts.calling, counts.total);
    if (!running) {
      if (!counts.calling) return { message: `The campaign is ${campaign.status}; its last calls ended.` };
      await sleep(WAIT_MS, undefined, { signal }).catch(() => undefined);
      continue;
    }
    if (await checkBreaker(db, campaign)) continue;
    if (Date.now() - lastTopUp >= TOP_UP_MS) {
      lastTopUp = Date.now();
      await reapOrphanCalls(db, provider, campaign, STALE_CALL_SECONDS);
      if (campaign.feed_id && (await audienceOf(db, campaign)).feedActive) await addAudience(db, campaign);
    }
    const now = new Date();
    const ending = campaign.schedule_end !== null && campaign.schedule_end <= now;
    if (!counts.pending || ending) {
      if (counts.calling) {
        await sleep(WAIT_MS, undefined, { signal }).catch(() => undefined);
        continue;
      }
      if (!ending && campaign.feed_id && (await audienceOf(db, campaign)).feedActive) return wait(db, campaign, new Date(Date.now() + FEED_WAIT_MS));
      if (ending) await db.update(agentCampaignRecipients).set({ state: 'excluded', reason: 'stopped', next_at: null }).where(and(eq(agentCampaignRecipients.campaign_id, campaignId), eq(agentCampaignRecipients.run, run), eq(agentCampaignRecipients.state, 'pending')));
      const ended = await finishVoiceRun(db, campaign);
      return { message: ended ? `Run ${run}: ${counts.total} contacts.` : 'The campaign was stopped before the run ended.', rows: counts.total };
    }
    const window = callingWindow(campaign);
    const zoneOf = (zone: string) => recipientZone(zone, campaign!.window_timezone);
    const open = counts.dueZones.filter((z) => nextSendAt(window, zoneOf(z), now)?.getTime() === now.getTime());
    const slots = Math.min(campaign.concurrency - counts.calling, throttle.available(), CLAIM_BATCH);
    if (open.length && slots > 0) {
      const claimed = await claimCalls(db, campaign, open, slots, numbers, prompt.version);
      throttle.take(claimed.calls.length);
      await Promise.all(claimed.calls.map((call) => dial(app, provider, call, agent, prompt, agentTurn)));
      if (claimed.calls.length || claimed.excluded) continue;
    }
    if (!counts.calling && !open.length) {
      // Nothing live and nobody callable now: wake when the first window opens or the first retry is due.
      const times = counts.zones
        .map((z) => nextSendAt(window, zoneOf(z.zone), z.earliest && z.earliest > now ? z.earliest : now)?.getTime())
        .filter((t): t is number => t !== undefined);
      if (!times.length) return wait(db, campaign, null);
      return wait(db, campaign, new Date(Math.min(...times)));
    }
    await sleep(open.length && slots > 0 ? WAIT_MS : Math.max(WAIT_MS, Math.min(1_000, throttle.msUntilNext())), undefined, { signal }).catch(() => undefined);
  }
}

/** Places one claimed call; a provider that refuses it fails the call, which settles its contact (or ends an automation's wait for it). */
export async function dial(app: AppContext, provider: VoiceProvider, call: Parameters<typeof placeCall>[2], agent: AgentRow, prompt: CallPrompt, agentTurn: AgentTurn) {
  try {
    await placeCall(app, provider, call, agent, prompt, agentTurn);
  } catch (error) {
    await app.database.db
      .update(calls)
      .set({ status: 'failed', hangup_reason: 'failed', ended_at: new Date(), updated_at: new Date(), summary: `The provider refused the call: ${(error as Error).message}`.slice(0, 5000) })
      .where(and(eq(calls.id, call.id), eq(calls.status, 'queued')));
  }
}

/** Set up when the process starts, before any job runs (server/domains/voice/provider/start.ts). */
function providerOf(app: AppContext): VoiceProvider {
  if (!app.voiceProvider) throw new Error('No voice provider is running in this process.');
  return app.voiceProvider;
}

async function campaignOfRun(db: Db, id: number, run: number): Promise<VoiceCampaignRow | undefined> {
  const [row] = await db.select().from(agentCampaigns).where(and(eq(agentCampaigns.id, id), eq(agentCampaigns.run, run)));
  return row;
}

async function wait(db: Db, campaign: VoiceCampaignRow, wakes: Date | null) {
  await db
    .update(agentCampaigns)
    .set({ wakes_at: wakes, updated_at: new Date() })
    .where(and(eq(agentCampaigns.id, campaign.id), eq(agentCampaigns.run, campaign.run), eq(agentCampaigns.status, 'running')));
  return { message: wakes ? `Nobody can be called now; calling goes on at ${wakes.toISOString()}.` : 'The calling window never opens.' };
}

async function pause(db: Db, id: number, run: number, reason: string) {
  await db
    .update(agentCampaigns)
    .set({ status: 'paused', paused_reason: reason.slice(0, 500), wakes_at: null, updated_at: new Date() })
    .where(and(eq(agentCampaigns.id, id), eq(agentCampaigns.run, run), eq(agentCampaigns.status, 'running')));
}

interface Counts {
  total: number;
  pending: number;
  calling: number;
  /** Zones with contacts whose (re)try is due now. */
  dueZones: string[];
  /** Every zone with pending contacts, and the earliest retry time in it (null: someone is due now). */
  zones: { zone: string; earliest: Date | null }[];
}

async function countsOf(db: Db, campaign: VoiceCampaignRow): Promise<Counts> {
  const rows = rowsOf<{ state: string; time_zone: string; n: number; due: number; earliest: string | Date | null }>(
    await db.execute(sql`
      select state, time_zone, count(*)::int as n, count(*) filter (where next_at is null or next_at <= now())::int as due,
        case when bool_or(next_at is null or next_at <= now()) then null else min(next_at) end as earliest
      from ${agentCampaignRecipients} where campaign_id = ${campaign.id} and run = ${campaign.run}
      group by state, time_zone`),
  );
  const counts: Counts = { total: 0, pending: 0, calling: 0, dueZones: [], zones: [] };
  for (const r of rows) {
    const n = Number(r.n);
    counts.total += n;
    if (r.state === 'calling') counts.calling += n;
    if (r.state !== 'pending') continue;
    counts.pending += n;
    if (Number(r.due) > 0) counts.dueZones.push(r.time_zone);
    counts.zones.push({ zone: r.time_zone, earliest: r.earliest === null ? null : new Date(r.earliest) });
  }
  return counts;
}
