/**
 * What the demo's sent campaigns sent: run 1 of each completed, stopped or paused campaign as the
 * sender would have left it. One message per member of the campaign's segment (a share of them for
 * a campaign stopped or paused part-way), to the contact's number with its country, network and
 * MCC/MNC, through a demo route that prices the network (the route's rate, else its dearest in the
 * country), mostly delivered, some failed, expired or rejected, over the hours of the send; each
 * with its short link (on the team's short-link domain or Parley's /s/ path) and, for some, clicks.
 * The campaigns' counters are then counted from these rows, so list, page and report agree.
 * Bulk inserts throughout (unnest): it runs at every fresh start and in tests.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { measureSms } from '../../../resources/format/sms-text.ts';
import type { SmsMessageStatus } from '../../../resources/sms/sms-logs.ts';
import type { Db } from '../../db/client.ts';
import { campaigns, contacts, segments, smsRoutes, vendorRates } from '../../db/schema/index.ts';
import { segmentWhere } from '../../domains/audience/segment-members.ts';
import { linkBase, newLinkCode } from '../../domains/campaigns/links/link-codes.ts';
import { renderText } from '../../domains/campaigns/personalise.ts';
import { rowsOf } from '../../events/change-triggers.ts';
import { DEFAULT_APP_URL } from '../demo-team.ts';
import { seededRandom, type Random } from '../random.ts';

const HOUR = 3_600_000;
/** How far a campaign got before it rested: all of the segment, or the share sent before it was paused or stopped. */
const SHARE: Record<string, number> = { completed: 1, stopped: 0.7, paused: 0.4 };
const OUTCOMES: [SmsMessageStatus, number][] = [
  ['delivered', 93],
  ['failed', 4],
  ['expired', 2],
  ['rejected', 1],
];
const ERRORS: Partial<Record<SmsMessageStatus, string>> = { failed: 'UNDELIV', expired: 'EXPIRED', rejected: 'REJECTD' };
/** The campaign routed through the USD wholesale route, so the report shows more than one currency. */
const USD_CAMPAIGN = 'Win-back 90 days';

interface Price {
  route_id: number;
  price: number;
  currency: string;
}

type Message = {
  campaign_id: number;
  contact_id: number;
  to: string;
  from: string;
  text: string;
  encoding: string;
  parts: number;
  country: string | null;
  network: string | null;
  mccmnc: string | null;
  route_id: number;
  status: SmsMessageStatus;
  cost: number;
  currency: string;
  error: string | null;
  created_at: string;
  submitted_at: string;
  delivered_at: string | null;
  code: string;
  domain: string | null;
  clicks: number;
};

export async function seedCampaignHistory(db: Db, demo: { teamId: number; userId: number; appUrl?: string }): Promise<void> {
  const rnd = seededRandom(20_261_125);
  const sent = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.team_id, demo.teamId), inArray(campaigns.status, ['completed', 'stopped', 'paused'])))
    .orderBy(campaigns.id);
  if (!sent.length) return;
  const prices = await pricesOf(db, demo.teamId);
  if (!prices) return;
  const base = await linkBase(db, demo.teamId, demo.appUrl ?? DEFAULT_APP_URL);

  const messages: Message[] = [];
  const unreached: Unreached[] = [];
  // Two campaigns may share a segment: its members are read once.
  const membersOf = new Map<number, Promise<Member[]>>();
  for (const [index, campaign] of sent.entries()) {
    const segmentId = campaign.segment_id;
    if (!segmentId) continue;
    if (!membersOf.has(segmentId)) membersOf.set(segmentId, membersOfSegment(db, segmentId));
    const members = await membersOf.get(segmentId)!;
    const reached = members.slice(0, Math.round(members.length * (SHARE[campaign.status] ?? 1)));
    // The rest of the frozen audience: still to go for a paused send, left out by a stop.
    for (const c of members.slice(reached.length)) unreached.push({ campaign_id: campaign.id, contact_id: c.id, state: campaign.status === 'paused' ? 'pending' : 'excluded' });
    // Every other campaign on the team's short-link domain, the others on Parley's own path.
    const domain = index % 2 === 0 ? base.domain : null;
    const prefix = domain ? `https://${domain}/` : base.prefix;
    const start = (campaign.scheduled_at ?? campaign.created_at).getTime();
    const hours = campaign.status === 'completed' ? 6 : 3;
    const clickRate = 0.03 + rnd.next() * 0.06;
    const pick = campaign.name === USD_CAMPAIGN ? prices.usd : prices.eur;
    for (const [i, c] of reached.entries()) {
      const code = newLinkCode();
      const text = renderText(campaign.text, c, `${prefix}${code}`);
      const { encoding, parts } = measureSms(text);
      const price = pick(c.country, c.mcc && c.mnc ? `${c.mcc}${c.mnc}` : null, rnd);
      const status = rnd.weighted(OUTCOMES);
      const created = start + Math.floor((i / reached.length) * hours * HOUR);
      const submitted = created + rnd.int(200, 3_000);
      messages.push({
        campaign_id: campaign.id,
        contact_id: c.id,
        to: c.phone!,
        from: campaign.sender_id ?? 'Parley',
        text,
        encoding,
        parts: parts.length,
        country: c.country,
        network: c.network,
        mccmnc: c.mcc && c.mnc ? `${c.mcc}${c.mnc}` : null,
        route_id: price.route_id,
        status,
        cost: price.price * parts.length,
        currency: price.currency,
        error: ERRORS[status] ?? null,
        created_at: new Date(created).toISOString(),
        submitted_at: new Date(submitted).toISOString(),
        delivered_at: status === 'delivered' ? new Date(submitted + rnd.int(2_000, 90_000)).toISOString() : null,
        code,
        domain,
        clicks: status === 'delivered' && rnd.chance(clickRate) ? rnd.weighted([[1, 70], [2, 22], [3, 8]]) : 0,
      });
    }
  }
  if (!messages.length) return;
  await insertHistory(db, demo, messages);
  await freezeAudiences(db, sent.map((c) => c.id), unreached);
  await countCampaigns(db, sent.map((c) => c.id));
}

interface Unreached {
  campaign_id: number;
  contact_id: number;
  state: 'pending' | 'excluded';
}

/** Run 1's frozen audience as the send job leaves it: each message's recipient queued, the others pending (paused) or stopped. */
async function freezeAudiences(db: Db, ids: number[], unreached: Unreached[]): Promise<void> {
  await db.execute(sql`
    insert into campaign_recipients (campaign_id, run, contact_id, state, time_zone, message_id)
    select campaign_id, 1, contact_id, 'queued', 'UTC', id from sms_messages
    where campaign_id = any(${sql.param(ids)}::int[]) and contact_id is not null
    on conflict do nothing`);
  if (!unreached.length) return;
  await db.execute(sql`
    insert into campaign_recipients (campaign_id, run, contact_id, state, time_zone, reason)
    select u.campaign_id, 1, u.contact_id, u.state, 'UTC', case when u.state = 'excluded' then 'stopped' end
    from unnest(${sql.param(unreached.map((u) => u.campaign_id))}::int[], ${sql.param(unreached.map((u) => u.contact_id))}::int[], ${sql.param(unreached.map((u) => u.state))}::text[])
      as u(campaign_id, contact_id, state)
    on conflict do nothing`);
}

type Member = Pick<typeof contacts.$inferSelect, 'id' | 'phone' | 'first_name' | 'last_name' | 'custom' | 'country' | 'network' | 'mcc' | 'mnc'>;

async function membersOfSegment(db: Db, segmentId: number): Promise<Member[]> {
  const [segment] = await db.select().from(segments).where(eq(segments.id, segmentId));
  const { id, phone, first_name, last_name, custom, country, network, mcc, mnc } = contacts;
  return db.select({ id, phone, first_name, last_name, custom, country, network, mcc, mnc }).from(contacts).where(await segmentWhere(db, segment)).orderBy(contacts.id);
}

/** The demo routes' active prices: by network (MCC+MNC), and each route's dearest per country as the stand-in. */
async function pricesOf(db: Db, teamId: number) {
  const routes = await db.select({ id: smsRoutes.id, name: smsRoutes.name, currency: smsRoutes.currency }).from(smsRoutes).where(and(eq(smsRoutes.team_id, teamId), eq(smsRoutes.status, 'active')));
  const simulator = routes.find((r) => r.name === 'Parley SMSC simulator');
  const wholesale = routes.find((r) => r.currency === 'USD');
  if (!simulator || !wholesale) return null;
  const rates = await db
    .select({ route_id: vendorRates.route_id, country: vendorRates.country, mcc: vendorRates.mcc, mnc: vendorRates.mnc, price: vendorRates.price, currency: vendorRates.currency })
    .from(vendorRates)
    .where(and(eq(vendorRates.team_id, teamId), eq(vendorRates.status, 'active')));
  const byNetwork = new Map<string, Price[]>();
  const dearest = new Map<string, Price>();
  for (const r of rates) {
    const price = { route_id: r.route_id, price: r.price, currency: r.currency };
    const key = `${r.mcc}${r.mnc}`;
    byNetwork.set(key, [...(byNetwork.get(key) ?? []), price]);
    const countryKey = `${r.route_id}|${r.country}`;
    if ((dearest.get(countryKey)?.price ?? -1) < r.price) dearest.set(countryKey, price);
  }
  const simulatorPrice = (country: string | null) => dearest.get(`${simulator.id}|${country}`) ?? { route_id: simulator.id, price: 5_000, currency: 'EUR' };
  return {
    /** A EUR route pricing the network (the vendor's or the simulator), as the premium plan would send. */
    eur: (country: string | null, mccmnc: string | null, rnd: Random): Price => {
      const options = (mccmnc ? byNetwork.get(mccmnc) ?? [] : []).filter((p) => p.currency === 'EUR');
      return options.length ? rnd.pick(options) : simulatorPrice(country);
    },
    /** The USD wholesale route: its rate for the network, else its dearest in the country, else its dearest anywhere. */
    usd: (country: string | null, mccmnc: string | null): Price => {
      const own = (mccmnc ? byNetwork.get(mccmnc) ?? [] : []).find((p) => p.route_id === wholesale.id);
      const fallback = { route_id: wholesale.id, price: Math.max(...rates.filter((r) => r.route_id === wholesale.id).map((r) => r.price), 10_000), currency: 'USD' };
      return own ?? dearest.get(`${wholesale.id}|${country}`) ?? fallback;
    },
  };
}

async function insertHistory(db: Db, demo: { teamId: number; userId: number }, messages: Message[]): Promise<void> {
  const col = <K extends keyof Message>(key: K) => sql.param(messages.map((m) => m[key]));
  const inserted = await db.execute(sql`
    insert into sms_messages (team_id, created_by_id, updated_by_id, campaign_id, run, contact_id, "to", "from", text, encoding, parts, country, network, mccmnc,
      route_id, status, cost, currency, error, attempts, created_at, updated_at, submitted_at, delivered_at)
    select ${demo.teamId}, ${demo.userId}, ${demo.userId}, campaign_id, 1, contact_id, "to", "from", text, encoding, parts, country, network, mccmnc,
      route_id, status, cost, currency, error, 1, created_at, coalesce(delivered_at, submitted_at), submitted_at, delivered_at
    from unnest(${col('campaign_id')}::int[], ${col('contact_id')}::int[], ${col('to')}::text[], ${col('from')}::text[], ${col('text')}::text[],
      ${col('encoding')}::text[], ${col('parts')}::int[], ${col('country')}::text[], ${col('network')}::text[], ${col('mccmnc')}::text[],
      ${col('route_id')}::int[], ${col('status')}::text[], ${col('cost')}::int[], ${col('currency')}::text[], ${col('error')}::text[],
      ${col('created_at')}::timestamptz[], ${col('submitted_at')}::timestamptz[], ${col('delivered_at')}::timestamptz[])
      as m(campaign_id, contact_id, "to", "from", text, encoding, parts, country, network, mccmnc, route_id, status, cost, currency, error, created_at, submitted_at, delivered_at)
    returning id, campaign_id, contact_id`);
  const idOf = new Map(rowsOf<{ id: number; campaign_id: number; contact_id: number }>(inserted).map((r) => [`${r.campaign_id}|${r.contact_id}`, r.id]));
  const ids = messages.map((m) => idOf.get(`${m.campaign_id}|${m.contact_id}`)!);

  // Each message's parts, settled as the message is; then its link, and a visit per click an hour or so after delivery.
  await db.execute(sql`
    insert into sms_message_parts (message_id, seq, route_id, vendor_message_id, status, error_code, submitted_at, done_at)
    select m.id, s.seq, m.route_id, md5(m.id::text || '-' || s.seq), m.status, case when m.status = 'delivered' then '000' else '001' end,
      m.submitted_at, coalesce(m.delivered_at, m.submitted_at + interval '1 minute')
    from sms_messages m cross join lateral generate_series(0, m.parts - 1) as s(seq)
    where m.id = any(${sql.param(ids)}::int[])`);
  const clickedAt = messages.map((m) => (m.clicks ? new Date(Date.parse(m.delivered_at!) + 20 * 60_000 + (m.contact_id % 97) * 60_000).toISOString() : null));
  await db.execute(sql`
    insert into message_links (code, team_id, campaign_id, message_id, contact_id, offer_id, target_url, domain, clicks, first_clicked_at, last_clicked_at, created_at)
    select l.code, ${demo.teamId}, l.campaign_id, l.message_id, l.contact_id, c.offer_id, coalesce(o.url, 'https://example.com'), l.domain, l.clicks,
      l.clicked_at, l.clicked_at + (l.clicks - 1) * interval '3 hours', l.created_at
    from unnest(${col('code')}::text[], ${col('campaign_id')}::int[], ${sql.param(ids)}::int[], ${col('contact_id')}::int[], ${col('domain')}::text[],
      ${col('clicks')}::int[], ${sql.param(clickedAt)}::timestamptz[], ${col('created_at')}::timestamptz[])
      as l(code, campaign_id, message_id, contact_id, domain, clicks, clicked_at, created_at)
    join campaigns c on c.id = l.campaign_id left join offers o on o.id = c.offer_id`);
  await db.execute(sql`
    insert into link_clicks (team_id, code, campaign_id, message_id, contact_id, clicked_at, ip, user_agent)
    select l.team_id, l.code, l.campaign_id, l.message_id, l.contact_id, l.first_clicked_at + (n - 1) * interval '3 hours',
      '203.0.113.' || (l.message_id % 250 + 1), (array['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)', 'Mozilla/5.0 (Linux; Android 14; Pixel 8)'])[1 + l.message_id % 2]
    from message_links l cross join lateral generate_series(1, l.clicks) as n
    where l.team_id = ${demo.teamId} and l.clicks > 0 and l.message_id = any(${sql.param(ids)}::int[])`);
}

/** The campaigns' counters and run from their messages: sent is what an SMSC took, cost what those cost, clicks the recipients who opened their link. */
async function countCampaigns(db: Db, ids: number[]): Promise<void> {
  await db.execute(sql`
    update campaigns c set run = 1, sent = f.sent, delivered = f.delivered, failed = f.failed, clicks = f.clicks, cost = f.cost, currency = f.currency,
      costs = case when f.cost <> 0 then jsonb_build_object(f.currency, f.cost) else '{}'::jsonb end,
      recipients = (select count(*) from campaign_recipients r where r.campaign_id = c.id and r.run = 1),
      excluded = (select count(*) from campaign_recipients r where r.campaign_id = c.id and r.run = 1 and r.state = 'excluded'),
      started_at = f.started_at,
      finished_at = case when c.status in ('completed', 'stopped') then f.finished_at end
    from (
      select m.campaign_id, count(*) as messages, count(*) filter (where m.submitted_at is not null) as sent,
        count(*) filter (where m.status = 'delivered') as delivered, count(*) filter (where m.status in ('failed', 'expired', 'rejected')) as failed,
        count(*) filter (where l.clicks > 0) as clicks, coalesce(sum(m.cost) filter (where m.submitted_at is not null), 0) as cost, min(m.currency) as currency,
        min(m.created_at) as started_at, max(coalesce(m.delivered_at, m.submitted_at)) as finished_at
      from sms_messages m left join message_links l on l.message_id = m.id
      where m.campaign_id = any(${sql.param(ids)}::int[])
      group by m.campaign_id) f
    where c.id = f.campaign_id`);
}
