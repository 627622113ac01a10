/**
 * How contacts get into automations and how events reach waiting journeys: the database triggers
 * write the inbox only for events a running automation listens for, the intake (running as in
 * production, woken by the notice) enters the matching automations and resumes the waits; start and
 * pause, the schedule job and the API trigger.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automationArmed, automationJourneys, automations, automationSteps, automationVersions, calls, contacts, feeds, jobs, messageLinks, smsMessages } from '../../server/db/schema/index.ts';
import { writeContacts } from '../../server/domains/audience/contact-writer.ts';
import { recordMessageClick } from '../../server/domains/campaigns/links/record-click.ts';
import { tickAfterCall } from '../../server/domains/voice/after-call/after-call-worker.ts';
import { drainInbox } from '../../server/domains/automations/intake/intake-worker.ts';
import { rowsOf } from '../../server/events/change-triggers.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { importAndWait, upload } from './upload-support.ts';

let t: TestApp;
let token: string;
let teamId: number;
let userId: number;
let phoneSeq = 1000;

beforeAll(async () => {
  // The after-call worker is driven by the test; the intake runs as it does in production.
  t = await startTestApp({ afterCallTickMs: 3_600_000 });
  const owner = await t.signUp({ name: 'Ina Intake' });
  token = owner.token;
  teamId = owner.user.current_team.id;
  userId = owner.user.id;
});
afterAll(() => t?.close());

const nextPhone = () => `+9715012${String(phoneSeq++).padStart(5, '0')}`;

type Node = { id: string; type: string; data?: Record<string, unknown> };

/** An automation whose graph is the trigger then an add_tag, published as version 1 (and started unless asked). */
async function automation(trigger: Omit<Node, 'id'>, options: { start?: boolean; reentry?: string; as?: string } = {}) {
  const graph = {
    nodes: [
      { id: 'start', position: { x: 0, y: 0 }, ...trigger },
      { id: 'mark', type: 'add_tag', position: { x: 0, y: 150 }, data: { tag: 'touched' } },
    ],
    edges: [{ id: 'e1', source: 'start', target: 'mark' }],
  };
  const made = await t.call('POST', '/v1/automations', { token: options.as ?? token, body: { name: `A ${phoneSeq++}`, graph, reentry: options.reentry ?? 'always' } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.id as number;
  const team = (await t.db.select({ team: automations.team_id }).from(automations).where(eq(automations.id, id)))[0].team;
  await t.db.insert(automationVersions).values({ team_id: team, automation_id: id, version: 1, graph });
  await t.db.update(automations).set({ published_version: 1 }).where(eq(automations.id, id));
  if (options.start !== false) {
    const started = await toggle(id, options.as);
    expect(started.body, JSON.stringify(started.body)).toMatchObject({ status: 'active' });
  }
  return id;
}

const toggle = (id: number, as = token) => t.call('PATCH', `/v1/automations/${id}/toggle-status`, { token: as, body: {} });

async function contact(body: Record<string, unknown> = {}, as = token) {
  const res = await t.call('POST', '/v1/audience/contacts', { token: as, body: { phone: nextPhone(), ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; phone: string; version: number; tags: string[] };
}

const journeysOf = (automationId: number) => t.db.select().from(automationJourneys).where(eq(automationJourneys.automation_id, automationId)).orderBy(automationJourneys.id);

/** Waits for the intake (woken by the notice) to have acted, then drains what is left to settle the rest. */
async function until<T>(what: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await what();
    if (ok(v)) return v;
    if (Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
}

const enteredContacts = async (automationId: number, n: number) => (await until(() => journeysOf(automationId), (j) => j.length >= n)).map((j) => j.contact_id).sort((a, b) => a - b);

/** Settles the inbox, so "nobody entered" is not "not yet". */
async function settled() {
  await drainInbox(t.ctx);
  await until(async () => rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from automation_inbox`))[0].n, (n) => n === 0);
}

describe('start and pause', () => {
  it('refuses to start an unpublished automation, and arms the team’s events while one runs', async () => {
    const draft = await t.call('POST', '/v1/automations', { token, body: { name: 'Draft only', graph: { nodes: [{ id: 't', type: 'tag_added', data: { tag: 'x' } }], edges: [] } } });
    const refused = await toggle(draft.body.id);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.status[0]).toMatch(/Publish the automation first/);

    const id = await automation({ type: 'link_clicked' });
    const armed = async () => (await t.db.select().from(automationArmed).where(eq(automationArmed.team_id, teamId))).map((r) => r.event);
    expect(await armed()).toContain('link_clicked');
    const paused = await toggle(id);
    expect(paused.body).toEqual({ id, status: 'paused' });
    expect(await armed()).not.toContain('link_clicked');
  });
});

describe('the inbox is written only for events a running automation listens for', () => {
  /** Rows a write puts in the inbox, seen inside its own transaction (rolled back, so the intake never sees them). */
  type Row = { event: string; contact_id: number; ref_id: number | null; detail: unknown };
  async function inboxRowsOf(write: (tx: TestApp['db']) => Promise<unknown>): Promise<Row[]> {
    let rows: Row[] = [];
    await t.db
      .transaction(async (tx) => {
        await write(tx as unknown as TestApp['db']);
        rows = rowsOf<Row>(await tx.execute(sql`select event, contact_id, ref_id, detail from automation_inbox order by id`)).map((r) => ({ ...r, ref_id: r.ref_id === null ? null : Number(r.ref_id) }));
        throw new Error('rollback');
      })
      .catch((e: Error) => {
        if (e.message !== 'rollback') throw e;
      });
    return rows;
  }

  it('writes nothing for a team without running automations, and each tag for a team with one', async () => {
    const other = await t.signUp({ name: 'Quiet Team' });
    const quietTeam = other.user.current_team.id;
    const quiet = await inboxRowsOf((tx) => writeContacts(tx, quietTeam, [{ phone: nextPhone(), tags: ['vip', 'new'] }], { source: 'api', onDuplicate: 'update', customFields: [] }));
    expect(quiet).toEqual([]);
    const id = await automation({ type: 'tag_added', data: { tag: 'vip' } });
    const loud = await inboxRowsOf((tx) => writeContacts(tx, teamId, [{ phone: nextPhone(), tags: ['vip', 'new'] }], { source: 'api', onDuplicate: 'update', customFields: [] }));
    expect(loud.map((r) => [r.event, r.detail])).toEqual([
      ['tag_added', { tag: 'vip' }],
      ['tag_added', { tag: 'new' }],
    ]);
    await toggle(id);
  });

  it('writes each kind of event, with what it is about, only for a team that listens for it', async () => {
    const quietTeam = (await t.signUp({ name: 'Quiet Too' })).user.current_team.id;
    /** Every kind of event for a team's new contact, as Parley's own code writes them. */
    const everything = async (tx: TestApp['db'], team: number) => {
      const phone = nextPhone();
      const [id] = (await writeContacts(tx, team, [{ phone, tags: ['first'] }], { source: 'feed', onDuplicate: 'update', customFields: [], event: { kind: 'feed', ref_type: 'feeds', ref_id: 77 } })).ids;
      await tx.update(contacts).set({ tags: ['first', 'second'], first_name: 'Changed' }).where(eq(contacts.id, id));
      await tx.insert(messageLinks).values({ code: `all${id}`, team_id: team, campaign_id: null, contact_id: id, target_url: 'https://example.com' });
      await recordMessageClick(tx, `all${id}`, { ip: null, userAgent: null });
      const [m] = await tx.insert(smsMessages).values({ team_id: team, contact_id: id, campaign_id: 5, to: phone, from: 'P', text: 'Hi', encoding: 'gsm7', parts: 1, status: 'sent' }).returning();
      await tx.update(smsMessages).set({ status: 'rejected' }).where(eq(smsMessages.id, m.id));
      // Settled already: a later write to the message is no new event.
      await tx.update(smsMessages).set({ error: 'again' }).where(eq(smsMessages.id, m.id));
      const [c] = await tx.insert(calls).values({ team_id: team, direction: 'outbound', from_number: '+15005550006', to_number: phone, status: 'busy' }).returning();
      await tx.update(calls).set({ after_call_at: new Date() }).where(eq(calls.id, c.id));
      return { id, message: m.id, call: c.id };
    };
    expect(await inboxRowsOf((tx) => everything(tx, quietTeam))).toEqual([]);
    let made = { id: 0, message: 0, call: 0 };
    const rows = await inboxRowsOf(async (tx) => {
      await tx.insert(automationArmed).values(['contact_created', 'contact_changed', 'tag_added', 'feed_received', 'link_clicked', 'message_delivered', 'message_failed', 'call_outcome'].map((event) => ({ team_id: quietTeam, event: event as 'tag_added' })));
      made = await everything(tx, quietTeam);
    });
    expect(rows.map((r) => [r.event, r.contact_id, r.ref_id, r.detail])).toEqual([
      ['contact_created', made.id, null, null],
      ['tag_added', made.id, null, { tag: 'first' }],
      ['feed_received', made.id, 77, { feed_id: 77 }],
      ['tag_added', made.id, null, { tag: 'second' }],
      ['contact_changed', made.id, null, null],
      ['link_clicked', made.id, null, { campaign_id: null, message_id: null }],
      ['message_failed', made.id, made.message, { campaign_id: 5 }],
      ['call_outcome', made.id, made.call, { outcome: 'unknown', status: 'busy', agent_id: null }],
    ]);
  });
});

describe('triggers', () => {
  it('a tag added by the contact form, by the bulk action and by an import enters the automation; another tag and a paused automation do not', async () => {
    const vip = await automation({ type: 'tag_added', data: { tag: 'vip' } });
    const paused = await automation({ type: 'tag_added', data: { tag: 'vip' } }, { start: false });
    const gold = await automation({ type: 'tag_added', data: { tag: 'gold' } });

    const byForm = await contact();
    const patched = await t.call('PATCH', `/v1/audience/contacts/${byForm.id}`, { token, body: { tags: ['vip'], version: byForm.version } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const byBulk = await contact({ tags: ['old'] });
    expect((await t.call('POST', '/v1/audience/contacts/tags', { token, body: { ids: [byBulk.id], add: ['vip'] } })).body.changed).toBe(1);
    const phone = nextPhone();
    const up = await upload(t, token, `phone,tags\n${phone},vip\n`, 'vip.csv');
    await importAndWait(t, token, up.body.id, { mapping: { phone: 'phone', tags: 'tags' } });
    const imported = (await t.db.select().from(contacts).where(and(eq(contacts.team_id, teamId), eq(contacts.phone, phone))))[0];

    expect(await enteredContacts(vip, 3)).toEqual([byForm.id, byBulk.id, imported.id].sort((a, b) => a - b));
    await settled();
    expect(await journeysOf(paused)).toEqual([]);
    expect(await journeysOf(gold)).toEqual([]);
    const [journey] = await journeysOf(vip);
    // Where it is now is the runner's business: it entered at the trigger, on version 1, by this event.
    expect(journey).toMatchObject({ version: 1, entry: { trigger: 'tag_added', event: 'tag_added', tag: 'vip' } });
    // Re-saving the contact with the tag it has is no new tag.
    const again = (await t.call('GET', `/v1/audience/contacts/${byForm.id}`, { token })).body;
    await t.call('PATCH', `/v1/audience/contacts/${byForm.id}`, { token, body: { first_name: 'Again', version: again.version } });
    await settled();
    expect(await journeysOf(vip)).toHaveLength(3);
    for (const id of [vip, gold]) await toggle(id);
  });

  it('a contact created or changed into a segment enters; one outside it does not', async () => {
    const segment = await t.call('POST', '/v1/audience/segments', { token, body: { name: 'Named Lina', rules: { combinator: 'and', rules: [{ field: 'first_name', operator: '=', value: 'Lina' }] } } });
    expect(segment.status, JSON.stringify(segment.body)).toBe(201);
    const id = await automation({ type: 'segment_entered', data: { segment_id: segment.body.id } }, { reentry: 'never' });
    const lina = await contact({ first_name: 'Lina' });
    const omar = await contact({ first_name: 'Omar' });
    expect(await enteredContacts(id, 1)).toEqual([lina.id]);
    await t.call('PATCH', `/v1/audience/contacts/${omar.id}`, { token, body: { first_name: 'Lina', version: omar.version } });
    expect(await enteredContacts(id, 2)).toEqual([lina.id, omar.id]);
    // Changed again while a member: the re-entry rule (never) keeps it from entering twice.
    const fresh = (await t.call('GET', `/v1/audience/contacts/${omar.id}`, { token })).body;
    await t.call('PATCH', `/v1/audience/contacts/${omar.id}`, { token, body: { last_name: 'Again', version: fresh.version } });
    await settled();
    expect(await journeysOf(id)).toHaveLength(2);
    await toggle(id);
  });

  it('a feed delivering a contact enters the automation of that feed only', async () => {
    const [feedA, feedB] = await t.db.insert(feeds).values([{ team_id: teamId, name: 'Feed A' }, { team_id: teamId, name: 'Feed B' }]).returning({ id: feeds.id });
    const mine = await automation({ type: 'feed_received', data: { feed_id: feedA.id } });
    const theirs = await automation({ type: 'feed_received', data: { feed_id: feedB.id } });
    const any = await automation({ type: 'feed_received' });
    const written = await writeContacts(t.db, teamId, [{ phone: nextPhone() }], { source: 'feed', onDuplicate: 'update', customFields: [], event: { kind: 'feed', ref_type: 'feeds', ref_id: feedA.id } });
    expect(await enteredContacts(mine, 1)).toEqual(written.ids);
    expect(await enteredContacts(any, 1)).toEqual(written.ids);
    await settled();
    expect(await journeysOf(theirs)).toEqual([]);
    for (const id of [mine, theirs, any]) await toggle(id);
  });

  it('a click, a delivery and a call outcome enter the automations they match', async () => {
    const clicked = await automation({ type: 'link_clicked' });
    const delivered = await automation({ type: 'message_status', data: { status: 'delivered' } });
    const failed = await automation({ type: 'message_status', data: { status: 'failed' } });
    const interested = await automation({ type: 'call_outcome', data: { outcomes: ['interested'] } });
    const voicemail = await automation({ type: 'call_outcome', data: { outcomes: ['voicemail'] } });
    const k = await contact();

    await t.db.insert(messageLinks).values({ code: `c${k.id}`, team_id: teamId, contact_id: k.id, target_url: 'https://example.com' });
    await recordMessageClick(t.db, `c${k.id}`, { ip: null, userAgent: null });
    expect(await enteredContacts(clicked, 1)).toEqual([k.id]);

    const [message] = await t.db.insert(smsMessages).values({ team_id: teamId, contact_id: k.id, to: k.phone, from: 'Parley', text: 'Hi', encoding: 'gsm7', parts: 1, status: 'sent' }).returning();
    await t.db.update(smsMessages).set({ status: 'delivered' }).where(eq(smsMessages.id, message.id));
    expect(await enteredContacts(delivered, 1)).toEqual([k.id]);

    const [call] = await t.db.insert(calls).values({ team_id: teamId, direction: 'outbound', from_number: '+15005550006', to_number: k.phone, status: 'completed', outcome: 'interested' }).returning();
    await tickAfterCall(t.ctx, []);
    expect(await enteredContacts(interested, 1)).toEqual([k.id]);
    // The outcome is told once: the call changing later is no new outcome.
    await t.db.update(calls).set({ summary: 'later' }).where(eq(calls.id, call.id));
    await settled();
    expect(await journeysOf(failed)).toEqual([]);
    expect(await journeysOf(voicemail)).toEqual([]);
    expect(await journeysOf(interested)).toHaveLength(1);
    for (const id of [clicked, delivered, failed, interested, voicemail]) await toggle(id);
  });
});

describe('waiting journeys', () => {
  it('go on when their event comes: a click for a wait on clicks, the outcome of the call a voice step placed', async () => {
    const id = await automation({ type: 'api_call' }, { start: false });
    // The published graph waits for events; arming follows the automation's graph, so the waits are heard.
    const graph = {
      nodes: [
        { id: 'start', type: 'api_call' },
        { id: 'call', type: 'voice_call', data: { agent_id: 1 } },
        { id: 'wait', type: 'wait_event', data: { event: 'link_clicked', timeout_amount: 1, timeout_unit: 'days' } },
      ],
      edges: [],
    };
    await t.db.update(automationVersions).set({ graph }).where(eq(automationVersions.automation_id, id));
    await toggle(id);
    const clicker = await contact();
    const caller = await contact();
    const bystander = await contact();
    const waiting = { team_id: teamId, automation_id: id, version: 1, status: 'waiting' as const };
    const [onClick] = await t.db.insert(automationJourneys).values({ ...waiting, contact_id: clicker.id, node_id: 'wait', waiting_for: 'link_clicked', due_at: new Date(Date.now() + 86_400_000) }).returning();
    const [bystanding] = await t.db.insert(automationJourneys).values({ ...waiting, contact_id: bystander.id, node_id: 'wait', waiting_for: 'link_clicked' }).returning();
    const [call] = await t.db.insert(calls).values({ team_id: teamId, direction: 'outbound', from_number: '+15005550006', to_number: caller.phone, status: 'no_answer' }).returning();
    const [onCall] = await t.db.insert(automationJourneys).values({ ...waiting, contact_id: caller.id, node_id: 'call', waiting_for: 'call_outcome', waiting_ref: call.id }).returning();

    await t.db.insert(messageLinks).values({ code: `w${clicker.id}`, team_id: teamId, contact_id: clicker.id, target_url: 'https://example.com' });
    await recordMessageClick(t.db, `w${clicker.id}`, { ip: null, userAgent: null });
    await tickAfterCall(t.ctx, []);
    const byId = async (jid: number) => (await t.db.select().from(automationJourneys).where(eq(automationJourneys.id, jid)))[0];
    // Resumed, each goes on at once (the runner takes it): the wait by its event output, the call with its outcome.
    const stepsOf = (jid: number) => t.db.select().from(automationSteps).where(eq(automationSteps.journey_id, jid));
    const clickedJourney = await until(() => byId(onClick.id), (j) => j.status === 'completed', 15_000);
    expect(clickedJourney).toMatchObject({ status: 'completed', waiting_for: null });
    expect(await stepsOf(onClick.id)).toEqual([expect.objectContaining({ node_id: 'wait', status: 'completed', handle: 'event' })]);
    const calledJourney = await until(() => byId(onCall.id), (j) => j.status === 'completed', 15_000);
    expect(calledJourney).toMatchObject({ status: 'completed', last_outcome: 'no_answer' });
    expect(await stepsOf(onCall.id)).toEqual([expect.objectContaining({ node_id: 'call', status: 'completed', outcome: 'no_answer' })]);
    await settled();
    expect(await byId(bystanding.id)).toMatchObject({ status: 'waiting', waiting_for: 'link_clicked' });
    await toggle(id);
  });
});

describe('schedule', () => {
  it('enters the segment’s contacts at its time, queues the next day, and is cancelled by a pause', async () => {
    const segment = await t.call('POST', '/v1/audience/segments', { token, body: { name: 'Scheduled ones', rules: { combinator: 'and', rules: [{ field: 'last_name', operator: '=', value: 'Scheduled' }] } } });
    const members = [await contact({ last_name: 'Scheduled' }), await contact({ last_name: 'Scheduled' })];
    await contact({ last_name: 'Elsewhere' });
    // A little ahead: the job waits in the queue for its time (its start proves it; on a slow
    // machine the publish may take longer than the lead, so the job's state when first read is not).
    const startsAt = new Date(Date.now() + 1_500).toISOString();
    const id = await automation({ type: 'schedule', data: { segment_id: segment.body.id, starts_at: startsAt, repeat: 'daily' } });
    const scheduleJobs = () => t.db.select().from(jobs).where(and(eq(jobs.kind, 'automation-schedule'), sql`${jobs.input} @> ${JSON.stringify({ automation_id: id })}::jsonb`)).orderBy(jobs.id);
    const [first] = await scheduleJobs();
    expect(first).toMatchObject({ input: { at: startsAt } });
    const done = await t.waitForJob(token, first.id);
    expect(done.status, JSON.stringify(done)).toBe('completed');
    expect(done.result).toMatchObject({ ran: true, rows: 2 });
    expect(Date.parse(done.started_at)).toBeGreaterThanOrEqual(Date.parse(startsAt) - 100);
    expect(await enteredContacts(id, 2)).toEqual(members.map((m) => m.id).sort((a, b) => a - b));
    const next = (await scheduleJobs()).find((j) => j.id !== first.id)!;
    expect(next).toMatchObject({ status: 'queued', input: { automation_id: id, node_id: 'start', at: new Date(Date.parse(startsAt) + 86_400_000).toISOString() } });
    await toggle(id);
    expect((await scheduleJobs()).find((j) => j.id === next.id)!.status).toBe('cancelled');
  });

  it('runs a one-off whose time has passed at once, and not again after a pause and a start', async () => {
    const segment = await t.call('POST', '/v1/audience/segments', { token, body: { name: 'Once ones', rules: { combinator: 'and', rules: [{ field: 'last_name', operator: '=', value: 'Once' }] } } });
    const member = await contact({ last_name: 'Once' });
    const id = await automation({ type: 'schedule', data: { segment_id: segment.body.id, starts_at: new Date(Date.now() - 3_600_000).toISOString() } }, { reentry: 'always' });
    const scheduleJobs = () => t.db.select().from(jobs).where(and(eq(jobs.kind, 'automation-schedule'), sql`${jobs.input} @> ${JSON.stringify({ automation_id: id })}::jsonb`)).orderBy(jobs.id);
    const [only] = await scheduleJobs();
    expect((await t.waitForJob(token, only.id)).result).toMatchObject({ ran: true, rows: 1 });
    expect(await enteredContacts(id, 1)).toEqual([member.id]);
    await toggle(id);
    await toggle(id);
    expect(await scheduleJobs()).toHaveLength(1);
    await toggle(id);
  });
  it('queues the new time when a running automation is published with its schedule moved', async () => {
    const segment = await t.call('POST', '/v1/audience/segments', { token, body: { name: 'Moved ones', rules: { combinator: 'and', rules: [{ field: 'last_name', operator: '=', value: 'Moved' }] } } });
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const id = await automation({ type: 'schedule', data: { segment_id: segment.body.id, starts_at: later, repeat: 'weekly' } });
    const scheduleJobs = () => t.db.select().from(jobs).where(and(eq(jobs.kind, 'automation-schedule'), sql`${jobs.input} @> ${JSON.stringify({ automation_id: id })}::jsonb`)).orderBy(jobs.id);
    expect((await scheduleJobs()).map((j) => (j.input as { at: string }).at)).toEqual([later]);
    const sooner = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const record = (await t.call('GET', `/v1/automations/${id}`, { token })).body;
    record.graph.nodes[0].data.starts_at = sooner;
    // Every path of a published journey ends at an end.
    record.graph.nodes.push({ id: 'end', type: 'end', position: { x: 0, y: 300 }, data: {} });
    record.graph.edges.push({ id: 'e2', source: 'mark', target: 'end' });
    const saved = await t.call('PATCH', `/v1/automations/${id}`, { token, body: { graph: record.graph, version: record.version } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const published = await t.call('POST', `/v1/automations/${id}/publish`, { token, body: { note: 'sooner' } });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    expect((await scheduleJobs()).map((j) => (j.input as { at: string }).at)).toContain(sooner);
    await toggle(id);
  });
});

describe('the API trigger', () => {
  it('enters the team’s contacts by id or number and says why the others did not', async () => {
    const id = await automation({ type: 'api_call' }, { reentry: 'never' });
    const a = await contact();
    const b = await contact();
    const res = await t.call('POST', `/v1/automations/${id}/enter`, { token, body: { contact_ids: [a.id, 99999999], phones: [b.phone, '+971509999999', 'nonsense'] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.entered).toBe(2);
    expect(res.body.skipped.map((s: { ref: string }) => s.ref).sort()).toEqual(['+971509999999', '99999999', 'nonsense']);
    expect(await enteredContacts(id, 2)).toEqual([a.id, b.id]);
    const repeat = await t.call('POST', `/v1/automations/${id}/enter`, { token, body: { contact_ids: [a.id] } });
    expect(repeat.body).toMatchObject({ entered: 0, skipped: [{ ref: String(a.id) }] });

    expect((await t.call('POST', `/v1/automations/${id}/enter`, { token, body: {} })).status).toBe(422);
    expect((await t.call('POST', `/v1/automations/${id}/enter`, { token, body: { contact_ids: ['x'] } })).status).toBe(422);
    const stranger = await t.signUp({ name: 'Other Team' });
    expect((await t.call('POST', `/v1/automations/${id}/enter`, { token: stranger.token, body: { contact_ids: [a.id] } })).status).toBe(404);
    const tagged = await automation({ type: 'tag_added', data: { tag: 'x' } });
    const noApi = await t.call('POST', `/v1/automations/${tagged}/enter`, { token, body: { contact_ids: [a.id] } });
    expect(noApi.status).toBe(422);
    expect(noApi.body.errors.trigger[0]).toMatch(/API call trigger/);
    await toggle(id);
    const paused = await t.call('POST', `/v1/automations/${id}/enter`, { token, body: { contact_ids: [b.id] } });
    expect(paused.status).toBe(422);
    expect(paused.body.errors.status[0]).toMatch(/paused/);
    await toggle(tagged);
    expect(userId).toBeGreaterThan(0);
  });
});
