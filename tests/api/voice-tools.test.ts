/**
 * HTTP tools: parameters checked on save, headers sealed and masked, and the Test endpoint sending
 * the real request to a server this test starts on 127.0.0.1 — through the outbound guard, so only
 * for a team that allows that host — with every call logged as a tool event.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerAccounts, toolEvents, voiceTools } from '../../resources/voice/index.ts';
import { teams, toolEvents as toolEventsTable, voiceProviderAccounts, voiceTools as toolsTable } from '../../server/db/schema/index.ts';
import { callTool } from '../../server/domains/voice/tools/call-tool.ts';
import { openCredential, sealedWith } from '../../server/security/credentials.ts';
import { makeStaff, startTestApp, type TestApp } from './harness.ts';
import { startServer, type TestServer } from './outbound/test-server.ts';

let t: TestApp;
let server: TestServer;
let token: string;
let teamId: number;
let other: { token: string; teamId: number };

const PARAMETERS = { type: 'object', properties: { days: { type: 'integer', minimum: 1, maximum: 7 }, city: { type: 'string' } }, required: ['days'] };

beforeAll(async () => {
  t = await startTestApp();
  server = await startServer((req, res, got) => {
    if (req.url?.startsWith('/slow')) return void setTimeout(() => res.writeHead(200).end('late'), 3_000);
    if (req.url?.startsWith('/fail')) return void res.writeHead(503, { 'content-type': 'text/plain' }).end('down for maintenance');
    if (req.url?.startsWith('/big')) return void res.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(40_000));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ slots: ['09:00', '11:30'], method: req.method, url: req.url, body: got.body ? JSON.parse(got.body) : null }));
  });
  const owner = await t.signUp({ name: 'Ada' });
  token = owner.token;
  teamId = owner.user.current_team.id;
  await t.db.update(teams).set({ settings: { outbound_allowed_hosts: ['127.0.0.1'] } }).where(eq(teams.id, teamId));
  const second = await t.signUp({ name: 'Bea' });
  other = { token: second.token, teamId: second.user.current_team.id };
});
afterAll(async () => {
  await server.close();
  await t.close();
});

function tool(extra: Record<string, unknown> = {}) {
  return { name: 'Check availability', key: `check_${Math.random().toString(36).slice(2, 8)}`, type: 'webhook', description: 'Free slots.', url: `${server.origin}/slots`, method: 'GET', parameters: PARAMETERS, timeout_seconds: 5, ...extra };
}

async function create(body: Record<string, unknown>, as = token) {
  const res = await t.call('POST', voiceTools.apiPath, { token: as, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const test = (id: number, args?: unknown, as = token) => t.call('POST', `${voiceTools.apiPath}/${id}/test`, { token: as, body: args === undefined ? {} : { arguments: args } });

async function eventsOf(toolId: number) {
  return t.db.select().from(toolEventsTable).where(eq(toolEventsTable.tool_id, toolId));
}

describe('saving a tool', () => {
  it('refuses parameters that are not an object schema with properties, naming the field', async () => {
    for (const parameters of [{ type: 'string' }, { type: 'object' }, { type: 'object', properties: { a: 'text' } }, { type: 'object', properties: { a: { type: 'date' } } }]) {
      const res = await t.call('POST', voiceTools.apiPath, { token, body: tool({ parameters }) });
      expect(res.status, JSON.stringify(parameters)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['parameters']);
    }
  });

  it('refuses headers that are not Name: value lines', async () => {
    const res = await t.call('POST', voiceTools.apiPath, { token, body: tool({ headers: 'Authorization Bearer x' }) });
    expect(res.status).toBe(422);
    expect(res.body.errors.headers[0]).toMatch(/Name: value/);
  });

  it('seals the headers at rest, answers only their mask, and keeps them when the mask comes back', async () => {
    const made = await create(tool({ headers: 'Authorization: Bearer tool-secret-9931\nX-Team: blue' }));
    expect(made.headers).toBe('••••blue');
    const [row] = await t.db.select({ headers: toolsTable.headers }).from(toolsTable).where(eq(toolsTable.id, made.id));
    expect(sealedWith(row.headers!)).not.toBeNull();
    expect(row.headers).not.toContain('tool-secret-9931');
    const shown = await t.call('GET', `${voiceTools.apiPath}/${made.id}`, { token });
    expect(JSON.stringify(shown.body)).not.toContain('tool-secret-9931');
    const listed = await t.call('GET', voiceTools.apiPath, { token });
    expect(JSON.stringify(listed.body)).not.toContain('tool-secret-9931');
    const edited = await t.call('PATCH', `${voiceTools.apiPath}/${made.id}`, { token, body: { headers: made.headers, name: 'Renamed' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const [after] = await t.db.select({ headers: toolsTable.headers }).from(toolsTable).where(eq(toolsTable.id, made.id));
    expect(openCredential(after.headers!)).toBe('Authorization: Bearer tool-secret-9931\nX-Team: blue');
  });
});

describe('testing a tool', () => {
  it('sends a GET with the arguments as the query and the headers, and answers status, latency and body', async () => {
    const made = await create(tool({ headers: 'Authorization: Bearer tool-secret-1234' }));
    const before = server.received.length;
    const res = await test(made.id, { days: 3, city: 'Oslo' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ ok: true, status: 200, error: null, truncated: false });
    expect(res.body.latency_ms).toBeGreaterThanOrEqual(0);
    const body = JSON.parse(res.body.body);
    expect(body).toMatchObject({ slots: ['09:00', '11:30'], method: 'GET', url: '/slots?days=3&city=Oslo' });
    expect(server.received.length).toBe(before + 1);
    expect(server.received.at(-1)!.headers.authorization).toBe('Bearer tool-secret-1234');
  });

  it('sends a POST with the arguments as a JSON body', async () => {
    const made = await create(tool({ method: 'POST', url: `${server.origin}/book` }));
    const res = await test(made.id, { days: 2 });
    expect(res.body).toMatchObject({ ok: true, status: 200 });
    expect(JSON.parse(res.body.body)).toMatchObject({ method: 'POST', url: '/book', body: { days: 2 } });
    expect(server.received.at(-1)!.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers an error status as it came, not as a failure of Parley', async () => {
    const made = await create(tool({ url: `${server.origin}/fail` }));
    const res = await test(made.id, { days: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: false, status: 503, body: 'down for maintenance' });
    expect(res.body.error).toMatch(/503/);
  });

  it('cuts a long answer and says so', async () => {
    const made = await create(tool({ url: `${server.origin}/big` }));
    const res = await test(made.id, { days: 1 });
    expect(res.body.ok).toBe(true);
    expect(res.body.truncated).toBe(true);
    expect(res.body.body.length).toBe(16 * 1024);
  });

  it('gives up after the tool’s timeout', async () => {
    const made = await create(tool({ url: `${server.origin}/slow`, timeout_seconds: 1 }));
    const started = Date.now();
    const res = await test(made.id, { days: 1 });
    expect(Date.now() - started).toBeLessThan(2_800);
    expect(res.body).toMatchObject({ ok: false, status: null });
    expect(res.body.error).toMatch(/did not answer within/);
    expect(res.body.latency_ms).toBeGreaterThanOrEqual(900);
  });

  it('says the name does not resolve', async () => {
    const made = await create(tool({ url: 'http://no-such-host.invalid/slots' }));
    const res = await test(made.id, { days: 1 });
    expect(res.body).toMatchObject({ ok: false, status: null });
    expect(res.body.error).toMatch(/does not resolve/);
  });

  it('refuses 127.0.0.1 for a team that does not allow it, saying where to allow it, and sends nothing', async () => {
    const made = await create(tool(), other.token);
    const before = server.received.length;
    const res = await test(made.id, { days: 1 }, other.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: false, status: null, body: null });
    expect(res.body.error).toContain('an admin can allow 127.0.0.1 in Team settings → Outbound hosts');
    expect(server.received.length).toBe(before);
  });

  it('answers 422 by argument for arguments that do not fit, and sends nothing', async () => {
    const made = await create(tool());
    const before = server.received.length;
    const missing = await test(made.id, { city: 'Oslo' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty(['arguments.days']);
    const wrong = await test(made.id, { days: 'three' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors['arguments.days'][0]).toMatch(/integer/);
    const high = await test(made.id, { days: 9 });
    expect(high.status).toBe(422);
    const notObject = await t.call('POST', `${voiceTools.apiPath}/${made.id}/test`, { token, body: { arguments: 'days=3' } });
    expect(notObject.status).toBe(422);
    expect(server.received.length).toBe(before);
    expect(await eventsOf(made.id)).toHaveLength(0);
  });

  it('answers 422 for a tool that sends no request', async () => {
    const made = await create({ name: 'Hang up', key: 'hang_up_now', type: 'end_call', description: 'Ends the call.' });
    const res = await test(made.id, {});
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('type');
  });

  it('answers 404 for another team’s tool, and for none', async () => {
    const made = await create(tool());
    expect((await test(made.id, { days: 1 }, other.token)).status).toBe(404);
    expect((await test(2_000_000, { days: 1 })).status).toBe(404);
    expect(await eventsOf(made.id)).toHaveLength(0);
  });
});

describe('tool events', () => {
  it('logs each test without a call, and each call of callTool with its call, readable through the API', async () => {
    const made = await create(tool());
    await test(made.id, { days: 4 });
    const [row] = await t.db.select().from(toolsTable).where(eq(toolsTable.id, made.id));
    const result = await callTool(t.ctx, teamId, row, { days: 'x' });
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/days/);
    const events = await eventsOf(made.id);
    expect(events).toHaveLength(2);
    const [tested, called] = events.sort((a, b) => a.id - b.id);
    expect(tested).toMatchObject({ team_id: teamId, call_id: null, ok: true, status_code: 200, arguments: { days: 4 }, error: null });
    expect(called).toMatchObject({ ok: false, status_code: null, arguments: { days: 'x' } });

    const listed = await t.call('GET', toolEvents.apiPath, { token, query: { tool_id: String(made.id) } });
    expect(listed.status).toBe(200);
    const items = Array.isArray(listed.body) ? listed.body : listed.body.data;
    expect(items).toHaveLength(2);
    const theirs = await t.call('GET', toolEvents.apiPath, { token: other.token, query: { tool_id: String(made.id) } });
    expect(Array.isArray(theirs.body) ? theirs.body : theirs.body.data).toHaveLength(0);
    expect((await t.call('POST', toolEvents.apiPath, { token, body: { tool_id: made.id, latency_ms: 1, at: new Date().toISOString() } })).status).toBe(405);
  });
});

describe('provider accounts', () => {
  it('seal their API key at rest and answer only its mask', async () => {
    const staff = await t.signUp({ name: 'Sam' });
    await makeStaff(t, staff.user.id);
    const res = await t.call('POST', providerAccounts.apiPath, { token: staff.token, body: { name: 'Platform Twilio', provider: 'twilio', api_base_url: 'https://api.twilio.example', api_key: 'platform-token-77aa88bb' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.api_key).toBe('••••88bb');
    const [row] = await t.db.select({ key: voiceProviderAccounts.api_key }).from(voiceProviderAccounts).where(eq(voiceProviderAccounts.id, res.body.id));
    expect(sealedWith(row.key!)).not.toBeNull();
    expect(openCredential(row.key!)).toBe('platform-token-77aa88bb');
    const shown = await t.call('GET', `${providerAccounts.apiPath}/${res.body.id}`, { token: staff.token });
    expect(JSON.stringify(shown.body)).not.toContain('platform-token');
  });
});
