/**
 * A campaign up to the moment it is sent: its texts and sender IDs under it (scoped to the team,
 * placeholders checked on save), the preview of each text for a contact, is-ready over a
 * hand-counted audience in three countries, and the planner's stop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let otherToken: string;
let segment: any;
let routeA: any;
let ada: any;

const post = (path: string, body: unknown, as = token) => t.call('POST', path, { token: as, body });
const get = (path: string, as = token) => t.call('GET', path, { token: as });

const created = (path: string, body: unknown, as = token) => t.created(path, body, as);

const campaign = (more: Record<string, unknown> = {}) => created('/v1/sms/campaigns', { name: 'Winter sale', text: 'Hi {{first_name|there}}, 20% off today.', sender_id: 'Parley', segment_id: segment.id, ...more });

beforeAll(async () => {
  t = await startTestApp();
  token = (await t.signUp({ name: 'Cam Paign' })).token;
  otherToken = (await t.signUp({ name: 'Otto Other' })).token;
  routeA = await created('/v1/sms/routing/routes', { name: 'Alpha Direct', vendor: 'Alpha Ltd', protocol: 'smpp', host: 'smpp.a.example.net', port: 2775, system_id: 'a', password: 'secret-a-1234', status: 'active' });
  // Rates for Great Britain and Germany only: France has no route.
  await created('/v1/sms/routing/rates', { route_id: routeA.id, network_name: 'O2', country: 'GB', mcc: '234', mnc: '10', price: 30_000, currency: 'EUR', effective_from: '2026-01-01', status: 'active' });
  await created('/v1/sms/routing/rates', { route_id: routeA.id, network_name: 'Telekom', country: 'DE', mcc: '262', mnc: '01', price: 20_000, currency: 'EUR', effective_from: '2026-01-01', status: 'active' });
  await created('/v1/sms/routing/plans', { name: 'Default', strategy: 'priority', is_default: true, default_route_id: routeA.id });
  await created('/v1/audience/custom-fields', { name: 'City', key: 'city', type: 'text' });

  segment = await created('/v1/audience/segments', { name: 'Promo', rules: { combinator: 'and', rules: [{ field: 'tags', operator: 'contains', value: 'promo' }] } });
  ada = await created('/v1/audience/contacts', { phone: '+447701234561', first_name: 'Ada', tags: ['promo'], custom: { city: 'London' } });
  for (const phone of ['+447701234562', '+447701234563', '+447701234564', '+4915112345671', '+4915112345672', '+4915212345673', '+33612345678']) await created('/v1/audience/contacts', { phone, tags: ['promo'] });
  // Not in the segment.
  await created('/v1/audience/contacts', { phone: '+447701234599', tags: ['other'] });
  await created('/v1/audience/opt-outs', { phone: '+447701234563' });
  await created('/v1/sms/routing/blacklist', { number: '+447701234564', match: 'number' });
  await created('/v1/sms/routing/blacklist', { number: '+4915212', match: 'prefix' });
  // An entry for a whole number does not block the longer numbers that start with it.
  await created('/v1/sms/routing/blacklist', { number: '+44770123456', match: 'number' });
});
afterAll(() => t?.close());

describe('texts and sender IDs under a campaign', () => {
  it('lists, creates, updates and deletes them under their campaign', async () => {
    const c = await campaign();
    const base = `/v1/sms/campaigns/${c.id}/texts`;
    const text = await created(base, { text: 'Hello {{first_name}} from {{custom.city|your town}}', weight: 3 });
    expect(text).toMatchObject({ campaign_id: c.id, weight: 3, active: true });
    await created(base, { text: 'Second text' });
    const list = await get(base);
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.body.map((r: any) => r.weight)).toEqual([3, 1]);
    const changed = await t.call('PATCH', `${base}/${text.id}`, { token, body: { weight: 5, version: text.version } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.weight).toBe(5);
    expect((await t.call('DELETE', `${base}/${text.id}`, { token })).status).toBe(200);
    expect((await get(base)).headers['x-total-count']).toBe('1');

    const senders = `/v1/sms/campaigns/${c.id}/senderids`;
    expect(await created(senders, { sender_id: 'ParleyShop', weight: 2 })).toMatchObject({ sender_id: 'ParleyShop', weight: 2 });
    expect(await created(senders, { sender_id: '+447700900123' })).toMatchObject({ weight: 1 });
    expect((await get(`/v1/sms/campaign-senderids?campaign_id=${c.id}`)).headers['x-total-count']).toBe('2');
  });

  it('refuses a sender ID longer than 11 characters and a text with placeholders Parley cannot fill', async () => {
    const c = await campaign();
    const long = await post(`/v1/sms/campaigns/${c.id}/senderids`, { sender_id: 'ParleyShopping' });
    expect(long.status).toBe(422);
    expect(long.body.errors.sender_id).toBeDefined();
    const bad = await post(`/v1/sms/campaigns/${c.id}/texts`, { text: 'Hi {{frist_name}}, {{custom.shoe_size}}' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.text[0]).toContain('{{frist_name}}');
    expect(bad.body.errors.text[0]).toContain('{{custom.shoe_size}}');
    // The campaign's own text too.
    const own = await t.call('PATCH', `/v1/sms/campaigns/${c.id}`, { token, body: { text: 'Hi {{name}}', version: c.version } });
    expect(own.status).toBe(422);
    expect(own.body.errors.text[0]).toContain('{{name}}');
  });

  it('keeps another team out: 404 under its campaign, nothing in its lists', async () => {
    const c = await campaign();
    const text = await created(`/v1/sms/campaigns/${c.id}/texts`, { text: 'Mine' });
    expect((await get(`/v1/sms/campaigns/${c.id}/texts`, otherToken)).status).toBe(404);
    expect((await post(`/v1/sms/campaigns/${c.id}/texts`, { text: 'Theirs' }, otherToken)).status).toBe(404);
    expect((await get(`/v1/sms/campaigns/${c.id}/texts/${text.id}`, otherToken)).status).toBe(404);
    expect((await get(`/v1/sms/campaign-texts/${text.id}`, otherToken)).status).toBe(404);
    expect((await get('/v1/sms/campaign-texts', otherToken)).headers['x-total-count']).toBe('0');
    // A text of one campaign is not reachable under another.
    const other = await campaign();
    expect((await get(`/v1/sms/campaigns/${other.id}/texts/${text.id}`)).status).toBe(404);
  });
});

describe('POST /v1/sms/campaigns/{id}/preview', () => {
  it('fills each text for the contact, with the offer link at its real length, and measures it', async () => {
    const offer = await created('/v1/audience/offers', { name: 'Boots', url: 'https://shop.example/boots', payout: 500, currency: 'EUR' });
    const c = await campaign({ offer_id: offer.id, text: 'Hi {{first_name|there}}: {{offer_link}}' });
    await created(`/v1/sms/campaigns/${c.id}/texts`, { text: 'Grüße aus {{custom.city|Berlin}} ☃', weight: 2 });
    const res = await post(`/v1/sms/campaigns/${c.id}/preview`, { contact_id: ada.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.contact).toMatchObject({ id: ada.id, first_name: 'Ada' });
    expect(res.body.offer_link).toBe(`${APP_URL}/s/XXXXXXX`);
    expect(res.body.texts).toEqual([
      expect.objectContaining({ id: null, weight: 1, rendered: `Hi Ada: ${APP_URL}/s/XXXXXXX`, encoding: 'gsm7', parts: 1 }),
      expect.objectContaining({ weight: 2, rendered: 'Grüße aus London ☃', encoding: 'ucs2', parts: 1 }),
    ]);
  });

  it('takes the segment\u2019s first member without a contact, counts parts of a long text, and refuses another team\u2019s contact', async () => {
    const c = await campaign({ text: `Hi {{first_name|there}}. ${'x'.repeat(160)}` });
    const res = await post(`/v1/sms/campaigns/${c.id}/preview`, {});
    expect(res.status).toBe(200);
    expect(res.body.contact.id).toBe(ada.id);
    expect(res.body.texts[0]).toMatchObject({ parts: 2, units: 'Hi Ada. '.length + 160 });
    const stranger = await created('/v1/audience/contacts', { phone: '+447701234111' }, otherToken);
    const refused = await post(`/v1/sms/campaigns/${c.id}/preview`, { contact_id: stranger.id });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.contact_id).toBeDefined();
    expect((await post(`/v1/sms/campaigns/${c.id}/preview`, {}, otherToken)).status).toBe(404);
  });
});

describe('GET /v1/sms/campaigns/{id}/is-ready', () => {
  it('counts the audience by hand: 8 members, 4 reachable in GB and DE, France without a route', async () => {
    const c = await campaign();
    const res = await get(`/v1/sms/campaigns/${c.id}/is-ready`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      ready: false,
      reachable: 4,
      excluded: { opted_out: 1, blacklisted: 2, invalid: 0, no_route: 1 },
      parts_per_message: 1,
      // GB 2 × 0.03 + DE 2 × 0.02 EUR, in millionths.
      estimated_cost: 100_000,
      currency: 'EUR',
    });
    expect(res.body.blockers).toEqual([expect.objectContaining({ code: 'no_route', countries: ['FR'] })]);
    const byCountry = Object.fromEntries(res.body.by_country.map((r: any) => [r.country, r]));
    expect(byCountry.GB).toMatchObject({ contacts: 2, route: { id: routeA.id }, cost_each: 30_000, parts: 1 });
    expect(byCountry.DE).toMatchObject({ contacts: 2, route: { id: routeA.id }, cost_each: 20_000 });
    expect(byCountry.FR).toMatchObject({ contacts: 1, route: null, cost_each: null });
  });

  it('is ready once France has a route, and costs every part of a longer text', async () => {
    await created('/v1/sms/routing/rates', { route_id: routeA.id, network_name: 'Orange', country: 'FR', mcc: '208', mnc: '01', price: 50_000, currency: 'EUR', effective_from: '2026-01-01', status: 'active' });
    const c = await campaign({ text: `Hi {{first_name|there}}. ${'x'.repeat(160)}` });
    // Routing records reach the cached snapshot through the change bus.
    await expect.poll(async () => (await get(`/v1/sms/campaigns/${c.id}/is-ready`)).body.ready, { timeout: 5_000 }).toBe(true);
    const res = await get(`/v1/sms/campaigns/${c.id}/is-ready`);
    expect(res.body).toMatchObject({ blockers: [], reachable: 5, excluded: { no_route: 0 }, parts_per_message: 2, estimated_cost: 2 * (100_000 + 50_000) });
  });

  it('names what is missing: segment, sender, offer', async () => {
    const c = await created('/v1/sms/campaigns', { name: 'Bare', text: 'Go: {{offer_link}}' });
    const res = await get(`/v1/sms/campaigns/${c.id}/is-ready`);
    expect(res.status).toBe(200);
    expect(res.body.ready).toBe(false);
    expect(res.body.blockers.map((b: any) => b.code)).toEqual(['no_segment', 'no_offer', 'no_sender']);
    const empty = await created('/v1/audience/segments', { name: 'Nobody', rules: { combinator: 'and', rules: [{ field: 'tags', operator: 'contains', value: 'nobody' }] } });
    const d = await campaign({ segment_id: empty.id });
    expect((await get(`/v1/sms/campaigns/${d.id}/is-ready`)).body.blockers.map((b: any) => b.code)).toEqual(['nothing_reachable']);
    expect((await get(`/v1/sms/campaigns/${d.id}/is-ready`, otherToken)).status).toBe(404);
  });
});

describe('POST /v1/sms/campaigns/{id}/planner/stop', () => {
  it('puts a scheduled campaign back to draft with its schedule cleared, and only a scheduled one', async () => {
    const c = await campaign({ scheduled_at: new Date(Date.now() + 86_400_000).toISOString(), window_start: '09:00', window_end: '18:00', window_days: ['mon', 'fri'], window_timezone: 'Europe/Berlin', throttle_per_minute: 600 });
    expect(c).toMatchObject({ window_start: '09:00', window_days: ['mon', 'fri'], throttle_per_minute: 600 });
    expect((await post(`/v1/sms/campaigns/${c.id}/send`, {})).body.status).toBe('scheduled');
    const stopped = await post(`/v1/sms/campaigns/${c.id}/planner/stop`, {});
    expect(stopped.status, JSON.stringify(stopped.body)).toBe(200);
    expect(stopped.body).toEqual({ id: c.id, status: 'draft' });
    const after = (await get(`/v1/sms/campaigns/${c.id}`)).body;
    expect(after).toMatchObject({ status: 'draft', scheduled_at: null, window_start: '09:00' });
    expect((await post(`/v1/sms/campaigns/${c.id}/planner/stop`, {})).status).toBe(409);
    expect((await post(`/v1/sms/campaigns/${c.id}/planner/stop`, {}, otherToken)).status).toBe(404);
  });

  it('refuses a window time or zone it cannot read', async () => {
    const res = await post('/v1/sms/campaigns', { name: 'Bad window', text: 'Hi', window_start: '25:00', window_timezone: 'Mars/Olympus' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['window_start', 'window_timezone']);
  });
});
