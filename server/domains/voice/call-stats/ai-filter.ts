/**
 * POST /v1/voice/calls/ai-filter: the team's language model turns a sentence into a filter of the
 * calls list. The model is told the fields, their values, the team's agents and campaigns and
 * today's date, and answers through one tool; its answer is checked like any other input (only
 * known fields and values, only this team's agents and campaigns, sensible ranges) and refused
 * with a 422 that says what to rephrase otherwise. Nothing is applied here: the screen shows the
 * filter and the user confirms it.
 */
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { aiCallFilter, aiFilterQuery, type AiCallFilter, type AiFilterAnswer } from '../../../../resources/voice/call-stats.ts';
import type { AppContext } from '../../../context.ts';
import { agentCampaigns, agents } from '../../../db/schema/index.ts';
import { invalid } from '../../../http/errors.ts';
import { llmFor } from '../../llm/llm-client.ts';

const TOOL = 'set_call_filter';
/** How many of the team's agents and campaigns the model is told about. */
const NAMED = 200;

const refuse = (why: string) => invalid({ text: [`${why} Try saying it another way.`] });

export async function aiCallFilterFor(ctx: AppContext, teamId: number, text: string, now = new Date()): Promise<AiFilterAnswer> {
  const llm = await llmFor(ctx, teamId);
  const db = ctx.database.db;
  const [agentRows, campaignRows] = await Promise.all([
    db.select({ id: agents.id, name: agents.name }).from(agents).where(eq(agents.team_id, teamId)).orderBy(asc(agents.id)).limit(NAMED),
    db.select({ id: agentCampaigns.id, name: agentCampaigns.name }).from(agentCampaigns).where(and(eq(agentCampaigns.team_id, teamId))).orderBy(asc(agentCampaigns.id)).limit(NAMED),
  ]);
  const answer = await llm.chat({
    purpose: 'calls-ai-filter',
    temperature: 0,
    messages: [
      { role: 'system', content: instructions(agentRows, campaignRows, now) },
      { role: 'user', content: text },
    ],
    tools: [{ name: TOOL, description: 'Set the filter of the calls list.', parameters: z.toJSONSchema(aiCallFilter, { target: 'draft-7' }) as Record<string, unknown> }],
  });
  const raw = answer.toolCalls.find((c) => c.name === TOOL)?.arguments ?? jsonIn(answer.text);
  if (raw === undefined) throw refuse('The language model did not answer with a filter.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw refuse('The language model answered something that is not a filter.');
  }
  const checked = aiCallFilter.safeParse(parsed);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const where = issue.path.length ? ` (${issue.path.join('.')})` : '';
    throw refuse(`The language model answered a filter the calls list cannot use${where}: ${issue.message}`);
  }
  const filter = tidy(checked.data);
  const unknownAgent = filter.agent_id?.find((id) => !agentRows.some((a) => a.id === id));
  if (unknownAgent) throw refuse(`The language model picked an agent this team does not have (${unknownAgent}).`);
  const unknownCampaign = filter.campaign_id?.find((id) => !campaignRows.some((c) => c.id === id));
  if (unknownCampaign) throw refuse(`The language model picked a campaign this team does not have (${unknownCampaign}).`);
  if (!Object.keys(filter).length) throw refuse('The sentence did not name anything the calls list can filter by.');
  return {
    filter,
    query: aiFilterQuery(filter),
    names: {
      agents: Object.fromEntries(agentRows.filter((a) => filter.agent_id?.includes(a.id)).map((a) => [String(a.id), a.name])),
      campaigns: Object.fromEntries(campaignRows.filter((c) => filter.campaign_id?.includes(c.id)).map((c) => [String(c.id), c.name])),
    },
  };
}

/** Ranges the wrong way round are swapped (as the list's own range inputs do); empty lists dropped. */
function tidy(filter: AiCallFilter): AiCallFilter {
  const out: AiCallFilter = Object.fromEntries(Object.entries(filter).filter(([, v]) => !(Array.isArray(v) && v.length === 0))) as AiCallFilter;
  if (out.started_from && out.started_to && out.started_from > out.started_to) [out.started_from, out.started_to] = [out.started_to, out.started_from];
  if (out.min_duration_seconds !== undefined && out.max_duration_seconds !== undefined && out.min_duration_seconds > out.max_duration_seconds)
    [out.min_duration_seconds, out.max_duration_seconds] = [out.max_duration_seconds, out.min_duration_seconds];
  return out;
}

/** A model that answers in text rather than through the tool: the first JSON object in it. */
function jsonIn(text: string): string | undefined {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? text.slice(start, end + 1) : undefined;
}

function instructions(agentRows: { id: number; name: string }[], campaignRows: { id: number; name: string }[], now: Date): string {
  const today = now.toISOString().slice(0, 10);
  const weekday = now.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
  const list = (rows: { id: number; name: string }[]) => (rows.length ? rows.map((r) => `- ${r.id}: ${r.name}`).join('\n') : '(none)');
  return [
    'You turn a request about phone calls into a filter of a call log. Call the tool set_call_filter once, with only the fields the request asks for; leave every other field out.',
    `Today is ${weekday}, ${today} (UTC). Dates are YYYY-MM-DD, both ends included; "last week" is the Monday to Sunday before this week.`,
    'Fields: agent_id and campaign_id (lists of the ids below), outcome (interested, not_interested, callback, voicemail, do_not_call, unknown), answered_by (human, voicemail, ivr), direction (inbound or outbound), status (queued, ringing, in_progress, completed, failed, no_answer, busy), hangup_reason (customer_hangup, agent_hangup, operator_hangup, max_duration, max_turns, voicemail_left, no_answer, busy, failed), started_from and started_to (dates), min_duration_seconds and max_duration_seconds.',
    'A call that "went to voicemail" has outcome voicemail.',
    `Agents (id: name):\n${list(agentRows)}`,
    `Campaigns (id: name):\n${list(campaignRows)}`,
  ].join('\n\n');
}
