/**
 * A test call with no language model configured (the embedded default): the agent speaks its first
 * message and then Parley's script, the call ends by itself with a transcript, and the call says it
 * was scripted. Agent chat's scripted replies are in agent-chat.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config.ts';
import { scriptFor } from '../../server/domains/voice/calls/scripted-agent-turn.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp({ voice: { simulatorPaceMs: 2 } } as Partial<Config>);
  token = (await t.signUp({ name: 'Nora No-Model' })).token;
}, 60_000);
afterAll(() => t?.close());

async function ended(callId: number): Promise<any> {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
    const call = (await t.call('GET', `/v1/voice/calls/${callId}`, { token })).body;
    if (call.hangup_reason) return call;
  }
  throw new Error(`call ${callId} did not end`);
}

describe('a test call without a language model', () => {
  it('is placed, talked from the script after the first message, and ends with a transcript marked scripted', async () => {
    const agent = await t.call('POST', '/v1/voice/agents', {
      token,
      body: { name: 'Sam', voice: 'nova', system_prompt: 'You are Sam from Parley Dental.', first_message: 'Hello, this is Sam from Parley Dental.' },
    });
    expect(agent.status, JSON.stringify(agent.body)).toBe(201);
    const placed = await t.call('POST', '/v1/voice/agents/test-call', { token, body: { agent_id: agent.body.id, to: '+14155550100', persona: 'interested' } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.scripted).toBe(true);

    const call = await ended(placed.body.call_id);
    expect(call.scripted_agent).toBe(true);
    expect(['agent_hangup', 'customer_hangup']).toContain(call.hangup_reason);
    expect(call.status).toBe('completed');
    const agentLines: string[] = call.transcript.filter((turn: any) => turn.role === 'agent').map((turn: any) => turn.text);
    const customerLines = call.transcript.filter((turn: any) => turn.role === 'customer');
    expect(customerLines.length).toBeGreaterThan(0);
    expect(agentLines[0]).toBe('Hello, this is Sam from Parley Dental.');
    // Then the script, in order, one line per turn.
    const script = scriptFor('en-US');
    expect(agentLines.length).toBeGreaterThan(1);
    expect(agentLines.slice(1)).toEqual(script.slice(0, agentLines.length - 1));
    expect(call.duration_seconds).toBeGreaterThan(0);
  });

  it('an agent speaking Arabic gets the Arabic script', async () => {
    const agent = await t.call('POST', '/v1/voice/agents', { token, body: { name: 'Salma', voice: 'nova', language: 'ar-SA', system_prompt: 'أنت سلمى.' } });
    expect(agent.status, JSON.stringify(agent.body)).toBe(201);
    const placed = await t.call('POST', '/v1/voice/agents/test-call', { token, body: { agent_id: agent.body.id, to: '+14155550100', persona: 'interested' } });
    expect(placed.status).toBe(201);
    const call = await ended(placed.body.call_id);
    const agentLines: string[] = call.transcript.filter((turn: any) => turn.role === 'agent').map((turn: any) => turn.text);
    expect(agentLines[0]).toBe(scriptFor('ar-SA')[0]);
  });
});
