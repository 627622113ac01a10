/**
 * What each custom action does (the contract suite checks only who may call them): status moves
 * and their refusals, duplicating an agent with its prompts, deriving and mailing an endpoint's
 * client rates, reading notifications, and an invoice's signed printable document.
 */
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import '../../resources/index.ts';
import { resourceByName } from '../../resources/index.ts';
import { isSystemWritten } from '../../resources/kit/index.ts';
import { eq } from 'drizzle-orm';
import { automations, automationVersions } from '../../server/db/schema/index.ts';
import { startTestApp, switchHubOn, type TestApp } from './harness.ts';
import { recordFact, type FactOwner } from './facts.ts';
import { sampleFact, sampleRecord, type RefIds } from './samples.ts';

let t: TestApp;
let token: string;
let other: string;
/** The team and user behind each token, for the records only Parley writes. */
const owners = new Map<string, FactOwner>();

beforeAll(async () => {
  t = await startTestApp();
  const olga = await t.signUp({ name: 'Olga Operator' });
  const tom = await t.signUp({ name: 'Tom Other' });
  token = olga.token;
  other = tom.token;
  for (const u of [olga, tom]) owners.set(u.token, { teamId: u.user.current_team.id, userId: u.user.id });
  // Both teams run the hub: its actions are tested here, its switch in teams.test.ts.
  await switchHubOn(t, olga.token, olga.user.current_team.id);
  await switchHubOn(t, tom.token, tom.user.current_team.id);
});
afterAll(() => t.close());

const seeds = new Map<string, number>();

/** Creates a record from a fresh sample (unique names) with some fields set (Parley's own records straight into the table); answers it. */
async function make(name: string, fields: Record<string, unknown> = {}, refs: RefIds = {}, as = token) {
  const resource = resourceByName(name)!;
  const seed = seeds.set(name, (seeds.get(name) ?? 0) + 1).get(name);
  if (isSystemWritten(resource)) {
    const id = await recordFact(t, resource, { ...sampleFact(resource, seed, refs), ...fields }, owners.get(as)!);
    return (await t.call('GET', `${resource.apiPath}/${id}`, { token: as })).body;
  }
  const res = await t.call('POST', resource.apiPath, { token: as, body: { ...sampleRecord(resource, seed, refs), ...fields } });
  if (res.status !== 201) throw new Error(`${name}: ${JSON.stringify(res.body)}`);
  return res.body;
}

const act = (name: string, id: number | null, action: string, body: unknown = {}, as = token, method = 'POST') =>
  t.call(method, `${resourceByName(name)!.apiPath}${id === null ? '' : `/${id}`}/${action}`, { token: as, body: method === 'GET' ? undefined : body });

describe('campaign sends', () => {
  // Sending for real, stopping and recurring runs: tests/api/sms/campaign-send.test.ts.
  it('refuses to send a campaign without a segment, or one is-ready blocks', async () => {
    const bare = await make('campaigns', { segment_id: null }, { offers: (await make('offers')).id });
    const refused = await act('campaigns', bare.id, 'send');
    expect(refused.status).toBe(422);
    expect(refused.body.errors.segment_id).toEqual(['Choose a segment to send to first.']);
    const empty = await make('campaigns', { type: 'one_off', scheduled_at: null, sender_id: 'Parley' }, { segments: (await make('segments')).id, offers: (await make('offers')).id });
    const blocked = await act('campaigns', empty.id, 'send');
    expect(blocked.status).toBe(422);
    expect(blocked.body.message).toMatch(/^The campaign is not ready to send: /);
    expect((await t.call('GET', `/v1/sms/campaigns/${empty.id}`, { token })).body.status).toBe('draft');
  });

  it('starts and stops agent campaigns; only a recurring one has recurring runs to stop', async () => {
    const agent = await make('agents');
    // Campaigns call with the agent's published prompt.
    expect((await t.call('POST', `/v1/voice/agents/${agent.id}/publish`, { token, body: {} })).status).toBe(201);
    const account = await make('voice-accounts', { status: 'active' });
    const number = await make('voice-numbers', { status: 'active' }, { 'voice-accounts': account.id, agents: agent.id });
    const segment = await make('segments');
    // Scheduled for later, so nothing is called while the test stops it; the agent talks without a model.
    t.ctx.agentTurns = async () => async () => ({ text: 'Goodbye.', toolCalls: [{ id: 'end', name: 'end_call', arguments: '{}' }] });
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const campaign = await make('agent-campaigns', { recurring: false, schedule_start: later, schedule_end: null, number_id: number.id, feed_id: null }, { agents: agent.id, segments: segment.id });
    const sent = await act('agent-campaigns', campaign.id, 'send');
    expect(sent.body, JSON.stringify(sent.body)).toEqual({ status: 'scheduled' });
    const refused = await act('agent-campaigns', campaign.id, 'stop-recurring-sends');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`You cannot stop recurring sends now: the agent campaign "${campaign.name}" is not recurring.`);
    expect((await act('agent-campaigns', campaign.id, 'stop')).body).toEqual({ status: 'stopped' });
  });
});

describe('toggles', () => {
  it('flips a company between active and inactive, and an automation between active and paused', async () => {
    const company = await make('companies');
    const first = await act('companies', company.id, 'toggle-active', {}, token, 'PATCH');
    expect(first.body).toEqual({ id: company.id, active: !company.active });
    expect((await act('companies', company.id, 'toggle-active', {}, token, 'PATCH')).body.active).toBe(company.active);
    const automation = await make('automations');
    // An automation runs its published version: it starts only once it has one.
    expect((await act('automations', automation.id, 'toggle-status', {}, token, 'PATCH')).status).toBe(422);
    await t.db.insert(automationVersions).values({ team_id: owners.get(token)!.teamId, automation_id: automation.id, version: 1, graph: { nodes: [], edges: [] } });
    await t.db.update(automations).set({ published_version: 1 }).where(eq(automations.id, automation.id));
    expect((await act('automations', automation.id, 'toggle-status', {}, token, 'PATCH')).body).toEqual({ id: automation.id, status: 'active' });
    expect((await act('automations', automation.id, 'toggle-status', {}, token, 'PATCH')).body).toEqual({ id: automation.id, status: 'paused' });
  });

  it('activates and disables an integration once each', async () => {
    const integration = await make('integrations');
    expect(integration.status).toBe('active');
    expect((await act('integrations', integration.id, 'activate')).status).toBe(409);
    expect((await act('integrations', integration.id, 'disable')).body.status).toBe('disabled');
    expect((await act('integrations', integration.id, 'activate')).body.status).toBe('active');
  });
});

describe('agents', () => {
  it('duplicates an agent as a draft with copies of its prompts, leaving the original alone', async () => {
    const agent = await make('agents', { name: 'Receptionist', status: 'active' });
    for (const name of ['Greeting', 'Closing']) await make('agent-prompts', { name }, { agents: agent.id });
    const res = await act('agents', agent.id, 'duplicate');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const copy = (await t.call('GET', `/v1/voice/agents/${res.body.id}`, { token })).body;
    expect(copy).toMatchObject({ name: 'Receptionist (copy)', status: 'draft', system_prompt: agent.system_prompt, voice: agent.voice });
    const prompts = await t.call('GET', `/v1/voice/agent-prompts?agent_id=${copy.id}&_sort=name&_order=asc`, { token });
    expect(prompts.body.map((p: any) => p.name)).toEqual(['Closing', 'Greeting']);
    expect((await t.call('GET', `/v1/voice/agent-prompts?agent_id=${agent.id}`, { token })).headers['x-total-count']).toBe('2');
  });

  it('says what to configure when a pipeline needs a language model and none is set, rather than pretending to run', async () => {
    const pp = await make('post-processing', { fields: [{ key: 'mood', type: 'text', by: 'llm' }] }, { agents: (await make('agents')).id });
    const res = await act('post-processing', pp.id, 'run');
    expect(res.status).toBe(422);
    expect(res.body.errors.llm[0]).toMatch(/LLM_BASE_URL/);
  });
});

describe('endpoint rates', () => {
  it('derives client rates from the plan\u2019s cheapest vendor rates plus the matching profit rule, and mails them', async () => {
    const cheap = await make('routes', { name: 'Cheap route' });
    const dear = await make('routes', { name: 'Dear route' });
    const unused = await make('routes', { name: 'Unused route' });
    const rate = (route: number, country: string, mcc: string, mnc: string, price: number, extra = {}) =>
      make('vendor-rates', { route_id: route, country, mcc, mnc, network_name: `${country} ${mnc}`, price, currency: 'EUR', effective_from: '2026-01-01', status: 'active', ...extra }, { routes: route });
    await rate(cheap.id, 'DE', '262', '01', 10_000);
    await rate(dear.id, 'DE', '262', '01', 12_000);
    await rate(dear.id, 'FR', '208', '10', 20_000);
    await rate(unused.id, 'FR', '208', '10', 1_000); // not in the plan
    await rate(cheap.id, 'FR', '208', '10', 500, { status: 'pending' }); // not active
    await rate(cheap.id, 'IT', '222', '01', 9_000, { currency: 'USD' }); // another currency
    const plan = await make('routing-plans', { default_route_id: dear.id }, { routes: dear.id });
    await make('routing-rules', { plan_id: plan.id, targets: [{ route_id: cheap.id, percent: 100 }], active: true }, { 'routing-plans': plan.id });
    await make('profit-rules', { country: null, margin_percent: 1_000, min_margin: 0, currency: 'EUR', active: true });
    await make('profit-rules', { country: 'DE', margin_percent: 2_500, min_margin: 3_000, currency: 'EUR', active: true });
    const client = await make('companies', { currency: 'EUR' });
    const endpoint = await make('endpoints', { currency: 'EUR', plan_id: plan.id }, { 'routing-plans': plan.id, companies: client.id });

    const applied = await act('endpoints', endpoint.id, 'apply-rates', { effective_from: '2026-02-01' });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toEqual({ applied: 2, effective_from: '2026-02-01' });
    const rates = await t.call('GET', `/v1/hub/client-rates?endpoint_id=${endpoint.id}&_sort=country&_order=asc`, { token });
    // DE: 10,000 + max(25 % = 2,500, 3,000) = 13,000. FR: 20,000 + 10 % = 22,000.
    expect(rates.body.map((r: any) => [r.country, r.mcc, r.mnc, r.price, r.currency, r.effective_from.slice(0, 10)])).toEqual([
      ['DE', '262', '01', 13_000, 'EUR', '2026-02-01'],
      ['FR', '208', '10', 22_000, 'EUR', '2026-02-01'],
    ]);
    // Applying the same date again replaces, never doubles.
    expect((await act('endpoints', endpoint.id, 'apply-rates', { effective_from: '2026-02-01' })).body).toEqual({ applied: 2, effective_from: '2026-02-01' });
    // A day before any rate is in effect has nothing to price from: refused, and the day's rates stay.
    const tooEarly = await act('endpoints', endpoint.id, 'apply-rates', { effective_from: '2020-01-01' });
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.message).toMatch(/no active vendor rate in EUR in effect on 2020-01-01/);
    expect((await t.call('GET', `/v1/hub/client-rates?endpoint_id=${endpoint.id}`, { token })).headers['x-total-count']).toBe('2');
    expect((await act('endpoints', endpoint.id, 'apply-rates', { effective_from: 'soon' })).status).toBe(422);

    const noAddress = await act('endpoints', endpoint.id, 'send-rates', {});
    expect(noAddress.status).toBe(422);
    expect(noAddress.body.errors.to).toBeDefined();
    const recipient = await make('email-updates', { email: 'NOC@client.example', topics: ['rate_changes'] }, { endpoints: endpoint.id });
    expect(recipient.last_sent_at).toBeNull();
    const sent = await act('endpoints', endpoint.id, 'send-rates', { to: 'noc@client.example' });
    expect(sent.body).toEqual({ queued: true, to: 'noc@client.example', job_id: expect.any(Number) });
    const job = await t.waitForJob(token, sent.body.job_id);
    expect(job.status).toBe('completed');
    expect(job.result).toMatchObject({ rows: 2 });
    const mail = await t.lastMail('noc@client.example');
    expect(mail?.subject).toMatch(/^SMS rates for /);
    expect(mail?.text).toContain('DE,DE 01,262,01,0.013000,EUR,2026-02-01');
    expect(mail?.html).toContain('€0.022000');
    expect((await t.call('GET', `/v1/hub/email-updates/${recipient.id}`, { token })).body.last_sent_at).toEqual(expect.any(String));
  });

  it('explains what is missing: a plan, a route to price from, rates to send', async () => {
    const bare = await make('endpoints', { plan_id: null }, { companies: (await make('companies')).id });
    const noPlan = await act('endpoints', bare.id, 'apply-rates', {});
    expect(noPlan.status).toBe(422);
    expect(noPlan.body.errors.plan_id).toBeDefined();
    const plan = await make('routing-plans', { default_route_id: null });
    const empty = await make('endpoints', { plan_id: plan.id }, { 'routing-plans': plan.id, companies: (await make('companies')).id });
    const noRoutes = await act('endpoints', empty.id, 'apply-rates', {});
    expect(noRoutes.status).toBe(409);
    expect(noRoutes.body.message).toMatch(/no active rules and no default route/);
    const nothing = await act('endpoints', empty.id, 'send-rates', { to: 'noc@client.example' });
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toMatch(/Apply rates first/);
  });
});

describe('notifications', () => {
  it('marks one and then all of the team\u2019s notifications read', async () => {
    const a = await make('team-notifications', { read: false, title: 'A' });
    await make('team-notifications', { read: false, title: 'B' });
    await make('team-notifications', { read: false, title: 'Theirs' }, {}, other);
    expect((await act('team-notifications', a.id, 'read')).body).toEqual({ id: a.id, read: true });
    const stored = (await t.call('GET', `${resourceByName('team-notifications')!.apiPath}/${a.id}`, { token })).body;
    expect(stored.read_at).toEqual(expect.any(String));
    expect((await act('team-notifications', null, 'read-all')).body).toEqual({ updated: 1 });
    expect((await act('team-notifications', null, 'read-all')).body).toEqual({ updated: 0 });
    const theirs = await t.call('GET', `${resourceByName('team-notifications')!.apiPath}?read=false`, { token: other });
    expect(theirs.headers['x-total-count']).toBe('1');
  });
});

describe('invoices', () => {
  it('answers a signed link to a printable invoice that only works as signed', async () => {
    const invoice = await make('invoices', { number: 'INV-2026-0042', pdf_url: null, amount: 10_000, tax: 1_900, total: 11_900, currency: 'EUR' });
    const res = await act('invoices', invoice.id, 'download', undefined, token, 'GET');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const url = new URL(res.body.url);
    expect(url.origin).toBe('http://parley.test');
    const open = (u: URL) => t.app.inject({ method: 'GET', url: u.pathname + u.search });
    const page = await open(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Invoice INV-2026-0042');
    expect(page.body).toMatch(/€119\.00|119\.00/);
    const tampered = new URL(url);
    tampered.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 1000));
    expect((await open(tampered)).statusCode).toBe(403);
    const elsewhere = new URL(url);
    elsewhere.searchParams.set('team', String(Number(url.searchParams.get('team')) + 1));
    expect((await open(elsewhere)).statusCode).toBe(403);
    const stored = await make('invoices', { number: 'INV-2026-0043', pdf_url: 'https://billing.example/inv-43.pdf' });
    expect((await act('invoices', stored.id, 'download', undefined, token, 'GET')).body).toEqual({ url: 'https://billing.example/inv-43.pdf' });
  });
});
