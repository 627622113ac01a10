/**
 * A campaign sent for real against the SMSC simulator: send refuses what is-ready blocks, the run
 * freezes its segment, every recipient gets one message with its rotated text and sender, its own
 * filled placeholders and its own link, opted-out and blacklisted recipients are excluded with the
 * reason, receipts move the campaign's counters, a stop withdraws what the sender had not taken,
 * a closed send window waits, a throttle spreads the send, and a recurring campaign plans its next run.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignRecipients, campaigns, contactEvents, messageLinks, smsMessages } from '../../../server/db/schema/index.ts';
import { countSent } from '../../../server/domains/campaigns/send/campaign-counters.ts';
import { SmscSimulator } from '../../../server/simulators/smsc/smsc-simulator.ts';
import { APP_URL, startTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
let smsc: SmscSimulator;
let token: string;
let otherToken: string;
let offer: any;
let route: any;

const post = (path: string, body: unknown, as = token) => t.call('POST', path, { token: as, body });
const get = (path: string, as = token) => t.call('GET', path, { token: as });

const created = (path: string, body: unknown, as = token) => t.created(path, body, as);

let tagCount = 0;
/** A segment of `n` fresh GB contacts (numbers unique to the segment), answering the segment and its contacts. */
async function audience(n: number, extra: (i: number) => Record<string, unknown> = () => ({})) {
  const tag = `aud${++tagCount}`;
  const segment = await created('/v1/audience/segments', { name: `Audience ${tag}`, rules: { combinator: 'and', rules: [{ field: 'tags', operator: 'contains', value: tag }] } });
  const people = [];
  for (let i = 0; i < n; i++) people.push(await created('/v1/audience/contacts', { phone: `+4477012${String(tagCount).padStart(2, '0')}${String(i).padStart(3, '0')}`, first_name: `P${i}`, tags: [tag], ...extra(i) }));
  return { segment, people };
}

const campaignOf = async (id: number) => (await get(`/v1/sms/campaigns/${id}`)).body;
const settledCampaign = (id: number, status = 'completed') => expect.poll(async () => (await campaignOf(id)).status, { timeout: 20_000, interval: 100 }).toBe(status);

beforeAll(async () => {
  smsc = await SmscSimulator.start({ accounts: [{ systemId: 'camp', password: 'camp-pw' }] });
  t = await startTestApp({ campaignTickMs: 100, sms: { simulatorPort: null, simulatorDeliveryRatio: 1, simulatorReceiptMs: 0, bindWaitMs: 3_000, claimStaleMs: 180_000 } });
  token = (await t.signUp({ name: 'Cara Campaign' })).token;
  otherToken = (await t.signUp({ name: 'Otto Other' })).token;
  route = await created('/v1/sms/routing/routes', { name: 'Camp', vendor: 'Camp Ltd', protocol: 'smpp', host: '127.0.0.1', port: smsc.port, system_id: 'camp', password: 'camp-pw', throughput_per_second: 500, status: 'active' });
  await created('/v1/sms/routing/rates', { route_id: route.id, network_name: 'O2', country: 'GB', mcc: '234', mnc: '10', price: 30_000, currency: 'EUR', effective_from: '2026-01-01', status: 'active' });
  await created('/v1/sms/routing/plans', { name: 'Default', strategy: 'priority', is_default: true, default_route_id: route.id });
  offer = await created('/v1/audience/offers', { name: 'Boots', url: 'https://shop.example/boots', payout: 500, currency: 'EUR' });
});
afterAll(async () => {
  await t?.close();
  await smsc?.stop();
});

describe('sending a campaign', () => {
  it('refuses a campaign is-ready blocks, with the blockers under their fields', async () => {
    const { segment } = await audience(1);
    const c = await created('/v1/sms/campaigns', { name: 'No sender', text: 'Hi {{offer_link}}', segment_id: segment.id });
    const refused = await post(`/v1/sms/campaigns/${c.id}/send`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors.sender_id).toEqual(['Give the campaign a sender ID.']);
    expect(refused.body.errors.offer_id[0]).toContain('{{offer_link}}');
    expect((await campaignOf(c.id)).status).toBe('draft');
    expect((await post(`/v1/sms/campaigns/${c.id}/send`, {}, otherToken)).status).toBe(404);
  });

  it('sends one message per recipient with its text, sender and link, excludes who may not be sent to, and counts receipts', async () => {
    const { segment, people } = await audience(12);
    const c = await created('/v1/sms/campaigns', { name: 'Boots day', text: 'Hi {{first_name}}, boots: {{offer_link}}', sender_id: 'Parley', segment_id: segment.id, offer_id: offer.id });
    await created(`/v1/sms/campaigns/${c.id}/texts`, { text: 'Hello {{first_name}}! {{offer_link}}', weight: 1 });
    await created(`/v1/sms/campaigns/${c.id}/senderids`, { sender_id: 'BootShop', weight: 1 });
    const before = smsc.received.length;
    const sent = await post(`/v1/sms/campaigns/${c.id}/send`, {});
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({ id: c.id, status: 'sending' });
    // After the freeze: opting out and blacklisting still exclude, joining the segment does not add.
    await expect.poll(async () => (await t.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaign_id, c.id))).length, { timeout: 10_000 }).toBe(12);
    await settledCampaign(c.id);

    const messages = await t.db.select().from(smsMessages).where(eq(smsMessages.campaign_id, c.id));
    expect(messages).toHaveLength(12);
    const received = smsc.received.slice(before);
    expect(received).toHaveLength(12);
    expect(new Set(received.map((r) => r.destination)).size).toBe(12);
    const links = await t.db.select().from(messageLinks).where(eq(messageLinks.campaign_id, c.id));
    expect(links).toHaveLength(12);
    for (const m of messages) {
      const person = people.find((p) => p.id === m.contact_id)!;
      const link = links.find((l) => l.message_id === m.id)!;
      expect(m.text).toMatch(new RegExp(`^(Hi ${person.first_name}, boots:|Hello ${person.first_name}!) ${APP_URL}/s/${link.code}$`));
      expect(['Parley', 'BootShop']).toContain(m.from);
      expect(m).toMatchObject({ run: 1, country: 'GB', route_id: route.id, cost: 30_000 });
      expect(link).toMatchObject({ target_url: 'https://shop.example/boots', contact_id: m.contact_id, offer_id: offer.id });
    }
    // Rotation spreads both texts and both senders.
    expect(new Set(messages.map((m) => m.from)).size).toBe(2);
    expect(new Set(messages.map((m) => m.text.split(' ')[0])).size).toBe(2);
    await expect.poll(async () => campaignOf(c.id), { timeout: 10_000 }).toMatchObject({ recipients: 12, sent: 12, delivered: 12, failed: 0, excluded: 0, cost: 360_000, currency: 'EUR', costs: { EUR: 360_000 }, run: 1 });
    const history = await t.db.select().from(contactEvents).where(and(eq(contactEvents.kind, 'message_sent'), eq(contactEvents.ref_id, c.id)));
    expect(history).toHaveLength(12);
    const progress = await get(`/v1/sms/campaigns/${c.id}/progress`);
    expect(progress.status, JSON.stringify(progress.body)).toBe(200);
    expect(progress.body).toMatchObject({ status: 'completed', run: 1, current: { recipients: 12, pending: 0, queued: 12, excluded: { stopped: 0 } }, waiting_for_sender: 0, totals: { sent: 12, delivered: 12, cost: 360_000 } });
    expect((await get(`/v1/sms/campaigns/${c.id}/progress`, otherToken)).status).toBe(404);
    // A recipient follows their link: the offer opens and the campaign counts a click.
    const visit = await t.call('GET', `/s/${links[0].code}`, { headers: { 'user-agent': 'Mozilla/5.0 (iPhone)' } });
    expect(visit.status).toBe(302);
    expect(visit.headers.location).toBe('https://shop.example/boots');
    expect((await campaignOf(c.id)).clicks).toBe(1);
  });

  it('makes every plain address of the text a short link of each recipient\u2019s own, each leading where it was written', async () => {
    const { segment, people } = await audience(3);
    const text = 'Sale! https://shop.example/boots?size=42 and the guide https://help.example/care.';
    const c = await created('/v1/sms/campaigns', { name: 'Two links', text, sender_id: 'Parley', segment_id: segment.id });
    // Parts are counted with the links as they will be sent, not as written.
    const preview = await post(`/v1/sms/campaigns/${c.id}/preview`, {});
    expect(preview.body.texts[0].rendered).toBe(`Sale! ${APP_URL}/s/XXXXXXX and the guide ${APP_URL}/s/XXXXXXX.`);
    expect((await post(`/v1/sms/campaigns/${c.id}/send`, {})).status).toBe(200);
    await settledCampaign(c.id);

    const messages = await t.db.select().from(smsMessages).where(eq(smsMessages.campaign_id, c.id));
    const links = await t.db.select().from(messageLinks).where(eq(messageLinks.campaign_id, c.id));
    expect(messages).toHaveLength(3);
    expect(links).toHaveLength(6);
    expect(new Set(links.map((l) => l.code)).size).toBe(6);
    for (const m of messages) {
      const [boots, guide] = [...m.text.matchAll(/\/s\/([A-Za-z0-9]{7})/g)].map((match) => links.find((l) => l.code === match[1])!);
      expect(m.text).toBe(`Sale! ${APP_URL}/s/${boots.code} and the guide ${APP_URL}/s/${guide.code}.`);
      expect(boots).toMatchObject({ message_id: m.id, contact_id: m.contact_id, offer_id: null, target_url: 'https://shop.example/boots?size=42' });
      expect(guide).toMatchObject({ message_id: m.id, contact_id: m.contact_id, offer_id: null, target_url: 'https://help.example/care' });
      expect(people.map((p) => p.id)).toContain(m.contact_id);
    }
    // Each link leads where it was written; a recipient who follows both counts once.
    const [m] = messages;
    const own = links.filter((l) => l.message_id === m.id);
    for (const l of own) {
      const visit = await t.call('GET', `/s/${l.code}`, { headers: { 'user-agent': 'Mozilla/5.0 (iPhone)' } });
      expect(visit.status).toBe(302);
      expect(visit.headers.location).toBe(l.target_url);
    }
    expect((await campaignOf(c.id)).clicks).toBe(1);

    // A message priced in another currency (a route charging USD) adds a line of its own, never to the EUR sum.
    expect(await campaignOf(c.id)).toMatchObject({ currency: 'EUR', cost: 90_000, costs: { EUR: 90_000 } });
    await countSent(t.db, [
      { campaign_id: c.id, cost: 41_500, currency: 'USD' },
      { campaign_id: c.id, cost: 30_000, currency: 'EUR' },
      { campaign_id: c.id, cost: 1_000, currency: 'USD' },
    ]);
    expect(await campaignOf(c.id)).toMatchObject({ sent: 6, currency: 'EUR', cost: 120_000, costs: { EUR: 120_000, USD: 42_500 } });
  });

  it('waits while the send window is closed, then excludes who opted out or was blacklisted since the freeze', async () => {
    const { segment, people } = await audience(4);
    const hhmm = (ms: number) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(Date.now() + ms));
    const c = await created('/v1/sms/campaigns', { name: 'Later', text: 'Hi', sender_id: 'Parley', segment_id: segment.id, window_start: hhmm(2 * 3_600_000), window_end: hhmm(3 * 3_600_000), window_timezone: 'Europe/London' });
    expect((await post(`/v1/sms/campaigns/${c.id}/send`, {})).status).toBe(200);
    // The job freezes the audience, finds every window closed and says when it goes on.
    await expect.poll(async () => (await campaignOf(c.id)).wakes_at, { timeout: 10_000 }).toBeTruthy();
    const waiting = await campaignOf(c.id);
    expect(waiting).toMatchObject({ status: 'sending', recipients: 4, sent: 0 });
    expect(Math.abs(new Date(waiting.wakes_at).getTime() - (Date.now() + 2 * 3_600_000))).toBeLessThan(61_000);
    expect(await t.db.select().from(smsMessages).where(eq(smsMessages.campaign_id, c.id))).toHaveLength(0);

    await created('/v1/audience/opt-outs', { phone: people[3].phone });
    await created('/v1/sms/routing/blacklist', { number: people[2].phone, match: 'number' });
    // The window opens (here: the planner is cleared and the wake-up time brought forward).
    await t.db.update(campaigns).set({ window_start: null, window_end: null, wakes_at: new Date() }).where(eq(campaigns.id, c.id));
    await settledCampaign(c.id);
    const rows = await t.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaign_id, c.id));
    expect(rows.filter((r) => r.state === 'queued')).toHaveLength(2);
    expect(rows.filter((r) => r.state === 'excluded').map((r) => r.reason).sort()).toEqual(['blacklisted', 'opted_out']);
    expect(await campaignOf(c.id)).toMatchObject({ recipients: 4, excluded: 2, sent: 2, wakes_at: null });
  });
});

describe('stopping, scheduling, throttling and recurring runs', () => {
  it('spreads a throttled send, and a stop withdraws what the sender has not taken', async () => {
    const { segment } = await audience(14);
    const c = await created('/v1/sms/campaigns', { name: 'Slow', text: 'Hi {{first_name}}', sender_id: 'Parley', segment_id: segment.id, throttle_per_minute: 120 });
    const before = smsc.received.length;
    expect((await post(`/v1/sms/campaigns/${c.id}/send`, {})).body.status).toBe('sending');
    expect((await post(`/v1/sms/campaigns/${c.id}/send`, {})).status).toBe(409);
    // 120 a minute: ten at once (five seconds' worth), then two a second.
    await expect.poll(() => smsc.received.length - before, { timeout: 10_000 }).toBeGreaterThanOrEqual(10);
    expect(smsc.received.length - before).toBeLessThan(13);
    const stopped = await post(`/v1/sms/campaigns/${c.id}/stop`, {});
    expect(stopped.body).toEqual({ id: c.id, status: 'stopped' });
    const atStop = smsc.received.length - before;
    await new Promise((r) => setTimeout(r, 1_500));
    expect(smsc.received.length - before).toBe(atStop);
    const rows = await t.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaign_id, c.id));
    const queued = rows.filter((r) => r.state === 'queued').length;
    expect(rows.filter((r) => r.state === 'excluded' && r.reason === 'stopped').length).toBe(14 - queued);
    expect(await t.db.select().from(smsMessages).where(eq(smsMessages.campaign_id, c.id))).toHaveLength(queued);
    expect((await get(`/v1/sms/campaigns/${c.id}/progress`)).body).toMatchObject({ status: 'stopped', current: { recipients: 14, pending: 0, queued, excluded: { stopped: 14 - queued } } });
    expect((await post(`/v1/sms/campaigns/${c.id}/stop`, {})).status).toBe(409);
    expect((await post(`/v1/sms/campaigns/${c.id}/send`, {})).status).toBe(409);
  });

  it('starts a scheduled campaign when its time comes; the planner stop takes it back to a draft', async () => {
    const { segment } = await audience(2);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const c = await created('/v1/sms/campaigns', { name: 'Tomorrow', text: 'Hi', sender_id: 'Parley', segment_id: segment.id, scheduled_at: later });
    expect((await post(`/v1/sms/campaigns/${c.id}/send`, {})).body.status).toBe('scheduled');
    expect((await post(`/v1/sms/campaigns/${c.id}/planner/stop`, {})).body.status).toBe('draft');
    expect(await campaignOf(c.id)).toMatchObject({ scheduled_at: null, run: 0 });
    const again = await campaignOf(c.id);
    const patched = await t.call('PATCH', `/v1/sms/campaigns/${c.id}`, { token, body: { scheduled_at: later, version: again.version } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect((await post(`/v1/sms/campaigns/${c.id}/send`, {})).body.status).toBe('scheduled');
    // The time comes.
    await t.db.update(campaigns).set({ scheduled_at: new Date(Date.now() - 1_000) }).where(eq(campaigns.id, c.id));
    await settledCampaign(c.id);
    expect(await campaignOf(c.id)).toMatchObject({ run: 1, recipients: 2, sent: 2 });
  });

  it('plans a recurring campaign\u2019s next run, which freezes the segment again, until its recurring sends are stopped', async () => {
    const { segment } = await audience(2);
    const c = await created('/v1/sms/campaigns', { name: 'Daily', type: 'recurring', recurrence: 'daily', text: 'Hi', sender_id: 'Parley', segment_id: segment.id });
    expect((await post(`/v1/sms/campaigns/${c.id}/send`, {})).body.status).toBe('sending');
    await settledCampaign(c.id, 'scheduled');
    const first = await campaignOf(c.id);
    expect(first).toMatchObject({ run: 1, recipients: 2, sent: 2 });
    expect(new Date(first.next_run_at).getTime() - new Date(first.started_at).getTime()).toBe(86_400_000);

    // Someone joins the segment; the next run's time comes.
    await created('/v1/audience/contacts', { phone: `+4477012${String(tagCount).padStart(2, '0')}999`, tags: [`aud${tagCount}`] });
    await t.db.update(campaigns).set({ next_run_at: new Date(Date.now() - 1_000) }).where(eq(campaigns.id, c.id));
    await expect.poll(async () => (await campaignOf(c.id)).run, { timeout: 10_000 }).toBe(2);
    await settledCampaign(c.id, 'scheduled');
    expect(await campaignOf(c.id)).toMatchObject({ run: 2, recipients: 5, sent: 5 });
    const second = await t.db.select().from(smsMessages).where(and(eq(smsMessages.campaign_id, c.id), eq(smsMessages.run, 2)));
    expect(second).toHaveLength(3);

    const ended = await post(`/v1/sms/campaigns/${c.id}/stop-recurring-sends`, {});
    expect(ended.body).toEqual({ id: c.id, status: 'completed' });
    expect(await campaignOf(c.id)).toMatchObject({ recurrence: null, next_run_at: null });
    expect((await post(`/v1/sms/campaigns/${c.id}/stop-recurring-sends`, {})).status).toBe(409);
  });

  it('goes on with the same run when a paused campaign is sent again', async () => {
    const { segment } = await audience(3);
    const c = await created('/v1/sms/campaigns', { name: 'Paused', text: 'Hi', sender_id: 'Parley', segment_id: segment.id, throttle_per_minute: 12 });
    expect((await post(`/v1/sms/campaigns/${c.id}/send`, {})).body.status).toBe('sending');
    // 12 a minute: one now, the next in five seconds. A failed job pauses the campaign; here it is paused by hand.
    await expect.poll(async () => (await t.db.select().from(smsMessages).where(eq(smsMessages.campaign_id, c.id))).length, { timeout: 10_000 }).toBe(1);
    await t.db.update(campaigns).set({ status: 'paused', throttle_per_minute: null }).where(eq(campaigns.id, c.id));
    expect((await post(`/v1/sms/campaigns/${c.id}/send`, {})).body.status).toBe('sending');
    await settledCampaign(c.id);
    expect(await campaignOf(c.id)).toMatchObject({ run: 1, recipients: 3, sent: 3 });
  });
});
