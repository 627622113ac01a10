/**
 * Contacts by number: every notation of one number is one contact (upsert and the generic create
 * alike), national numbers read in the team's default country, custom values checked against their
 * definitions on every write, and each write in the contact's history.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../resources/audience/contacts.ts';
import { contactEvents } from '../../server/db/schema/index.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let teamId: number;
let other: string;
const UPSERT = '/v1/audience/contacts/upsert';

beforeAll(async () => {
  t = await startTestApp();
  const owner = await t.signUp({ name: 'Nadia Numbers' });
  token = owner.token;
  teamId = owner.user.current_team.id;
  other = (await t.signUp({ name: 'Otto Other' })).token;
  for (const field of [
    { name: 'Plan', key: 'plan', type: 'select', options: ['basic', 'gold'] },
    { name: 'Renewal', key: 'renewal', type: 'date' },
    { name: 'Seats', key: 'seats', type: 'number' },
    { name: 'VIP', key: 'vip', type: 'boolean' },
  ]) {
    expect((await t.call('POST', '/v1/audience/custom-fields', { token, body: field })).status).toBe(201);
  }
});
afterAll(() => t.close());

const settings = (body: Record<string, unknown>) => t.call('PUT', `/v1/teams/${teamId}`, { token, body: { settings: body } });

describe('contacts upserted by number', () => {
  it('makes one contact of every notation of a number', async () => {
    const first = await t.call('POST', UPSERT, { token, body: { phone: '+971 50 123 4567', first_name: 'Layla' } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ phone: '+971501234567', country: 'AE', number_type: 'mobile', valid: true, source: 'api', first_name: 'Layla' });
    for (const notation of ['00971501234567', '+٩٧١٥٠١٢٣٤٥٦٧', '+۹۷۱ ۵۰ ۱۲۳ ۴۵۶۷', '(+971) 50-123-4567']) {
      const again = await t.call('POST', UPSERT, { token, body: { phone: notation, last_name: 'Haddad' } });
      expect(again.status, notation).toBe(200);
      expect(again.body.id).toBe(first.body.id);
    }
    const list = await t.call('GET', contacts.apiPath, { token, query: { phone: '+971501234567' } });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ first_name: 'Layla', last_name: 'Haddad' });
  });

  it('reads a national number in the team’s default country, and says what to do without one', async () => {
    const without = await t.call('POST', UPSERT, { token, body: { phone: '050 765 4321' } });
    expect(without.status).toBe(422);
    expect(without.body.errors.phone[0]).toMatch(/international format|default country/);
    expect((await settings({ default_country: 'AE' })).status).toBe(200);
    const made = await t.call('POST', UPSERT, { token, body: { phone: '050 765 4321' } });
    expect(made.status).toBe(201);
    expect(made.body.phone).toBe('+971507654321');
    expect((await settings({ default_country: null })).status).toBe(200);
  });

  it('refuses numbers too short, too long, not numbers, and of a country the team does not allow', async () => {
    for (const [phone, message] of [
      ['+4412', /too short/],
      ['+97150123456789012', /too long|wrong length/],
      ['hello', /not a phone number/],
    ] as const) {
      const answer = await t.call('POST', UPSERT, { token, body: { phone } });
      expect(answer.status, phone).toBe(422);
      expect(answer.body.errors.phone[0], phone).toMatch(message);
    }
    await settings({ contact_countries: ['AE', 'SA'] });
    const iran = await t.call('POST', UPSERT, { token, body: { phone: '+989121234567' } });
    expect(iran.status).toBe(422);
    expect(iran.body.errors.phone[0]).toMatch(/not allowed/);
    await settings({ contact_countries: [] });
  });

  it('checks custom values against their definitions on every write', async () => {
    const bad = await t.call('POST', UPSERT, { token, body: { phone: '+971501110001', custom: { plan: 'platinum' } } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['custom.plan'][0]).toMatch(/one of "basic", "gold"/);
    const unknown = await t.call('POST', UPSERT, { token, body: { phone: '+971501110001', custom: { colour: 'red' } } });
    expect(unknown.body.errors['custom.colour'][0]).toMatch(/no custom field/);
    const good = await t.call('POST', UPSERT, { token, body: { phone: '+971501110001', custom: { plan: 'GOLD', renewal: '2027-02-28', seats: '12', vip: 'yes' } } });
    expect(good.status).toBe(201);
    expect(good.body.custom).toEqual({ plan: 'gold', renewal: '2027-02-28', seats: 12, vip: true });
    const badDate = await t.call('PATCH', `${contacts.apiPath}/${good.body.id}`, { token, body: { custom: { renewal: '2027-02-30' } } });
    expect(badDate.status).toBe(422);
    expect(badDate.body.errors['custom.renewal'][0]).toMatch(/YYYY-MM-DD/);
    const viaCrud = await t.call('POST', contacts.apiPath, { token, body: { phone: '+971501110002', custom: { seats: 'many' } } });
    expect(viaCrud.status).toBe(422);
    expect(viaCrud.body.errors['custom.seats'][0]).toMatch(/number/);
  });

  it('makes the generic create read the number too, so a second notation is a duplicate', async () => {
    const made = await t.call('POST', contacts.apiPath, { token, body: { phone: '+44 7400 123456' } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ phone: '+447400123456', country: 'GB', number_type: 'mobile' });
    const twice = await t.call('POST', contacts.apiPath, { token, body: { phone: '0044 7400 123456' } });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.phone).toBeDefined();
    const forged = await t.call('POST', contacts.apiPath, { token, body: { phone: '+447400123457', country: 'FR' } });
    expect(forged.status).toBe(422);
  });

  it('takes a batch: the good rows are written, the bad ones named', async () => {
    const batch = await t.call('POST', UPSERT, {
      token,
      body: { tags: ['fair-2026'], contacts: [{ phone: '+966501234567', first_name: 'Sami' }, { phone: '12' }, { phone: '+966 50 123 4567', last_name: 'Q' }, { phone: '+966501234568', custom: { seats: 'x' } }] },
    });
    expect(batch.status).toBe(200);
    expect(batch.body).toMatchObject({ created: 1, updated: 0 });
    expect(batch.body.rejected.map((r: { index: number; field: string }) => [r.index, r.field])).toEqual([
      [1, 'phone'],
      [3, 'custom.seats'],
    ]);
    const [sami] = (await t.call('GET', contacts.apiPath, { token, query: { phone: '+966501234567' } })).body;
    // The number given twice keeps its later row.
    expect(sami).toMatchObject({ first_name: null, last_name: 'Q', tags: ['fair-2026'] });
  });

  it('keeps each team’s contacts apart', async () => {
    const mine = await t.call('POST', UPSERT, { token, body: { phone: '+201001234567' } });
    const theirs = await t.call('POST', UPSERT, { token: other, body: { phone: '+201001234567' } });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it('records each write in the contact’s history', async () => {
    const made = await t.call('POST', UPSERT, { token, body: { phone: '+201001239999' } });
    await t.call('POST', UPSERT, { token, body: { phone: '+201001239999', first_name: 'Omar' } });
    await t.call('PATCH', `${contacts.apiPath}/${made.body.id}`, { token, body: { last_name: 'Fathy' } });
    const rows = await t.db
      .select({ kind: contactEvents.kind, created: sql<string | null>`${contactEvents.detail}->>'created'` })
      .from(contactEvents)
      .where(eq(contactEvents.contact_id, made.body.id))
      .orderBy(asc(contactEvents.id));
    expect(rows).toEqual([
      { kind: 'api', created: 'true' },
      { kind: 'api', created: 'false' },
      { kind: 'updated', created: null },
    ]);
  });
});

describe('what the number says', () => {
  it('fills the network and time zone from the prefix, and keeps a looked-up network', async () => {
    const made = await t.call('POST', UPSERT, { token, body: { phone: '+971 50 999 0001' } });
    expect(made.body).toMatchObject({ country: 'AE', timezone: 'Asia/Dubai', network: expect.any(String), network_source: 'prefix' });
    await t.db.execute(sql`update contacts set network = 'Looked Up', network_source = 'hlr' where id = ${made.body.id}`);
    const again = await t.call('POST', UPSERT, { token, body: { phone: '00971509990001', first_name: 'Huda' } });
    expect(again.body).toMatchObject({ network: 'Looked Up', network_source: 'hlr', first_name: 'Huda' });
    const same = await t.call('PATCH', `${contacts.apiPath}/${made.body.id}`, { token, body: { phone: '+971509990001' } });
    expect(same.body).toMatchObject({ network: 'Looked Up', network_source: 'hlr' });
    const moved = await t.call('PATCH', `${contacts.apiPath}/${made.body.id}`, { token, body: { phone: '+447400123999' } });
    expect(moved.body).toMatchObject({ country: 'GB', timezone: 'Europe/London', network_source: 'prefix' });
    expect(moved.body.network).not.toBe('Looked Up');
  });
});
