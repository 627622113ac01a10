/**
 * The short-link redirector: Parley's /s/{code} and the teams' short-link domains, what a visit
 * counts (link clicks every time, the campaign once per recipient, the contact's history once),
 * what it does not (HEAD, link-preview fetchers), the not-found page, and that Parley's own host
 * and another team's domain are left alone.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, contactEvents, domains, linkClicks, messageLinks, shortLinks, smsMessages } from '../../../server/db/schema/index.ts';
import { insertMessageLinks, newLinkCode } from '../../../server/domains/campaigns/links/link-codes.ts';
import { startTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
const team: Record<'a' | 'b', { token: string; id: number; userId: number }> = {} as never;
let campaign: { id: number };
let contact: { id: number };
let messageId: number;
const HOST_A = 'go.alpha.example';
const HOST_B = 'go.beta.example';
const OFFER = 'https://shop.example.com/spring?ref=sms';
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const visit = (path: string, options: { host?: string; method?: string; agent?: string } = {}) =>
  t.call(options.method ?? 'GET', path, { headers: { host: options.host ?? 'parley.test', 'user-agent': options.agent ?? BROWSER } });

async function created(path: string, body: unknown, token = team.a.token) {
  const res = await t.call('POST', path, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/**
 * A message link of team A's campaign, as the send job makes them, on a message of its own (a
 * recipient counts once per message, whichever of its links they follow): `messageId` is its message.
 */
async function messageLink(domain: string | null = null, teamId = team.a.id): Promise<string> {
  const [message] = await t.db
    .insert(smsMessages)
    .values({ team_id: teamId, campaign_id: campaign.id, contact_id: contact.id, to: '+447701234561', from: 'Parley', text: 'Spring sale', encoding: 'gsm7', parts: 1, status: 'delivered' })
    .returning({ id: smsMessages.id });
  messageId = message.id;
  const code = newLinkCode();
  const taken = await insertMessageLinks(t.db, [{ code, team_id: teamId, campaign_id: campaign.id, message_id: messageId, contact_id: contact.id, offer_id: null, target_url: OFFER, domain }]);
  expect(taken.size).toBe(0);
  return code;
}

async function activeShortener(token: string, name: string, fallback_url?: string) {
  const domain = await created('/v1/domains', { name, purpose: 'url_shortener', ...(fallback_url && { fallback_url }) }, token);
  await t.db.update(domains).set({ status: 'active' }).where(eq(domains.id, domain.id));
  return domain;
}

const link = async (code: string) => (await t.db.select().from(messageLinks).where(eq(messageLinks.code, code)))[0];
const clicksOf = (code: string) => t.db.select().from(linkClicks).where(eq(linkClicks.code, code));
const campaignClicks = async () => (await t.db.select({ clicks: campaigns.clicks }).from(campaigns).where(eq(campaigns.id, campaign.id)))[0].clicks;

let domainA: { id: number };
let domainB: { id: number };

beforeAll(async () => {
  t = await startTestApp();
  for (const key of ['a', 'b'] as const) {
    const owner = await t.signUp({ name: `Owner ${key}` });
    team[key] = { token: owner.token, id: owner.user.current_team.id, userId: owner.user.id };
  }
  campaign = await created('/v1/sms/campaigns', { name: 'Spring sale', text: 'Spring sale: {{offer_link}}', sender_id: 'Parley' });
  contact = await created('/v1/audience/contacts', { phone: '+447701234561', first_name: 'Ada' });
  domainA = await activeShortener(team.a.token, HOST_A, 'https://www.alpha.example/');
  domainB = await activeShortener(team.b.token, HOST_B);
  // The hosts are read once and forgotten when the change bus hears a domain written.
  await statusBecomes(HOST_A, (status) => status === 302);
});

/** Waits for the change bus to be heard: a host's bare `/` answers as wanted within 5 s. */
async function statusBecomes(host: string, wanted: (status: number) => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const { status } = await visit('/', { host });
    if (wanted(status)) return;
    if (Date.now() > deadline) throw new Error(`${host}/ still answers ${status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
afterAll(() => t?.close());

describe('GET /s/{code}', () => {
  it('sends the visitor on and counts every visit, the campaign and the contact’s history only the first time', async () => {
    const code = await messageLink();
    const before = await campaignClicks();
    const first = await visit(`/s/${code}`);
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe(OFFER);
    expect(first.headers['cache-control']).toBe('no-store');
    const second = await visit(`/s/${code}`);
    expect(second.headers.location).toBe(OFFER);

    const row = await link(code);
    expect(row.clicks).toBe(2);
    expect(row.first_clicked_at).toBeInstanceOf(Date);
    expect(row.last_clicked_at!.getTime()).toBeGreaterThanOrEqual(row.first_clicked_at!.getTime());
    const clicks = await clicksOf(code);
    expect(clicks).toHaveLength(2);
    expect(clicks[0]).toMatchObject({ team_id: team.a.id, campaign_id: campaign.id, message_id: messageId, contact_id: contact.id, short_link_id: null, user_agent: BROWSER });
    expect(clicks[0].ip).toBeTruthy();
    expect(await campaignClicks()).toBe(before + 1);
    const events = await t.db
      .select()
      .from(contactEvents)
      .where(and(eq(contactEvents.contact_id, contact.id), eq(contactEvents.kind, 'clicked')));
    expect(events.filter((e) => (e.detail as { code?: string }).code === code)).toEqual([
      expect.objectContaining({ team_id: team.a.id, ref_type: 'campaigns', ref_id: campaign.id, detail: { message_id: messageId, code } }),
    ]);
    // The campaign's clicks are recipients who clicked: a second recipient's link counts again.
    await visit(`/s/${await messageLink()}`);
    expect(await campaignClicks()).toBe(before + 2);
    // Another link of that same message (a second address in its text) is the same recipient: not again.
    const sameMessage = newLinkCode();
    await insertMessageLinks(t.db, [{ code: sameMessage, team_id: team.a.id, campaign_id: campaign.id, message_id: messageId, contact_id: contact.id, offer_id: null, target_url: 'https://help.example/care', domain: null }]);
    expect((await visit(`/s/${sameMessage}`)).headers.location).toBe('https://help.example/care');
    expect(await campaignClicks()).toBe(before + 2);
  });

  it('counts a recipient once however many first visits arrive at the same moment', async () => {
    const code = await messageLink();
    const before = await campaignClicks();
    const answers = await Promise.all(Array.from({ length: 6 }, () => visit(`/s/${code}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(302));
    expect((await link(code)).clicks).toBe(6);
    expect(await clicksOf(code)).toHaveLength(6);
    expect(await campaignClicks()).toBe(before + 1);
    const events = await t.db.select().from(contactEvents).where(and(eq(contactEvents.contact_id, contact.id), eq(contactEvents.kind, 'clicked')));
    expect(events.filter((e) => (e.detail as { code?: string }).code === code)).toHaveLength(1);
  });

  it('sends HEAD requests and link-preview fetchers on without counting them', async () => {
    const code = await messageLink();
    const head = await visit(`/s/${code}`, { method: 'HEAD' });
    expect(head.status).toBe(302);
    expect(head.headers.location).toBe(OFFER);
    for (const agent of ['WhatsApp/2.23.20.0 A', 'facebookexternalhit/1.1', 'Slackbot-LinkExpanding 1.0', 'TelegramBot (like TwitterBot)', 'Mozilla/5.0 (compatible; Discordbot/2.0)']) {
      const res = await visit(`/s/${code}`, { agent });
      expect(res.status, agent).toBe(302);
      expect(res.headers.location).toBe(OFFER);
    }
    expect((await link(code)).clicks).toBe(0);
    expect(await clicksOf(code)).toHaveLength(0);
    // A person after the previews is the link's first click.
    const before = await campaignClicks();
    await visit(`/s/${code}`);
    expect((await link(code)).clicks).toBe(1);
    expect(await campaignClicks()).toBe(before + 1);
  });

  it('answers an unknown or malformed code with the not-found page', async () => {
    for (const path of ['/s/Zz9Zz9Z', '/s/not.a.code', `/s/${'x'.repeat(65)}`, '/s/%00abc']) {
      const res = await visit(path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(String(res.body)).toContain('This link is not valid or has expired');
    }
  });

  it('serves a code of any team, whichever host asks', async () => {
    const code = await messageLink(null, team.b.id);
    expect((await visit(`/s/${code}`, { host: HOST_A })).headers.location).toBe(OFFER);
    expect(await clicksOf(code)).toEqual([expect.objectContaining({ team_id: team.b.id })]);
  });

  it('lists the clicks to their team only, read-only, by campaign', async () => {
    const code = await messageLink();
    await visit(`/s/${code}`);
    const list = await t.call('GET', '/v1/sms/link-clicks', { token: team.a.token, query: { campaign_id: String(campaign.id), code } });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ code, campaign_id: campaign.id, message_id: messageId, contact_id: contact.id, user_agent: BROWSER })]);
    const id = list.body[0].id;
    expect((await t.call('GET', `/v1/sms/link-clicks/${id}`, { token: team.b.token })).status).toBe(404);
    expect((await t.call('GET', '/v1/sms/link-clicks', { token: team.b.token, query: { code } })).body).toEqual([]);
    expect((await t.call('POST', '/v1/sms/link-clicks', { token: team.a.token, body: { code } })).status).toBe(405);
    expect((await t.call('DELETE', `/v1/sms/link-clicks/${id}`, { token: team.a.token })).status).toBe(405);
  });

  it('is not part of the API document', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).body as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/s/'))).toEqual([]);
  });
});

describe('a team’s short-link domain', () => {
  it('serves a message link made on it at /{code}, and no link made elsewhere', async () => {
    const code = await messageLink(HOST_A);
    const res = await visit(`/${code}?utm_source=sms`, { host: HOST_A });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(OFFER);
    expect((await link(code)).clicks).toBe(1);
    // Made on Parley's own path, or on another domain: not this domain's link (B has no fallback URL).
    const elsewhere = await messageLink();
    expect((await visit(`/${elsewhere}`, { host: HOST_B })).status).toBe(404);
    expect((await visit(`/${code}`, { host: HOST_B })).status).toBe(404);
    expect((await link(code)).clicks).toBe(1);
    expect((await link(elsewhere)).clicks).toBe(0);
  });

  it('serves the team’s named short links while active and not expired, counting each visit', async () => {
    const live = await created('/v1/url-shortener/links', { domain_id: domainA.id, slug: 'spring', target_url: 'https://shop.example.com/spring' });
    const later = await created('/v1/url-shortener/links', { domain_id: domainA.id, slug: 'summer', target_url: 'https://shop.example.com/summer', expires_at: new Date(Date.now() + 86_400_000).toISOString() });
    await created('/v1/url-shortener/links', { domain_id: domainA.id, slug: 'winter', target_url: 'https://shop.example.com/winter', active: false });
    const gone = await created('/v1/url-shortener/links', { domain_id: domainA.id, slug: 'autumn', target_url: 'https://shop.example.com/autumn' });
    await t.db.update(shortLinks).set({ expires_at: new Date(Date.now() - 60_000) }).where(eq(shortLinks.id, gone.id));

    for (let i = 0; i < 2; i++) expect((await visit('/spring', { host: HOST_A })).headers.location).toBe('https://shop.example.com/spring');
    expect((await visit('/summer', { host: HOST_A })).headers.location).toBe('https://shop.example.com/summer');
    // No link there: the domain's home page, uncounted.
    for (const slug of ['winter', 'autumn', 'Spring', 'nothing']) expect((await visit(`/${slug}`, { host: HOST_A })).headers.location, slug).toBe('https://www.alpha.example/');
    // A preview and a HEAD go on, uncounted.
    expect((await visit('/spring', { host: HOST_A, agent: 'Twitterbot/1.0' })).status).toBe(302);
    expect((await visit('/spring', { host: HOST_A, method: 'HEAD' })).status).toBe(302);

    const [row] = await t.db.select().from(shortLinks).where(eq(shortLinks.id, live.id));
    expect(row.clicks).toBe(2);
    expect(row.last_clicked_at).toBeInstanceOf(Date);
    const clicks = await t.db.select().from(linkClicks).where(eq(linkClicks.short_link_id, live.id));
    expect(clicks).toHaveLength(2);
    expect(clicks[0]).toMatchObject({ team_id: team.a.id, code: null, campaign_id: null, message_id: null, contact_id: null });
    expect((await t.db.select().from(shortLinks).where(eq(shortLinks.id, later.id)))[0].clicks).toBe(1);
  });

  it('resolves a slug only on its own domain: another team’s slug is not served here', async () => {
    await created('/v1/url-shortener/links', { domain_id: domainB.id, slug: 'beta-only', target_url: 'https://beta.example.com/' }, team.b.token);
    await created('/v1/url-shortener/links', { domain_id: domainA.id, slug: 'alpha-only', target_url: 'https://alpha.example.com/' });
    expect((await visit('/beta-only', { host: HOST_B })).headers.location).toBe('https://beta.example.com/');
    expect((await visit('/beta-only', { host: HOST_A })).headers.location).toBe('https://www.alpha.example/');
    expect((await visit('/alpha-only', { host: HOST_B })).status).toBe(404);
  });

  it('shows the not-found page for an inactive or expired slug on a domain without a fallback URL', async () => {
    await created('/v1/url-shortener/links', { domain_id: domainB.id, slug: 'off', target_url: 'https://beta.example.com/off', active: false }, team.b.token);
    const old = await created('/v1/url-shortener/links', { domain_id: domainB.id, slug: 'old', target_url: 'https://beta.example.com/old' }, team.b.token);
    await t.db.update(shortLinks).set({ expires_at: new Date(Date.now() - 1_000) }).where(eq(shortLinks.id, old.id));
    for (const slug of ['off', 'old']) {
      const res = await visit(`/${slug}`, { host: HOST_B });
      expect(res.status, slug).toBe(404);
      expect(String(res.body)).toContain('This link is not valid or has expired');
    }
  });

  it('sends the bare domain to its fallback URL, or shows the not-found page without one', async () => {
    const a = await visit('/', { host: HOST_A });
    expect(a.status).toBe(302);
    expect(a.headers.location).toBe('https://www.alpha.example/');
    const b = await visit('/', { host: `${HOST_B}:8080` });
    expect(b.status).toBe(404);
    expect(String(b.body)).toContain('This link is not valid or has expired');
  });

  it('answers nothing but links there: the app, the API and files are Parley’s own host’s', async () => {
    expect((await visit(`/s/${await messageLink()}`, { host: HOST_B })).headers.location).toBe(OFFER);
    for (const path of ['/campaigns/reports', '/api/proxy/api/v1/user', '/assets/app.js', '/favicon.ico', '/s/abc/def']) {
      const res = await visit(path, { host: HOST_B });
      expect(res.status, path).toBe(404);
      expect(String(res.body), path).toContain('This link is not valid or has expired');
      expect((await visit(path, { host: HOST_A })).headers.location, path).toBe('https://www.alpha.example/');
    }
    expect((await visit('/spring', { host: HOST_A, method: 'POST' })).status).toBe(404);
  });

  it('stops serving a domain once it is no longer active', async () => {
    const domain = await activeShortener(team.a.token, 'short.alpha.example', 'https://www.alpha.example/short');
    await statusBecomes('short.alpha.example', (status) => status === 302);
    await t.db.update(domains).set({ status: 'expired' }).where(eq(domains.id, domain.id));
    await statusBecomes('short.alpha.example', (status) => status !== 302);
  });
});

describe('Parley’s own host', () => {
  it('is untouched, even when a team names it as a short-link domain', async () => {
    await activeShortener(team.b.token, 'parley.test', 'https://beta.example.com/');
    await created('/v1/url-shortener/links', { domain_id: domainA.id, slug: 'health', target_url: 'https://shop.example.com/health' });
    // Give the change bus time to be heard, so a wrong answer would show.
    await new Promise((r) => setTimeout(r, 200));
    expect((await visit('/api/proxy/api/health')).status).toBe(200);
    expect((await t.call('GET', '/v1/user', { token: team.a.token, headers: { host: 'parley.test' } })).status).toBe(200);
    const root = await visit('/');
    expect(root.status).not.toBe(302);
    expect(String(root.body)).not.toContain('This link is not valid');
    expect(String((await visit('/spring')).body)).not.toContain('This link is not valid');
  });
});
