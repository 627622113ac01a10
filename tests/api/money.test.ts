/**
 * Money on the wire (docs/architecture.md#money): the API carries stored integers and says their
 * unit in its document; a fraction of the unit is refused with a 422 that says how to send it, in a
 * body and in a list filter alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, vendorRates } from '../../resources/sms/index.ts';
import { invoices } from '../../resources/workspace/index.ts';
import { startTestApp, switchHubOn, type TestApp } from './harness.ts';
import { sampleRecord } from './samples.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  const owner = await t.signUp({ name: 'Mona Money' });
  token = owner.token;
  await switchHubOn(t, owner.token, owner.user.current_team.id);
});
afterAll(() => t.close());

/** A property's description, also when the schema wraps it (nullable). */
const described = (schema: { description?: string; anyOf?: { description?: string }[] }) => schema.description ?? schema.anyOf?.find((s) => s.description)?.description;

describe('money in the API', () => {
  it('documents the unit of each money field', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = (path: string) => doc.paths[Object.keys(doc.paths).find((p) => p.endsWith(path))!].post.requestBody.content['application/json'].schema.properties;
    expect(described(body(vendorRates.apiPath).price)).toBe('Integer, millionths of the currency in `currency` (31437 = 0.031437).');
    // Invoices are Parley's own records (no create): their answer documents the unit.
    const answer = (path: string) => doc.paths[Object.keys(doc.paths).find((p) => p.endsWith(path))!].get.responses['200'].content['application/json'].schema.items.properties;
    expect(described(answer(invoices.apiPath).total)).toMatch(/^Integer, minor units of the currency in `currency`/);
  });

  it('takes and answers the stored integer, and refuses a fraction of it with a message', async () => {
    const route = await t.call('POST', routes.apiPath, { token, body: sampleRecord(routes, 21) });
    expect(route.status).toBe(201);
    const rate = { ...sampleRecord(vendorRates, 21, { routes: route.body.id }), price: 31437, currency: 'EUR' };
    const made = await t.call('POST', vendorRates.apiPath, { token, body: rate });
    expect(made.status).toBe(201);
    expect(made.body.price).toBe(31437);
    const fraction = await t.call('POST', vendorRates.apiPath, { token, body: { ...rate, price: 0.031437 } });
    expect(fraction.status).toBe(422);
    expect(fraction.body.errors.price.join(' ')).toMatch(/whole number of millionths/);
  });

  it('filters on stored integers and says so to a filter in decimals', async () => {
    const ok = await t.call('GET', vendorRates.apiPath, { token, query: { price_gte: '31437', price_lte: '31437' } });
    expect(ok.status).toBe(200);
    expect(ok.body.map((r: { price: number }) => r.price)).toEqual([31437]);
    const decimal = await t.call('GET', vendorRates.apiPath, { token, query: { price_gte: '0.031437' } });
    expect(decimal.status).toBe(422);
    expect(decimal.body.errors.price_gte.join(' ')).toMatch(/millionths of the currency/);
  });
});
