/**
 * A simulated call runs the agent's HTTP tools for real: the model's tool call reaches a server
 * this test starts on 127.0.0.1 (allowed in the team's settings), its answer goes back to the
 * model as the tool's result, the call records the tool call with that result, and the tool's log
 * has the event with the call's id. A tool the agent was not given, one of another team, an error
 * status and arguments that do not fit answer errors the model can read, and the call goes on.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config.ts';
import type { AgentTurnSource } from '../../server/context.ts';
import type { ChatMessage, ToolCall } from '../../server/domains/voice/calls/agent-turn.ts';
import { teams, toolEvents } from '../../server/db/schema/index.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { startServer, type TestServer } from './outbound/test-server.ts';

let t: TestApp;
let server: TestServer;
let token: string;
let teamId: number;
/** The tool calls the scripted agent makes on its first turn, per agent id. */
const plans = new Map<number, ToolCall[]>();
/** Each history the agent was shown, per agent id. */
const shown = new Map<number, ChatMessage[][]>();

const source: AgentTurnSource = async (_ctx, agent) => async (history) => {
  shown.set(agent.id, [...(shown.get(agent.id) ?? []), structuredClone(history)]);
  const usedTools = history.some((m) => m.role === 'tool');
  if (!usedTools) return { text: '', toolCalls: plans.get(agent.id) ?? [] };
  const results = history.filter((m) => m.role === 'tool').map((m) => m.content);
  return { text: `I checked: ${results.join(' | ')}`, toolCalls: [{ id: 'bye', name: 'end_call', arguments: '{}' }] };
};

beforeAll(async () => {
  t = await startTestApp({ voice: { simulatorPaceMs: 2 } } as Partial<Config>);
  t.ctx.agentTurns = source;
  server = await startServer((req, res, got) => {
    if (req.url?.startsWith('/fail')) return void res.writeHead(503, { 'content-type': 'text/plain' }).end('down for maintenance');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ slots: ['09:00', '11:30'], method: req.method, url: req.url, body: got.body ? JSON.parse(got.body) : null }));
  });
  const owner = await t.signUp({ name: 'Ada Tools' });
  token = owner.token;
  teamId = owner.user.current_team.id;
  await t.db.update(teams).set({ settings: { outbound_allowed_hosts: ['127.0.0.1'] } }).where(eq(teams.id, teamId));
}, 60_000);
afterAll(async () => {
  await t.close();
  await server.close();
});

async function tool(key: string, path: string, as = token) {
  const res = await t.call('POST', '/v1/voice/tools', {
    token: as,
    body: { name: key, key, type: 'webhook', description: 'Free slots.', url: `${server.origin}${path}`, method: 'POST', timeout_seconds: 5, parameters: { type: 'object', properties: { days: { type: 'integer', minimum: 1, maximum: 7 } }, required: ['days'] } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

async function agent(tools: string[], plan: ToolCall[], as = token) {
  const res = await t.call('POST', '/v1/voice/agents', { token: as, body: { name: `Agent ${plans.size}`, voice: 'nova', system_prompt: 'You book visits.', tools } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  plans.set(res.body.id, plan);
  return res.body.id as number;
}

async function callOf(agentId: number): Promise<any> {
  const placed = await t.call('POST', '/v1/voice/agents/test-call', { token, body: { agent_id: agentId, to: '+14155550100' } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await t.call('GET', `/v1/voice/calls/${placed.body.call_id}`, { token });
    if (res.body.hangup_reason) return res.body;
    if (Date.now() > deadline) throw new Error(`call did not end: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('a tool call during a simulated call', () => {
  it('sends the tool request, answers the model with the response, and records both', async () => {
    const toolId = await tool('check_slots', '/slots');
    const before = server.received.length;
    const id = await agent(['check_slots'], [{ id: 'tc_1', name: 'check_slots', arguments: '{"days":2}' }]);
    const call = await callOf(id);
    expect(call.hangup_reason).toBe('agent_hangup');
    const sent = server.received.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/slots' });
    expect(JSON.parse(sent[0].body)).toEqual({ days: 2 });
    // The model saw the tool's answer as the result of its call.
    const toolMessage = shown.get(id)!.at(-1)!.find((m) => m.role === 'tool')!;
    expect(toolMessage.tool_call_id).toBe('tc_1');
    expect(JSON.parse(toolMessage.content!)).toMatchObject({ status: 200, body: expect.stringContaining('11:30') });
    expect(call.transcript.at(-1).text).toContain('11:30');
    const [recorded] = call.tool_calls;
    expect(recorded).toMatchObject({ id: 'tc_1', name: 'check_slots', arguments: '{"days":2}' });
    expect(JSON.parse(recorded.result)).toMatchObject({ status: 200, body: expect.stringContaining('09:00') });
    const events = await t.db.select().from(toolEvents).where(eq(toolEvents.tool_id, toolId));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ call_id: call.id, team_id: teamId, ok: true, status_code: 200, arguments: { days: 2 } });
  });

  it('answers the model an error for an error status, bad arguments, or a tool the agent does not have, and the call goes on', async () => {
    const failId = await tool('book_visit', '/fail');
    await tool('not_given', '/slots');
    const before = server.received.length;
    const id = await agent(['book_visit', 'check_slots'], [
      { id: 'a', name: 'book_visit', arguments: '{"days":1}' },
      { id: 'b', name: 'check_slots', arguments: '{"days":"soon"}' },
      { id: 'c', name: 'not_given', arguments: '{"days":1}' },
      { id: 'd', name: 'check_slots', arguments: 'not json' },
    ]);
    const call = await callOf(id);
    expect(call.hangup_reason).toBe('agent_hangup');
    expect(call.status).toBe('completed');
    const results = Object.fromEntries(call.tool_calls.map((c: { id: string; result: string }) => [c.id, JSON.parse(c.result)]));
    expect(results.a).toMatchObject({ status: 503, error: expect.stringContaining('503'), body: 'down for maintenance' });
    expect(results.b.error).toMatch(/days: Expected an integer/);
    expect(results.c.error).toMatch(/no tool named not_given/);
    expect(results.d.error).toMatch(/Expected an object/);
    // Only the error status reached the server: bad arguments and tools not given send nothing.
    expect(server.received.slice(before).map((r) => r.url)).toEqual(['/fail']);
    const failed = await t.db.select().from(toolEvents).where(and(eq(toolEvents.tool_id, failId), eq(toolEvents.call_id, call.id)));
    expect(failed).toMatchObject([{ ok: false, status_code: 503 }]);
  });

  it('never runs another team\u2019s tool of the same key', async () => {
    const stranger = await t.signUp({ name: 'Bea Elsewhere' });
    await t.db.update(teams).set({ settings: { outbound_allowed_hosts: ['127.0.0.1'] } }).where(eq(teams.id, stranger.user.current_team.id));
    const theirs = await tool('their_lookup', '/slots', stranger.token);
    const before = server.received.length;
    const id = await agent(['their_lookup'], [{ id: 'x', name: 'their_lookup', arguments: '{"days":1}' }]);
    const call = await callOf(id);
    expect(JSON.parse(call.tool_calls[0].result).error).toMatch(/not active in this team/);
    expect(server.received.length).toBe(before);
    expect(await t.db.select().from(toolEvents).where(eq(toolEvents.tool_id, theirs))).toEqual([]);
  });

  it('a team that does not allow the host gets the guard\u2019s refusal as the result, and nothing is sent', async () => {
    await t.db.update(teams).set({ settings: {} }).where(eq(teams.id, teamId));
    try {
      const before = server.received.length;
      const id = await agent(['check_slots'], [{ id: 'g', name: 'check_slots', arguments: '{"days":3}' }]);
      const call = await callOf(id);
      expect(JSON.parse(call.tool_calls[0].result).error).toContain('Outbound hosts');
      expect(server.received.length).toBe(before);
    } finally {
      await t.db.update(teams).set({ settings: { outbound_allowed_hosts: ['127.0.0.1'] } }).where(eq(teams.id, teamId));
    }
  });
});
