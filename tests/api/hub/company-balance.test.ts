/**
 * A company's balance (docs/areas/hub.md#balances): credited and debited by an admin through the
 * ledger, never below its floor, once per Idempotency-Key, its entries adding up to it, its
 * endpoints billed in its currency.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../server/accounts/users.ts';
import { ledgerEntries } from '../../../server/db/schema/index.ts';
import { startTestApp, switchHubOn, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const UNIT = 1_000_000;

async function hubTeam() {
  const owner = await t.signUp({ name: 'Hub Owner' });
  const teamId: number = owner.user.current_team.id;
  await switchHubOn(t, owner.token, teamId);
  const viewer = await t.signUp({ name: 'Hub Viewer' });
  await addMember(t.db, teamId, viewer.user.id, 'viewer');
  expect((await t.call('POST', `/v1/teams/${teamId}/switch`, { token: viewer.token })).status).toBe(200);
  return { teamId, token: owner.token, viewer: viewer.token };
}

async function company(token: string, name = `Client ${randomUUID().slice(0, 6)}`, currency = 'EUR') {
  const res = await t.call('POST', '/v1/audience/companies', { token, body: { name, currency } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; name: string; balance: number };
}

const change = (token: string, id: number, amount: number, note = 'Top-up', key?: string) =>
  t.call('POST', `/v1/audience/companies/${id}/balance`, { token, body: { amount, note }, ...(key && { headers: { 'idempotency-key': key } }) });

async function ledgerSum(companyId: number): Promise<number> {
  const [row] = await t.db.select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` }).from(ledgerEntries).where(eq(ledgerEntries.company_id, companyId));
  return Number(row.sum);
}

describe('a company balance', () => {
  it('starts at zero, is credited and debited in millionths, and its ledger adds up to it', async () => {
    const { token } = await hubTeam();
    const c = await company(token);
    expect((await t.call('GET', `/v1/audience/companies/${c.id}/balance`, { token })).body).toEqual({ company_id: c.id, balance: 0, currency: 'EUR', credit_limit: 0, reserved: 0 });

    const credited = await change(token, c.id, 25 * UNIT + 500_000, 'Wire transfer 2026-11-28');
    expect(credited.status).toBe(200);
    expect(credited.body).toMatchObject({ company_id: c.id, amount: 25_500_000, balance: 25_500_000, currency: 'EUR', duplicate: false });
    const debited = await change(token, c.id, -10 * UNIT, 'Refund of an overpayment');
    expect(debited.body).toMatchObject({ amount: -10 * UNIT, balance: 15_500_000 });

    expect((await t.call('GET', `/v1/audience/companies/${c.id}`, { token })).body.balance).toBe(15_500_000);
    const entries = await t.call('GET', '/v1/ledger/entries', { token, query: { company_id: String(c.id), _sort: 'id', _order: 'asc' } });
    expect(entries.body.map((e: { kind: string; amount: number; balance_after: number; note: string }) => [e.kind, e.amount, e.balance_after, e.note])).toEqual([
      ['credit', 25_500_000, 25_500_000, 'Wire transfer 2026-11-28'],
      ['debit', -10 * UNIT, 15_500_000, 'Refund of an overpayment'],
    ]);
    expect(await ledgerSum(c.id)).toBe(15_500_000);
  });

  it('never goes below its floor: zero, or minus the largest credit limit of its endpoints that may send', async () => {
    const { token } = await hubTeam();
    const c = await company(token);
    await change(token, c.id, 3 * UNIT);
    const refused = await change(token, c.id, -4 * UNIT, 'Too much');
    expect(refused.status).toBe(422);
    expect(refused.body.errors.amount[0]).toBe('This would take the balance from €3.00 to -€1.00, below its floor of €0.00 (none of its endpoints gives it credit).');
    expect((await t.call('GET', `/v1/audience/companies/${c.id}/balance`, { token })).body.balance).toBe(3 * UNIT);

    const endpoint = await t.call('POST', '/v1/hub/endpoints', { token, body: { name: 'Client SMPP', company_id: c.id, protocol: 'smpp', credit_limit: 5 * UNIT } });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    expect(endpoint.body.currency).toBe('EUR');
    expect((await t.call('GET', `/v1/audience/companies/${c.id}/balance`, { token })).body.credit_limit).toBe(5 * UNIT);
    expect((await change(token, c.id, -8 * UNIT)).body.balance).toBe(-5 * UNIT);
    expect((await change(token, c.id, -1)).status).toBe(422);
    // A disabled endpoint gives no credit.
    expect((await t.call('PATCH', `/v1/hub/endpoints/${endpoint.body.id}`, { token, body: { status: 'disabled', version: endpoint.body.version } })).status).toBe(200);
    expect((await t.call('GET', `/v1/audience/companies/${c.id}/balance`, { token })).body.credit_limit).toBe(0);
    expect(await ledgerSum(c.id)).toBe(-5 * UNIT);
  });

  it('moves once per Idempotency-Key, even for requests that arrive together', async () => {
    const { token } = await hubTeam();
    const c = await company(token);
    const key = randomUUID();
    const first = await change(token, c.id, 7 * UNIT, 'Top-up', key);
    const again = await change(token, c.id, 7 * UNIT, 'Top-up', key);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ entry_id: first.body.entry_id, balance: 7 * UNIT, duplicate: true });
    expect((await change(token, c.id, 9 * UNIT, 'Top-up', key)).status).toBe(409);

    const together = randomUUID();
    const answers = await Promise.all(Array.from({ length: 25 }, () => change(token, c.id, UNIT, 'Burst', together)));
    expect(answers.map((a) => a.status)).toEqual(Array(25).fill(200));
    expect(new Set(answers.map((a) => a.body.entry_id)).size).toBe(1);
    expect(answers.filter((a) => !a.body.duplicate)).toHaveLength(1);
    expect((await t.call('GET', `/v1/audience/companies/${c.id}/balance`, { token })).body.balance).toBe(8 * UNIT);
    expect(await ledgerSum(c.id)).toBe(8 * UNIT);
  });

  it('refuses what is not a change, says why, and keeps to its team and its roles', async () => {
    const { token, viewer } = await hubTeam();
    const c = await company(token);
    expect((await change(token, c.id, 0)).body.errors.amount).toEqual(['A positive amount credits the company, a negative one debits it; zero changes nothing.']);
    expect((await change(token, c.id, 1.5)).status).toBe(422);
    expect((await t.call('POST', `/v1/audience/companies/${c.id}/balance`, { token, body: { amount: 5 } })).body.errors.note).toBeDefined();
    expect((await t.call('GET', `/v1/audience/companies/${c.id}/balance`, { token: viewer })).status).toBe(200);
    expect((await change(viewer, c.id, UNIT)).status).toBe(403);
    const other = await hubTeam();
    expect((await t.call('GET', `/v1/audience/companies/${c.id}/balance`, { token: other.token })).status).toBe(404);
    expect((await change(other.token, c.id, UNIT)).status).toBe(404);
    expect((await t.call('GET', `/v1/audience/companies/${c.id}/balance`, { token })).body.balance).toBe(0);
  });

  it('totals the balances per currency, counting what companies on credit owe', async () => {
    const { token } = await hubTeam();
    const a = await company(token, 'Euro One', 'EUR');
    const b = await company(token, 'Euro Two', 'EUR');
    await company(token, 'Dollar One', 'USD');
    await change(token, a.id, 12 * UNIT);
    await t.call('POST', '/v1/hub/endpoints', { token, body: { name: 'On credit', company_id: b.id, credit_limit: 10 * UNIT } });
    await change(token, b.id, -4 * UNIT, 'Adjustment');
    expect((await t.call('GET', '/v1/audience/companies/balance/summary', { token })).body).toEqual({
      totals: [
        { currency: 'EUR', companies: 2, balance: 8 * UNIT, owed: 4 * UNIT },
        { currency: 'USD', companies: 1, balance: 0, owed: 0 },
      ],
    });
  });
});

describe('the ledger', () => {
  it('is never edited: the API offers no change, and the database refuses one', async () => {
    const { token } = await hubTeam();
    const c = await company(token);
    const { body } = await change(token, c.id, 2 * UNIT);
    expect((await t.call('POST', '/v1/ledger/entries', { token, body: { company_id: c.id, kind: 'credit', amount: UNIT } })).status).toBe(405);
    expect([403, 404, 405]).toContain((await t.call('PATCH', `/v1/ledger/entries/${body.entry_id}`, { token, body: { amount: 1 } })).status);
    const edit = await t.db.update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.id, body.entry_id)).then(() => null, (error: Error) => error);
    expect(String((edit?.cause as Error | undefined)?.message ?? edit?.message)).toMatch(/never edited/);
    expect(await ledgerSum(c.id)).toBe(2 * UNIT);
  });
});

describe('an endpoint', () => {
  it('bills in its company’s currency', async () => {
    const { token } = await hubTeam();
    const pounds = await company(token, 'Pound Co', 'GBP');
    const made = await t.call('POST', '/v1/hub/endpoints', { token, body: { name: 'Pounds', company_id: pounds.id } });
    expect(made.body.currency).toBe('GBP');
    const wrong = await t.call('POST', '/v1/hub/endpoints', { token, body: { name: 'Euros', company_id: pounds.id, currency: 'EUR' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.currency).toEqual(['Pound Co is billed in GBP, so its endpoints are too: each part they send is charged to its balance.']);
    const euros = await company(token, 'Euro Co', 'EUR');
    const moved = await t.call('PATCH', `/v1/hub/endpoints/${made.body.id}`, { token, body: { company_id: euros.id, version: made.body.version } });
    expect(moved.status).toBe(422);
    expect(moved.body.errors.company_id).toBeDefined();
  });
});
