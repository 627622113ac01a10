/**
 * An agent's live events hear calls applied by any process on the database: the applied event is
 * announced on the change bus in its transaction. On PostgreSQL, a stream on one app context (the
 * API process) hears a call placed and applied by a second context on the same database (the
 * worker); on either database, a tool call too large for a notice still arrives whole, and a
 * stream hears nothing of another agent's calls.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../resources/account/endpoints.ts';
import { buildApp } from '../../server/app.ts';
import { closeContext, createContext } from '../../server/bootstrap.ts';
import type { Config } from '../../server/config.ts';
import type { AgentTurnSource, AppContext } from '../../server/context.ts';
import { callWebhookSecret } from '../../server/domains/voice/provider/webhook-secret.ts';
import { signatureHeader } from '../../server/webhooks/signature.ts';
import { readAgentEvents, type Heard } from './agent-events.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let base: string;
let token: string;
let agentId: number;
let otherAgentId: number;

const scripted: AgentTurnSource = async () => async (history) => ({ text: `Line ${history.length}.`, toolCalls: [] });

beforeAll(async () => {
  t = await startTestApp({ voice: { simulatorPaceMs: 2 } } as Partial<Config>);
  t.ctx.agentTurns = scripted;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${API_BASE}`;
  token = (await t.signUp({ name: 'Stella Stream' })).token;
  const agent = async (name: string) => (await t.call('POST', '/v1/voice/agents', { token, body: { name, voice: 'nova', system_prompt: 'Be brief.' } })).body.id as number;
  agentId = await agent('Watched');
  otherAgentId = await agent('Unwatched');
}, 60_000);
afterAll(() => t.close());

/** The watched agent's events until `until` holds; `start` runs once the stream is ready. */
const listen = (until: (events: Heard[]) => boolean, start: () => Promise<void>) => readAgentEvents(`${base}/v1/voice/agents/${agentId}/events`, token, until, start);

const hungUp = (callId: () => number) => (events: Heard[]) => events.some((e) => e.data.call_id === callId() && e.data.event === 'call.hangup');

describe('the agent\u2019s live events', () => {
  it('arrive whole for a tool call too large for a notice, and never for another agent\u2019s call', async () => {
    const placed = await t.call('POST', '/v1/voice/agents/test-call', { token, body: { agent_id: otherAgentId, to: '+14155550104' } });
    const otherCall = placed.body.call_id as number;
    const result = 'x'.repeat(15_000);
    const secret = callWebhookSecret(t.ctx.appKey, 'simulator');
    const own = await t.call('POST', '/v1/voice/agents/test-call', { token, body: { agent_id: agentId, to: '+14155550108' } });
    const callId = own.body.call_id as number;
    // Wait for the busy call to end, then post a large tool call to it as its provider would.
    await expect.poll(async () => (await t.call('GET', `/v1/voice/calls/${callId}`, { token })).body.hangup_reason, { timeout: 10_000 }).toBe('busy');
    const { provider_call_id } = (await t.call('GET', `/v1/voice/calls/${callId}`, { token })).body;
    const events = await listen(
      (heard) => heard.some((e) => e.data.event === 'call.tool_call'),
      async () => {
        const raw = Buffer.from(JSON.stringify({ id: `big-${callId}`, type: 'call.tool_call', call_id: callId, provider_call_id, occurred_at: new Date().toISOString(), data: { id: 'tc', name: 'lookup', arguments: '{}', result } }));
        const res = await t.app.inject({ method: 'POST', url: `${API_BASE}/v1/webhooks/calls/simulator`, payload: raw, headers: { 'content-type': 'application/json', 'parley-signature': signatureHeader(secret, raw) } });
        expect(res.statusCode).toBe(200);
      },
    );
    const big = events.find((e) => e.data.event === 'call.tool_call')!;
    expect(big.data).toMatchObject({ call_id: callId, tool_call: { id: 'tc', name: 'lookup', result } });
    expect(events.some((e) => e.data.call_id === otherCall)).toBe(false);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('across processes (PostgreSQL)', () => {
  let worker: AppContext;
  let workerApp: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    // A second process on the same database: it places the call, its simulator and webhook apply it.
    worker = await createContext({ ...t.ctx.config, role: 'worker' });
    worker.agentTurns = scripted;
    workerApp = await buildApp(worker, { logger: false });
    await workerApp.ready();
  }, 60_000);
  afterAll(async () => {
    await workerApp?.close();
    if (worker) await closeContext(worker);
  });

  it('a stream on the API process hears every event of a call applied by the worker process', async () => {
    let callId = 0;
    const events = await listen(hungUp(() => callId), async () => {
      const res = await workerApp.inject({ method: 'POST', url: `${API_BASE}/v1/voice/agents/test-call`, headers: { authorization: `Bearer ${token}` }, payload: { agent_id: agentId, to: '+14155550101' } });
      expect(res.statusCode, res.body).toBe(201);
      callId = JSON.parse(res.body).call_id;
    });
    const call = (await t.call('GET', `/v1/voice/calls/${callId}`, { token })).body;
    const mine = events.filter((e) => e.event === 'call' && e.data.call_id === callId);
    expect(mine.map((e) => e.data.event).slice(0, 3)).toEqual(['call.queued', 'call.ringing', 'call.answered']);
    expect(mine.filter((e) => e.data.turn).map((e) => e.data.turn)).toEqual(call.transcript);
    expect(mine.at(-1)!.data).toMatchObject({ event: 'call.hangup', status: 'completed', hangup_reason: 'customer_hangup' });
  });
});
