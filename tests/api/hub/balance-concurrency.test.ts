/**
 * Money under real concurrency (docs/areas/hub.md#balances): parallel HTTP requests against Parley
 * running as its own process — on PostgreSQL two processes on one database, on PGlite one — never
 * take a balance below its floor, move once per Idempotency-Key, and leave a ledger that adds up.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, teams } from '../../../server/db/schema/index.ts';
import { postEntry } from '../../../server/domains/ledger/post-entry.ts';
import { crashHarness, type CrashHarness } from '../../support/crash-harness.ts';
import type { ServerProcess } from '../../support/server-process.ts';

const UNIT = 1_000_000;
let h: CrashHarness;
let servers: ServerProcess[];
let companyId: number;

beforeAll(async () => {
  h = await crashHarness('balance-race', {}, async (database, owner) => {
    await database.db.update(teams).set({ settings: { hub_enabled: true } }).where(eq(teams.id, owner.teamId));
    const [company] = await database.db.insert(companies).values({ team_id: owner.teamId, name: 'Racing Client', currency: 'EUR' }).returning({ id: companies.id });
    companyId = company.id;
    await postEntry(database.db, { teamId: owner.teamId, companyId, kind: 'credit', amount: 100 * UNIT, key: 'opening', floor: 0, note: 'Paid for 100' });
  });
  servers = [await h.start('first')];
  if (h.postgres) servers.push(await h.start('second'));
}, 120_000);
afterAll(() => h?.close());

const change = (i: number, amount: number, key: string) =>
  fetch(`${servers[i % servers.length].baseURL}/api/proxy/api/v1/audience/companies/${companyId}/balance`, {
    method: 'POST',
    headers: { authorization: `Bearer ${h.token}`, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ amount, note: amount < 0 ? "Debit" : "Credit" }),
  }).then(async (res) => ({ status: res.status, body: await res.json() }));

async function ledger(): Promise<{ count: number; sum: number }> {
  const res = await h.api(servers[0], 'GET', `/v1/ledger/entries?company_id=${companyId}&_start=0&_end=1000`);
  return { count: res.body.length, sum: res.body.reduce((s: number, e: { amount: number }) => s + e.amount, 0) };
}

describe('a balance that pays for 100', () => {
  it('takes exactly 100 of 200 debits sent at once, ending at exactly zero', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => change(i, -UNIT, randomUUID())));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 422)).toHaveLength(100);
    expect(Math.min(...answers.filter((a) => a.status === 200).map((a) => a.body.balance))).toBe(0);
    expect((await h.api(servers[0], 'GET', `/v1/audience/companies/${companyId}/balance`)).body.balance).toBe(0);
    expect(await ledger()).toEqual({ count: 101, sum: 0 });
  }, 120_000);

  it('moves once for one Idempotency-Key sent by 40 requests at once, wherever they land', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => change(i, 5 * UNIT, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
    expect(new Set(answers.map((a) => a.body.entry_id)).size).toBe(1);
    expect((await h.api(servers[0], 'GET', `/v1/audience/companies/${companyId}/balance`)).body.balance).toBe(5 * UNIT);
    expect(await ledger()).toEqual({ count: 102, sum: 5 * UNIT });
  }, 120_000);
});
