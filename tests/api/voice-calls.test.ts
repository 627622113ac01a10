/**
 * Calls through the voice-provider adapter, on the built-in simulator with a scripted agent: the
 * lifecycle arrives by signed webhook, in order; personas that are busy, ring out or send the call
 * to voicemail; a forged event changes nothing, a replayed one changes nothing twice; an operator
 * ends a live call; the agent's live stream hears each turn; other teams see none of it.
 */
import type { AddressInfo } from 'node:net';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../resources/account/endpoints.ts';
import type { Config } from '../../server/config.ts';
import { callEvents } from '../../server/db/schema/index.ts';
import type { AgentTurnSource } from '../../server/context.ts';
import type { AgentTurn, ChatMessage } from '../../server/domains/voice/calls/agent-turn.ts';
import { SIMULATOR_CENTS_PER_MINUTE } from '../../server/simulators/voice/voice-simulator.ts';
import { callWebhookSecret } from '../../server/domains/voice/provider/webhook-secret.ts';
import { signatureHeader } from '../../server/webhooks/signature.ts';
import { readAgentEvents } from './agent-events.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let base: string;
let alice: string;
let bob: string;
let agentId: number;
let slowAgentId: number;
let closerId: number;
let briefId: number;
/** What the scripted agent was shown, per call of it. */
const seen: ChatMessage[][] = [];
/** Held turns of the slow agent, released by the test. */
let release: () => void = () => undefined;

/** The scripted agent: greets, pitches, answers the price question with a tool call, then thanks. */
const scripted: AgentTurn = async (history) => {
  seen.push(structuredClone(history));
  const said = history.filter((m) => m.role === 'assistant').length;
  const heard = history.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  if (/how much/i.test(heard)) return { text: 'About a third less on your bill. I will send the details.', toolCalls: [{ id: 'tc_1', name: 'send_details', arguments: '{"channel":"sms"}' }] };
  return { text: said === 0 ? 'Hi, this is Maya from SunPeak Solar.' : `Here is line ${said + 1} of my pitch.`, toolCalls: [] };
};

const source: AgentTurnSource = async (_ctx, agent) => {
  // The closer says goodbye and hangs up with the built-in end_call tool at once.
  if (agent.id === closerId) return async () => ({ text: 'Sorry to bother you, goodbye.', toolCalls: [{ id: 'tc_end', name: 'end_call', arguments: '{}' }] });
  if (agent.id !== slowAgentId) return scripted;
  return (history) => new Promise((resolve) => (release = () => resolve({ text: `Still talking (${history.length}).`, toolCalls: [] })));
};

beforeAll(async () => {
  t = await startTestApp({ voice: { simulatorPaceMs: 2 } } as Partial<Config>);
  t.ctx.agentTurns = source;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${API_BASE}`;
  alice = (await t.signUp({ name: 'Alice Caller' })).token;
  bob = (await t.signUp({ name: 'Bob Elsewhere' })).token;
  const agent = async (name: string) => {
    const res = await t.call('POST', '/v1/voice/agents', { token: alice, body: { name, voice: 'nova', system_prompt: 'You are Maya, a friendly solar caller.' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };
  agentId = await agent('Maya');
  slowAgentId = await agent('Slow Sam');
  closerId = await agent('Closer Cleo');
  briefId = await agent('Brief Bo');
  expect((await t.call('PATCH', `/v1/voice/agents/${briefId}`, { token: alice, body: { max_call_seconds: 10 } })).status).toBe(200);
}, 60_000);
afterAll(() => t.close());

const testCall = async (body: Record<string, unknown>, token = alice) => t.call('POST', '/v1/voice/agents/test-call', { token, body });

/** The call once its hangup is recorded. */
async function ended(callId: number, timeoutMs = 10_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.call('GET', `/v1/voice/calls/${callId}`, { token: alice });
    expect(res.status).toBe(200);
    if (res.body.hangup_reason) return res.body;
    if (Date.now() > deadline) throw new Error(`call ${callId} did not end: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const eventTypes = async (callId: number) =>
  (await t.db.select({ type: callEvents.type }).from(callEvents).where(eq(callEvents.call_id, callId)).orderBy(asc(callEvents.id))).map((e) => e.type);

function signed(event: Record<string, unknown>, secret = callWebhookSecret(t.ctx.appKey, 'simulator')) {
  const raw = Buffer.from(JSON.stringify(event));
  return { raw, headers: { 'content-type': 'application/json', 'parley-signature': signatureHeader(secret, raw) } };
}
const postEvent = (raw: Buffer, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: `${API_BASE}/v1/webhooks/calls/simulator`, payload: raw, headers });

describe('a test call on the simulator', () => {
  it('goes queued → ringing → answered → turns → hangup, with its transcript, tool calls, duration and cost', async () => {
    const placed = await testCall({ agent_id: agentId, to: '+14155550100' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const call = await ended(placed.body.call_id);
    expect(call).toMatchObject({ status: 'completed', direction: 'outbound', agent_id: agentId, answered_by: 'human', hangup_reason: 'customer_hangup', outcome: 'unknown', prompt_version: null });
    expect(call.transcript.map((turn: { role: string }) => turn.role)).toEqual(['customer', 'agent', 'customer', 'agent', 'customer', 'agent', 'customer']);
    expect(call.transcript[0].text).toBe('Hello?');
    expect(call.transcript[1].text).toBe('Hi, this is Maya from SunPeak Solar.');
    expect(call.transcript[5].text).toMatch(/third less/);
    for (const turn of call.transcript) expect(Number.isNaN(Date.parse(turn.at))).toBe(false);
    expect(call.tool_calls).toEqual([expect.objectContaining({ id: 'tc_1', name: 'send_details', arguments: '{"channel":"sms"}', result: expect.stringContaining('no tool named send_details') })]);
    expect(call.duration_seconds).toBeGreaterThan(10);
    expect(call.cost).toBe(Math.ceil(call.duration_seconds / 60) * SIMULATOR_CENTS_PER_MINUTE);
    expect(call.provider_call_id).toMatch(/^sim_/);
    expect(call.ended_at).toBeTruthy();
    const types = await eventTypes(call.id);
    expect(types.slice(0, 3)).toEqual(['call.queued', 'call.ringing', 'call.answered']);
    expect(types.at(-1)).toBe('call.hangup');
    expect(types.filter((x) => x === 'call.transcript')).toHaveLength(7);
    expect(types.indexOf('call.tool_call')).toBeGreaterThan(types.indexOf('call.answered'));
    // The agent was shown its prompt first, then everything said so far.
    const last = seen.at(-1)!;
    expect(last[0]).toEqual({ role: 'system', content: 'You are Maya, a friendly solar caller.' });
  });

  it('meets a busy line, a call that rings out, voicemail and call screening', async () => {
    const busy = await ended((await testCall({ agent_id: agentId, to: '+14155550108' })).body.call_id);
    expect(busy).toMatchObject({ status: 'busy', hangup_reason: 'busy', answered_by: null, duration_seconds: 0, cost: 0, transcript: null });
    const rings = await ended((await testCall({ agent_id: agentId, to: '+14155550100', persona: 'no_answer' })).body.call_id);
    expect(rings).toMatchObject({ status: 'no_answer', hangup_reason: 'no_answer', duration_seconds: 0, cost: 0 });
    const voicemail = await ended((await testCall({ agent_id: agentId, to: '+14155550106' })).body.call_id);
    expect(voicemail).toMatchObject({ status: 'completed', answered_by: 'voicemail', hangup_reason: 'voicemail_left' });
    expect(voicemail.transcript.map((turn: { role: string }) => turn.role)).toEqual(['voicemail', 'agent']);
    expect(voicemail.cost).toBeGreaterThan(0);
    const screened = await ended((await testCall({ agent_id: agentId, to: '+14155550100', persona: 'ivr' })).body.call_id);
    expect(screened).toMatchObject({ status: 'completed', answered_by: 'ivr', hangup_reason: 'customer_hangup' });
    expect(screened.transcript.map((turn: { role: string }) => turn.role)).toEqual(['ivr', 'agent', 'ivr', 'customer', 'agent', 'customer']);
  });

  it('ends when the agent calls end_call, and at the agent’s longest call', async () => {
    const closed = await ended((await testCall({ agent_id: closerId, to: '+14155550100' })).body.call_id);
    expect(closed).toMatchObject({ status: 'completed', hangup_reason: 'agent_hangup' });
    expect(closed.tool_calls).toEqual([expect.objectContaining({ name: 'end_call', result: '{"ended":true}' })]);
    expect(closed.transcript.map((turn: { role: string }) => turn.role)).toEqual(['customer', 'agent']);
    const brief = await ended((await testCall({ agent_id: briefId, to: '+14155550100' })).body.call_id);
    expect(brief).toMatchObject({ status: 'completed', hangup_reason: 'max_duration' });
    expect(brief.duration_seconds).toBeGreaterThanOrEqual(10);
    expect(brief.duration_seconds).toBeLessThan(20);
  });

  it('places many calls at once, each to its end', async () => {
    const placed = await Promise.all(Array.from({ length: 25 }, (_, i) => testCall({ agent_id: agentId, to: `+1415555${String(1000 + i).padStart(4, '0')}` })));
    for (const res of placed) expect(res.status).toBe(201);
    const calls = await Promise.all(placed.map((res) => ended(res.body.call_id, 30_000)));
    expect(new Set(calls.map((c) => c.status))).toEqual(new Set(['completed', 'busy', 'no_answer']));
    for (const call of calls) expect((await eventTypes(call.id)).at(-1)).toBe('call.hangup');
  }, 60_000);
});

describe('the call webhook', () => {
  it('refuses a bad signature with 401 and changes nothing; a replayed event changes nothing twice', async () => {
    const call = await ended((await testCall({ agent_id: agentId, to: '+14155550108' })).body.call_id);
    const [{ before }] = await t.db.select({ before: count() }).from(callEvents).where(eq(callEvents.call_id, call.id));
    const event = { id: 'evt-replay-1', type: 'call.transcript', call_id: call.id, provider_call_id: call.provider_call_id, occurred_at: new Date().toISOString(), data: { role: 'agent', text: 'Added later.' } };

    const forged = signed(event, 'not-the-secret');
    expect((await postEvent(forged.raw, forged.headers)).statusCode).toBe(401);
    expect((await postEvent(forged.raw, { 'content-type': 'application/json' })).statusCode).toBe(401);
    expect((await t.call('GET', `/v1/voice/calls/${call.id}`, { token: alice })).body.transcript).toBeNull();

    const good = signed(event);
    const first = await postEvent(good.raw, good.headers);
    expect([first.statusCode, first.json()]).toEqual([200, { received: true, duplicate: false }]);
    const again = await postEvent(good.raw, good.headers);
    expect([again.statusCode, again.json()]).toEqual([200, { received: true, duplicate: true }]);
    // The same event id signed anew is still the same event.
    const resent = signed(event);
    expect((await postEvent(resent.raw, resent.headers)).json()).toEqual({ received: true, duplicate: true });
    const after = (await t.call('GET', `/v1/voice/calls/${call.id}`, { token: alice })).body;
    expect(after.transcript).toEqual([{ role: 'agent', text: 'Added later.', at: expect.any(String) }]);
    const [{ n }] = await t.db.select({ n: count() }).from(callEvents).where(eq(callEvents.call_id, call.id));
    expect(n).toBe(before + 1);
  });

  it('answers 422 for an event it cannot read and 404 for a call it does not know', async () => {
    const bad = signed({ id: 'x', type: 'call.teleported', call_id: 1 });
    expect((await postEvent(bad.raw, bad.headers)).statusCode).toBe(422);
    const unknown = signed({ id: 'evt-unknown', type: 'call.ringing', call_id: 2_000_000, provider_call_id: 'sim_x', occurred_at: new Date().toISOString() });
    expect((await postEvent(unknown.raw, unknown.headers)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `${API_BASE}/v1/webhooks/calls/nobody`, payload: unknown.raw, headers: unknown.headers })).statusCode).toBe(404);
  });
});

describe('hanging up', () => {
  it('ends a live call for the operator, once', async () => {
    const placed = await testCall({ agent_id: slowAgentId, to: '+14155550101' });
    const callId = placed.body.call_id as number;
    const deadline = Date.now() + 10_000;
    while ((await t.call('GET', `/v1/voice/calls/${callId}`, { token: alice })).body.status !== 'in_progress') {
      if (Date.now() > deadline) throw new Error('never answered');
      await new Promise((r) => setTimeout(r, 20));
    }
    const res = await t.call('POST', '/v1/voice/agents/hangup-call', { token: alice, body: { call_id: callId } });
    expect([res.status, res.body]).toEqual([200, { ended: true }]);
    release();
    const call = await ended(callId);
    expect(call).toMatchObject({ status: 'completed', hangup_reason: 'operator_hangup' });
    expect((await t.call('POST', '/v1/voice/agents/hangup-call', { token: alice, body: { call_id: callId } })).status).toBe(409);
  });
});

describe('the agent’s live events', () => {
  it('streams each turn and the hangup of the agent’s calls as they happen', async () => {
    let callId = 0;
    const events = await readAgentEvents(
      `${base}/v1/voice/agents/${agentId}/events`,
      alice,
      (heard) => heard.some((e) => e.data.call_id === callId && e.data.event === 'call.hangup'),
      async () => {
        callId = (await testCall({ agent_id: agentId, to: '+14155550102' })).body.call_id;
      },
      10_000,
    );
    const call = await ended(callId);
    const mine = events.filter((e) => e.event === 'call' && e.data.call_id === callId);
    expect(mine.map((e) => e.data.event).slice(0, 3)).toEqual(['call.queued', 'call.ringing', 'call.answered']);
    expect(mine.filter((e) => e.data.turn).map((e) => e.data.turn)).toEqual(call.transcript);
    expect(mine.at(-1)!.data).toMatchObject({ event: 'call.hangup', status: 'completed', hangup_reason: 'customer_hangup', duration_seconds: call.duration_seconds });
  });

  it('is refused without a token and not found for another team', async () => {
    expect((await fetch(`${base}/v1/voice/agents/${agentId}/events`)).status).toBe(401);
    expect((await fetch(`${base}/v1/voice/agents/${agentId}/events`, { headers: { authorization: `Bearer ${bob}` } })).status).toBe(404);
  });
});

describe('another team and bad input', () => {
  it('finds neither the agent nor its calls for another team', async () => {
    const call = await ended((await testCall({ agent_id: agentId, to: '+14155550109' })).body.call_id);
    expect((await testCall({ agent_id: agentId, to: '+14155550100' }, bob)).status).toBe(404);
    expect((await t.call('GET', `/v1/voice/calls/${call.id}`, { token: bob })).status).toBe(404);
    expect((await t.call('POST', '/v1/voice/agents/hangup-call', { token: bob, body: { call_id: call.id } })).status).toBe(404);
  });

  it('answers 422 naming the fields, writing nothing; without a model the call is scripted, not refused', async () => {
    const [{ before }] = await t.db.select({ before: count() }).from(callEvents);
    const bad = await testCall({ agent_id: 'one', to: '12345' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['agent_id', 'to']);
    expect((await testCall({ agent_id: agentId, to: '+14155550100', persona: 'alien' })).status).toBe(422);
    expect((await t.call('POST', '/v1/voice/agents/hangup-call', { token: alice, body: {} })).status).toBe(422);
    const listed = await t.call('GET', '/v1/voice/calls', { token: alice, query: { to_number: '+14155550100', status: 'queued' } });
    expect(listed.body).toEqual([]);
    const [{ after }] = await t.db.select({ after: count() }).from(callEvents);
    expect(after).toBe(before);

    delete t.ctx.agentTurns;
    try {
      const unconfigured = await testCall({ agent_id: agentId, to: '+14155550100', persona: 'not_interested' });
      expect(unconfigured.status, JSON.stringify(unconfigured.body)).toBe(201);
      expect(unconfigured.body.scripted).toBe(true);
      expect((await ended(unconfigured.body.call_id)).scripted_agent).toBe(true);
    } finally {
      t.ctx.agentTurns = source;
    }
  });

});
