/**
 * Post-processing pipelines: fields validated per field on save; extraction by rules and by the
 * (fake) language model after a call, the outcome set from a field, the result sent to a webhook
 * on 127.0.0.1 signed like Parley's webhooks; a team without a model gets a 422 saying what to
 * configure while its rule fields keep working; on-demand runs as a job with run logs and tool
 * logs; another team's pipeline is a 404.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postProcessing } from '../../resources/voice/index.ts';
import { agents, calls, postProcessingRuns, teams } from '../../server/db/schema/index.ts';
import { tickAfterCall } from '../../server/domains/voice/after-call/after-call-worker.ts';
import { verifySignature } from '../../server/webhooks/signature.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { startServer, type TestServer } from './outbound/test-server.ts';

let t: TestApp;
let llm: FakeOpenAi;
let hook: TestServer;
let owner: { token: string; teamId: number; agentId: number };
let bare: { token: string; teamId: number; agentId: number };
const SECRET = 'whsec_test_0123456789abcdef';

const TRANSCRIPT = [
  { role: 'agent' as const, text: 'Hi, this is Sunny from Bright Solar. Do you own your home?', at: '2026-11-20T10:00:02Z' },
  { role: 'customer' as const, text: 'Yes I own it. My bill is about 240 dollars a month. Please call me back on Friday.', at: '2026-11-20T10:00:08Z' },
];

async function member(name: string) {
  const person = await t.signUp({ name });
  const teamId = person.user.current_team.id;
  await t.db.update(teams).set({ settings: { outbound_allowed_hosts: ['127.0.0.1'] } }).where(eq(teams.id, teamId));
  const [agent] = await t.db.insert(agents).values({ team_id: teamId, name: `${name}'s agent`, voice: 'alloy', system_prompt: 'Be brief.' }).returning({ id: agents.id });
  return { token: person.token, teamId, agentId: agent.id };
}

async function endedCall(teamId: number, extra: Partial<typeof calls.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(calls)
    .values({ team_id: teamId, direction: 'outbound', from_number: '+15005550006', to_number: '+14155550100', status: 'completed', outcome: 'interested', transcript: TRANSCRIPT, ended_at: new Date(), ...extra })
    .returning();
  return row;
}

async function pipeline(body: Record<string, unknown>, token = owner.token) {
  const res = await t.call('POST', postProcessing.apiPath, { token, body: { name: 'Lead details', ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const RULE_FIELDS = [
  { key: 'bill', type: 'number', by: 'rule', pattern: 'bill is about (\\d+)' },
  { key: 'owns_home', type: 'boolean', by: 'rule', pattern: '\\bown (it|the house|my home)' },
  { key: 'day', type: 'choice', by: 'rule', choices: ['Monday', 'Friday'], pattern: '(monday|friday)' },
];

beforeAll(async () => {
  llm = await startFakeOpenAi();
  hook = await startServer((req, res) => {
    if (req.url?.startsWith('/down')) return void res.writeHead(502).end('bad gateway');
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  // No model in the environment: each team brings its own (or has none).
  t = await startTestApp({ afterCallTickMs: 3_600_000 });
  owner = await member('Olive');
  bare = await member('Bruno');
  const saved = await t.call('PUT', '/v1/llm/settings', { token: owner.token, body: { base_url: llm.baseUrl, model: 'extract-model' } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await llm?.stop();
  await hook?.close();
});

describe('saving a pipeline', () => {
  it('refuses each bad field by its path: a choice without choices, a rule without a pattern, a broken pattern, a repeated key', async () => {
    const res = await t.call('POST', postProcessing.apiPath, {
      token: owner.token,
      body: {
        name: 'Broken',
        fields: [
          { key: 'plan', type: 'choice', by: 'llm' },
          { key: 'bill', type: 'number', by: 'rule' },
          { key: 'zip', type: 'text', by: 'rule', pattern: '([0-9' },
          { key: 'zip', type: 'text', by: 'llm' },
          { key: 'Bad Key', type: 'date', by: 'llm' },
        ],
      },
    });
    expect(res.status).toBe(422);
    const keys = Object.keys(res.body.errors);
    expect(keys).toEqual(expect.arrayContaining(['fields.0.choices', 'fields.1.pattern', 'fields.2.pattern', 'fields.4.key', 'fields.4.type']));
    expect(res.body.errors['fields.0.choices'][0]).toMatch(/values a choice may take/);
  });

  it('refuses a bad outcome rule and a short webhook secret, and answers the secret masked', async () => {
    const bad = await t.call('POST', postProcessing.apiPath, { token: owner.token, body: { name: 'x', set_outcome: { field: 'bill', equals: 1, outcome: 'maybe' }, webhook_secret: 'short' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['set_outcome.outcome', 'webhook_secret']));
    const made = await pipeline({ name: 'Masked', webhook_url: `${hook.origin}/hook`, webhook_secret: SECRET, active: false });
    expect(made.webhook_secret).toBe('••••cdef');
  });
});

describe('after a call', () => {
  it('extracts by rules and by the model, sets the outcome from a field, and sends a signed webhook', async () => {
    llm.handle(() => ({ content: '```json\n{"callback_day": "friday", "summary": "Owner, wants a call Friday.", "budget": "not said"}\n```' }));
    const p = await pipeline({
      agent_id: owner.agentId,
      outcomes: ['interested'],
      fields: [
        ...RULE_FIELDS,
        { key: 'callback_day', type: 'choice', by: 'llm', choices: ['Monday', 'Friday'], description: 'The day they asked to be called back.' },
        { key: 'summary', type: 'text', by: 'llm' },
        { key: 'budget', type: 'number', by: 'llm' },
      ],
      set_outcome: { field: 'day', equals: 'friday', outcome: 'callback' },
      webhook_url: `${hook.origin}/hook`,
      webhook_secret: SECRET,
    });
    // Another agent's call and a call of another outcome are not this pipeline's.
    const other = await endedCall(owner.teamId, { agent_id: null });
    const call = await endedCall(owner.teamId, { agent_id: owner.agentId });
    const before = hook.received.length;
    await tickAfterCall(t.ctx);

    const runs = await t.db.select().from(postProcessingRuns).where(eq(postProcessingRuns.pipeline_id, p.id));
    expect(runs.map((r) => r.call_id)).toEqual([call.id]);
    expect(runs[0]).toMatchObject({ ok: true, error: null, outcome_set: 'callback', webhook_called: true, webhook_status: 200 });
    expect(runs[0].values).toEqual({ bill: 240, owns_home: true, day: 'Friday', callback_day: 'Friday', summary: 'Owner, wants a call Friday.', budget: null });
    expect((await t.db.select().from(calls).where(eq(calls.id, call.id)))[0].outcome).toBe('callback');
    expect((await t.db.select().from(calls).where(eq(calls.id, other.id)))[0].outcome).toBe('interested');

    // The model was asked for JSON, with every field's type and choices.
    const asked = llm.requests.at(-1)!;
    expect(asked.model).toBe('extract-model');
    expect(asked.messages[0].content).toContain('"callback_day": one of "Monday", "Friday"');
    expect(asked.messages[1].content).toContain('customer: Yes I own it.');

    const sent = hook.received.slice(before);
    expect(sent).toHaveLength(1);
    const check = verifySignature(SECRET, Buffer.from(sent[0].body), sent[0].headers['parley-signature'] as string);
    expect(check.result).toBe('valid');
    expect(JSON.parse(sent[0].body)).toMatchObject({ event: 'call.post_processed', pipeline: { id: p.id }, call: { id: call.id, outcome: 'callback' }, values: { bill: 240 } });
  });

  it('without a model: the run says what to configure, and the rule fields are still extracted', async () => {
    const p = await pipeline({ fields: [RULE_FIELDS[0], { key: 'mood', type: 'text', by: 'llm' }] }, bare.token);
    const call = await endedCall(bare.teamId);
    await tickAfterCall(t.ctx);
    const [run] = await t.db.select().from(postProcessingRuns).where(eq(postProcessingRuns.pipeline_id, p.id));
    expect(run).toMatchObject({ call_id: call.id, ok: false, values: { bill: 240, mood: null } });
    expect(run.error).toMatch(/LLM_BASE_URL/);
  });
});

describe('running on demand', () => {
  it('answers 422 naming the model to configure when the pipeline needs one and the team has none; rule pipelines run', async () => {
    const withModel = await pipeline({ name: 'Needs a model', fields: [{ key: 'mood', type: 'text', by: 'llm' }] }, bare.token);
    const res = await t.call('POST', `${postProcessing.apiPath}/${withModel.id}/run`, { token: bare.token, body: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors.llm[0]).toMatch(/LLM_BASE_URL.*AI settings/);
    const rules = await pipeline({ name: 'Rules only', fields: [RULE_FIELDS[0]] }, bare.token);
    const ok = await t.call('POST', `${postProcessing.apiPath}/${rules.id}/run`, { token: bare.token, body: {} });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await t.waitForJob(bare.token, ok.body.job_id)).status).toBe('completed');
  });

  it('refuses bad filters per field, and another team’s pipeline is a 404', async () => {
    const p = await pipeline({ name: 'Filters', fields: [RULE_FIELDS[0]] });
    const run = (body: unknown, token = owner.token, id = p.id) => t.call('POST', `${postProcessing.apiPath}/${id}/run`, { token, body });
    const reversed = await run({ from: '2026-11-20', to: '2026-11-01' });
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors.to).toBeDefined();
    const bad = await run({ from: 'yesterday', outcome: 'maybe' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['from', 'outcome']));
    const foreignAgent = await run({ agent_id: bare.agentId });
    expect(foreignAgent.status).toBe(422);
    expect(foreignAgent.body.errors.agent_id).toBeDefined();
    expect((await run({}, bare.token)).status).toBe(404);
    expect((await t.call('POST', `${postProcessing.apiPath}/${p.id}/run-logs`, { token: bare.token, body: {} })).status).toBe(404);
    expect((await t.call('POST', `${postProcessing.apiPath}/${p.id}/tool-logs`, { token: bare.token, body: {} })).status).toBe(404);
    expect((await t.call('POST', `${postProcessing.apiPath}/${p.id}/run-logs`, { token: owner.token, body: { limit: 0 } })).status).toBe(422);
  });

  it('runs over the past calls in range with that outcome as a job, with run logs and the webhook’s tool logs', async () => {
    const old = new Date('2026-10-05T12:00:00Z');
    const inRange = [await endedCall(owner.teamId, { created_at: old, outcome: 'not_interested' }), await endedCall(owner.teamId, { created_at: old, outcome: 'not_interested' })];
    await endedCall(owner.teamId, { created_at: old, outcome: 'interested' });
    await endedCall(owner.teamId, { created_at: new Date('2026-09-01T12:00:00Z'), outcome: 'not_interested' });
    const p = await pipeline({ name: 'History', fields: [RULE_FIELDS[0]], webhook_url: `${hook.origin}/down` });
    const res = await t.call('POST', `${postProcessing.apiPath}/${p.id}/run`, { token: owner.token, body: { from: '2026-10-01', to: '2026-10-05', outcome: 'not_interested' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const job = await t.waitForJob(owner.token, res.body.job_id);
    expect(job).toMatchObject({ status: 'completed', kind: 'post-processing-run', progress_done: 2, progress_total: 2 });

    const logs = await t.call('POST', `${postProcessing.apiPath}/${p.id}/run-logs`, { token: owner.token, body: {} });
    expect(logs.status).toBe(200);
    expect(logs.body.data.map((r: { call_id: number }) => r.call_id).sort()).toEqual(inRange.map((c) => c.id).sort());
    expect(logs.body.data[0]).toMatchObject({ job_id: res.body.job_id, ok: false, values: { bill: 240 }, webhook_status: 502 });
    const tools = await t.call('POST', `${postProcessing.apiPath}/${p.id}/tool-logs`, { token: owner.token, body: { limit: 1 } });
    expect(tools.body.data).toHaveLength(1);
    expect(tools.body.data[0]).toMatchObject({ ok: false, status: 502, error: expect.stringMatching(/answered 502/) });
    expect(tools.body.data[0].latency_ms).toBeGreaterThanOrEqual(0);
    expect(tools.body.next_before_id).toBe(tools.body.data[0].id);
    const more = await t.call('POST', `${postProcessing.apiPath}/${p.id}/tool-logs`, { token: owner.token, body: { limit: 1, before_id: tools.body.next_before_id } });
    expect(more.body.data).toHaveLength(1);
    expect(more.body.data[0].id).toBeLessThan(tools.body.data[0].id);
    const pipelineRow = (await t.call('GET', `${postProcessing.apiPath}/${p.id}`, { token: owner.token })).body;
    expect(pipelineRow.runs_count).toBe(2);
  });
});
