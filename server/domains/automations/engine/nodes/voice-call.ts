/**
 * Calling a contact with a voice agent. Arriving, each callable contact gets a call row (`queued`)
 * written in the transaction that sets its journey waiting for the call's outcome; the provider is
 * asked only after the commit (as voice campaigns do, through the same dial), so a call is placed
 * at most once: a crash in between leaves a call that was never dialled, which the timeout closes
 * as failed. The intake resumes the journey when the call ends, with its outcome; without a word
 * by the timeout, the call's own record decides. Who may not be called (opted out, blacklisted, no
 * valid number) goes on at once with the outcome `failed` and the reason.
 *
 * Without a voice provider in this process (it is set where the call webhooks run) the journey is
 * tried again shortly rather than failed: that is a matter of where it ran, not of the contact.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { FINAL_CALL_STATUSES } from '../../../../../resources/voice/calls.ts';
import { agents, calls, voiceNumbers } from '../../../../db/schema/index.ts';
import { rowsOf } from '../../../../events/change-triggers.ts';
import { HttpError } from '../../../../http/errors.ts';
import { agentTurnFor, SIMULATOR_FROM } from '../../../voice/calls/place-call.ts';
import { blacklistedSql } from '../../../voice/campaigns/claim.ts';
import { dial } from '../../../voice/campaigns/run-job.ts';
import { promptForCall } from '../../../voice/prompts/call-prompt.ts';
import type { Db } from '../../../../db/client.ts';
import type { AgentTurn } from '../../../voice/calls/agent-turn.ts';
import type { AgentRow } from '../../../voice/calls/place-call.ts';
import type { CallPrompt } from '../../../voice/prompts/call-prompt.ts';
import type { VoiceProvider } from '../../../voice/provider/voice-provider.ts';
import { allAlike, handleOut, type ClaimedJourney, type NodeHandler, type NodeRun, type StepResult } from '../types.ts';

/** How long a journey waits for its call's outcome before the call's record decides. */
export const CALL_TIMEOUT_MS = 60 * 60_000;
const NO_PROVIDER_RETRY_MS = 15_000;
const E164 = /^\+[1-9]\d{6,14}$/;

interface Caller {
  provider: VoiceProvider;
  agent: AgentRow;
  prompt: CallPrompt;
  agentTurn: AgentTurn;
  from: string;
}

/** Who calls and how, read before the step's transaction (on PGlite the one connection is the transaction's); a reason when nobody can. */
type Prepared = Caller | { retry: string } | { failed: string } | null;

export const voiceCall: NodeHandler<Prepared> = {
  prepare: async (run, journeys) => (journeys.some(arriving) ? callerFor(run) : null),
  run: async (run, tx, journeys, prepared) => {
    const results = new Map<number, StepResult>();
    for (const j of journeys) {
      if (j.resume) results.set(j.id, handleOut(j.resume.outcome ?? 'failed', { call_id: j.resume.ref_id ?? j.waiting_ref }));
    }
    const timedOut = journeys.filter((j) => j.status === 'waiting' && !j.resume);
    for (const [id, result] of await timeouts(tx, timedOut)) results.set(id, result);
    const coming = journeys.filter(arriving);
    if (coming.length && prepared) {
      const placed =
        'retry' in prepared
          ? allAlike(coming, { kind: 'retry', due_at: new Date(run.now.getTime() + NO_PROVIDER_RETRY_MS), reason: prepared.retry })
          : 'failed' in prepared
            ? allAlike(coming, { kind: 'failed', reason: prepared.failed })
            : await place(run, tx, coming, prepared);
      for (const [id, result] of placed) results.set(id, result);
    }
    return results;
  },
};

const arriving = (j: ClaimedJourney) => j.status === 'active' && !j.resume;

async function callerFor({ app, node, teamId }: NodeRun): Promise<Prepared> {
  const provider = app.voiceProvider;
  if (!provider) return { retry: 'No voice provider runs in this process yet.' };
  const db = app.database.db;
  const agentId = typeof node.data?.agent_id === 'number' ? node.data.agent_id : 0;
  const [agent] = await db.select().from(agents).where(and(eq(agents.id, agentId), eq(agents.team_id, teamId)));
  if (!agent) return { failed: 'The agent of the call no longer exists.' };
  let prompt, agentTurn;
  try {
    prompt = await promptForCall(db, agent, 'campaign');
    agentTurn = await agentTurnFor(app, agent, prompt);
  } catch (error) {
    if (error instanceof HttpError) return { failed: error.message };
    throw error;
  }
  const numberId = typeof node.data?.number_id === 'number' ? node.data.number_id : null;
  const [number] = await db
    .select({ number: voiceNumbers.number })
    .from(voiceNumbers)
    .where(and(eq(voiceNumbers.team_id, teamId), eq(voiceNumbers.status, 'active'), numberId ? eq(voiceNumbers.id, numberId) : eq(voiceNumbers.agent_id, agent.id)))
    .orderBy(asc(voiceNumbers.id))
    .limit(1);
  return { provider, agent, prompt, agentTurn, from: number?.number ?? SIMULATOR_FROM };
}

async function place(run: NodeRun, tx: Db, journeys: ClaimedJourney[], caller: Caller): Promise<Map<number, StepResult>> {
  const { app, teamId, now } = run;
  const { provider, agent, prompt, agentTurn, from } = caller;
  const contacts = rowsOf<{ id: number; phone: string | null; opted_out: boolean | null; blacklisted: boolean }>(
    await tx.execute(sql`
      select c.id, c.phone, c.opted_out, ${blacklistedSql(teamId, sql`c.phone`)} as blacklisted
      from contacts c where c.team_id = ${teamId} and c.id = any(${sql.param(journeys.map((j) => j.contact_id))}::int[])`),
  );
  const byContact = new Map(contacts.map((c) => [Number(c.id), c]));
  const results = new Map<number, StepResult>();
  const callable: { journey: ClaimedJourney; to: string }[] = [];
  for (const j of journeys) {
    const c = byContact.get(j.contact_id);
    const reason = !c?.phone || !E164.test(c.phone) ? 'invalid' : c.opted_out ? 'opted_out' : c.blacklisted ? 'blacklisted' : null;
    if (reason) results.set(j.id, handleOut('failed', { reason }));
    else callable.push({ journey: j, to: c!.phone! });
  }
  if (!callable.length) return results;
  const ids = rowsOf<{ id: number }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('calls', 'id'))::int as id from generate_series(1, ${callable.length})`)).map((r) => Number(r.id));
  await tx.execute(sql`
    insert into ${calls} (id, team_id, agent_id, direction, from_number, to_number, status, tool_calls, prompt_version)
    select v.id, ${teamId}, ${agent.id}, 'outbound', ${from}, v.to_number, 'queued', '[]'::jsonb, ${prompt.version}::int
    from unnest(${sql.param(ids)}::int[], ${sql.param(callable.map((c) => c.to))}::text[]) as v(id, to_number)`);
  const due = new Date(now.getTime() + CALL_TIMEOUT_MS);
  callable.forEach(({ journey, to }, i) => {
    results.set(journey.id, { kind: 'wait', due_at: due, waiting_for: 'call_outcome', waiting_ref: ids[i], detail: { call_id: ids[i] } });
    run.afterCommit(() => dial(app, provider, { id: ids[i], team_id: teamId, from_number: from, to_number: to }, agent, prompt, agentTurn));
  });
  return results;
}

/** Journeys whose call gave no word in time: the call's record says how it went; one never dialled is closed as failed. */
async function timeouts(tx: Db, journeys: ClaimedJourney[]): Promise<Map<number, StepResult>> {
  const results = new Map<number, StepResult>();
  if (!journeys.length) return results;
  const ids = journeys.map((j) => j.waiting_ref).filter((id): id is number => id !== null);
  const rows = ids.length ? await tx.select({ id: calls.id, status: calls.status, outcome: calls.outcome, provider_call_id: calls.provider_call_id }).from(calls).where(inArray(calls.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const neverDialled: number[] = [];
  for (const j of journeys) {
    const call = j.waiting_ref === null ? undefined : byId.get(j.waiting_ref);
    let outcome: string;
    if (!call) outcome = 'failed';
    else if ((FINAL_CALL_STATUSES as readonly string[]).includes(call.status)) outcome = call.status === 'completed' ? call.outcome : call.status;
    else if (call.status === 'queued' && !call.provider_call_id) {
      neverDialled.push(call.id);
      outcome = 'failed';
    } else outcome = 'no_answer';
    results.set(j.id, handleOut(outcome, { call_id: j.waiting_ref, timed_out: true }));
  }
  if (neverDialled.length)
    await tx
      .update(calls)
      .set({ status: 'failed', hangup_reason: 'failed', ended_at: new Date(), updated_at: new Date(), summary: 'Never dialled: the process placing it stopped first.' })
      .where(and(inArray(calls.id, neverDialled), eq(calls.status, 'queued')));
  return results;
}
