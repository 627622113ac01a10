/** Database constraints as clear answers: duplicate keys, records still in use; team API tokens. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let teamId: number;
beforeAll(async () => {
  t = await startTestApp();
  const owner = await t.signUp({ name: 'Cora Owner' });
  token = owner.token;
  teamId = owner.user.current_team.id;
});
afterAll(() => t.close());

const offer = (name: string) => ({ name, url: 'https://example.com/o', payout: 1250, currency: 'EUR' });

describe('generic CRUD constraints', () => {
  it('answers a duplicate custom field key with 422 on key, per team', async () => {
    const body = { name: 'Plan', key: 'plan', type: 'select', options: ['gold', 'silver'] };
    expect((await t.call('POST', '/v1/audience/custom-fields', { token, body })).status).toBe(201);
    const dup = await t.call('POST', '/v1/audience/custom-fields', { token, body: { ...body, name: 'Plan again' } });
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({ key: ['This key is already used by another custom field.'] });
    const other = await t.signUp();
    expect((await t.call('POST', '/v1/audience/custom-fields', { token: other.token, body })).status).toBe(201);
  });

  it('keeps the key after creation and fills defaults', async () => {
    const created = await t.call('POST', '/v1/audience/custom-fields', { token, body: { name: 'Renewal', key: 'renewal', type: 'date' } });
    expect(created.body).toMatchObject({ required: false, options: null, description: null, created_by_id: expect.any(Number) });
    const changeKey = await t.call('PATCH', `/v1/audience/custom-fields/${created.body.id}`, { token, body: { key: 'other' } });
    expect(changeKey.status).toBe(422);
    const cleared = await t.call('PATCH', `/v1/audience/custom-fields/${created.body.id}`, { token, body: { required: null, description: 'When it renews' } });
    expect(cleared.body).toMatchObject({ required: false, description: 'When it renews', version: 2 });
  });

  it('refuses to delete a record still in use, naming what uses it', async () => {
    const o = (await t.call('POST', '/v1/audience/offers', { token, body: offer('Used offer') })).body;
    await t.db.execute(sql`create table campaign_links (id serial primary key, offer_id integer not null references offers(id))`);
    await t.db.execute(sql`insert into campaign_links (offer_id) values (${o.id}), (${o.id})`);
    const res = await t.call('DELETE', `/v1/audience/offers/${o.id}`, { token });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Still used by 2 campaign links/);
    expect((await t.call('GET', `/v1/audience/offers/${o.id}`, { token })).status).toBe(200);
    await t.db.execute(sql`delete from campaign_links`);
    expect((await t.call('DELETE', `/v1/audience/offers/${o.id}`, { token })).status).toBe(200);
  });

  it('matches % and _ literally in contains filters and q', async () => {
    await t.call('POST', '/v1/audience/offers', { token, body: offer('100% off') });
    await t.call('POST', '/v1/audience/offers', { token, body: offer('1000 off') });
    const like = await t.call('GET', '/v1/audience/offers?name_like=0%25', { token });
    expect(like.body.map((r: any) => r.name)).toEqual(['100% off']);
    const q = await t.call('GET', '/v1/audience/offers?q=0%25+OFF', { token });
    expect(q.body.map((r: any) => r.name)).toEqual(['100% off']);
    expect((await t.call('GET', '/v1/audience/offers?name_like=_', { token })).body).toEqual([]);
  });

  it('works with a team API token, acting in the token\u2019s team', async () => {
    const created = await t.call('POST', `/v1/teams/${teamId}/tokens`, { token, body: { name: 'CI' } });
    const pat = created.body.token as string;
    const made = await t.call('POST', '/v1/audience/offers', { token: pat, body: offer('By token') });
    expect(made.status).toBe(201);
    const mine = await t.call('GET', `/v1/audience/offers/${made.body.id}`, { token });
    expect(mine.body).toMatchObject({ name: 'By token' });
    expect((await t.call('GET', '/v1/audience/offers?name_like=token', { token: pat })).headers['x-total-count']).toBe('1');
    // Custom fields need an admin; a token acts as a member.
    expect((await t.call('POST', '/v1/audience/custom-fields', { token: pat, body: { name: 'X', key: 'x', type: 'text' } })).status).toBe(403);
  });

  it('caps the page size and sorts by the default order', async () => {
    const res = await t.call('GET', '/v1/audience/offers?_start=0&_end=100000', { token });
    expect(res.status).toBe(200);
    const times = res.body.map((r: any) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});
