/**
 * How many simulated calls a second the voice campaign runner sustains (docs/areas/voice.md#voice-campaigns),
 * on PostgreSQL (BENCH_DATABASE_URL, by default the local test server): a campaign to BENCH_CALLS
 * contacts (default 2,000; every simulator persona, by the number's last digit) runs as its job,
 * BENCH_CONCURRENCY calls live at once (default 200), through placeCall to the simulator (a few
 * milliseconds between events) with a scripted agent turn instead of a model, each call's events
 * through the signed webhook. The clock stops when every call has ended and has its after-call
 * steps done (`after_call_at`), so the outcome classification (the first after-call step, by the
 * team's active rule classifier) is counted in.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { createUser } from '../server/accounts/users.ts';
import { closeContext, createContext } from '../server/bootstrap.ts';
import { loadConfig } from '../server/config.ts';
import type { AppContext } from '../server/context.ts';
import { agentCampaigns, agentPromptVersions, agents, callOutcomeClassifiers, contacts, segments, users, voiceAccounts, voiceNumbers } from '../server/db/schema/index.ts';
import type { AgentTurn } from '../server/domains/voice/calls/agent-turn.ts';
import { nextVoiceRun, queueVoiceRun } from '../server/domains/voice/campaigns/tick.ts';
import { afterCallSteps } from '../server/domains/voice/after-call/after-call-steps.ts';
import { rowsOf } from '../server/events/change-triggers.ts';
import { withBenchDatabase } from './bench-database.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 2_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 200);
const PACE_MS = process.env.BENCH_PACE_MS ?? '5';

/** Two lines, then the agent ends the call: the turn a model would take, without the model. */
const scripted: AgentTurn = async (history) =>
  history.filter((m) => m.role === 'assistant').length >= 2 ? { text: 'Thank you, goodbye.', toolCalls: [{ id: 'end', name: 'end_call', arguments: '{}' }] } : { text: 'Hello, this is Maya from SunPeak Solar.', toolCalls: [] };

export async function run(): Promise<void> {
  await withBenchDatabase(async (databaseUrl) => {
    const env = { LOG_LEVEL: 'silent', SEED_DEMO: 'false', DIST_DIR: '/nonexistent', SMSC_SIMULATOR_PORT: 'off', SMPP_SERVER_PORT: 'off', CREDENTIALS_KEY: randomBytes(32).toString('base64'), VOICE_SIMULATOR_PACE_MS: PACE_MS, AFTER_CALL_TICK_MS: '100', CAMPAIGN_TICK_MS: '500' };
    const ctx = await createContext({ ...loadConfig(env), databaseUrl }, { build: 'bench' });
    ctx.agentTurns = async () => scripted;
    const app = await buildApp(ctx, { logger: false });
    await app.ready();
    try {
      await measure(ctx);
    } finally {
      await app.close();
      await closeContext(ctx);
    }
  });
}

async function measure(ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const user = await createUser(db, { name: 'Bench Caller', email: 'bench-voice@example.com', password: 'correct horse battery', verified: true });
  const teamId = user.currentTeamId!;
  const [owner] = await db.select().from(users).where(eq(users.id, user.id));
  const own = { team_id: teamId, created_by_id: owner.id, updated_by_id: owner.id };
  const [agent] = await db.insert(agents).values({ ...own, name: 'Bench agent', voice: 'nova', system_prompt: 'You call about solar panels.' }).returning();
  // Campaigns call with the published prompt.
  await db.insert(agentPromptVersions).values({ team_id: agent.team_id, agent_id: agent.id, version: 1, system_prompt: agent.system_prompt, first_message: null, sections: [] });
  // The team's active classifier decides each call's outcome by rules, over what the simulator's callers say.
  await db.insert(callOutcomeClassifiers).values({
    ...own,
    name: 'Bench rules',
    kind: 'rule',
    active: true,
    outcomes: ['voicemail', 'callback', 'not_interested', 'interested'],
    rules: [
      { outcome: 'voicemail', role: 'any', answered_by: ['voicemail'] },
      { outcome: 'callback', role: 'customer', pattern: '\\bcall (me )?back\\b' },
      { outcome: 'not_interested', role: 'customer', keywords: ['not interested'] },
      { outcome: 'interested', role: 'customer', keywords: ['sounds interesting', 'send me the details'] },
    ],
  });
  const [account] = await db.insert(voiceAccounts).values({ ...own, name: 'Simulator', provider: 'simulator', status: 'active' }).returning();
  const [number] = await db.insert(voiceNumbers).values({ ...own, number: '+14155550100', account_id: account.id, agent_id: agent.id, country: 'US', status: 'active' }).returning();
  const phones = Array.from({ length: CALLS }, (_, i) => `+1415${String(2_000_000 + i)}`);
  await db.execute(sql`
    insert into ${contacts} (team_id, phone, country, valid, tags)
    select ${teamId}, p, 'US', true, '["bench"]'::jsonb from unnest(${sql.param(phones)}::text[]) as p`);
  const [segment] = await db.insert(segments).values({ ...own, name: 'Bench', rules: { combinator: 'and', rules: [{ field: 'tags', operator: 'contains', value: 'bench' }] } }).returning();
  const [campaign] = await db
    .insert(agentCampaigns)
    .values({ ...own, name: 'Bench calls', agent_id: agent.id, number_id: number.id, segment_id: segment.id, concurrency: CONCURRENCY, calls_per_minute: 60_000, max_attempts: 1, breaker_failed_percent: 0 })
    .returning();

  const cpu = process.cpuUsage();
  const started = performance.now();
  const [running] = await db.update(agentCampaigns).set(nextVoiceRun(campaign.run)).where(eq(agentCampaigns.id, campaign.id)).returning();
  await queueVoiceRun(ctx, running, null);
  let placedAt = 0;
  let endedAt = 0;
  let peak = 0;
  for (;;) {
    const [row] = rowsOf<{ made: number; live: number; ended: number; done: number; status: string }>(
      await db.execute(sql`
        select count(*)::int as made, count(*) filter (where status not in ('completed', 'failed', 'no_answer', 'busy'))::int as live,
          count(*) filter (where status in ('completed', 'failed', 'no_answer', 'busy'))::int as ended,
          count(*) filter (where after_call_at is not null)::int as done,
          (select status from agent_campaigns where id = ${campaign.id}) as status
        from calls where campaign_id = ${campaign.id}`),
    );
    peak = Math.max(peak, Number(row.live));
    if (!placedAt && Number(row.made) >= CALLS) placedAt = performance.now() - started;
    if (!endedAt && Number(row.ended) >= CALLS) endedAt = performance.now() - started;
    if (Number(row.done) >= CALLS && row.status === 'completed') break;
    if (performance.now() - started > Math.max(300_000, CALLS * 200)) throw new Error(`the campaign did not finish: ${JSON.stringify(row)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const took = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const outcomes = rowsOf<{ outcome: string; n: number }>(await db.execute(sql`select outcome, count(*)::int as n from calls where campaign_id = ${campaign.id} group by 1 order by 2 desc`));
  const statuses = rowsOf<{ status: string; n: number }>(await db.execute(sql`select status, count(*)::int as n from calls where campaign_id = ${campaign.id} group by 1 order by 2 desc`));
  const rate = (ms: number) => ((CALLS / ms) * 1000).toFixed(1);
  console.log(`voice campaign: ${CALLS.toLocaleString('en')} contacts, concurrency ${CONCURRENCY} (peak ${peak} live), simulator pace ${PACE_MS} ms, scripted agent, PostgreSQL`);
  console.log(`  every call placed after ${(placedAt / 1000).toFixed(1)} s; every call ended after ${(endedAt / 1000).toFixed(1)} s (${rate(endedAt)} calls/s)`);
  console.log(`  every call with its after-call steps done (${afterCallSteps.map((s) => s.name).join(', ') || 'no steps on this branch'}): ${(took / 1000).toFixed(1)} s → ${rate(took)} calls/s sustained`);
  console.log(`  statuses: ${statuses.map((s) => `${s.status} ${s.n}`).join(', ')}; outcomes: ${outcomes.map((o) => `${o.outcome} ${o.n}`).join(', ')}`);
  console.log(`  CPU of this process: ${((used.user + used.system) / 1000 / took).toFixed(2)} cores on average`);
}
