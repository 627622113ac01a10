/**
 * Demo data of the SMS routing and hub area: five vendor routes, two routing plans with their
 * rules (splits, failover, least cost), vendor prices for the 186 networks of 77 countries of the
 * network dictionary (server/domains/sms/networks/dictionary.ts), 500 vendor rates with their change log, rate inboxes,
 * four hub endpoints with 150 client rates, live phones with SMS tests, a blacklist and profit rules.
 * Deterministic: a seeded generator, dates counted from the start of the current UTC day.
 */
import { parseDecimal } from '../../../resources/format/money.ts';
import { SMS_PRICE_SCALE } from '../../../resources/sms/shared.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { demoClock } from '../clock.ts';
import { COUNTRY_NETWORKS, NETWORK_DICTIONARY } from '../../domains/sms/networks/dictionary.ts';
import { BUILTIN_SMSC_ACCOUNT } from '../../domains/sms/delivery/builtin-smsc.ts';
import { insertChunks, seededRandom } from '../random.ts';
import { seedCompanies } from './companies.ts';
import { seedEndpointBinds } from './endpoint-binds.ts';
import {
  clientRates,
  companies,
  emailUpdates,
  hubEndpoints,
  livePhoneMessages,
  livePhones,
  profitRules,
  rateChanges,
  rateInboxes,
  routingPlans,
  segments,
  routingRules,
  smsBlacklist,
  smsRoutes,
  smsTests,
  vendorRates,
} from '../../db/schema/index.ts';

/** A price as it reads (EUR 0.072) as the integer stored (72000): the shared parser, no float. */
function smsPrice(text: string): number {
  const parsed = parseDecimal(text, SMS_PRICE_SCALE);
  if (!parsed.ok) throw new Error(`not an SMS price: ${text}`);
  return Number(parsed.units);
}

/** Typical vendor price per SMS in EUR of each country of the network dictionary, as it reads. */
const BASE_PRICE: Record<string, string> = {
  DE: '0.072',
  GB: '0.031',
  FR: '0.054',
  ES: '0.062',
  IT: '0.068',
  NL: '0.079',
  BE: '0.083',
  AT: '0.066',
  CH: '0.058',
  PL: '0.024',
  SE: '0.046',
  NO: '0.052',
  DK: '0.039',
  FI: '0.061',
  PT: '0.033',
  IE: '0.057',
  CZ: '0.037',
  RO: '0.042',
  GR: '0.048',
  HU: '0.051',
  TR: '0.0095',
  US: '0.0062',
  CA: '0.0084',
  MX: '0.021',
  BR: '0.0145',
  AR: '0.029',
  CL: '0.0275',
  CO: '0.0078',
  IN: '0.0024',
  ID: '0.0315',
  PH: '0.016',
  TH: '0.012',
  VN: '0.033',
  MY: '0.0195',
  SG: '0.036',
  AE: '0.041',
  SA: '0.038',
  EG: '0.062',
  NG: '0.245',
  ZA: '0.0175',
  RU: '0.295',
  UA: '0.105',
  IL: '0.112',
  JP: '0.071',
  KR: '0.0235',
  CN: '0.0345',
  HK: '0.041',
  TW: '0.048',
  PK: '0.145',
  BD: '0.215',
  LK: '0.118',
  NZ: '0.062',
  KE: '0.084',
  GH: '0.123',
  MA: '0.091',
  TN: '0.235',
  DZ: '0.187',
  QA: '0.044',
  KW: '0.092',
  BH: '0.039',
  OM: '0.126',
  JO: '0.151',
  LB: '0.097',
  IR: '0.052',
  PE: '0.0455',
  EC: '0.109',
  UY: '0.064',
  CR: '0.0385',
  SK: '0.058',
  BG: '0.089',
  HR: '0.074',
  RS: '0.121',
  LT: '0.041',
  EE: '0.067',
  SI: '0.049',
  NP: '0.158',
  KH: '0.072',
};


export async function seedSms(db: Db, demo: { teamId: number; userId: number; smscPort?: number | null }): Promise<void> {
  const rnd = seededRandom(20_260_401);
  const { daysAgo } = demoClock();
  const own = { team_id: demo.teamId, created_by_id: demo.userId, updated_by_id: demo.userId };
  // The dictionary's networks with a country price: the ones the vendors price (the dictionary's own order keeps the draws stable).
  const networkRows = COUNTRY_NETWORKS.map((n) => ({ ...n, base: smsPrice(BASE_PRICE[n.country]) }));

  // Routes: the vendors' SMPP binds and one HTTP API.
  const routeRows = await db
    .insert(smsRoutes)
    .values([
      { ...own, name: 'Telvia Direct EU', vendor: 'Telvia Global Carrier', protocol: 'smpp', host: 'smpp-eu1.telvia.example.net', port: 2775, system_id: 'prl_eu01', password: 'Tv8#kq2w', system_type: 'SMPP', bind_type: 'transceiver', window_size: 20, enquire_link_seconds: 30, throughput_per_second: 200, currency: 'EUR', status: 'active' },
      { ...own, name: 'Nordlink Premium', vendor: 'Nordlink Messaging AB', protocol: 'smpp', host: 'bind.nordlink.example.net', port: 3700, system_id: 'parley01', password: 'nL4!zr9p', bind_type: 'transmitter', window_size: 10, source_ton: 5, source_npi: 0, enquire_link_seconds: 60, throughput_per_second: 120, currency: 'EUR', status: 'active' },
      { ...own, name: 'Asterion Wholesale', vendor: 'Asterion Telecom FZ-LLC', protocol: 'smpp', host: 'smsc.asterion.example.net', port: 2775, system_id: 'PARLEYHUB', password: 'As7$mb3x', system_type: 'WHOLESALE', bind_type: 'transceiver', window_size: 50, enquire_link_seconds: 15, throughput_per_second: 400, currency: 'USD', status: 'active' },
      {
        ...own,
        name: 'BlueWave HTTP',
        vendor: 'BlueWave Messaging Ltd',
        protocol: 'http',
        host: 'api.bluewave.example.net',
        http_url: 'https://api.bluewave.example.net/v2/sms',
        http_body: '{"to":"{{to}}","from":"{{from}}","text":"{{text}}","reference":"{{ref}}","callback_url":"{{dlr_url}}"}',
        http_headers: 'Authorization: Bearer bw_live_4f9a2c71e0',
        http_message_id_path: 'messages.0.id',
        dlr_id_field: 'message_id',
        dlr_error_field: 'error_code',
        throughput_per_second: 50,
        currency: 'GBP',
        status: 'active',
      },
      { ...own, name: 'Meridian LatAm (backup)', vendor: 'Meridian Carrier Services', protocol: 'smpp', host: 'smpp.meridian.example.net', port: 2776, system_id: 'prlbk', password: 'Md2@hx7t', bind_type: 'transceiver', throughput_per_second: 80, currency: 'USD', status: 'disabled' },
      // Parley's own SMSC simulator (SMSC_SIMULATOR_PORT): the route a fresh install really sends through.
      { ...own, name: 'Parley SMSC simulator', vendor: 'Parley (built-in)', protocol: 'smpp', host: '127.0.0.1', port: demo.smscPort ?? 2775, system_id: BUILTIN_SMSC_ACCOUNT.systemId, password: BUILTIN_SMSC_ACCOUNT.password, bind_type: 'transceiver', window_size: 50, throughput_per_second: 500, currency: 'EUR', status: 'active' },
    ])
    .returning({ id: smsRoutes.id, currency: smsRoutes.currency });
  const routeIds = routeRows.map((r) => r.id);
  const vendorRouteIds = routeIds.slice(0, 5);
  const simulatorRouteId = routeIds[5];
  const routeCurrency = new Map(routeRows.map((r) => [r.id, r.currency]));

  // Plans and their rules: the premium plan is the team's default.
  const [premium, economy] = await db
    .insert(routingPlans)
    .values([
      { ...own, name: 'Premium – direct routes', description: 'Direct operator connections first; for OTP and banking traffic. Falls back to Telvia Direct EU.', strategy: 'priority', active: true, is_default: true, default_route_id: simulatorRouteId },
      { ...own, name: 'Economy – least cost', description: 'Cheapest active vendor rate per network; for marketing traffic.', strategy: 'lcr', active: true, default_route_id: routeIds[2] },
    ])
    .returning({ id: routingPlans.id });
  // Route indexes with their share, in failover order.
  const to = (...split: [route: number, percent: number][]) => split.map(([route, percent]) => ({ route_id: routeIds[route], percent }));
  type Match = { country?: string; network?: string; sender_pattern?: string; segment_id?: number };
  // Premium's rules fall back on the simulator last, so the demo's messages end somewhere real: the vendors' hosts do not exist.
  const rule = (plan_id: number, priority: number, match: Match, targets: ReturnType<typeof to>, active = true) => ({
    ...own,
    plan_id,
    priority,
    targets: plan_id === premium.id ? [...targets, { route_id: simulatorRouteId, percent: 0 }] : targets,
    least_cost: targets.length === 0,
    active,
    ...match,
  });
  // The VIP segment of the audience demo, when it was seeded (not in the SMS-only test).
  const [vip] = await db.select({ id: segments.id }).from(segments).where(and(eq(segments.team_id, demo.teamId), eq(segments.name, 'VIP customers')));
  await db.insert(routingRules).values([
    rule(premium.id, 5, { segment_id: vip?.id, sender_pattern: vip ? undefined : '^BrightBank$' }, to([0, 100], [1, 0])),
    rule(premium.id, 10, { country: 'DE', network: '26201' }, to([0, 100], [3, 0])),
    rule(premium.id, 10, { country: 'SE' }, to([1, 100], [0, 0])),
    rule(premium.id, 10, { country: 'NO' }, to([1, 100])),
    rule(premium.id, 20, { country: 'GB' }, to([3, 70], [0, 30])),
    rule(premium.id, 30, { country: 'AE', sender_pattern: '^[A-Za-z]{3,11}$' }, to([2, 100], [0, 0])),
    rule(premium.id, 40, { country: 'IN' }, to([2, 100])),
    rule(premium.id, 90, { sender_pattern: '^\\+?\\d{6,15}$' }, to([0, 100]), false),
    rule(economy.id, 10, { country: 'NG' }, to([2, 100], [4, 0])),
    rule(economy.id, 10, { country: 'US', network: '310260' }, to([2, 100])),
    rule(economy.id, 10, { country: 'BR' }, to([4, 100], [2, 0])),
    rule(economy.id, 20, { country: 'MX' }, to([4, 60], [2, 40])),
    rule(economy.id, 30, { country: 'GB' }, to([3, 50], [0, 50])),
    rule(economy.id, 50, { country: 'FR' }, []),
    rule(economy.id, 50, { country: 'PL' }, to([1, 100], [0, 0])),
    rule(economy.id, 99, { sender_pattern: '^INFO' }, []),
  ]);

  // Vendor rates: each route prices a good third of the networks; some prices change next week, some old ones expired.
  const FX: Record<string, number> = { EUR: 1, USD: 1.08, GBP: 0.85 };
  type RateRow = typeof vendorRates.$inferInsert;
  const rates: RateRow[] = [];
  const priceOf = (base: number, currency: string) => Math.round(base * FX[currency] * (0.8 + rnd.next() * 0.45));
  for (const n of networkRows) {
    for (const route_id of vendorRouteIds) {
      if (rnd.chance(0.62)) continue;
      const currency = routeCurrency.get(route_id)!;
      rates.push({ ...own, route_id, network_name: n.name, country: n.country, mcc: n.mcc, mnc: n.mnc, price: priceOf(n.base, currency), currency, effective_from: daysAgo(rnd.int(20, 120)), status: 'active' });
    }
  }
  const active = rates.length;
  for (let i = 0; rates.length < 500; i++) {
    const base = rates[(i * 7) % active];
    const pending = i % 3 !== 0;
    rates.push({
      ...base,
      price: Math.round((base.price as number) * (pending ? 0.85 + rnd.next() * 0.35 : 1.05 + rnd.next() * 0.2)),
      effective_from: pending ? daysAgo(-rnd.int(3, 14)) : daysAgo(rnd.int(150, 300)),
      status: pending ? 'pending' : 'expired',
    });
  }
  // The simulator prices every network of the dictionary alike, so a demo campaign reaches every contact.
  for (const n of NETWORK_DICTIONARY) rates.push({ ...own, route_id: simulatorRouteId, network_name: n.name, country: n.country, mcc: n.mcc, mnc: n.mnc, price: smsPrice('0.005'), currency: 'EUR', effective_from: daysAgo(30), status: 'active' });
  const rateIds: { id: number }[] = [];
  await insertChunks(rates, async (chunk) => rateIds.push(...(await db.insert(vendorRates).values(chunk).returning({ id: vendorRates.id }))));

  // The change log: each pending price against the active one, plus new and closed networks.
  type ChangeRow = typeof rateChanges.$inferInsert;
  const changes: ChangeRow[] = [];
  for (let i = active; i < rates.length && changes.length < 60; i++) {
    const r = rates[i];
    if (r.status !== 'pending') continue;
    const before = rates.find((a, j) => j < active && a.route_id === r.route_id && a.mcc === r.mcc && a.mnc === r.mnc)!;
    const kind = changes.length % 9 === 4 ? 'new' : changes.length % 11 === 7 ? 'closed' : r.price! > before.price! ? 'increase' : 'decrease';
    changes.push({
      ...own,
      route_id: r.route_id,
      vendor_rate_id: rateIds[i].id,
      network_name: r.network_name,
      country: r.country,
      mcc: r.mcc,
      mnc: r.mnc,
      old_price: kind === 'new' ? null : before.price,
      new_price: kind === 'closed' ? null : r.price,
      currency: r.currency,
      change: kind,
      effective_from: r.effective_from,
      detected_at: daysAgo(rnd.int(0, 6), rnd.int(0, 1439)),
    });
  }
  await db.insert(rateChanges).values(changes);

  await db.insert(rateInboxes).values([
    { ...own, name: 'Telvia weekly rate sheets', email_address: 'rates-telvia@inbound.parley.example', route_id: routeIds[0], parser: 'xlsx', active: true, last_received_at: daysAgo(2, 9 * 60 + 14) },
    { ...own, name: 'Asterion daily updates', email_address: 'rates-asterion@inbound.parley.example', route_id: routeIds[2], parser: 'csv', active: true, last_received_at: daysAgo(0, 6 * 60 + 2) },
  ]);

  // Hub clients: their companies, then an endpoint each (credit limits in millionths).
  const companyIds = await seedCompanies(
    db,
    demo,
    [
      ['Brightpath Bank AG', 'https://brightpath-bank.example', 'treasury@brightpath-bank.example', 18_420_000_000, 'EUR', true, 'OTP traffic through the hub; prepaid, topped up monthly.'],
      ['Quickcart Commerce Ltd', 'https://quickcart.example', 'finance@quickcart.example', 2_315_500_000, 'GBP', true, null],
      ['Northwind Logistics Inc.', 'https://northwind-logistics.example', 'ap@northwind-logistics.example', -4_870_000_000, 'USD', true, 'On credit terms: its endpoint may run up to $12,000 below zero.'],
      ['Lumen Health GmbH', 'https://lumen-health.example', 'it@lumen-health.example', 96_250_000, 'EUR', true, 'Endpoint suspended while a new sender ID is registered.'],
    ],
    (i) => daysAgo(400 - i * 30),
  );
  const companyId = (name: string) => companyIds.get(name)!;
  const endpointRows = await db
    .insert(hubEndpoints)
    .values([
      { ...own, name: 'Brightpath OTP', company_id: companyId('Brightpath Bank AG'), protocol: 'smpp', system_id: 'bpbank01', password: 'Bp7#qk2w', max_binds: 4, tps: 200, window: 20, allowed_ips: ['185.42.116.10', '185.42.116.11'], plan_id: premium.id, currency: 'EUR', credit_limit: 25_000_000_000, status: 'active' },
      { ...own, name: 'Quickcart Notifications', company_id: companyId('Quickcart Commerce Ltd'), protocol: 'http', system_id: 'qc-notify', allowed_ips: ['52.18.77.0/24'], plan_id: economy.id, currency: 'GBP', credit_limit: 8_000_000_000, status: 'active' },
      { ...own, name: 'Northwind Alerts', company_id: companyId('Northwind Logistics Inc.'), protocol: 'smpp', system_id: 'nwlog', password: 'Nw4!lg8r', allowed_ips: ['34.201.9.88'], plan_id: economy.id, currency: 'USD', credit_limit: 12_000_000_000, status: 'active' },
      { ...own, name: 'Lumen Health Reminders', company_id: companyId('Lumen Health GmbH'), protocol: 'http', system_id: 'lumen-rem', allowed_ips: ['91.198.4.20', '91.198.4.21', '91.198.4.22'], plan_id: premium.id, currency: 'EUR', credit_limit: 3_000_000_000, status: 'suspended' },
    ])
    .returning({ id: hubEndpoints.id, currency: hubEndpoints.currency, company: sql<string>`(select ${companies.name} from ${companies} where ${companies.id} = ${hubEndpoints.company_id})` });
  const clientRows: (typeof clientRates.$inferInsert)[] = [];
  const perEndpoint = [50, 40, 35, 25];
  endpointRows.forEach((e, k) => {
    for (let i = 0; i < perEndpoint[k]; i++) {
      const n = networkRows[(i * 3 + k * 11) % networkRows.length];
      const cost = n.base * FX[e.currency];
      clientRows.push({ ...own, endpoint_id: e.id, network_name: n.name, country: n.country, mcc: n.mcc, mnc: n.mnc, price: Math.round(cost * (1.12 + rnd.next() * 0.18)), currency: e.currency, effective_from: daysAgo(rnd.int(5, 60)) });
    }
  });
  await db.insert(clientRates).values(clientRows);

  // Who hears about each client's rates: a NOC list and a named person per endpoint.
  const domains = ['brightpath-bank.example', 'quickcart.example', 'northwind-logistics.example', 'lumen-health.example'];
  const people = [['Anna Keller', 'anna.keller'], ['Tom Fletcher', 'tom.fletcher'], ['Maria Santos', 'maria.santos'], ['Jonas Weber', 'jonas.weber']];
  await db.insert(emailUpdates).values(
    endpointRows.flatMap((e, k) => [
      { ...own, endpoint_id: e.id, email: `noc@${domains[k]}`, name: `${e.company} NOC`, topics: ['rate_changes', 'new_networks', 'closures', 'outages'] as const, active: true, last_sent_at: k < 3 ? daysAgo(k + 1, 9 * 60) : null },
      { ...own, endpoint_id: e.id, email: `${people[k][1]}@${domains[k]}`, name: people[k][0], topics: k % 2 ? (['invoices'] as const) : (['rate_changes', 'invoices'] as const), active: k !== 3, last_sent_at: null },
    ]).map((r) => ({ ...r, topics: [...r.topics] })),
  );

  const [brightpath, , northwind] = endpointRows;
  await seedEndpointBinds(db, own, daysAgo, brightpath, northwind);

  // Live phones and the tests sent to them; the phones are the live-phone simulator's virtual handsets.
  // The online ones were heard from a moment ago (their heartbeats keep that up once Parley runs).
  const phones = await db
    .insert(livePhones)
    .values([
      { ...own, number: '+4915112345670', network: 'Telekom Deutschland', country: 'DE', status: 'online', last_seen_at: new Date(Date.now() - 50_000), simulated: true },
      { ...own, number: '+447700900418', network: 'EE Limited', country: 'GB', status: 'online', last_seen_at: new Date(Date.now() - 35_000), simulated: true },
      { ...own, number: '+971501234567', network: 'Emirates Telecommunications', country: 'AE', status: 'offline', last_seen_at: daysAgo(3, 18 * 60 + 20), simulated: true },
    ])
    .returning({ id: livePhones.id });
  const texts = ['Your verification code is 482913. It expires in 10 minutes.', 'Test {route} {n}: delivery and sender check.', 'Your parcel arrives tomorrow between 9:00 and 12:00.'];
  const tests: (typeof smsTests.$inferInsert)[] = [];
  for (let i = 0; i < 20; i++) {
    const sentAt = daysAgo(Math.floor(i / 3), 8 * 60 + i * 17);
    const roll = rnd.next();
    const status = roll < 0.7 ? 'delivered' : roll < 0.8 ? 'sent' : roll < 0.92 ? 'failed' : 'timeout';
    const latency = status === 'delivered' ? rnd.int(1_800, 14_000) : null;
    tests.push({
      ...own,
      route_id: routeIds[i % 4],
      live_phone_id: phones[i % phones.length].id,
      sender_id: i % 4 === 3 ? '+4930901820' : rnd.pick(['Parley', 'BrightBank', 'QCart', 'VERIFY']),
      text: rnd.pick(texts).replace('{route}', String(i % 4 + 1)).replace('{n}', String(i + 1)),
      status,
      sent_at: sentAt,
      delivered_at: latency === null ? null : new Date(sentAt.getTime() + latency),
      latency_ms: latency,
      sender_id_intact: status === 'delivered' ? i % 4 !== 2 || rnd.chance(0.5) : null,
      created_at: sentAt,
      updated_at: sentAt,
    });
  }
  const testRows = await db.insert(smsTests).values(tests).returning({ id: smsTests.id });

  // What the phones received: every delivered test, plus messages nobody sent as a test.
  const messages: (typeof livePhoneMessages.$inferInsert)[] = [];
  tests.forEach((test, i) => {
    if (test.status !== 'delivered' || !test.delivered_at) return;
    messages.push({
      ...own,
      live_phone_id: test.live_phone_id,
      sender: test.sender_id_intact ? test.sender_id : rnd.pick(['+4915888', 'INFO', '+447860011']),
      text: test.text,
      received_at: test.delivered_at,
      sms_test_id: testRows[i].id,
      route_id: test.route_id,
      latency_ms: test.latency_ms,
      sender_id_intact: test.sender_id_intact,
    });
  });
  messages.push(
    { ...own, live_phone_id: phones[0].id, sender: 'Telekom', text: 'Ihr Guthaben: 12,40 EUR. Aufladen unter telekom.de/prepaid', received_at: daysAgo(1, 10 * 60 + 3) },
    { ...own, live_phone_id: phones[1].id, sender: 'EE', text: 'You have used 80% of your data allowance.', received_at: daysAgo(2, 15 * 60 + 40) },
  );
  await db.insert(livePhoneMessages).values(messages);

  const reasons = ['Replied STOP', 'Complaint to the carrier', 'Suspected SIM box (fraud)', 'Invalid number (HLR: absent)', 'Customer request', 'Ported to a blocked range'];
  await db.insert(smsBlacklist).values(
    ['+4917612345601', '+4915901234562', '+447700900731', '+447700900852', '+33612345603', '+2348031234564', '+2348091234565', '+919812345606', '+12025550147', '+971551234568'].map((number, i) => ({
      ...own,
      number,
      reason: reasons[(i * 5) % reasons.length],
      added_at: daysAgo(i * 9 + 1, 600 + i * 37),
    })),
  );
  // Whole ranges: premium-rate and SIM-box ranges the team refuses to send to.
  await db.insert(smsBlacklist).values([
    { ...own, number: '+4490', match: 'prefix', reason: 'UK premium-rate range', added_at: daysAgo(70, 540) },
    { ...own, number: '+23480999', match: 'prefix', reason: 'Suspected SIM box (fraud)', added_at: daysAgo(33, 820) },
  ]);

  await db.insert(profitRules).values([
    { ...own, name: 'Default margin', country: null, margin_percent: 1_500, min_margin: smsPrice('0.002'), currency: 'EUR', active: true },
    { ...own, name: 'Germany – OTP premium', country: 'DE', margin_percent: 1_200, min_margin: smsPrice('0.005'), currency: 'EUR', active: true },
    { ...own, name: 'Nigeria – high-cost routes', country: 'NG', margin_percent: 2_500, min_margin: smsPrice('0.025'), currency: 'USD', active: false },
  ]);
}
