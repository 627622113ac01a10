/** The voice area's demo data: counts in the database and through the generic list endpoints. */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentCampaigns, agentPrompts, calls, users } from '../../server/db/schema/index.ts';
import { seedVoice } from '../../server/seed/areas/voice/index.ts';
import { seedVoicePostProcessing } from '../../server/seed/areas/voice-post-processing.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let teamId: number;
let seconds: number;

beforeAll(async () => {
  t = await startTestApp();
  const u = await t.signUp({ name: 'Demo Operator' });
  token = u.token;
  teamId = u.user.current_team.id;
  // Provider accounts are platform data: only staff list them.
  await t.db.update(users).set({ isStaff: true }).where(eq(users.id, u.user.id));
  const started = performance.now();
  await seedVoice(t.db, { teamId, userId: u.user.id });
  await seedVoicePostProcessing(t.db, { teamId, userId: u.user.id });
  seconds = (performance.now() - started) / 1000;
  console.info(`[seed-voice] seeded in ${seconds.toFixed(2)} s`);
});
afterAll(() => t.close());

const total = async (path: string, query: Record<string, string> = {}) => {
  const res = await t.call('GET', path, { token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Number(res.headers['x-total-count']);
};

describe('seedVoice', () => {
  it('lists every voice resource with its demo rows', async () => {
    const expected: [string, number][] = [
      ['/v1/voice/agents', 3],
      ['/v1/voice/agent-prompts', 9],
      ['/v1/voice/tools', 5],
      ['/v1/voice/calls', 200],
      ['/v1/voice/post-processing', 2],
      ['/v1/voice/agents/classifiers/call-outcome', 2],
      ['/v1/voice/accounts', 2],
      ['/v1/voice/numbers', 6],
      ['/v1/voice/campaigns', 3],
      ['/v1/management/voice-provider-accounts', 2],
      ['/v1/voice/workflows', 2],
      ['/v1/voice/post-processing/campaign-stopper', 2],
    ];
    for (const [path, n] of expected) expect([path, await total(path)]).toEqual([path, n]);
    expect(seconds).toBeLessThan(10);
  });

  it('gives the pipelines their runs on matching calls, and the lead submitter a log of sent leads', async () => {
    const pipelines = (await t.call('GET', '/v1/voice/post-processing', { token })).body as { id: number; runs_count: number }[];
    for (const p of pipelines) {
      expect(p.runs_count).toBeGreaterThan(0);
      expect(await total('/v1/voice/post-processing-runs', { pipeline_id: String(p.id) })).toBe(p.runs_count);
    }
    expect(await total('/v1/voice/agents/lead-submitter/logs', { status: 'sent' })).toBeGreaterThan(0);
    const settings = (await t.call('GET', '/v1/voice/agents/lead-submitter/settings', { token })).body;
    expect(settings).toMatchObject({ enabled: true, url: 'https://crm.example.com/api/leads', headers: '••••8d2f' });
  });

  it('gives each agent 2 to 4 prompts, only tools that exist, and a campaign call count that matches', async () => {
    const agents = (await t.call('GET', '/v1/voice/agents', { token })).body as { id: number; tools: string[] }[];
    const keys = new Set(((await t.call('GET', '/v1/voice/tools', { token })).body as { key: string }[]).map((tool) => tool.key));
    for (const agent of agents) {
      const prompts = await total('/v1/voice/agent-prompts', { agent_id: String(agent.id) });
      expect(prompts).toBeGreaterThanOrEqual(2);
      expect(prompts).toBeLessThanOrEqual(4);
      for (const key of agent.tools) expect(keys.has(key), key).toBe(true);
    }
    const [{ n }] = await t.db.select({ n: count() }).from(agentPrompts).where(eq(agentPrompts.team_id, teamId));
    expect(n).toBe(9);
    for (const campaign of await t.db.select().from(agentCampaigns)) {
      const [{ made }] = await t.db.select({ made: count() }).from(calls).where(eq(calls.campaign_id, campaign.id));
      expect(campaign.calls_made).toBe(made);
    }
  });

  it('spreads calls over the last 30 days with varied outcomes and transcripts', async () => {
    const since = new Date(Date.now() - 30 * 86_400_000 - 60_000).toISOString();
    expect(await total('/v1/voice/calls', { started_at_gte: since })).toBe(200);
    for (const outcome of ['interested', 'not_interested', 'callback', 'voicemail', 'do_not_call', 'unknown']) {
      expect([outcome, (await total('/v1/voice/calls', { outcome })) > 0]).toEqual([outcome, true]);
    }
    expect(await total('/v1/voice/calls', { status: 'completed' })).toBeGreaterThan(100);
    const page = (await t.call('GET', '/v1/voice/calls', { token, query: { status: 'completed', _end: '5' } })).body as { transcript: { role: string; text: string; at: string }[]; cost: number }[];
    expect(page).toHaveLength(5);
    for (const call of page) {
      expect(call.transcript.some((turn) => turn.role === 'agent' && turn.text.length > 0)).toBe(true);
      expect(call.cost).toBeGreaterThan(0);
    }
  });
});
