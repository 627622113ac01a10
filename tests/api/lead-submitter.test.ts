/**
 * The lead submitter against a server this test starts on 127.0.0.1 (allowed in the team's
 * settings): settings checked per field, headers sealed and masked; a qualifying call's lead sent
 * by the after-call step with its mapping of call, extracted and contact fields — once, however
 * often the step runs; 500s retried by the job with backoff until it goes through; manual submit
 * (409 once sent), the test button, the log; another team sees none of it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadSubmissions } from '../../resources/voice/index.ts';
import { leadSettingsPath, leadSubmitPath, leadTestPath } from '../../resources/voice/lead-submitter.ts';
import { calls, contacts, jobs, leadSubmissions as submissionsTable, leadSubmitterSettings, postProcessingRuns, postProcessing, teams } from '../../server/db/schema/index.ts';
import { tickAfterCall } from '../../server/domains/voice/after-call/after-call-worker.ts';
import { leadSubmitterStep } from '../../server/domains/voice/lead-submitter/lead-step.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { startServer, type TestServer } from './outbound/test-server.ts';

let t: TestApp;
let crm: TestServer;
let owner: { token: string; teamId: number };
let other: { token: string; teamId: number };
/** Answers 500 this many times to /flaky before taking the lead. */
let flakyFailures = 0;

async function member(name: string) {
  const person = await t.signUp({ name });
  const teamId = person.user.current_team.id;
  await t.db.update(teams).set({ settings: { outbound_allowed_hosts: ['127.0.0.1'] } }).where(eq(teams.id, teamId));
  return { token: person.token, teamId };
}

async function endedCall(teamId: number, extra: Partial<typeof calls.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(calls)
    .values({ team_id: teamId, direction: 'outbound', from_number: '+15005550006', to_number: '+14155550123', status: 'completed', outcome: 'interested', duration_seconds: 95, ...extra })
    .returning();
  return row;
}

const settings = (extra: Record<string, unknown> = {}) => ({
  enabled: true,
  url: `${crm.origin}/leads`,
  method: 'POST',
  headers: 'Authorization: Bearer crm-secret-7731\nX-Source: parley',
  mapping: { phone: 'call.to_number', outcome: 'call.outcome', seconds: 'call.duration_seconds', first_name: 'contact.first_name', budget: 'extracted.budget' },
  outcomes: ['interested'],
  ...extra,
});

const save = (body: unknown, token = owner.token) => t.call('POST', leadSettingsPath, { token, body });
const sentTo = (path: string) => crm.received.filter((r) => r.url === path);

beforeAll(async () => {
  crm = await startServer((req, res) => {
    if (req.url === '/flaky' && flakyFailures > 0) {
      flakyFailures--;
      return void res.writeHead(500, { 'content-type': 'text/plain' }).end('try later');
    }
    if (req.url === '/refuse') return void res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"phone missing"}');
    res.writeHead(201, { 'content-type': 'application/json' }).end('{"id":"lead_1","status":"created"}');
  });
  t = await startTestApp({ afterCallTickMs: 3_600_000 });
  owner = await member('Lena');
  other = await member('Omar');
});
afterAll(async () => {
  await t?.close();
  await crm?.close();
});

describe('settings', () => {
  it('answers defaults first, refuses bad values per field, seals the headers and answers them masked', async () => {
    const first = await t.call('GET', leadSettingsPath, { token: owner.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ enabled: false, url: null, headers: null, mapping: {}, outcomes: ['interested'] });

    const bad = await save({ enabled: true, url: null, method: 'DELETE', headers: 'not a header', mapping: { phone: 'call.password', 'bad key!': 'call.id' }, outcomes: ['maybe'] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['method', 'headers', 'mapping.phone', 'mapping.bad key!', 'outcomes.0']));
    const noUrl = await save({ enabled: true, url: null });
    expect(noUrl.status).toBe(422);
    expect(noUrl.body.errors.url[0]).toMatch(/address leads are sent to/);

    const saved = await save(settings());
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.headers).toMatch(/^••••/);
    expect(JSON.stringify((await t.call('GET', leadSettingsPath, { token: owner.token })).body)).not.toContain('crm-secret');
    const [row] = await t.db.select().from(leadSubmitterSettings).where(eq(leadSubmitterSettings.team_id, owner.teamId));
    expect(row.headers).toMatch(/^pcred1:/);
    // Saving the mask back keeps the headers.
    expect((await save(settings({ headers: saved.body.headers }))).status).toBe(200);
    expect((await t.db.select().from(leadSubmitterSettings).where(eq(leadSubmitterSettings.team_id, owner.teamId)))[0].headers).toBe(row.headers);
    // Another team's settings are its own.
    expect((await t.call('GET', leadSettingsPath, { token: other.token })).body.url).toBeNull();
  });
});

describe('submitting', () => {
  it('sends a qualifying call’s lead once, mapped from the call, its extracted fields and its contact, with the headers', async () => {
    await save(settings());
    await t.db.insert(contacts).values({ team_id: owner.teamId, phone: '+14155550123', first_name: 'Nadia' });
    const call = await endedCall(owner.teamId);
    const [pipeline] = await t.db.insert(postProcessing).values({ team_id: owner.teamId, name: 'Budget' }).returning();
    await t.db.insert(postProcessingRuns).values({ team_id: owner.teamId, pipeline_id: pipeline.id, call_id: call.id, ok: true, values: { budget: 18000 } });
    const notQualifying = await endedCall(owner.teamId, { outcome: 'not_interested' });
    const before = sentTo('/leads').length;
    await tickAfterCall(t.ctx);
    // The step again, as a crashed worker's retaker would run it: nothing more is sent.
    await leadSubmitterStep.run(t.ctx, call);
    // And twice at once, as two workers racing would: still one claim, one request.
    await Promise.all([leadSubmitterStep.run(t.ctx, call), leadSubmitterStep.run(t.ctx, call)]);

    const sent = sentTo('/leads').slice(before);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0].body)).toEqual({ phone: '+14155550123', outcome: 'interested', seconds: 95, first_name: 'Nadia', budget: 18000 });
    expect(sent[0].headers.authorization).toBe('Bearer crm-secret-7731');
    expect(sent[0].headers['x-source']).toBe('parley');
    const rows = await t.db.select().from(submissionsTable).where(eq(submissionsTable.call_id, call.id));
    expect(rows).toHaveLength(1);
    expect(sent[0].headers['idempotency-key']).toBe(`parley-lead-${rows[0].id}`);
    expect(rows[0]).toMatchObject({ status: 'sent', attempts: 1, status_code: 201, response_excerpt: '{"id":"lead_1","status":"created"}' });
    expect(await t.db.select().from(submissionsTable).where(eq(submissionsTable.call_id, notQualifying.id))).toHaveLength(0);
  });

  it('refuses a second row for the same call in the database itself', async () => {
    const call = await endedCall(owner.teamId, { outcome: 'callback' });
    await t.db.insert(submissionsTable).values({ team_id: owner.teamId, call_id: call.id });
    await expect(t.db.insert(submissionsTable).values({ team_id: owner.teamId, call_id: call.id })).rejects.toThrow();
  });

  it('retries a 500 with backoff as a job until the lead goes through', async () => {
    await save(settings({ url: `${crm.origin}/flaky` }));
    flakyFailures = 2;
    const call = await endedCall(owner.teamId);
    await tickAfterCall(t.ctx);
    const [queued] = await t.db.select().from(submissionsTable).where(eq(submissionsTable.call_id, call.id));
    expect(queued).toMatchObject({ status: 'retrying', attempts: 1, status_code: 500, error: expect.stringMatching(/answered 500/) });
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, 'lead-submit'));
    const finished = await t.waitForJob(owner.token, job.id, 30_000);
    expect(finished.status).toBe('completed');
    const [row] = await t.db.select().from(submissionsTable).where(eq(submissionsTable.call_id, call.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 3, status_code: 201 });
    const tries = sentTo('/flaky');
    expect(tries).toHaveLength(3);
    // Backoff: the third try waited longer after the second than the second after the first.
    expect(tries[2].at - tries[1].at).toBeGreaterThan(tries[1].at - tries[0].at);
  }, 40_000);

  it('submits a call by hand once (409 after), 404 for another team’s call, 422 without a target', async () => {
    await save(settings());
    const call = await endedCall(owner.teamId, { outcome: 'unknown' });
    const first = await t.call('PATCH', leadSubmitPath(call.id), { token: owner.token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ status: 'sent', status_code: 201, payload: { phone: '+14155550123', outcome: 'unknown' } });
    expect(first.body.latency_ms).toBeGreaterThanOrEqual(0);
    const again = await t.call('PATCH', leadSubmitPath(call.id), { token: owner.token });
    expect(again.status).toBe(409);
    expect((await t.call('PATCH', leadSubmitPath(call.id), { token: other.token })).status).toBe(404);
    const theirs = await endedCall(other.teamId);
    const noTarget = await t.call('PATCH', leadSubmitPath(theirs.id), { token: other.token });
    expect(noTarget.status).toBe(422);
    expect(noTarget.body.errors.url).toBeDefined();
  });

  it('marks a refused lead failed with the answer, and a manual submit tries the same lead again', async () => {
    await save(settings({ url: `${crm.origin}/refuse` }));
    const call = await endedCall(owner.teamId);
    await tickAfterCall(t.ctx);
    const [failed] = await t.db.select().from(submissionsTable).where(eq(submissionsTable.call_id, call.id));
    expect(failed).toMatchObject({ status: 'failed', status_code: 400, response_excerpt: '{"error":"phone missing"}' });
    await save(settings());
    const retried = await t.call('PATCH', leadSubmitPath(call.id), { token: owner.token });
    expect(retried.body).toMatchObject({ id: failed.id, status: 'sent' });
  });
});

describe('test and logs', () => {
  it('sends a sample lead or the payload given, logged as a test; the log lists the team’s submissions only', async () => {
    await save(settings());
    const before = sentTo('/leads').length;
    const given = await t.call('POST', leadTestPath, { token: owner.token, body: { payload: { phone: '+10000000000', test: true } } });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({ status: 'sent', status_code: 201 });
    const sample = await t.call('POST', leadTestPath, { token: owner.token, body: {} });
    expect(sample.status).toBe(200);
    const sent = sentTo('/leads').slice(before);
    expect(JSON.parse(sent[0].body)).toEqual({ phone: '+10000000000', test: true });
    expect(Object.keys(JSON.parse(sent[1].body)).sort()).toEqual(['budget', 'first_name', 'outcome', 'phone', 'seconds']);
    expect((await t.call('POST', leadTestPath, { token: other.token, body: {} })).status).toBe(422);
    expect((await t.call('POST', leadTestPath, { token: owner.token, body: { payload: 'x' } })).status).toBe(422);

    const logs = await t.call('GET', leadSubmissions.apiPath, { token: owner.token, query: { test: 'true' } });
    expect(logs.status).toBe(200);
    expect(logs.body).toHaveLength(2);
    expect(logs.body[0]).toMatchObject({ test: true, status: 'sent', status_code: 201 });
    expect((await t.call('GET', leadSubmissions.apiPath, { token: other.token })).body).toEqual([]);
  });
});
