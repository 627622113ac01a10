/**
 * Versioned prompts (docs/areas/voice.md#prompt-versions): publish snapshots the draft as version
 * N+1 with who and why; the list says whether the draft changed; the diff compares the draft and
 * versions part by part, line by line; restore puts a version back into the draft without
 * publishing; test calls use and record the published version (the draft, unrecorded, while
 * never published). Another team sees none of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config.ts';
import type { AgentTurnSource } from '../../server/context.ts';
import type { ChatMessage } from '../../server/domains/voice/calls/agent-turn.ts';
import { promptForCall } from '../../server/domains/voice/prompts/call-prompt.ts';
import { agentOf } from '../../server/domains/voice/prompts/snapshot.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let alice: string;
let aliceTeam: number;
let bob: string;
let agentId: number;
const seen: ChatMessage[][] = [];

/** The agent says its first line, then goodbye with end_call; it records what it was shown. */
const source: AgentTurnSource = async () => async (history) => {
  seen.push(structuredClone(history));
  return { text: 'Goodbye.', toolCalls: [{ id: 'tc_end', name: 'end_call', arguments: '{}' }] };
};

beforeAll(async () => {
  t = await startTestApp({ voice: { simulatorPaceMs: 2 } } as Partial<Config>);
  t.ctx.agentTurns = source;
  const a = await t.signUp({ name: 'Alice Author' });
  alice = a.token;
  aliceTeam = a.user.current_team.id;
  bob = (await t.signUp({ name: 'Bob Elsewhere' })).token;
  const res = await t.call('POST', '/v1/voice/agents', { token: alice, body: { name: 'Maya', voice: 'nova', system_prompt: 'You are Maya.\nYou sell solar panels.', first_message: 'Hi, Maya here.' } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  agentId = res.body.id;
}, 60_000);
afterAll(() => t.close());

const path = (rest: string) => `/v1/voice/agents/${agentId}${rest}`;
const versions = async (token = alice) => t.call('GET', path('/prompt-versions'), { token });

async function ended(callId: number): Promise<any> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) {
    const res = await t.call('GET', `/v1/voice/calls/${callId}`, { token: alice });
    if (res.body.hangup_reason) return res.body;
  }
  throw new Error(`call ${callId} did not end`);
}

describe('publishing an agent’s prompt', () => {
  it('starts unpublished: a test call uses the draft and records no version; a campaign call is refused', async () => {
    expect((await versions()).body).toEqual({ published_version: null, draft_changed: true, versions: [] });
    const placed = await t.call('POST', '/v1/voice/agents/test-call', { token: alice, body: { agent_id: agentId, to: '+14155550100' } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await ended(placed.body.call_id)).prompt_version).toBeNull();
    expect(seen.at(-1)![0]).toEqual({ role: 'system', content: 'You are Maya.\nYou sell solar panels.' });
    const unpublished = await t.call('GET', path('/prompt-diff'), { token: alice });
    expect(unpublished.status).toBe(422);
    expect(unpublished.body.errors.from[0]).toMatch(/never been published/);
    const agent = await agentOf(t.db, aliceTeam, agentId);
    await expect(promptForCall(t.db, agent, 'campaign')).rejects.toMatchObject({ statusCode: 422, errors: { agent_id: [expect.stringMatching(/never been published/)] } });
  });

  it('publishes the draft as version 1 with who and why, then refuses to publish the same draft twice', async () => {
    const first = await t.call('POST', path('/publish'), { token: alice, body: { note: 'First go' } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ version: 1, note: 'First go', published_by: { name: 'Alice Author' } });
    expect(Date.parse(first.body.published_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await versions()).body).toMatchObject({ published_version: 1, draft_changed: false, versions: [{ version: 1 }] });
    const again = await t.call('POST', path('/publish'), { token: alice, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/version 1 already/);
  });

  it('sees an edit of the prompt or of a section as unpublished changes, and publishes version 2', async () => {
    expect((await t.call('PATCH', path(''), { token: alice, body: { system_prompt: 'You are Maya.\nYou sell solar panels and batteries.' } })).status).toBe(200);
    expect((await versions()).body).toMatchObject({ published_version: 1, draft_changed: true });
    const section = await t.call('POST', path('/prompts'), { token: alice, body: { name: 'Objections', purpose: 'objection_handling', content: 'Stay calm.\nOffer a callback.', position: 1 } });
    expect(section.status, JSON.stringify(section.body)).toBe(201);
    const second = await t.call('POST', path('/publish'), { token: alice, body: {} });
    expect(second.body).toMatchObject({ version: 2, note: null });
    const listed = (await versions()).body;
    expect(listed.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const v2 = await t.call('GET', path('/prompt-versions/2'), { token: alice });
    expect(v2.body.content).toEqual({
      system_prompt: 'You are Maya.\nYou sell solar panels and batteries.',
      first_message: 'Hi, Maya here.',
      sections: [{ name: 'Objections', purpose: 'objection_handling', content: 'Stay calm.\nOffer a callback.', position: 1, active: true }],
    });
  });

  it('diffs a version against the draft and two versions against each other, line by line', async () => {
    const diff = await t.call('GET', path('/prompt-diff?from=1&to=2'), { token: alice });
    expect(diff.status, JSON.stringify(diff.body)).toBe(200);
    expect(diff.body).toMatchObject({ from: 1, to: 2, changed: true });
    const [system, first, section] = diff.body.parts;
    expect(system).toMatchObject({ kind: 'system_prompt', status: 'changed' });
    expect(system.lines).toEqual([
      { op: 'same', text: 'You are Maya.', a: 1, b: 1 },
      { op: 'del', text: 'You sell solar panels.', a: 2 },
      { op: 'add', text: 'You sell solar panels and batteries.', b: 2 },
    ]);
    expect(first).toMatchObject({ kind: 'first_message', status: 'same' });
    expect(section).toMatchObject({ kind: 'section', name: 'Objections', status: 'added', meta: { from: null, to: { purpose: 'objection_handling', position: 1, active: true } } });
    expect(section.lines.map((l: { op: string }) => l.op)).toEqual(['add', 'add']);
    // Against the draft (the default `to`), version 2 is the draft: nothing changed.
    const same = await t.call('GET', path('/prompt-diff?from=2'), { token: alice });
    expect(same.body).toMatchObject({ from: 2, to: 'draft', changed: false });
    expect(same.body.parts.every((p: { status: string }) => p.status === 'same')).toBe(true);
  });

  it('places test calls with the published version and records it, whatever the draft says', async () => {
    expect((await t.call('PATCH', path(''), { token: alice, body: { system_prompt: 'An unpublished experiment.' } })).status).toBe(200);
    const placed = await t.call('POST', '/v1/voice/agents/test-call', { token: alice, body: { agent_id: agentId, to: '+14155550100' } });
    const call = await ended(placed.body.call_id);
    expect(call.prompt_version).toBe(2);
    expect(seen.at(-1)![0]).toEqual({ role: 'system', content: 'You are Maya.\nYou sell solar panels and batteries.\n\n## Objections\n\nStay calm.\nOffer a callback.' });
    expect(call.transcript.find((turn: { role: string }) => turn.role === 'agent')).toBeTruthy();
  });

  it('restores version 1 into the draft (sections too) without publishing it', async () => {
    const restored = await t.call('POST', path('/prompt-versions/1/restore'), { token: alice });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.restored).toBe(1);
    const agent = (await t.call('GET', path(''), { token: alice })).body;
    expect(agent).toMatchObject({ system_prompt: 'You are Maya.\nYou sell solar panels.', first_message: 'Hi, Maya here.', version: restored.body.agent_version });
    expect((await t.call('GET', path('/prompts'), { token: alice })).body).toEqual([]);
    // Still version 2 published; the draft (= version 1) differs from it.
    expect((await versions()).body).toMatchObject({ published_version: 2, draft_changed: true });
    const diff = (await t.call('GET', path('/prompt-diff?from=1'), { token: alice })).body;
    expect(diff.changed).toBe(false);
    // Publishing the restored draft is a new version, 3, with version 1's content.
    const third = await t.call('POST', path('/publish'), { token: alice, body: { note: 'Back to the first' } });
    expect(third.body.version).toBe(3);
    expect((await t.call('GET', path('/prompt-versions/3'), { token: alice })).body.content.system_prompt).toBe('You are Maya.\nYou sell solar panels.');
  });

  it('numbers two publishes at the same moment one after the other: one version, one 409, never a 500', async () => {
    expect((await t.call('PATCH', path(''), { token: alice, body: { first_message: 'Hi, Maya again.' } })).status).toBe(200);
    const both = await Promise.all([t.call('POST', path('/publish'), { token: alice, body: {} }), t.call('POST', path('/publish'), { token: alice, body: {} })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await versions()).body).toMatchObject({ published_version: 4, draft_changed: false });
    // Back to version 1's content, as the tests below expect, published as version 5.
    expect((await t.call('POST', path('/prompt-versions/1/restore'), { token: alice })).status).toBe(200);
    expect((await t.call('POST', path('/publish'), { token: alice, body: {} })).body.version).toBe(5);
  });

  it('answers 404 for a version that does not exist and 422 for bad input', async () => {
    expect((await t.call('GET', path('/prompt-versions/99'), { token: alice })).status).toBe(404);
    expect((await t.call('POST', path('/prompt-versions/99/restore'), { token: alice })).status).toBe(404);
    expect((await t.call('GET', path('/prompt-diff?from=99'), { token: alice })).status).toBe(404);
    const badNote = await t.call('POST', path('/publish'), { token: alice, body: { note: 'x'.repeat(501) } });
    expect(badNote.status).toBe(422);
    expect(badNote.body.errors.note).toBeTruthy();
    expect((await t.call('POST', path('/publish'), { token: alice, body: { version: 7 } })).status).toBe(422);
    // Without `from`: the published version against the draft.
    expect((await t.call('GET', path('/prompt-diff'), { token: alice })).body).toMatchObject({ from: 5, to: 'draft', changed: false });
    expect((await t.call('GET', path('/prompt-diff?from=latest'), { token: alice })).status).toBe(422);
    expect((await t.call('GET', path('/prompt-versions/0'), { token: alice })).status).toBe(422);
  });

  it('shows another team nothing: every route is a 404', async () => {
    expect((await versions(bob)).status).toBe(404);
    expect((await t.call('GET', path('/prompt-versions/1'), { token: bob })).status).toBe(404);
    expect((await t.call('GET', path('/prompt-diff?from=1'), { token: bob })).status).toBe(404);
    expect((await t.call('POST', path('/publish'), { token: bob, body: {} })).status).toBe(404);
    expect((await t.call('POST', path('/prompt-versions/1/restore'), { token: bob })).status).toBe(404);
    expect((await versions()).body.versions).toHaveLength(5);
    expect((await t.call('GET', path(''), { token: alice })).body.system_prompt).toBe('You are Maya.\nYou sell solar panels.');
  });

  it('deletes an agent’s versions with it', async () => {
    const other = await t.call('POST', '/v1/voice/agents', { token: alice, body: { name: 'Temp', voice: 'nova', system_prompt: 'Temporary.' } });
    const otherPath = `/v1/voice/agents/${other.body.id}`;
    expect((await t.call('POST', `${otherPath}/publish`, { token: alice, body: {} })).body.version).toBe(1);
    expect((await t.call('DELETE', otherPath, { token: alice })).status).toBe(200);
    expect((await t.call('GET', `${otherPath}/prompt-versions`, { token: alice })).status).toBe(404);
  });
});
