/**
 * Demo data of post-processing and the lead submitter, over the calls seedVoice made: two
 * pipelines (lead details by the model and by rules; objections by rules) with their runs on the
 * matching calls (a webhook answering 200 mostly, a 502 now and then), a stopper on the solar
 * campaign, the lead submitter pointed at an example CRM with its log of sent leads.
 * Deterministic: every choice comes from a seeded generator; only dates follow the clock.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { ExtractedValues, ExtractField } from '../../../resources/voice/extract-fields.ts';
import type { Db } from '../../db/client.ts';
import { agentCampaigns, agents, calls, campaignStoppers, leadSubmissions, leadSubmitterSettings, postProcessing, postProcessingRuns } from '../../db/schema/index.ts';
import { extractByRule } from '../../domains/voice/post-processing/extract-rules.ts';
import { sealCredential } from '../../security/credentials.ts';
import { insertChunks, seededRandom } from '../random.ts';

const LEAD_FIELDS: ExtractField[] = [
  { key: 'owns_home', type: 'boolean', by: 'llm', description: 'Whether the person owns the home they live in.' },
  { key: 'monthly_bill_usd', type: 'number', by: 'llm', description: 'Their monthly electricity bill in US dollars.' },
  { key: 'callback_time', type: 'text', by: 'llm', description: 'When they asked to be called back, as they said it.' },
  { key: 'wants_no_calls', type: 'boolean', by: 'rule', description: 'Asked not to be called again.', pattern: 'stop calling|remove me|do not call|take me off' },
];
const OBJECTION_FIELDS: ExtractField[] = [
  { key: 'objection', type: 'choice', by: 'rule', description: 'The reason given for saying no.', choices: ['busy', 'not interested'], pattern: '(busy|not interested)' },
  { key: 'mentions_price', type: 'boolean', by: 'rule', description: 'Price or cost came up.', pattern: 'price|cost|expensive|bill' },
];

export async function seedVoicePostProcessing(db: Db, demo: { teamId: number; userId: number }): Promise<void> {
  const rnd = seededRandom(20_261_124);
  const own = { team_id: demo.teamId, created_by_id: demo.userId, updated_by_id: demo.userId };
  const [solar] = await db.select({ id: agents.id }).from(agents).where(eq(agents.team_id, demo.teamId)).orderBy(asc(agents.id)).limit(1);
  const [campaign] = await db.select({ id: agentCampaigns.id }).from(agentCampaigns).where(and(eq(agentCampaigns.team_id, demo.teamId), eq(agentCampaigns.agent_id, solar.id))).limit(1);
  const teamCalls = await db.select().from(calls).where(and(eq(calls.team_id, demo.teamId), eq(calls.status, 'completed'))).orderBy(asc(calls.id));

  const [leadPipeline, objectionPipeline] = await db
    .insert(postProcessing)
    .values([
      {
        ...own,
        name: 'Extract lead details',
        agent_id: solar.id,
        outcomes: ['interested', 'callback'],
        fields: LEAD_FIELDS,
        prompt: 'The caller is a homeowner in the Bay Area talking to a solar adviser. Use null for anything not said.',
        webhook_url: 'https://crm.example.com/hooks/parley-leads',
        webhook_secret: sealCredential('whsec_demo_4f1c9a2b7e6d5c3a'),
      },
      { ...own, name: 'Objections', agent_id: null, outcomes: ['not_interested', 'do_not_call'], fields: OBJECTION_FIELDS, set_outcome: { field: 'objection', equals: 'busy', outcome: 'callback' } },
    ])
    .returning();

  const runs: (typeof postProcessingRuns.$inferInsert)[] = [];
  for (const call of teamCalls) {
    const at = new Date((call.ended_at ?? call.created_at).getTime() + 20_000);
    if (call.agent_id === solar.id && (call.outcome === 'interested' || call.outcome === 'callback')) {
      const values: ExtractedValues = {
        owns_home: rnd.next() < 0.8,
        monthly_bill_usd: rnd.int(90, 420),
        callback_time: call.outcome === 'callback' ? rnd.pick(['tomorrow morning', 'after 6 pm', 'Saturday', 'next week']) : null,
        wants_no_calls: extractByRule(LEAD_FIELDS[3], call.transcript),
      };
      const failed = rnd.next() < 0.08;
      runs.push({ ...own, at, pipeline_id: leadPipeline.id, call_id: call.id, ok: !failed, values, webhook_called: true, webhook_status: failed ? 502 : 200, webhook_latency_ms: rnd.int(80, 900), webhook_error: failed ? 'crm.example.com answered 502.' : null });
    } else if (call.outcome === 'not_interested' || call.outcome === 'do_not_call') {
      const values = Object.fromEntries(OBJECTION_FIELDS.map((f) => [f.key, extractByRule(f, call.transcript)]));
      runs.push({ ...own, at, pipeline_id: objectionPipeline.id, call_id: call.id, ok: true, values });
    }
  }
  await insertChunks(runs, (chunk) => db.insert(postProcessingRuns).values(chunk));
  for (const pipeline of [leadPipeline, objectionPipeline]) {
    const mine = runs.filter((r) => r.pipeline_id === pipeline.id);
    const last = mine.reduce<Date | null>((latest, r) => (!latest || r.at! > latest ? r.at! : latest), null);
    await db.update(postProcessing).set({ runs_count: mine.length, last_run_at: last }).where(eq(postProcessing.id, pipeline.id));
  }

  await db.insert(campaignStoppers).values([
    { ...own, name: 'Five refusals in a row', campaign_id: campaign.id, condition: 'outcome_streak', outcome: 'not_interested', count: 5 },
    { ...own, name: 'Asked to stop calling', campaign_id: campaign.id, condition: 'field_equals', field: 'wants_no_calls', value: 'true', active: false },
  ]);

  await db.insert(leadSubmitterSettings).values({
    team_id: demo.teamId,
    enabled: true,
    url: 'https://crm.example.com/api/leads',
    method: 'POST',
    headers: sealCredential('Authorization: Bearer demo_crm_token_8d2f'),
    mapping: { phone: 'contact.phone', first_name: 'contact.first_name', outcome: 'call.outcome', call_id: 'call.id', called_at: 'call.started_at', owns_home: 'extracted.owns_home', monthly_bill: 'extracted.monthly_bill_usd', callback_time: 'extracted.callback_time' },
    outcomes: ['interested'],
  });
  const leadCalls = teamCalls.filter((c) => c.agent_id === solar.id && c.outcome === 'interested');
  const leadRuns = new Map(runs.filter((r) => r.pipeline_id === leadPipeline.id).map((r) => [r.call_id, r.values as ExtractedValues]));
  await insertChunks(
    leadCalls.map((call) => {
      const failed = rnd.next() < 0.06;
      const values = leadRuns.get(call.id) ?? {};
      const at = new Date((call.ended_at ?? call.created_at).getTime() + 45_000);
      return {
        ...own,
        at,
        call_id: call.id,
        status: failed ? ('failed' as const) : ('sent' as const),
        attempts: failed ? 5 : 1,
        status_code: failed ? 503 : 201,
        latency_ms: rnd.int(120, 1400),
        response_excerpt: failed ? 'Service Unavailable' : JSON.stringify({ id: `lead_${rnd.hex(10)}`, status: 'created' }),
        error: failed ? 'crm.example.com answered 503.' : null,
        payload: { phone: call.to_number, outcome: call.outcome, call_id: call.id, called_at: call.started_at?.toISOString() ?? null, owns_home: values.owns_home ?? null, monthly_bill: values.monthly_bill_usd ?? null },
        sent_at: failed ? null : at,
      };
    }),
    (chunk) => db.insert(leadSubmissions).values(chunk),
  );
}
