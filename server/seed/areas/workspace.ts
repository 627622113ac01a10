/**
 * Demo data of the workspace area: three integrations with their request log and six billing
 * periods each, 25 notifications (about half unread), a year of invoices, eight top-ups, three
 * domains (and the platform's registrar account, once per installation), 40 MNP lookups and 20
 * short links. Deterministic: a seeded generator, dates counted from the start of the current UTC day.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DAY, MINUTE, demoClock } from '../clock.ts';
import { seededRandom } from '../random.ts';
import { DEFAULT_APP_URL, type DemoTeam } from '../demo-team.ts';
import { domainAccounts, domains, integrationBillings, integrationRequests, integrations, invoices, mnpRequests, notifications, shortLinks, topUps } from '../../db/schema/index.ts';


const FIRST_NAMES = ['Lena', 'Jonas', 'Sofia', 'Mateo', 'Emma', 'Noah', 'Mila', 'Lucas', 'Hannah', 'Elias', 'Clara', 'Finn'];
const LAST_NAMES = ['Becker', 'de Vries', 'García', 'Jansen', 'Müller', 'Rossi', 'Smith', 'Novak', 'Bakker', 'Schulz'];

/** Networks a number may have started on and been ported to, per country prefix. */
const MNP_COUNTRIES: { country: string; prefix: string; digits: number; networks: string[] }[] = [
  { country: 'DE', prefix: '+4915', digits: 9, networks: ['Telekom Deutschland', 'Vodafone GmbH', 'Telefónica Germany'] },
  { country: 'GB', prefix: '+447', digits: 9, networks: ['EE Limited', 'Vodafone UK', 'Virgin Media O2', 'Three UK'] },
  { country: 'NL', prefix: '+316', digits: 8, networks: ['KPN Mobile', 'Vodafone Libertel', 'Odido'] },
  { country: 'ES', prefix: '+346', digits: 8, networks: ['Telefónica Móviles', 'Vodafone España', 'Orange Espagne'] },
  { country: 'US', prefix: '+1415', digits: 7, networks: ['T-Mobile USA', 'Verizon Wireless', 'AT&T Mobility'] },
];

export async function seedWorkspaceArea(db: Db, demo: DemoTeam): Promise<void> {
  const appUrl = demo.appUrl ?? DEFAULT_APP_URL;
  const rnd = seededRandom(20_260_612);
  const clock = demoClock();
  const today = Math.floor(clock.now / DAY) * DAY;
  const at = clock.daysAgo;
  const own = { team_id: demo.teamId, created_by_id: demo.userId, updated_by_id: demo.userId };
  const monthStart = (monthsAgo: number) => {
    const d = new Date(today);
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - monthsAgo, 1));
  };
  const monthEnd = (monthsAgo: number) => new Date(monthStart(monthsAgo - 1).getTime() - DAY);
  const ym = (d: Date) => `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  const invoiceNumber = (monthsAgo: number) => `PRL-${ym(monthStart(monthsAgo))}-${String(demo.teamId).padStart(5, '0')}`;

  // Integrations and their request log.
  const [hubspot, webhook, pipedrive] = await db
    .insert(integrations)
    .values([
      {
        ...own,
        name: 'HubSpot — sales pipeline',
        vendor: 'hubspot',
        status: 'active',
        endpoint_url: 'https://api.hubspot.example.com',
        api_key: `pat-eu1-${rnd.hex(8)}-${rnd.hex(4)}-${rnd.hex(4)}-${rnd.hex(12)}`,
        config: { pipeline: 'default', deal_stage: 'appointmentscheduled', owner_email: 'sales@brightpath.example', events: ['call.interested', 'sms.reply'], field_map: { phone: 'phone', first_name: 'firstname', last_name: 'lastname' } },
        description: 'Creates a contact and a deal in HubSpot when an AI call ends as "interested" or a contact answers an SMS.',
      },
      {
        ...own,
        name: 'Solar leads webhook',
        vendor: 'webhook',
        status: 'active',
        endpoint_url: 'https://leads.brightpath.example/hooks/parley',
        api_key: `whsec_${rnd.hex(32)}`,
        config: { events: ['call.completed', 'lead.qualified'], retries: 3, signature_header: 'X-Parley-Signature' },
        description: 'Posts qualified leads to the installer portal; signed with the shared secret.',
      },
      {
        ...own,
        name: 'Pipedrive (old CRM)',
        vendor: 'pipedrive',
        status: 'disabled',
        endpoint_url: 'https://pipedrive.example.com/api/v1',
        api_key: rnd.hex(40),
        config: { stage_id: 3, pipeline_id: 1 },
        description: 'Kept for reference after the move to HubSpot; disabled in spring.',
      },
    ])
    .returning({ id: integrations.id });

  const requestRows: (typeof integrationRequests.$inferInsert)[] = [];
  const lead = () => {
    const first = rnd.pick(FIRST_NAMES);
    const last = rnd.pick(LAST_NAMES);
    return { first, last, phone: `+4917${rnd.int(10_000_000, 99_999_999)}`, email: `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com' };
  };
  const plan: [integration: number, count: number, newestDay: number, oldestDay: number][] = [
    [hubspot.id, 25, 0, 13],
    [webhook.id, 25, 0, 13],
    [pipedrive.id, 10, 75, 95],
  ];
  for (const [integration_id, count, newest, oldest] of plan) {
    for (let i = 0; i < count; i++) {
      const p = lead();
      const requested_at = at(newest + Math.floor(((oldest - newest) * i) / count), rnd.int(8 * 60, 20 * 60));
      const outcome = rnd.chance(0.84) ? 'ok' : rnd.pick(['rate_limited', 'server_error', 'unauthorized', 'timeout'] as const);
      const status_code = { ok: integration_id === hubspot.id ? 201 : 200, rate_limited: 429, server_error: 502, unauthorized: 401, timeout: 0 }[outcome];
      const error_message = { ok: undefined, rate_limited: 'Rate limit hit: 100 requests per 10 seconds; retried after 2 s.', server_error: 'Bad gateway from the vendor.', unauthorized: 'The API key was rejected (401).', timeout: 'No answer within 10 s.' }[outcome];
      if (integration_id === hubspot.id) {
        const search = i % 5 === 0;
        requestRows.push({
          ...own,
          integration_id,
          direction: 'outbound',
          method: search ? 'POST' : rnd.pick(['POST', 'POST', 'PATCH'] as const),
          url: search ? 'https://api.hubspot.example.com/crm/v3/objects/contacts/search' : 'https://api.hubspot.example.com/crm/v3/objects/contacts',
          status_code,
          duration_ms: outcome === 'timeout' ? 10_000 : rnd.int(120, 900),
          error_message,
          request_body: search ? { filterGroups: [{ filters: [{ propertyName: 'phone', operator: 'EQ', value: p.phone }] }] } : { properties: { firstname: p.first, lastname: p.last, phone: p.phone, email: p.email, lifecyclestage: 'lead' } },
          response_body: outcome === 'ok' ? { id: String(rnd.int(10_000_000_000, 99_999_999_999)), archived: false, createdAt: requested_at.toISOString() } : { status: 'error', message: error_message ?? 'Error' },
          requested_at,
        });
      } else if (integration_id === webhook.id) {
        requestRows.push({
          ...own,
          integration_id,
          direction: 'outbound',
          method: 'POST',
          url: 'https://leads.brightpath.example/hooks/parley',
          status_code,
          duration_ms: outcome === 'timeout' ? 10_000 : rnd.int(60, 450),
          error_message,
          request_body: { event: rnd.pick(['call.completed', 'lead.qualified']), lead: { name: `${p.first} ${p.last}`, phone: p.phone, email: p.email }, outcome: 'interested', score: rnd.int(55, 98) },
          response_body: outcome === 'ok' ? { received: 1, lead_id: `L-${rnd.int(100_000, 999_999)}` } : { error: error_message ?? 'Error' },
          requested_at,
        });
      } else {
        requestRows.push({
          ...own,
          integration_id,
          direction: i % 4 === 0 ? 'inbound' : 'outbound',
          method: 'POST',
          url: i % 4 === 0 ? `${appUrl}/api/proxy/api/v1/webhooks/integrations/pipedrive` : 'https://pipedrive.example.com/api/v1/persons',
          status_code,
          duration_ms: outcome === 'timeout' ? 10_000 : rnd.int(200, 1400),
          error_message,
          request_body: i % 4 === 0 ? { event: 'updated.deal', current: { id: rnd.int(1000, 9999), status: 'won' } } : { name: `${p.first} ${p.last}`, phone: [{ value: p.phone, primary: 'yes' }], email: [{ value: p.email }] },
          response_body: outcome === 'ok' ? { success: 'true', data: { id: rnd.int(1000, 9999) } } : { success: 'false', error: error_message ?? 'Error' },
          requested_at,
        });
      }
    }
  }
  await db.insert(integrationRequests).values(requestRows);
  for (const [id] of plan) {
    const mine = requestRows.filter((r) => r.integration_id === id);
    const last = new Date(Math.max(...mine.map((r) => (r.requested_at as Date).getTime())));
    await db.update(integrations).set({ requests_count: mine.length, last_request_at: last }).where(eq(integrations.id, id));
  }

  // Six monthly billing periods per integration: the current one open, last month's invoiced, older paid.
  const billingRows: (typeof integrationBillings.$inferInsert)[] = [];
  for (const [id, base, pricePerRequest] of [
    [hubspot.id, 2400, 0.5],
    [webhook.id, 1800, 0.3],
    [pipedrive.id, 900, 0.5],
  ] as const) {
    for (let m = 0; m < 6; m++) {
      const requests_count = id === pipedrive.id && m < 2 ? 0 : Math.round(base * (0.7 + rnd.int(0, 60) / 100));
      billingRows.push({
        ...own,
        integration_id: id,
        period_start: monthStart(m),
        period_end: monthEnd(m),
        requests_count,
        amount: Math.round(requests_count * pricePerRequest) + (requests_count ? 900 : 0),
        currency: 'EUR',
        status: m === 0 ? 'open' : m === 1 ? 'invoiced' : 'paid',
        invoice_number: m === 0 ? null : invoiceNumber(m),
      });
    }
  }
  await db.insert(integrationBillings).values(billingRows);

  // Notifications: the newest 12 unread.
  const notes: [type: 'campaign_finished' | 'low_balance' | 'rate_change' | 'import_done' | 'system', level: 'info' | 'success' | 'warning' | 'danger', title: string, body: string, link?: string][] = [
    ['campaign_finished', 'success', 'Campaign "Spring solar offer" finished', 'Sent **18,420** messages, **97.8 %** delivered, 412 replies.', '/campaigns'],
    ['low_balance', 'warning', 'Balance below €100', 'Your prepaid balance is **€86.40**. Campaigns pause when it reaches zero.', '/my-account/top-ups'],
    ['rate_change', 'info', 'Vendor rates changed for 14 networks', 'Telvia Global Carrier sent new prices effective in 7 days; 3 increases above 10 %.', '/sms/routing/rates/Changes'],
    ['import_done', 'success', 'Contacts import finished', '**4,812** contacts imported from `leads-october.csv`; 37 rows skipped (invalid numbers).', '/audience/Uploads'],
    ['system', 'info', 'Scheduled maintenance on Sunday 03:00–04:00 UTC', 'Sending is queued during the window and resumes automatically.'],
    ['campaign_finished', 'success', 'AI call campaign "Heat pump callbacks" finished', '**1,204** calls, 188 interested, average call 2 min 41 s.', '/agents/campaigns'],
    ['rate_change', 'warning', 'Price increase for Nigeria (MTN)', 'MTN Nigeria rises by **18 %** from the 1st; check your client rates.', '/sms/routing/rates/Changes'],
    ['import_done', 'danger', 'Import of `webinar-signups.xlsx` failed', 'The file has no phone column. Map a column to **phone** and try again.', '/audience/Uploads'],
    ['system', 'warning', 'HubSpot integration answered 429', 'HubSpot rate-limited 3 requests in the last hour; they were retried.', '/integrations'],
    ['low_balance', 'danger', 'Balance exhausted — campaigns paused', 'Two campaigns were paused. Top up to resume sending.', '/my-account/top-ups'],
    ['campaign_finished', 'info', 'Campaign "Win-back November" stopped', 'Stopped by Ada after **6,010** of 9,500 messages.', '/campaigns'],
    ['system', 'info', 'New sign-in from Chrome on macOS', 'If this was not you, change your password and revoke your API tokens.', '/settings/tokens'],
  ];
  const notificationRows = Array.from({ length: 25 }, (_, i) => {
    const [type, level, title, body, link] = notes[i % notes.length];
    const created = at(Math.floor(i * 1.3), -rnd.int(30, 600));
    const read = i >= 12;
    return { ...own, type, level, title, body, link: link ?? null, read, read_at: read ? new Date(created.getTime() + rnd.int(5, 600) * MINUTE) : null, created_at: created, updated_at: created };
  });
  await db.insert(notifications).values(notificationRows);

  // Invoices of the last 12 months: the newest open, one overdue, one void, the rest paid.
  const invoiceRows = Array.from({ length: 12 }, (_, i) => {
    const m = i + 1;
    const issued = monthStart(m - 1);
    const amount = rnd.int(18_000, 92_000);
    const tax = Math.round(amount * 0.21);
    const status = m === 1 ? 'open' : m === 2 ? 'overdue' : m === 7 ? 'void' : 'paid';
    const due = new Date(issued.getTime() + 14 * DAY);
    return {
      ...own,
      number: invoiceNumber(m),
      period_start: monthStart(m),
      period_end: monthEnd(m),
      amount,
      tax,
      total: amount + tax,
      currency: 'EUR' as const,
      status: status as 'open' | 'overdue' | 'void' | 'paid',
      due_at: due,
      paid_at: status === 'paid' ? new Date(issued.getTime() + rnd.int(1, 12) * DAY + rnd.int(480, 1080) * MINUTE) : null,
      created_at: issued,
      updated_at: issued,
    };
  });
  await db.insert(invoices).values(invoiceRows);

  // Top-ups.
  const topUpPlan: [daysAgo: number, amount: number, method: 'card' | 'paypal' | 'crypto' | 'wire', status: 'pending' | 'completed' | 'failed' | 'refunded', reference?: string][] = [
    [3, 50_000, 'card', 'completed'],
    [4, 100_000, 'wire', 'completed', 'PO-2291'],
    [12, 25_000, 'card', 'failed'],
    [12, 25_000, 'paypal', 'completed'],
    [41, 200_000, 'wire', 'completed', 'PO-2240'],
    [67, 50_000, 'crypto', 'completed'],
    [95, 30_000, 'card', 'refunded', 'Duplicate charge'],
    [120, 150_000, 'wire', 'completed', 'PO-2163'],
  ];
  await db.insert(topUps).values(
    topUpPlan.map(([d, amount, method, status, reference]) => {
      const created = at(d, rnd.int(540, 1020));
      const provider_reference = { card: `ch_${rnd.hex(24)}`, paypal: `PAYID-${rnd.hex(20).toUpperCase()}`, crypto: `0x${rnd.hex(64)}`, wire: `BNK-${rnd.int(100_000, 999_999)}` }[method];
      return {
        ...own,
        amount,
        currency: 'EUR' as const,
        method,
        status,
        reference: reference ?? null,
        provider_reference: status === 'pending' ? null : provider_reference,
        completed_at: status === 'completed' || status === 'refunded' ? new Date(created.getTime() + (method === 'wire' ? 2 * DAY : rnd.int(1, 20) * MINUTE)) : null,
        created_at: created,
        updated_at: created,
      };
    }),
  );

  // The platform's registrar account (staff data, no team): seeded once per installation.
  let [registrar] = await db.select({ id: domainAccounts.id }).from(domainAccounts).limit(1);
  if (!registrar) {
    [registrar] = await db
      .insert(domainAccounts)
      .values({ name: 'Parley Namecheap — main', registrar: 'namecheap', api_user: 'parleyops', api_key: rnd.hex(32), tlds: ['com', 'net', 'io', 'co', 'link', 'co.uk'], status: 'active', balance: 48_230, currency: 'USD', created_by_id: demo.userId, updated_by_id: demo.userId })
      .returning({ id: domainAccounts.id });
  }

  const [shortDomain, , landing] = await db
    .insert(domains)
    .values([
      { ...own, name: 'go.brightpath.example', purpose: 'url_shortener', status: 'active', registrar_account_id: registrar.id, auto_renew: true, expires_at: at(-214), fallback_url: 'https://www.brightpath.example', dns_verified_at: at(151, 640) },
      { ...own, name: 'mail.brightpath.example', purpose: 'sender', status: 'active', registrar_account_id: null, auto_renew: false, expires_at: at(-61), dns_verified_at: at(302, 915) },
      { ...own, name: 'solar-offers.example', purpose: 'landing', status: 'active', registrar_account_id: registrar.id, auto_renew: true, expires_at: at(-364), dns_verified_at: at(33, 610) },
    ])
    .returning({ id: domains.id });

  // MNP lookups: about a quarter of the numbers have moved network.
  await db.insert(mnpRequests).values(
    Array.from({ length: 40 }, (_, i) => {
      const c = MNP_COUNTRIES[i % MNP_COUNTRIES.length];
      const phone = `${c.prefix}${String(rnd.int(0, 10 ** c.digits - 1)).padStart(c.digits, '0')}`;
      const created = at(Math.floor(i / 3), -rnd.int(10, 600));
      const status = i % 17 === 5 ? 'failed' : 'completed';
      const original = rnd.pick(c.networks);
      const ported = status === 'completed' && rnd.chance(0.25);
      const current = ported ? rnd.pick(c.networks.filter((n) => n !== original)) : original;
      return {
        ...own,
        phone,
        status,
        ported,
        country: c.country,
        original_network: original,
        current_network: status === 'completed' ? current : null,
        checked_at: new Date(created.getTime() + rnd.int(1, 30) * 1000),
        cost: status === 'completed' ? 1 : 0,
        currency: 'EUR' as const,
        note: i % 9 === 0 ? 'Checked before the heat-pump campaign' : null,
        created_at: created,
        updated_at: created,
      } as typeof mnpRequests.$inferInsert;
    }),
  );

  // Short links: campaign links on the short domain, four on the landing domain.
  const slugs = ['solar24', 'heatpump', 'quote', 'spring', 'winback', 'webinar', 'faq', 'install', 'review', 'refer', 'app', 'offer10', 'battery', 'ev-charger', 'survey', 'callback'];
  await db.insert(shortLinks).values([
    ...slugs.map((slug, i) => {
      const created = at(170 - i * 10, rnd.int(480, 1000));
      const clicks = i === 15 ? 0 : rnd.int(40, 3200);
      return {
        ...own,
        domain_id: shortDomain.id,
        slug,
        target_url: `https://www.brightpath.example/${slug === 'app' ? 'download' : slug}?utm_source=sms&utm_medium=parley&utm_campaign=${slug}`,
        title: `${slug.replace(/-/g, ' ').replace(/^\w/, (s) => s.toUpperCase())} — SMS link`,
        active: i !== 4 && i !== 9,
        expires_at: i === 4 ? at(20) : null,
        clicks,
        last_clicked_at: clicks ? at(Math.max(0, 20 - i), rnd.int(0, 1400)) : null,
        created_at: created,
        updated_at: created,
      };
    }),
    ...['roof-check', 'savings-calculator', 'grant', 'thanks'].map((slug, i) => ({
      ...own,
      domain_id: landing.id,
      slug,
      target_url: `https://pages.brightpath.example/${slug}`,
      title: `Landing page: ${slug.replace(/-/g, ' ')}`,
      active: true,
      clicks: rnd.int(12, 400),
      last_clicked_at: at(i + 1, rnd.int(0, 1400)),
      created_at: at(30 - i),
      updated_at: at(30 - i),
    })),
  ]);
}
