/**
 * Agent test suites against the fake LLM: scripted callers and an LLM-played persona talk with the
 * agent's LLM turn; the team's active classifier decides each conversation's outcome; a case passes
 * on the expected outcome. Runs are jobs; queueAgentSuites queues every active suite of an agent (as
 * a publish does). Bad cases are 422, another team's suite 404, no active classifier an error run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config.ts';
import { eq } from 'drizzle-orm';
import { agentTestRuns } from '../../server/db/schema/index.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { startTestApp, type TestApp } from './harness.ts';

const SUITES = '/v1/voice/agent-test-suites';
const CLASSIFIERS = '/v1/voice/agents/classifiers/call-outcome';

let t: TestApp;
let llm: FakeOpenAi;
let token: string;
let other: string;
let agentId: number;

beforeAll(async () => {
  llm = await startFakeOpenAi();
  t = await startTestApp({ afterCallTickMs: 3_600_000, llm: { baseUrl: llm.baseUrl, apiKey: null, model: 'test-model', timeoutMs: 2_000, maxRetries: 0, prices: {} } } as Partial<Config>);
  const a = await t.signUp({ name: 'Sue Suite' });
  token = a.token;

  other = (await t.signUp({ name: 'Olga Other' })).token;
  const agent = await t.call('POST', '/v1/voice/agents', { token, body: { name: 'Maya', voice: 'nova', system_prompt: 'You are Maya, a solar caller.', first_message: 'Hi, this is Maya from Sunny Roofs.' } });
  expect(agent.status, JSON.stringify(agent.body)).toBe(201);
  agentId = agent.body.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await llm?.stop();
});

/** The agent (system prompt "You are Maya…") answers politely; the persona caller (its own system prompt) asks for a callback and hangs up. */
function scriptModel() {
  llm.handle((req) => {
    const system = req.messages[0]?.content ?? '';
    if (system.includes('in a test of that agent')) return { content: 'I am driving, call me back tomorrow evening. [hangup]' };
    return { content: 'Thanks, noted.' };
  });
}

const suiteBody = (cases: unknown[]) => ({ name: 'Basics', agent_id: agentId, cases });
const runAndWait = async (suiteId: number) => {
  const queued = await t.call('POST', `${SUITES}/${suiteId}/run`, { token, body: {} });
  expect(queued.status, JSON.stringify(queued.body)).toBe(200);
  const job = await t.waitForJob(token, queued.body.job_id);
  expect(job.status, job.error).toBe('completed');
  const runs = (await t.call('GET', `${SUITES}/${suiteId}/runs`, { token })).body;
  return runs.find((r: any) => r.id === queued.body.run_id);
};

describe('agent test suites', () => {
  it('refuses a case without lines or persona, or with both (422)', async () => {
    const res = await t.call('POST', SUITES, { token, body: suiteBody([{ name: 'x', expected_outcome: 'interested' }, { name: 'y', caller_lines: ['Hi'], persona: 'A man', expected_outcome: 'interested' }]) });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).some((k) => k.startsWith('cases'))).toBe(true);
  });

  it('without an active classifier the run is an error saying what to set up', async () => {
    scriptModel();
    const suite = (await t.call('POST', SUITES, { token, body: suiteBody([{ name: 'Removal', caller_lines: ['Stop calling me.'], expected_outcome: 'do_not_call' }]) })).body;
    const run = await runAndWait(suite.id);
    expect(run).toMatchObject({ status: 'error', trigger: 'manual' });
    expect(run.error).toMatch(/classifier is active/);
  });

  it('plays scripted and persona callers against the agent and passes or fails each case by the active classifier', async () => {
    scriptModel();
    const classifier = await t.call('POST', CLASSIFIERS, {
      token,
      body: {
        name: 'Rules',
        kind: 'rule',
        outcomes: ['do_not_call', 'callback', 'interested'],
        rules: [
          { outcome: 'do_not_call', role: 'customer', keywords: ['stop calling'] },
          { outcome: 'callback', role: 'customer', pattern: 'call me (back|later)' },
          { outcome: 'interested', role: 'customer', keywords: ['tell me more'] },
        ],
      },
    });
    await t.call('POST', `${CLASSIFIERS}/${classifier.body.id}/activate`, { token, body: {} });
    const suite = (
      await t.call('POST', SUITES, {
        token,
        body: suiteBody([
          { name: 'Removal', caller_lines: ['Who is this?', 'Please stop calling me.'], expected_outcome: 'do_not_call' },
          { name: 'Busy driver', persona: 'A driver who wants a call back tomorrow.', max_turns: 3, expected_outcome: 'callback' },
          { name: 'Wrongly expected', caller_lines: ['Tell me more.'], expected_outcome: 'not_interested' },
        ]),
      })
    ).body;
    const run = await runAndWait(suite.id);
    expect(run).toMatchObject({ status: 'failed', passed: 2, failed: 1 });
    const [removal, driver, wrong] = run.results;
    expect(removal).toMatchObject({ name: 'Removal', passed: true, outcome: 'do_not_call' });
    expect(removal.transcript).toEqual([
      { role: 'agent', text: 'Hi, this is Maya from Sunny Roofs.' },
      { role: 'customer', text: 'Who is this?' },
      { role: 'agent', text: 'Thanks, noted.' },
      { role: 'customer', text: 'Please stop calling me.' },
      { role: 'agent', text: 'Thanks, noted.' },
    ]);
    expect(driver).toMatchObject({ passed: true, outcome: 'callback' });
    expect(driver.transcript[1]).toEqual({ role: 'customer', text: 'I am driving, call me back tomorrow evening.' });
    expect(wrong).toMatchObject({ passed: false, outcome: 'interested', expected_outcome: 'not_interested' });
    // The agent got its own prompt; the caller model got the persona.
    expect(llm.requests.some((r) => r.messages[0].content === 'You are Maya, a solar caller.')).toBe(true);
    expect(llm.requests.some((r) => r.messages[0].content?.includes('A driver who wants a call back tomorrow.'))).toBe(true);
  });

  it('publishing the agent\u2019s prompt queues every active suite of the agent', async () => {
    scriptModel();
    const inactive = (await t.call('POST', SUITES, { token, body: { ...suiteBody([{ name: 'x', caller_lines: ['Hi'], expected_outcome: 'unknown' }]), active: false } })).body;
    const published = await t.call('POST', `/v1/voice/agents/${agentId}/publish`, { token, body: { note: 'suites run' } });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    const runs = (await t.db.select().from(agentTestRuns).where(eq(agentTestRuns.agent_id, agentId))).filter((r) => r.trigger === 'publish').map((r) => ({ run_id: r.id, job_id: r.job_id! }));
    expect(runs.length).toBeGreaterThanOrEqual(2);
    for (const r of runs) await t.waitForJob(token, r.job_id);
    const inactiveRuns = (await t.call('GET', `${SUITES}/${inactive.id}/runs`, { token })).body;
    expect(inactiveRuns).toEqual([]);
    const all = await Promise.all(runs.map(async (r) => (await t.call('GET', `${SUITES}/${(await suiteOf(r.run_id))}/runs`, { token })).body.find((x: any) => x.id === r.run_id)));
    expect(all.every((r) => r.trigger === 'publish' && ['passed', 'failed'].includes(r.status))).toBe(true);
  });

  it('another team\u2019s suite is a 404', async () => {
    const suite = (await t.call('POST', SUITES, { token, body: suiteBody([{ name: 'x', caller_lines: ['Hi'], expected_outcome: 'unknown' }]) })).body;
    expect((await t.call('POST', `${SUITES}/${suite.id}/run`, { token: other, body: {} })).status).toBe(404);
    expect((await t.call('GET', `${SUITES}/${suite.id}/runs`, { token: other })).status).toBe(404);
  });
});

async function suiteOf(runId: number): Promise<number> {
  const { agentTestRuns } = await import('../../server/db/schema/index.ts');
  const { eq } = await import('drizzle-orm');
  const [row] = await t.db.select({ suite: agentTestRuns.suite_id }).from(agentTestRuns).where(eq(agentTestRuns.id, runId));
  return row.suite;
}
