/**
 * Demo data of the audience area: custom fields, offers, 5,000 contacts from twenty countries,
 * four segments (rules in react-querybuilder's JSON, counted by the segment query), three feeds with their run logs, four uploads
 * (real files imported through the import job's code, when a file store is given),
 * 300 HLR lookups, six client companies, eight SMS campaigns in every status a campaign rests in (with their texts and senders)
 * and three e-mail templates (automations: automations.ts).
 * Deterministic: every choice comes from a seeded generator; only dates follow the clock.
 */
import { eq, inArray } from 'drizzle-orm';
import type { COUNTRIES } from '../../../resources/audience/contacts.ts';
import type { CAMPAIGN_STATUSES } from '../../../resources/campaigns/campaigns.ts';
import type { SegmentRule, SegmentRuleGroup } from '../../../resources/audience/segment-rules.ts';
import type { Db } from '../../db/client.ts';
import { readPhoneNumber } from '../../domains/audience/phone-number.ts';
import { numberFacts } from '../../domains/audience/number-facts.ts';
import { recountSegments } from '../../domains/audience/segment-counts.ts';
import type { FileStore } from '../../files/file-store.ts';
import { insertChunks, seededRandom, type Random } from '../random.ts';
import { seedUploads } from './audience-uploads.ts';
import { seedCompanies } from './companies.ts';
import { seedCampaignContent } from './campaign-content.ts';
import {
  campaigns,
  contacts,
  optOuts,
  customFields,
  emailTemplates,
  feedLogs,
  feeds,
  hlrLookups,
  offers,
  segments,
} from '../../db/schema/index.ts';

type Country = (typeof COUNTRIES)[number];
type Contact = typeof contacts.$inferInsert;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ANGLO = {
  first: ['James', 'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'William', 'Sophia', 'Benjamin', 'Mia', 'Lucas', 'Charlotte', 'Henry', 'Amelia', 'Jack', 'Grace', 'Daniel', 'Chloe', 'Ethan', 'Ella'],
  last: ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Taylor', 'Anderson', 'Thomas', 'Moore', 'Martin', 'Clark', 'Walker', 'Wright', 'Hughes', 'Evans', 'Murphy', 'Kelly'],
};
const NAMES: Record<string, { first: string[]; last: string[] }> = {
  anglo: ANGLO,
  de: { first: ['Lukas', 'Anna', 'Felix', 'Lea', 'Jonas', 'Marie', 'Paul', 'Laura', 'Leon', 'Sophie', 'Maximilian', 'Hannah'], last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Hoffmann', 'Koch'] },
  fr: { first: ['Louis', 'Camille', 'Hugo', 'Léa', 'Jules', 'Manon', 'Arthur', 'Chloé', 'Gabriel', 'Inès', 'Raphaël', 'Juliette'], last: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau'] },
  es: { first: ['Hugo', 'Lucía', 'Mateo', 'Sofía', 'Martín', 'Valentina', 'Diego', 'Camila', 'Alejandro', 'Paula', 'Javier', 'Carmen'], last: ['García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Hernández'] },
  it: { first: ['Leonardo', 'Giulia', 'Francesco', 'Sofia', 'Alessandro', 'Aurora', 'Lorenzo', 'Alice', 'Matteo', 'Ginevra'], last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco'] },
  nl: { first: ['Daan', 'Emma', 'Sem', 'Julia', 'Lucas', 'Mila', 'Levi', 'Tess', 'Finn', 'Sara'], last: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder'] },
  pl: { first: ['Jakub', 'Zuzanna', 'Antoni', 'Julia', 'Jan', 'Maja', 'Szymon', 'Hanna', 'Filip', 'Lena'], last: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński'] },
  pt: { first: ['Miguel', 'Helena', 'Arthur', 'Alice', 'Gael', 'Laura', 'Heitor', 'Manuela', 'Davi', 'Valentina', 'Bernardo', 'Beatriz'], last: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes'] },
  in: { first: ['Aarav', 'Ananya', 'Vihaan', 'Diya', 'Arjun', 'Saanvi', 'Rohan', 'Priya', 'Ishaan', 'Kavya', 'Aditya', 'Meera'], last: ['Sharma', 'Patel', 'Singh', 'Kumar', 'Gupta', 'Reddy', 'Iyer', 'Nair', 'Mehta', 'Joshi'] },
  ar: { first: ['Mohammed', 'Fatima', 'Ahmed', 'Aisha', 'Omar', 'Mariam', 'Youssef', 'Noura', 'Khalid', 'Layla', 'Hassan', 'Sara'], last: ['Al-Farsi', 'Haddad', 'Al-Mansouri', 'Nasser', 'Hassan', 'Al-Qahtani', 'Ibrahim', 'Saleh', 'Mahmoud', 'Al-Harbi'] },
  tr: { first: ['Yusuf', 'Zeynep', 'Eymen', 'Elif', 'Mustafa', 'Defne', 'Emir', 'Asel', 'Kerem', 'Azra'], last: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Aydın', 'Öztürk', 'Arslan', 'Doğan'] },
  ng: { first: ['Chinedu', 'Ngozi', 'Oluwaseun', 'Amaka', 'Emeka', 'Funmilayo', 'Tunde', 'Chiamaka', 'Ibrahim', 'Zainab'], last: ['Okafor', 'Adeyemi', 'Eze', 'Bello', 'Okonkwo', 'Adebayo', 'Nwosu', 'Abubakar', 'Olawale', 'Musa'] },
};

/** Country: dial code, how a mobile number continues, name pool, share of contacts, networks (name, MCC, MNC). */
const COUNTRY_PLANS: Record<Country, { code: string; mobile: (r: Random) => string; names: string; weight: number; networks: [string, string, string][] }> = {
  US: { code: '1', mobile: (r) => `${r.pick(['212', '213', '312', '415', '512', '617', '646', '702', '713', '917'])}${r.int(2, 9)}${r.digits(6)}`, names: 'anglo', weight: 30, networks: [['T-Mobile US', '310', '260'], ['AT&T Mobility', '310', '410'], ['Verizon Wireless', '311', '480']] },
  CA: { code: '1', mobile: (r) => `${r.pick(['416', '514', '604', '613', '647', '780'])}${r.int(2, 9)}${r.digits(6)}`, names: 'anglo', weight: 6, networks: [['Rogers Wireless', '302', '720'], ['Bell Mobility', '302', '610'], ['Telus Mobility', '302', '220']] },
  GB: { code: '44', mobile: (r) => `7${r.pick(['4', '5', '7', '8', '9'])}${r.digits(8)}`, names: 'anglo', weight: 12, networks: [['EE', '234', '30'], ['Vodafone UK', '234', '15'], ['O2 UK', '234', '10'], ['Three UK', '234', '20']] },
  IE: { code: '353', mobile: (r) => `8${r.pick(['3', '5', '6', '7', '9'])}${r.digits(7)}`, names: 'anglo', weight: 2, networks: [['Vodafone Ireland', '272', '01'], ['Three Ireland', '272', '05']] },
  DE: { code: '49', mobile: (r) => `1${r.pick(['51', '52', '60', '70', '71', '76'])}${r.digits(8)}`, names: 'de', weight: 7, networks: [['Telekom.de', '262', '01'], ['Vodafone.de', '262', '02'], ['O2 Germany', '262', '03']] },
  FR: { code: '33', mobile: (r) => `${r.pick(['6', '7'])}${r.digits(8)}`, names: 'fr', weight: 6, networks: [['Orange France', '208', '01'], ['SFR', '208', '10'], ['Bouygues Telecom', '208', '20'], ['Free Mobile', '208', '15']] },
  ES: { code: '34', mobile: (r) => `6${r.digits(8)}`, names: 'es', weight: 5, networks: [['Movistar', '214', '07'], ['Vodafone Spain', '214', '01'], ['Orange Spain', '214', '03']] },
  IT: { code: '39', mobile: (r) => `3${r.pick(['20', '33', '38', '40', '47', '49'])}${r.digits(7)}`, names: 'it', weight: 4, networks: [['TIM', '222', '01'], ['Vodafone Italia', '222', '10'], ['WindTre', '222', '88']] },
  NL: { code: '31', mobile: (r) => `6${r.digits(8)}`, names: 'nl', weight: 3, networks: [['KPN', '204', '08'], ['Vodafone NL', '204', '04'], ['Odido', '204', '16']] },
  PL: { code: '48', mobile: (r) => `${r.pick(['50', '51', '53', '60', '69', '79'])}${r.digits(7)}`, names: 'pl', weight: 2, networks: [['Orange Polska', '260', '03'], ['Play', '260', '06'], ['Plus', '260', '01']] },
  BR: { code: '55', mobile: (r) => `${r.pick(['11', '21', '31', '41', '51', '61'])}9${r.digits(8)}`, names: 'pt', weight: 5, networks: [['Vivo', '724', '10'], ['Claro BR', '724', '05'], ['TIM Brasil', '724', '04']] },
  MX: { code: '52', mobile: (r) => `${r.pick(['55', '33', '81'])}${r.digits(8)}`, names: 'es', weight: 4, networks: [['Telcel', '334', '020'], ['AT&T Mexico', '334', '050']] },
  IN: { code: '91', mobile: (r) => `${r.pick(['9', '8', '7'])}${r.digits(9)}`, names: 'in', weight: 4, networks: [['Jio', '405', '857'], ['Airtel', '404', '10'], ['Vi India', '404', '20']] },
  AE: { code: '971', mobile: (r) => `5${r.pick(['0', '2', '4', '5', '6', '8'])}${r.digits(7)}`, names: 'ar', weight: 2, networks: [['Etisalat', '424', '02'], ['du', '424', '03']] },
  SA: { code: '966', mobile: (r) => `5${r.pick(['0', '3', '4', '5', '6', '9'])}${r.digits(7)}`, names: 'ar', weight: 2, networks: [['STC', '420', '01'], ['Mobily', '420', '03'], ['Zain KSA', '420', '04']] },
  EG: { code: '20', mobile: (r) => `1${r.pick(['0', '1', '2', '5'])}${r.digits(8)}`, names: 'ar', weight: 2, networks: [['Vodafone Egypt', '602', '02'], ['Orange Egypt', '602', '01'], ['Etisalat Misr', '602', '03']] },
  TR: { code: '90', mobile: (r) => `5${r.pick(['30', '32', '42', '05', '52', '55'])}${r.digits(7)}`, names: 'tr', weight: 2, networks: [['Turkcell', '286', '01'], ['Vodafone TR', '286', '02'], ['Türk Telekom', '286', '03']] },
  NG: { code: '234', mobile: (r) => `${r.pick(['803', '806', '813', '816', '802', '805'])}${r.digits(7)}`, names: 'ng', weight: 2, networks: [['MTN Nigeria', '621', '30'], ['Airtel Nigeria', '621', '20'], ['Glo Mobile', '621', '50']] },
  ZA: { code: '27', mobile: (r) => `${r.pick(['82', '83', '72', '73', '84'])}${r.digits(7)}`, names: 'anglo', weight: 1, networks: [['Vodacom', '655', '01'], ['MTN South Africa', '655', '10']] },
  AU: { code: '61', mobile: (r) => `4${r.digits(8)}`, names: 'anglo', weight: 3, networks: [['Telstra', '505', '01'], ['Optus', '505', '02'], ['Vodafone AU', '505', '03']] },
};

const TAGS = ['vip', 'newsletter', 'black-friday', 'trial', 'churn-risk', 'wholesale', 'webinar', 'loyalty', 'reactivated', 'b2b'] as const;
// Reserved domains only: a demo address must never reach a real mailbox.
const MAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];
const CITIES: Partial<Record<Country, string[]>> = {
  US: ['New York', 'Austin', 'Chicago', 'San Francisco', 'Boston', 'Houston'],
  GB: ['London', 'Manchester', 'Leeds', 'Bristol'],
  DE: ['Berlin', 'Hamburg', 'München', 'Köln'],
  FR: ['Paris', 'Lyon', 'Marseille'],
  BR: ['São Paulo', 'Rio de Janeiro', 'Curitiba'],
};

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/ş/g, 's')
    .replace(/ł/g, 'l')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

export async function seedAudience(db: Db, demo: { teamId: number; userId: number; files?: FileStore }): Promise<void> {
  const rnd = seededRandom(20_261_123);
  const now = Date.now();
  const ago = (ms: number) => new Date(now - ms);
  const own = { team_id: demo.teamId, created_by_id: demo.userId, updated_by_id: demo.userId };

  // Custom fields and offers.
  await db.insert(customFields).values([
    { ...own, name: 'Plan', key: 'plan', type: 'select', options: ['free', 'pro', 'business'], required: false, description: 'Subscription plan in the store.', created_at: ago(200 * DAY) },
    { ...own, name: 'City', key: 'city', type: 'text', required: false, created_at: ago(200 * DAY) },
    { ...own, name: 'Lifetime value', key: 'lifetime_value', type: 'number', required: false, description: 'Total spent, in US dollars.', created_at: ago(180 * DAY) },
    { ...own, name: 'Renewal date', key: 'renewal_date', type: 'date', required: false, created_at: ago(120 * DAY) },
    { ...own, name: 'Marketing consent', key: 'marketing_consent', type: 'boolean', required: true, description: 'Opted in to promotional texts (TCPA / GDPR).', created_at: ago(120 * DAY) },
  ]);
  const offerRows = await db
    .insert(offers)
    .values(
      (
        [
          ['Spring sale — 30% off sitewide', 'https://shop.example.com/spring-sale', 450, 'USD', 'active', 'Thirty per cent off everything until the end of the month. Code **SPRING30**.'],
          ['Free shipping weekend', 'https://shop.example.com/free-shipping', 200, 'USD', 'active', 'Free standard shipping on all orders, Friday to Sunday.'],
          ['Pro plan trial — 14 days', 'https://app.example.com/signup?plan=pro', 1500, 'USD', 'active', 'Full Pro features for 14 days, no card needed.'],
          ['Loyalty double points', 'https://shop.example.com/loyalty', 300, 'EUR', 'active', 'Members earn **2×** points on every order this week.'],
          ['Black Friday early access', 'https://shop.example.com/black-friday', 800, 'USD', 'paused', 'VIP early access to Black Friday deals, 24 hours before everyone else.'],
          ['Refer a friend — £10 credit', 'https://shop.example.com/uk/refer', 1000, 'GBP', 'active', 'Both you and your friend get £10 credit after their first order.'],
          ['Webinar: scaling SMS marketing', 'https://events.example.com/webinar-sms', 0, 'USD', 'archived', 'Recorded webinar; registrations closed.'],
          ['Win-back: 20% off your next order', 'https://shop.example.com/welcome-back', 350, 'EUR', 'active', 'For customers who have not ordered in 90 days.'],
        ] as const
      ).map(([name, url, payout, currency, status, description], i) => ({ ...own, name, url, payout, currency, status, description, created_at: ago((150 - i * 17) * DAY) })),
    )
    .returning({ id: offers.id, name: offers.name });

  // 5,000 contacts: unique E.164 numbers, names matching the country.
  const countries = Object.entries(COUNTRY_PLANS).map(([c, p]) => [c as Country, p.weight] as const);
  const phones = new Set<string>();
  const contactRows: Contact[] = [];
  while (contactRows.length < 5000) {
    const country = rnd.weighted(countries);
    const plan = COUNTRY_PLANS[country];
    const phone = `+${plan.code}${plan.mobile(rnd)}`;
    if (phones.has(phone)) continue;
    phones.add(phone);
    const names = NAMES[plan.names];
    const first = rnd.next() < 0.93 ? rnd.pick(names.first) : null;
    const last = first && rnd.next() < 0.9 ? rnd.pick(names.last) : null;
    const email = first && last && rnd.next() < 0.6 ? `${ascii(first)}.${ascii(last)}${rnd.next() < 0.4 ? rnd.int(1, 99) : ''}@${rnd.pick(MAIL_DOMAINS)}` : null;
    const created = ago(rnd.int(1, 365) * DAY + rnd.int(0, DAY));
    const tags = TAGS.filter(() => rnd.next() < 0.12);
    const channels = rnd.weighted([[['sms'], 55], [['sms', 'voice'], 25], [['sms', 'email'], 12], [['sms', 'voice', 'email'], 8]] as const);
    const custom: Record<string, string | number | boolean> = {};
    if (rnd.next() < 0.7) custom.plan = rnd.weighted([['free', 6], ['pro', 3], ['business', 1]]);
    if (CITIES[country] && rnd.next() < 0.5) custom.city = rnd.pick(CITIES[country]);
    if (rnd.next() < 0.4) custom.lifetime_value = rnd.int(12, 2400);
    custom.marketing_consent = rnd.next() < 0.92;
    const sinceCreated = now - created.getTime();
    contactRows.push({
      ...own,
      phone,
      first_name: first,
      last_name: last,
      email,
      country,
      tags: [...tags],
      channels: [...channels],
      status: rnd.weighted([['subscribed', 88], ['unsubscribed', 7], ['bounced', 3], ['blocked', 2]]),
      source: rnd.weighted([['upload', 45], ['feed', 25], ['api', 20], ['manual', 10]]),
      custom,
      last_contacted_at: rnd.next() < 0.75 ? new Date(now - rnd.next() * sinceCreated) : null,
      created_at: created,
      updated_at: created,
    });
  }
  // What each number says of itself, as Parley's contact writer derives it: type, validity, time zone, network.
  for (const c of contactRows) Object.assign(c, seededFacts(c.phone));
  await insertChunks(contactRows, (chunk) => db.insert(contacts).values(chunk));

  // The do-not-contact list: people who asked by reply or complained, and numbers never imported.
  const asked = contactRows.filter((c) => c.status === 'unsubscribed').slice(0, 24);
  await db.insert(optOuts).values([
    ...asked.map((c, i) => ({ ...own, phone: c.phone, source: i % 4 === 0 ? 'complaint' : 'reply', reason: i % 4 === 0 ? 'Complained to the carrier about a promotion.' : 'Replied STOP.', created_at: ago((i + 1) * 3 * DAY) })),
    { ...own, phone: '+971501110099', source: 'manual', reason: 'Asked on the phone to never be contacted.', created_at: ago(40 * DAY) },
    { ...own, phone: '+447400900111', source: 'api', reason: 'Unsubscribed in the shop’s preference centre.', created_at: ago(9 * DAY) },
  ]);

  // Segments in react-querybuilder's JSON, counted by the same compiled query the API counts with.
  const rule = (field: string, operator: string, value?: SegmentRule['value']): SegmentRule => ({ field, operator, ...(value !== undefined && { value }) });
  const segmentDefs: [string, string, SegmentRuleGroup, 'active' | 'archived'][] = [
    ['North America — subscribed', 'Every subscribed contact in the US and Canada.', { combinator: 'and', rules: [rule('country', 'in', ['US', 'CA']), rule('status', '=', 'subscribed')] }, 'active'],
    [
      'VIP customers',
      'Tagged vip or loyalty, or on the business plan; first to hear about sales.',
      { combinator: 'and', rules: [rule('status', '=', 'subscribed'), { combinator: 'or', rules: [rule('tags', 'in', ['vip', 'loyalty']), rule('custom.plan', '=', 'business')] }] },
      'active',
    ],
    ['Europe — trial users', 'Trial sign-ups in the EU and the UK.', { combinator: 'and', rules: [rule('country', 'in', ['GB', 'IE', 'DE', 'FR', 'ES', 'IT', 'NL', 'PL']), rule('tags', 'contains', 'trial')] }, 'active'],
    ['Lapsed 90 days', 'Not contacted for 90 days: the win-back audience.', { combinator: 'and', rules: [rule('status', '=', 'subscribed'), rule('last_contacted_at', 'olderThanDays', 90)] }, 'archived'],
  ];
  const inserted = await db
    .insert(segments)
    .values(segmentDefs.map(([name, description, rules, status], i) => ({ ...own, name, description, rules: rules as unknown as Record<string, unknown>, status, created_at: ago((120 - i * 25) * DAY) })))
    .returning({ id: segments.id });
  await recountSegments(db, demo.teamId, inserted.map((s) => s.id));
  const counted = await db.select({ id: segments.id, contacts_count: segments.contacts_count }).from(segments).where(inArray(segments.id, inserted.map((s) => s.id)));
  const segmentRows = inserted.map((s) => counted.find((c) => c.id === s.id)!);

  // Feeds and their run logs (hourly: the last 10 runs; daily: the last 7; manual: 3 runs).
  const feedDefs = [
    { name: 'Shopify customers (nightly)', source_url: 'https://shop.example.com/exports/customers.csv', format: 'csv', schedule: 'daily', active: true, runs: 7, every: DAY, offset: 2 * HOUR, rows: [180, 420] },
    { name: 'Lead form export', source_url: 'https://forms.example.com/api/exports/leads.json', format: 'json', schedule: 'hourly', active: true, runs: 10, every: HOUR, offset: 5 * 60_000, rows: [5, 40] },
    { name: 'Partner list — Q3', source_url: 'https://partners.example.net/lists/q3-optins.csv', format: 'csv', schedule: 'manual', active: false, runs: 3, every: 12 * DAY, offset: 18 * DAY, rows: [600, 1500] },
  ] as const;
  const logRows: (typeof feedLogs.$inferInsert)[] = [];
  for (const f of feedDefs) {
    const [feed] = await db
      .insert(feeds)
      .values({ ...own, name: f.name, source_url: f.source_url, format: f.format, schedule: f.schedule, active: f.active, created_at: ago(60 * DAY) })
      .returning({ id: feeds.id });
    let imported = 0;
    let lastRun: Date | null = null;
    for (let i = f.runs - 1; i >= 0; i--) {
      const started = ago(i * f.every + f.offset + rnd.int(0, 120_000));
      const status = rnd.weighted([['success', 80], ['partial', 13], ['failed', 7]] as const);
      const read = status === 'failed' ? 0 : rnd.int(f.rows[0], f.rows[1]);
      const skipped = status === 'partial' ? rnd.int(1, Math.max(2, Math.floor(read / 10))) : 0;
      const rows = read - skipped;
      const message =
        status === 'success'
          ? `Imported ${rows} rows (${Math.floor(rows * 0.3)} new, ${rows - Math.floor(rows * 0.3)} updated).`
          : status === 'partial'
            ? `${skipped} ${skipped === 1 ? 'row' : 'rows'} skipped: invalid or duplicate phone numbers.`
            : rnd.pick(['HTTP 503 from the source; will retry on the next run.', 'The file has no "phone" column.', 'Connection timed out after 30 s.']);
      imported += rows;
      lastRun = started;
      logRows.push({ ...own, feed_id: feed.id, started_at: started, finished_at: new Date(started.getTime() + rnd.int(4, 90) * 1000), status, rows_read: read, rows_imported: rows, message, created_at: started });
    }
    await db.update(feeds).set({ last_run_at: lastRun, rows_imported: imported }).where(eq(feeds.id, feed.id));
  }
  await db.insert(feedLogs).values(logRows);

  // Uploads, imported for real when the seeding has a file store to keep them in.
  if (demo.files) await seedUploads(db, demo.files, own, contactRows, ago);

  // HLR lookups of numbers in the audience, plus a few typos.
  const hlrRows: (typeof hlrLookups.$inferInsert)[] = [];
  for (let i = 0; i < 300; i++) {
    const c = rnd.pick(contactRows);
    const plan = COUNTRY_PLANS[c.country as Country];
    const status = rnd.weighted([['valid', 78], ['absent', 8], ['invalid', 10], ['unknown', 4]] as const);
    const [network, mcc, mnc] = rnd.pick(plan.networks);
    const reached = status === 'valid' || status === 'absent';
    const checked = ago(rnd.int(0, 45 * 24) * HOUR + rnd.int(0, HOUR));
    hlrRows.push({
      ...own,
      phone: status === 'invalid' ? c.phone.slice(0, -2) : c.phone,
      status,
      network: reached ? network : null,
      mcc: reached ? mcc : null,
      mnc: reached ? mnc : null,
      ported: reached && rnd.next() < 0.09,
      roaming: status === 'valid' && rnd.next() < 0.03,
      checked_at: checked,
      cost: status === 'unknown' ? 0 : 1,
      currency: 'USD',
      note: i % 60 === 0 ? 'Checked before the spring campaign.' : null,
      created_at: checked,
    });
  }
  await db.insert(hlrLookups).values(hlrRows);

  // Client companies (those with hub endpoints are seeded with them, server/seed/areas/sms.ts).
  await seedCompanies(
    db,
    demo,
    [
      ['Northwind Retail', 'https://northwind-retail.example', 'billing@northwind-retail.example', 12_543_000_000, 'USD', true, 'Monthly invoice; SMS to US and Canada only.'],
      ['Bluefin Logistics', 'https://bluefin-logistics.example', 'ops@bluefin.example', 3_120_500_000, 'EUR', true, 'Delivery notifications across the EU.'],
      ['Casa Verde Foods', 'https://casaverde.example', 'marketing@casaverde.example', 489_000_000, 'EUR', true, null],
      ['Helios Telecom Partners', 'https://helios-tp.example', 'noc@helios-tp.example', 0, 'USD', true, 'Wholesale partner; no traffic yet.'],
      ['Kestrel Travel', 'https://kestreltravel.example', 'accounts@kestreltravel.example', 0, 'GBP', false, 'Paused at their request until the summer season.'],
      ['Maple Leaf Clinics', 'https://mapleleafclinics.example', 'it@mapleleafclinics.example', 875_000_000, 'USD', true, 'Appointment reminders; HIPAA wording approved.'],
    ],
    (i) => ago((300 - i * 40) * DAY),
  );

  // SMS campaigns in every status one rests in (none mid-send: no engine would finish it); what the sent ones sent is seeded with the SMS routes (campaign-history.ts), which counts their counters.
  type Status = (typeof CAMPAIGN_STATUSES)[number];
  const campaignDefs: [string, 'one_off' | 'recurring', Status, number, number, string, string, number | null][] = [
    ['Spring sale launch', 'one_off', 'completed', 0, 0, 'SHOPNOW', 'Spring sale! 30% off everything with code SPRING30: {{offer_link}} Reply STOP to opt out', -35 * DAY],
    ['VIP early access', 'one_off', 'completed', 1, 4, 'SHOPNOW', 'Hi {{first_name}}, as a VIP you get Black Friday deals 24h early: {{offer_link}} STOP to opt out', -20 * DAY],
    ['Free shipping weekend', 'one_off', 'completed', 0, 1, 'SHOPNOW', 'This weekend only: free shipping on every order. {{offer_link}} Reply STOP to opt out', -2 * DAY],
    ['Weekly loyalty reminder', 'recurring', 'scheduled', 1, 3, 'Loyalty', 'Your points are waiting, {{first_name}}. Double points all week: {{offer_link}} STOP=end', 2 * DAY],
    ['Trial nudge — EU', 'one_off', 'paused', 2, 2, 'ExampleApp', 'Your Pro trial ends soon. Keep your workflows running: {{offer_link}} STOP to opt out', -3 * DAY],
    ['Win-back 90 days', 'recurring', 'stopped', 3, 7, '+14155550123', 'We miss you, {{first_name}}! 20% off your next order: {{offer_link}} Reply STOP to opt out', -9 * DAY],
    ['Refer a friend (UK)', 'one_off', 'draft', 0, 5, 'ShopUK', 'Give £10, get £10: share your link {{offer_link}} STOP to opt out', null],
    ['Summer teaser', 'one_off', 'draft', 1, 0, 'SHOPNOW', 'Something big is coming this summer... {{offer_link}}', null],
  ];
  const campaignRows = await db.insert(campaigns).values(
    // Recipients and the other counters come from what the sends froze and sent (campaign-history.ts).
    campaignDefs.map(([name, type, status, seg, offer, sender_id, text, at], i) => {
      return {
        ...own,
        name,
        type,
        status,
        segment_id: segmentRows[seg].id,
        offer_id: offerRows[offer].id,
        sender_id,
        text,
        scheduled_at: at === null ? null : new Date(now + at),
        recurrence: type === 'recurring' ? (name.startsWith('Weekly') ? ('weekly' as const) : ('monthly' as const)) : null,
        created_at: ago((45 - i * 5) * DAY),
      };
    }),
  ).returning({ id: campaigns.id, name: campaigns.name });
  await seedCampaignContent(db, own, campaignRows, ago);

  // E-mail templates.
  await db.insert(emailTemplates).values([
    {
      ...own,
      name: 'Welcome',
      subject: 'Welcome to Example Shop, {{first_name}}',
      body: '# Welcome aboard, {{first_name}}!\n\nThanks for joining. Here is **10% off** your first order: use code `WELCOME10` at checkout.\n\n[Start shopping]({{link}})\n\n— The Example Shop team',
      category: 'marketing',
    },
    {
      ...own,
      name: 'Order confirmation',
      subject: 'Your order {{order_id}} is confirmed',
      body: 'Hi {{first_name}},\n\nWe have received your order **{{order_id}}** and will ship it within 2 working days.\n\n| Item | Qty |\n|---|---|\n| {{item}} | {{quantity}} |\n\nTrack it any time: {{tracking_link}}',
      category: 'transactional',
    },
    {
      ...own,
      name: 'Campaign report ready',
      subject: 'Your campaign "{{campaign}}" has finished',
      body: 'The campaign **{{campaign}}** finished sending.\n\n- Sent: {{sent}}\n- Delivered: {{delivered}}\n- Clicks: {{clicks}}\n\n[Open the report]({{link}})',
      category: 'notification',
    },
  ]);
}

/** A seeded number's facts, read the way the contact writer reads a number. */
function seededFacts(phone: string): Partial<Contact> {
  const read = readPhoneNumber(phone);
  return read.ok ? numberFacts(read.number) : {};
}
