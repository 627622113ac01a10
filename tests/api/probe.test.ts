/**
 * The access probe: every operation of the OpenAPI document, called as a viewer, a member, a team
 * API token and the owner of another team, with path ids filled from real records of the first
 * team, and each answer held against can(): allowed → neither 401 nor 403 (nor a 500); denied →
 * 403; a record of the first team asked for by the other team → 404, and its lists never show the
 * first team's records. The rule each operation should have comes from the resource definitions
 * (every generic route) or the table below (the account and team routes); the rule each route
 * declares (server/auth/plugin.ts keeps them) must be that one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../resources/account/endpoints.ts';
import { can, type AccessRequest, type Actor, type ResourceName } from '../../resources/access/index.ts';
import { allResources, resourceByName } from '../../resources/index.ts';
import { actionPath, type Resource } from '../../resources/kit/index.ts';
import { eq } from 'drizzle-orm';
import { addMember } from '../../server/accounts/users.ts';
import { files } from '../../server/db/schema/index.ts';
import { describeTable, isTimestamp } from '../../server/db/resource-table.ts';
import { tableOf } from '../../server/db/resource-tables.ts';
import { routeRules, type RouteRule } from '../../server/auth/plugin.ts';
import { makeStaff, startTestApp, switchHubOn, type TestApp } from './harness.ts';
import { referencedResources, sampleRecord } from './samples.ts';

let t: TestApp;
const hub = ['hub'] as const;

interface Prober {
  name: 'viewer' | 'member' | 'token' | 'other team';
  token: string;
  /** As can() sees them in the team they act in (the first team, or their own for the other team). */
  actor: Actor;
  outsider?: boolean;
}

let probers: Prober[] = [];
/** Ids of the first team's records, by resource name. */
const records = new Map<string, number>();
const teamIds: Record<string, number | string> = {};

beforeAll(async () => {
  t = await startTestApp();
  const owner = await t.signUp({ name: 'Olive Owner' });
  const teamId = owner.user.current_team.id;
  await switchHubOn(t, owner.token, teamId);
  // The owner is platform staff too, so the records only staff make (platform accounts, the live
  // phones) exist in this team as well; the probers are not.
  await makeStaff(t, owner.user.id);
  for (const resource of allResources()) await ensureRecord(resource, owner.token);

  const member = async (role: 'viewer' | 'member') => {
    const person = await t.signUp({ name: `Pat ${role}` });
    await addMember(t.db, teamId, person.user.id, role);
    expect((await t.call('POST', `/v1/teams/${teamId}/switch`, { token: person.token })).status).toBe(200);
    return person.token;
  };
  const viewer = await member('viewer');
  const memberToken = await member('member');
  const created = await t.call('POST', `/v1/teams/${teamId}/tokens`, { token: owner.token, body: { name: 'Probe' } });
  const invitation = await t.call('POST', `/v1/teams/${teamId}/invitations`, { token: owner.token, body: { email: 'invited@example.com', role: 'member' } });
  const other = await t.signUp({ name: 'Oscar Other' });
  await switchHubOn(t, other.token, other.user.current_team.id);
  // The export behind the job record leaves a file of the first team.
  await t.waitForJob(owner.token, records.get('jobs')!);
  const [file] = await t.db.select({ id: files.id }).from(files).where(eq(files.teamId, teamId));
  Object.assign(teamIds, { id: teamId, userId: owner.user.id, tokenId: created.body.id, invId: invitation.body.id, fileId: file.id });
  // A prompt version of the first team's agent ({n} in its routes).
  teamIds.n = 1;
  // A node of an automation's diagram ({nodeId} in its routes).
  teamIds.nodeId = 'n1';

  probers = [
    { name: 'viewer', token: viewer, actor: { id: 2, is_staff: false, role: 'viewer', areas: hub } },
    { name: 'member', token: memberToken, actor: { id: 3, is_staff: false, role: 'member', areas: hub } },
    // Made by the owner: can() caps it at member.
    { name: 'token', token: created.body.token, actor: { id: 1, is_staff: false, role: 'owner', via_token: true, areas: hub } },
    { name: 'other team', token: other.token, actor: { id: 4, is_staff: false, role: 'owner', areas: hub }, outsider: true },
  ];
}, 120_000);
afterAll(() => t.close());

/** One record of a resource in the first team, with the records it references made first. */
async function ensureRecord(resource: Resource, token: string): Promise<number> {
  const known = records.get(resource.name);
  if (known) return known;
  const refs: Record<string, number> = {};
  for (const name of referencedResources(resource)) refs[name] = await ensureRecord(resourceByName(name)!, token);
  // A job is made by what starts one: an export of a list.
  const res =
    resource.name === 'jobs'
      ? await t.call('POST', '/v1/exports', { token, body: { resource: 'offers', format: 'csv', title: 'Probe', query: {}, columns: [{ name: 'name', label: 'Name' }] } })
      : await t.call('POST', resource.apiPath, { token, body: sampleRecord(resource, 1, refs) });
  const id = res.status === 201 || res.status === 202 ? (res.body.id as number) : await insertDirectly(resource, refs, token);
  records.set(resource.name, id);
  return id;
}

/** Records only Parley writes (a job, say) cannot be made through the API: write one as the server would. */
async function insertDirectly(resource: Resource, refs: Record<string, number>, token: string): Promise<number> {
  const me = (await t.call('GET', '/v1/user', { token })).body;
  const table = describeTable(resource, tableOf(resource.name));
  const everyField = Object.fromEntries(Object.entries(resource.fields).map(([name, f]) => [name, { ...f, readOnly: false, form: true }]));
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(sampleRecord({ ...resource, fields: everyField }, 1, refs))) {
    values[name] = typeof value === 'string' && isTimestamp(table.col(name)) ? new Date(value) : value;
  }
  const scope = resource.scope === 'team' ? { team_id: me.current_team.id } : {};
  const [row] = (await t.db.insert(table.table).values({ ...values, ...scope, version: 1, created_by_id: me.id, updated_by_id: me.id } as never).returning()) as { id: number }[];
  return row.id;
}

interface Operation {
  method: string;
  /** The OpenAPI path, `{id}` style. */
  path: string;
  rule: Rule;
}

type Rule = Pick<RouteRule, 'auth' | 'access' | 'teamAccess' | 'sessionOnly'>;

const team = (resource: 'teams' | 'team-members' | 'team-invitations' | 'team-tokens' | 'team-users', action: string): Rule => ({ auth: 'required', teamAccess: { resource, action } });
const current = (resource: ResourceName, action: string): Rule => ({ auth: 'required', access: { resource, action } });
const signedIn: Rule = { auth: 'required' };
const open: Rule = { auth: 'none' };

/**
 * The account, team and management routes, written out by hand: a change in a route has to be made here too.
 * The short-link redirector (`GET /s/{code}`, server/routes/campaigns/link-redirect.ts) is public, outside the
 * API base and not in the OpenAPI document: tests/api/campaigns/link-redirect.test.ts holds it.
 */
const OWN_RULES: Record<string, Rule> = {
  'GET /health': open,
  'GET /v1/config': open,
  'POST /v1/token/login': open,
  'POST /v1/token/refresh': { auth: 'required' },
  'POST /v1/token/logout': { auth: 'required' },
  'POST /v1/register': open,
  'POST /v1/forgot-password': open,
  'POST /v1/reset-password': open,
  'POST /v1/email/verification-notification': current('account', 'edit'),
  'GET /v1/verify-email/{id}/{hash}': open,
  'GET /v1/user': signedIn,
  'PUT /v1/user': current('account', 'edit'),
  'GET /auth/google/redirect': open,
  'GET /auth/google/callback': open,
  'GET /v1/teams': signedIn,
  'POST /v1/teams': { auth: 'required', sessionOnly: true },
  'GET /v1/teams/{id}': team('teams', 'show'),
  'PUT /v1/teams/{id}': team('teams', 'edit'),
  'PUT /v1/teams/meta': current('view-as-team', 'edit'),
  'POST /v1/teams/{id}/switch': { auth: 'required', sessionOnly: true },
  'GET /v1/teams/{id}/members': team('team-members', 'list'),
  'PUT /v1/teams/{id}/members/{userId}': team('team-members', 'edit'),
  'GET /v1/events': signedIn,
  'GET /v1/dashboard': current('dashboard', 'show'),
  // The exported list's own rule is asked inside (the body names the list).
  'POST /v1/exports': signedIn,
  'POST /v1/files/{id}/link': signedIn,
  'GET /v1/files/{id}/content': open,
  // A feed's webhook address and secret are for those who may edit the feed; deliveries are signed with it.
  'GET /v1/audience/feeds/{id}/webhook': current('feeds', 'edit'),
  // The contacts API beyond CRUD (resources/audience/contact-api.ts).
  'POST /v1/audience/data-files/upload': current('data-files', 'create'),
  'GET /v1/audience/data-files/{id}/sample': current('data-files', 'show'),
  'POST /v1/audience/data-files/{id}/import': current('data-files', 'edit'),
  'GET /v1/audience/data-files/{id}/errors': current('data-files', 'show'),
  'POST /v1/audience/data-files/tus': current('data-files', 'create'),
  'OPTIONS /v1/audience/data-files/tus': current('data-files', 'create'),
  'POST /v1/audience/contacts/upsert': current('contacts', 'create'),
  'GET /v1/audience/contacts/tags': current('contacts', 'list'),
  'POST /v1/audience/contacts/tags': current('contacts', 'edit'),
  'POST /v1/audience/contacts/segment': current('contacts', 'edit'),
  'POST /v1/audience/contacts/opt-out': current('contacts', 'edit'),
  // A campaign's readiness and preview (server/routes/campaigns/campaigns.ts): for whoever may read the campaign.
  'GET /v1/sms/campaigns/{id}/is-ready': current('campaigns', 'show'),
  'POST /v1/sms/campaigns/{id}/preview': current('campaigns', 'show'),
  'GET /v1/sms/campaigns/{id}/progress': current('campaigns', 'show'),
  'GET /v1/sms/campaign-links/base': current('campaigns', 'list'),
  'GET /v1/voice/campaigns/{id}/progress': current('agent-campaigns', 'show'),
  'GET /v1/audience/contacts/report': current('contacts', 'list'),
  'GET /v1/audience/contacts/dashboard': current('contacts', 'list'),
  'GET /v1/audience/contacts/{id}/history': current('contacts', 'show'),
  'POST /v1/audience/feeds/{id}/webhook/rotate': current('feeds', 'edit'),
  'POST /v1/webhooks/teams/{team}/audience/feeds/{id}': open,
  // SMS tests (docs/areas/hub.md#live-phones-and-sms-tests): sent by whoever may create a test, read by whoever may list them.
  'POST /v1/sms/routing/test-sms': current('sms-tests', 'create'),
  'GET /v1/sms/routing/test-sms/phones': current('sms-tests', 'create'),
  'GET /v1/sms/routing/sms-tests/summary': current('sms-tests', 'list'),
  // A live phone reports with its own signature; its secret is staff's, as the phones are.
  'POST /v1/webhooks/teams/{team}/live-phone/{id}': open,
  'POST /v1/webhooks/live-phone/{id}': open,
  'GET /v1/management/live-phones/{id}/webhook': current('live-phones', 'edit'),
  'POST /v1/management/live-phones/{id}/webhook/rotate': current('live-phones', 'edit'),
  // The segment builder: reading is the list's and the record's right, freezing a list the edit right.
  'GET /v1/audience/segments/fields': current('segments', 'list'),
  'POST /v1/audience/segments/preview': current('segments', 'list'),
  // Rate changes decided by an admin (the batches' write role), and grouped for the changes screen as they are listed (resources/sms/rate-change-decisions.ts).
  'POST /v1/sms/routing/rates/changes/approve': current('rate-change-batches', 'approve'),
  'POST /v1/sms/routing/rates/changes/reject': current('rate-change-batches', 'reject'),
  'GET /v1/sms/routing/rates/changes/groups': current('rate-changes', 'list'),
  // Which route a message would take: a read of the team's routing (resources/sms/routing-simulate.ts).
  'POST /v1/sms/routing/simulate': current('routing-simulate', 'list'),
  // A transactional send: members and the team's API tokens (resources/sms/sms-send.ts).
  'POST /v1/sms/send': current('sms-logs', 'send'),
  // A company's balance and the totals per currency: a read of the companies (resources/hub/company-balance.ts).
  'GET /v1/audience/companies/{id}/balance': current('companies', 'show'),
  'GET /v1/audience/companies/balance/summary': current('companies', 'list'),
  // A company's balance checker (resources/hub/balance-checker.ts): read with the company, run and changed by whoever may change it.
  'GET /v1/audience/companies/{id}/balance-checker': current('companies', 'show'),
  'PUT /v1/audience/companies/{id}/balance-checker': current('companies', 'edit'),
  'POST /v1/audience/companies/{id}/balance-checker-test': current('companies', 'edit'),
  'POST /v1/audience/companies/{id}/balance-sync': current('companies', 'edit'),
  'POST /v1/audience/companies/validate-custom-request': current('companies', 'edit'),
  'GET /v1/hub/smpp-server': current('endpoints', 'list'),
  // The hub's reports (resources/hub/reports.ts): read as the overview is, while the hub is on.
  'GET /v1/hub/reports': current('hub-reports', 'list'),
  // Hub clients over HTTP (docs/areas/hub.md#http-clients): the submit takes the endpoint's API key, not a session; what the endpoint's page shows about connecting is for those who may edit it.
  'POST /v1/hub/submit': open,
  'GET /v1/hub/endpoints/{id}/http-client': current('endpoints', 'edit'),
  // An HTTP route's receipt address is for those who may edit the route; its vendor calls it with the token in the path.
  'GET /v1/sms/routing/routes/{id}/dlr-url': current('routes', 'edit'),
  'POST /v1/sms/routing/routes/{id}/dlr-url/rotate': current('routes', 'edit'),
  // A route's rate sheets (docs/areas/sms.md#rate-sheets): read as the route, the rest as editing it.
  'GET /v1/sms/routing/routes/{id}/deck/settings': current('routes', 'show'),
  'PUT /v1/sms/routing/routes/{id}/deck/settings': current('routes', 'edit'),
  'POST /v1/sms/routing/routes/{id}/deck/sample': current('routes', 'edit'),
  'POST /v1/sms/routing/routes/{id}/deck/preview': current('routes', 'edit'),
  'POST /v1/sms/routing/routes/{id}/deck/handle': current('routes', 'edit'),
  'POST /v1/webhooks/sms/{route_id}/{token}': open,
  'GET /v1/webhooks/sms/{route_id}/{token}': open,
  // The SMS reports (server/routes/sms/reports.ts): for whoever may read campaigns.
  'GET /v1/sms/reports': current('campaigns', 'list'),
  'GET /v1/sms/reports/domains-cost': current('campaigns', 'list'),
  'GET /v1/audience/segments/{id}/summary': current('segments', 'show'),
  'GET /v1/audience/segments/{id}/contacts': current('segments', 'show'),
  'GET /v1/audience/segments/{id}/progress': current('segments', 'show'),
  'POST /v1/audience/segments/{id}/build': current('segments', 'edit'),
  'POST /v1/audience/segments/{id}/reset-progress': current('segments', 'edit'),
  // Leaving needs only membership; detaching somebody else is checked in the handler (see expected()).
  'DELETE /v1/teams/{id}/members/{userId}': team('team-members', 'list'),
  'GET /v1/teams/{id}/invitations': team('team-invitations', 'list'),
  'POST /v1/teams/{id}/invitations': team('team-invitations', 'create'),
  'DELETE /v1/teams/{id}/invitations/{invId}': team('team-invitations', 'delete'),
  'GET /v1/team-invitations/{token}': open,
  'POST /v1/team-invitations/{token}/accept': { auth: 'optional' },
  'POST /v1/teams/{id}/users': team('team-users', 'create'),
  'GET /v1/teams/{id}/tokens': team('team-tokens', 'list'),
  'POST /v1/teams/{id}/tokens': team('team-tokens', 'create'),
  'DELETE /v1/teams/{id}/tokens/{tokenId}': team('team-tokens', 'delete'),
  'GET /v1/onboarding': current('onboarding', 'show'),
  'PUT /v1/onboarding': current('onboarding', 'edit'),
  'GET /v1/management/mail-outbox': current('mail-outbox', 'list'),
  'GET /v1/management/teams': current('view-as-team', 'list'),
  // Number lookups: checking costs money and writes lookups, so it takes what writing does; the figures are for readers.
  'POST /v1/enrichment/hlr/check': current('hlr-lookups', 'check'),
  'POST /v1/enrichment/hlr/calc-contacts-count': current('hlr-lookups', 'check'),
  'GET /v1/enrichment/hlr/logs': current('hlr-lookups', 'list'),
  'GET /v1/enrichment/hlr/analytics': current('hlr-lookups', 'list'),
  'GET /v1/enrichment/hlr/summary': current('hlr-lookups', 'list'),
  'GET /v1/enrichment/mnp': current('mnp-requests', 'list'),
  'POST /v1/enrichment/mnp': current('mnp-requests', 'check'),
  'POST /v1/enrichment/mnp/calc-contacts-count': current('mnp-requests', 'check'),
  'GET /v1/enrichment/providers': current('lookup-providers', 'list'),
  'PUT /v1/enrichment/providers/hlr': current('lookup-providers', 'edit'),
  'PUT /v1/enrichment/providers/mnp': current('lookup-providers', 'edit'),
  // Testing a tool sends its real request: as much as editing it.
  'POST /v1/voice/tools/{id}/test': current('voice-tools', 'edit'),
  'POST /v1/voice/post-processing/{id}/run-logs': current('post-processing', 'show'),
  'POST /v1/voice/post-processing/{id}/tool-logs': current('post-processing', 'show'),
  'POST /v1/voice/post-processing/campaign-stopper/{id}/test': current('campaign-stoppers', 'show'),
  'GET /v1/voice/agents/lead-submitter/settings': current('lead-submitter', 'list'),
  'POST /v1/voice/agents/lead-submitter/settings': current('lead-submitter', 'edit'),
  'PATCH /v1/voice/agents/lead-submitter/{id}/submit': current('lead-submitter', 'edit'),
  'POST /v1/voice/agents/lead-submitter/test': current('lead-submitter', 'edit'),
  // Calls through the voice provider (server/routes/voice/calls.ts): placing and ending one is editing the agent; its live calls are for whoever may read it.
  'POST /v1/voice/agents/test-call': current('agents', 'edit'),
  'POST /v1/voice/agents/hangup-call': current('agents', 'edit'),
  'GET /v1/voice/agents/{id}/events': current('agents', 'show'),
  // Classifiers' reads beside their actions; a rerun's progress is read by its job id within the caller's team.
  'GET /v1/voice/agents/classifiers/call-outcome/definitions': current('call-outcome-classifiers', 'list'),
  'GET /v1/voice/agents/classifiers/call-outcome/active': current('call-outcome-classifiers', 'list'),
  'GET /v1/voice/agents/classifiers/call-outcome/{id}/runs': current('call-outcome-classifiers', 'show'),
  'GET /v1/voice/agents/classifiers/call-outcome/{id}/logs': current('call-outcome-classifiers', 'show'),
  'GET /v1/voice/agents/classifiers/call-outcome/runs/{id}/progress': current('call-outcome-classifiers', 'show'),
  'GET /v1/voice/agent-test-suites/{id}/runs': current('agent-test-suites', 'show'),
  // The provider's voices, for the agent form's voice field: whoever may list agents.
  'POST /v1/voice/agents/voices': current('agents', 'list'),
  // Syncing numbers from the providers adds and releases numbers: as much as creating one.
  'POST /v1/voice/numbers/sync': current('voice-numbers', 'create'),
  // A provider account's new webhook secret, shown once: staff who may edit the account.
  'POST /v1/management/voice-provider-accounts/{id}/webhook-secret': current('provider-accounts', 'edit'),
  // The call log's figures, the AI filter and a call's timeline (server/routes/voice/call-stats.ts): for whoever may read calls.
  'GET /v1/voice/calls/stats': current('calls', 'list'),
  'GET /v1/voice/calls/dashboard': current('calls', 'list'),
  'GET /v1/voice/calls/analyses': current('calls', 'list'),
  'GET /v1/voice/calls/daily-stats': current('calls', 'list'),
  'GET /v1/voice/calls/pivot-stats': current('calls', 'list'),
  'POST /v1/voice/calls/ai-filter': current('calls', 'list'),
  'GET /v1/voice/calls/{id}/timeline': current('calls', 'show'),
  'POST /v1/webhooks/calls/{provider}': open,
  'GET /v1/llm/settings': current('llm-settings', 'list'),
  'PUT /v1/llm/settings': current('llm-settings', 'edit'),
  'POST /v1/llm/settings/test': current('llm-settings', 'test'),
  'POST /v1/voice/agents/{id}/chat': current('agents', 'chat'),
  // Prompt versions (server/routes/voice/agent-prompts.ts): reading them is reading the agent, restoring one into the draft is editing it.
  'POST /v1/voice/agents/{id}/publish': current('agents', 'publish'),
  'GET /v1/voice/agents/{id}/prompt-versions': current('agents', 'show'),
  'GET /v1/voice/agents/{id}/prompt-versions/{n}': current('agents', 'show'),
  'POST /v1/voice/agents/{id}/prompt-versions/{n}/restore': current('agents', 'edit'),
  'GET /v1/voice/agents/{id}/prompt-diff': current('agents', 'show'),
  // The model writing with the operator: sample conversations with an agent, a prompt for a new one (no agent yet).
  'POST /v1/voice/agents/{id}/generate/conversations': current('agents', 'generate'),
  'POST /v1/voice/agents/create/prompt': current('agents', 'create'),
  // Automations' versions, counts and contacts (server/routes/automations/automations.ts): reading them is reading the automation, publishing and restoring are editing it.
  'POST /v1/automations/{id}/publish': current('automations', 'edit'),
  'GET /v1/automations/{id}/publish-preview': current('automations', 'show'),
  'GET /v1/automations/{id}/versions': current('automations', 'show'),
  'GET /v1/automations/{id}/versions/{n}': current('automations', 'show'),
  'POST /v1/automations/{id}/versions/{n}/restore': current('automations', 'edit'),
  'GET /v1/automations/{id}/nodes/{nodeId}/contacts': current('automations', 'show'),
  'POST /v1/automations/nodes/stats': current('automations', 'show'),
  'POST /v1/automations/mnp/stats': current('automations', 'show'),
  // Contacts entering an automation by its API trigger: as much as editing the automation.
  'POST /v1/automations/{id}/enter': current('automations', 'edit'),
  // The printable invoice behind the download action's signed link.
  'GET /v1/billing/invoices/{id}/document': open,
};

/** The rule every generic route of a resource should have, from its definition alone. */
function resourceRules(): Map<string, Rule> {
  const out = new Map<string, Rule>();
  const put = (method: string, path: string, resource: Resource, action: string) => out.set(`${method} ${path}`, { auth: 'required', access: { resource: resource.name, action } });
  for (const r of allResources()) {
    const item = `${r.apiPath}/{id}`;
    put('GET', r.apiPath, r, 'list');
    put('POST', r.apiPath, r, 'create');
    put('GET', item, r, 'show');
    put('PUT', item, r, 'edit');
    put('PATCH', item, r, 'edit');
    put('DELETE', item, r, 'delete');
    for (const action of r.actions ?? []) put(action.method ?? 'POST', actionPath(r.apiPath, action, '{id}'), r, action.name);
    if (r.nestedUnder) {
      const base = `${resourceByName(r.nestedUnder.resource)!.apiPath}/{id}/${r.nestedUnder.path}`;
      put('GET', base, r, 'list');
      put('POST', base, r, 'create');
      put('GET', `${base}/{childId}`, r, 'show');
      put('PUT', `${base}/{childId}`, r, 'edit');
      put('PATCH', `${base}/{childId}`, r, 'edit');
      put('DELETE', `${base}/{childId}`, r, 'delete');
    }
  }
  return out;
}

const sameRule = (a: Rule, b: Rule) =>
  a.auth === b.auth && !!a.sessionOnly === !!b.sessionOnly && JSON.stringify(a.access ?? null) === JSON.stringify(b.access ?? null) && JSON.stringify(a.teamAccess ?? null) === JSON.stringify(b.teamAccess ?? null);

/** Every documented operation with the rule it should have; a route declaring another rule fails here. */
async function operations(): Promise<Operation[]> {
  const doc = (await t.call('GET', '/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
  const declared = new Map(routeRules(t.app).map((r) => [`${r.method} ${r.url}`, r]));
  const intended = resourceRules();
  const out: Operation[] = [];
  const wrong: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const method of Object.keys(methods).map((m) => m.toUpperCase())) {
      const key = `${method} ${path.slice(API_BASE.length)}`;
      const rule = intended.get(key) ?? OWN_RULES[key];
      const route = declared.get(`${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      if (!rule) wrong.push(`${key}: no rule is expected for it (add it to OWN_RULES)`);
      else if (!route || !sameRule(route, rule)) wrong.push(`${key}: declares ${JSON.stringify(route)}, expected ${JSON.stringify(rule)}`);
      else out.push({ method, path, rule });
    }
  }
  expect(wrong, wrong.join('\n')).toEqual([]);
  return out;
}

/** The resource whose record a path's `{id}` names: the longest apiPath the path continues with `/{id}`. */
function resourceOfId(path: string): Resource | undefined {
  const api = path.slice(API_BASE.length);
  return allResources()
    .filter((r) => api.startsWith(`${r.apiPath}/{id}`))
    .sort((a, b) => b.apiPath.length - a.apiPath.length)[0];
}

function fill(op: Operation): string {
  if (op.path.includes('/v1/files/{id}')) return op.path.replace('{id}', String(teamIds.fileId));
  const byId = resourceOfId(op.path);
  const child = byId && allResources().find((r) => r.nestedUnder?.resource === byId.name && op.path.includes(`/{id}/${r.nestedUnder.path}/{childId}`));
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'id') return String(byId ? records.get(byId.name) : teamIds.id);
    if (name === 'childId' && child) return String(records.get(child.name));
    const id = teamIds[name];
    if (id === undefined) throw new Error(`${op.method} ${op.path}: nothing fills {${name}}`);
    return String(id);
  });
}

type Expected = 'allowed' | 'denied' | 'not found';

/**
 * What can() says for this caller, with the route's declared rule. Detaching a member is declared
 * as membership (leaving one's team needs no more); the probe detaches the owner, which needs
 * the delete right on members, checked in the handler.
 */
function expected(op: Operation, prober: Prober): { expect: Expected; request?: AccessRequest } {
  const { rule } = op;
  if (rule.sessionOnly && prober.actor.via_token) return { expect: 'denied' };
  const teamRule = op.method === 'DELETE' && op.path.endsWith('/members/{userId}') ? { resource: 'team-members' as const, action: 'delete' } : rule.teamAccess;
  if (teamRule) {
    if (prober.outsider) return { expect: 'not found' };
    return { expect: can(prober.actor, teamRule).can ? 'allowed' : 'denied', request: teamRule };
  }
  const targetsRecord = !!resourceOfId(op.path) || op.path.includes('/{id}');
  if (rule.access && !can(prober.actor, rule.access).can) return { expect: 'denied', request: rule.access };
  return { expect: prober.outsider && targetsRecord ? 'not found' : 'allowed', request: rule.access };
}

let made = 0;
/** Valid bodies of custom routes under a record, which check the body before the record. */
const OWN_BODIES: Record<string, unknown> = {
  'POST /v1/voice/agents/{id}/chat': { messages: [{ role: 'user', content: 'Hello' }] },
  'POST /v1/automations/{id}/enter': { contact_ids: [1] },
  'PUT /v1/audience/companies/{id}/balance-checker': { url: 'https://vendor.example/balance', expression: '$.balance' },
  'PUT /v1/sms/routing/routes/{id}/deck/settings': { settings: { columns: { mcc: 'MCC', mnc: 'MNC', price: 'Price' } } },
};

/** Seeds 2 to 9 (1 made the first team's records): the sample values stay within every field's range. */
const nextSeed = () => 2 + (made++ % 8);

/**
 * A valid body for a create or a custom action (so a refusal is about who asks, not what they
 * send: another team's parent record must answer 404, not a 422 about the body); {} otherwise.
 */
function bodyFor(op: Operation): unknown {
  if (!['POST', 'PUT', 'PATCH'].includes(op.method)) return undefined;
  const own = OWN_BODIES[`${op.method} ${op.path.replace(API_BASE, '')}`];
  if (own) return own;
  const access = op.rule.access;
  const resource = access && resourceByName(access.resource);
  if (!resource || ['list', 'show', 'edit', 'delete'].includes(access.action)) return {};
  const refs = Object.fromEntries(referencedResources(resource).map((name) => [name, records.get(name)!]));
  if (access.action === 'create') {
    const body = sampleRecord(resource, nextSeed(), refs);
    // Under a parent, the path names the parent.
    if (resource.nestedUnder && op.path.includes(`/{id}/${resource.nestedUnder.path}`)) delete body[resource.nestedUnder.field];
    return body;
  }
  const action = resource.actions?.find((a) => a.name === access.action);
  return action?.input ? sampleRecord({ ...resource, fields: action.input }, nextSeed()) : {};
}

/** Public routes and the session's own lifecycle are not about a team's rights. */
function skipped(op: Operation): string | null {
  if (op.rule.auth !== 'required') return 'public';
  if (/\/v1\/token\/(refresh|logout)$/.test(op.path)) return 'rotates or ends the prober’s own session';
  if (op.path.endsWith('/v1/events')) return 'a stream that stays open (tests/api/live-events.test.ts holds who hears what)';
  if (/\/v1\/voice\/agents\/\{id\}\/events$/.test(op.path)) return 'a stream that stays open (tests/api/voice-calls.test.ts holds who hears what)';
  return null;
}

describe('every OpenAPI operation, as a viewer, a member, a team API token and another team', () => {
  it('answers as can() decides, and never shows another team its records', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(300);
    // Deletes last, so the records the other operations are asked about still exist.
    const ordered = [...ops.filter((o) => o.method !== 'DELETE'), ...ops.filter((o) => o.method === 'DELETE')];
    const failures: string[] = [];
    const counts: Record<Expected, number> = { allowed: 0, denied: 0, 'not found': 0 };
    let probed = 0;
    for (const op of ordered) {
      if (skipped(op)) continue;
      const url = fill(op);
      for (const prober of probers) {
        const { expect: want, request } = expected(op, prober);
        const body = bodyFor(op);
        const res = await t.call(op.method, url, { token: prober.token, body });
        probed++;
        counts[want]++;
        const said = `${prober.name} ${op.method} ${op.path}${request ? ` (${request.resource} ${request.action})` : ''}: expected ${want}, got ${res.status} ${(JSON.stringify(res.body) ?? "").slice(0, 160)}`;
        // 503 only for an outside service this server has none of (a language model), and it says which.
        if (res.status >= 500 && !(res.status === 503 && res.body?.code)) failures.push(said);
        else if (want === 'allowed' && (res.status === 401 || res.status === 403)) failures.push(said);
        else if (want === 'denied' && res.status !== 403) failures.push(said);
        else if (want === 'not found' && res.status !== 404) failures.push(said);
        // Whatever another team may list, the first team's records are not in it.
        if (prober.outsider && op.method === 'GET' && Array.isArray(res.body)) {
          const resource = allResources().find((r) => `${API_BASE}${r.apiPath}` === op.path);
          const mine = resource && records.get(resource.name);
          if (mine && res.body.some((row: { id?: number }) => row.id === mine)) failures.push(`other team listed the first team's ${resource.name} ${mine}`);
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    // The probe means something only if every kind of answer came up many times.
    expect(probed).toBeGreaterThan(1000);
    for (const kind of ['allowed', 'denied', 'not found'] as const) expect(counts[kind], kind).toBeGreaterThan(50);
  }, 300_000);
});
