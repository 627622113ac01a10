/**
 * A feed's own reading of its deliveries: the mapping from payload keys to contact and custom
 * fields, the tags and the segment every contact gets, a known number updated or skipped, every
 * delivery logged with what became of it; and a campaign's stop-feed, which switches off the
 * feeds feeding its segment until someone switches them on again.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, contacts, feedLogs, feeds, segmentContacts } from '../../server/db/schema/index.ts';
import { signatureHeader } from '../../server/webhooks/signature.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let a: { token: string; teamId: number; feedId: number; secret: string; segmentId: number };
let b: { token: string; teamId: number };

async function deliver(body: unknown, to = a) {
  const raw = JSON.stringify(body);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/proxy/api/v1/webhooks/teams/${to.teamId}/audience/feeds/${to.feedId}`,
    payload: raw,
    headers: { 'content-type': 'application/json', 'parley-signature': signatureHeader(to.secret, Buffer.from(raw)) },
  });
  return { status: res.statusCode, body: res.json() };
}

const contactOf = async (phone: string, teamId = a.teamId) => (await t.db.select().from(contacts).where(and(eq(contacts.team_id, teamId), eq(contacts.phone, phone))))[0];

beforeAll(async () => {
  t = await startTestApp();
  const owner = await t.signUp({ name: 'Ada' });
  const bea = await t.signUp({ name: 'Bea' });
  b = { token: bea.token, teamId: bea.user.current_team.id };
  const token = owner.token;
  await t.call('POST', '/v1/audience/custom-fields', { token, body: { name: 'Plan', key: 'plan', type: 'select', options: ['gold', 'silver'] } });
  await t.call('POST', '/v1/audience/custom-fields', { token, body: { name: 'Score', key: 'score', type: 'number' } });
  const segment = await t.call('POST', '/v1/audience/segments', { token, body: { name: 'From the CRM' } });
  expect(segment.status, JSON.stringify(segment.body)).toBe(201);
  const feed = await t.call('POST', '/v1/audience/feeds', {
    token,
    body: { name: 'CRM push', format: 'json', schedule: 'manual', mapping: { mobile: 'phone', fname: 'first_name', tier: 'custom.plan' }, tags: ['crm'], segment_id: segment.body.id, on_duplicate: 'skip' },
  });
  expect(feed.status, JSON.stringify(feed.body)).toBe(201);
  expect(feed.body).toMatchObject({ mapping: { mobile: 'phone' }, tags: ['crm'], on_duplicate: 'skip', stopped_by_campaign_id: null });
  const hook = await t.call('GET', `/v1/audience/feeds/${feed.body.id}/webhook`, { token });
  a = { token, teamId: owner.user.current_team.id, feedId: feed.body.id, secret: hook.body.secret, segmentId: segment.body.id };
  await t.call('POST', '/v1/audience/contacts/upsert', { token, body: { phone: '+14155550101', first_name: 'Ada' } });
});
afterAll(() => t.close());

describe('a feed’s mapping, tags, segment and duplicates', () => {
  it('refuses a mapping to something that is not a contact field', async () => {
    const res = await t.call('POST', '/v1/audience/feeds', { token: a.token, body: { name: 'Bad', mapping: { x: 'salary' } } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)[0]).toMatch(/^mapping/);
  });

  it('maps payload keys, takes custom keys by name, tags and files new contacts and skips known numbers', async () => {
    const res = await deliver({
      contacts: [
        { mobile: '+1 415 555 0101', fname: 'Changed', tier: 'silver' },
        { mobile: '004915123456789', fname: 'Dora', tier: 'gold', score: '7', crm_id: 'x-1' },
        { mobile: '+971501234567', tier: 'platinum' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ received: 3, created: 1, updated: 0, skipped: 1, rejected: 1, ignored_fields: ['crm_id'] });
    expect(res.body.rejections).toEqual([{ row: 3, field: 'custom.plan', message: expect.stringMatching(/one of "gold", "silver"/) }]);
    expect(await contactOf('+14155550101')).toMatchObject({ first_name: 'Ada', custom: null, tags: [] });
    const dora = await contactOf('+4915123456789');
    expect(dora).toMatchObject({ first_name: 'Dora', country: 'DE', source: 'feed', tags: ['crm'], custom: { plan: 'gold', score: 7 } });
    expect(await t.db.select().from(segmentContacts).where(eq(segmentContacts.segment_id, a.segmentId))).toEqual([expect.objectContaining({ contact_id: dora.id })]);
    const [log] = await t.db.select().from(feedLogs).where(eq(feedLogs.feed_id, a.feedId));
    expect(log).toMatchObject({ status: 'partial', rows_read: 3, rows_imported: 1 });
    expect(log.message).toMatch(/3 received, 2 accepted \(1 new, 0 updated, 1 known and skipped\), 1 rejected\..*Row 3, custom\.plan/);
  });

  it('updates known numbers when the feed says so', async () => {
    const feed = (await t.call('GET', `/v1/audience/feeds/${a.feedId}`, { token: a.token })).body;
    expect((await t.call('PATCH', `/v1/audience/feeds/${a.feedId}`, { token: a.token, body: { on_duplicate: 'update', version: feed.version } })).status).toBe(200);
    const res = await deliver({ contacts: [{ mobile: '+14155550101', fname: 'Ada L.', tier: 'silver' }] });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ created: 0, updated: 1, skipped: 0 });
    expect(await contactOf('+14155550101')).toMatchObject({ first_name: 'Ada L.', custom: { plan: 'silver' }, tags: ['crm'] });
  });
});

describe('stop-feed', () => {
  it('switches off the feeds feeding the campaign’s segment; a delivery then gets 409 naming the campaign, until the feed is on again', async () => {
    const campaign = await t.call('POST', '/v1/sms/campaigns', { token: a.token, body: { name: 'Spring sale', text: 'Hi', segment_id: a.segmentId } });
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(201);
    // Sending (how a send starts is campaign-send.test.ts's): the stop-feed is what is tested here.
    await t.db.update(campaigns).set({ status: 'sending', run: 1 }).where(eq(campaigns.id, campaign.body.id));
    // Bea's campaign cannot stop Ada's feed: another team's record is not found.
    expect((await t.call('POST', `/v1/sms/campaigns/${campaign.body.id}/stop-feed`, { token: b.token, body: {} })).status).toBe(404);
    const stopped = await t.call('POST', `/v1/sms/campaigns/${campaign.body.id}/stop-feed`, { token: a.token, body: {} });
    // The send goes on with the audience it froze.
    expect(stopped.body).toEqual({ id: campaign.body.id, status: 'sending' });
    const [feed] = await t.db.select().from(feeds).where(eq(feeds.id, a.feedId));
    expect(feed).toMatchObject({ active: false, stopped_by_campaign_id: campaign.body.id });

    const before = await t.db.select().from(feedLogs).where(eq(feedLogs.feed_id, a.feedId));
    const refused = await deliver({ contacts: [{ mobile: '+33123456789' }] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/stopped by the campaign "Spring sale"/);
    expect(await contactOf('+33123456789')).toBeUndefined();
    expect(await t.db.select().from(feedLogs).where(eq(feedLogs.feed_id, a.feedId))).toHaveLength(before.length);

    const current = (await t.call('GET', `/v1/audience/feeds/${a.feedId}`, { token: a.token })).body;
    expect(current.stopped_by_campaign_id).toBe(campaign.body.id);
    const on = await t.call('PATCH', `/v1/audience/feeds/${a.feedId}`, { token: a.token, body: { active: true, version: current.version } });
    expect(on.body).toMatchObject({ active: true, stopped_by_campaign_id: null });
    expect((await deliver({ contacts: [{ mobile: '+33123456789' }] })).status).toBe(200);
    expect(await contactOf('+33123456789')).toBeDefined();
  });

  it('is refused (409) on a campaign no active feed fills: a one-off send to a plain segment has no feed to stop', async () => {
    const plain = await t.call('POST', '/v1/audience/segments', { token: a.token, body: { name: 'Hand-picked' } });
    const campaign = await t.call('POST', '/v1/sms/campaigns', { token: a.token, body: { name: 'One-off', type: 'one_off', text: 'Hi', segment_id: plain.body.id } });
    await t.db.update(campaigns).set({ status: 'sending', run: 1 }).where(eq(campaigns.id, campaign.body.id));
    const refused = await t.call('POST', `/v1/sms/campaigns/${campaign.body.id}/stop-feed`, { token: a.token, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('You cannot stop feed now: no active feed fills the segment of the campaign "One-off".');
    // Nothing else was touched: the campaign still sends and the other segment's feed runs.
    expect((await t.call('GET', `/v1/sms/campaigns/${campaign.body.id}`, { token: a.token })).body.status).toBe('sending');
    expect((await t.db.select().from(feeds).where(eq(feeds.id, a.feedId)))[0].active).toBe(true);
  });
});
