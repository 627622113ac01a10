/**
 * The job runtime on real work: exports of a list to CSV and XLSX (filters, sort, columns, labels,
 * reference titles), their files behind signed links, cancel and retry, a stalled attempt taken
 * back, the team boundary, and the keyset reading that never skips or repeats a row.
 */
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../resources/index.ts';
import { resourceByName } from '../../resources/index.ts';
import { parseListParams } from '../../server/crud/list-params.ts';
import { resourceTable } from '../../server/db/resource-tables.ts';
import { files, jobs, mailOutbox, offers } from '../../server/db/schema/index.ts';
import { removeExpiredFiles } from '../../server/files/retention.ts';
import { eachBatch } from '../../server/domains/exports/export-batches.ts';
import { startTestApp, switchHubOn, type TestApp } from './harness.ts';
import { sampleRecord, type RefIds } from './samples.ts';

let t: TestApp;
let token: string;
let teamId: number;
let other: string;

beforeAll(async () => {
  t = await startTestApp();
  const owner = await t.signUp({ name: 'Erin Exporter' });
  token = owner.token;
  teamId = owner.user.current_team.id;
  // The rate-sheet job is the hub's: this team runs one.
  await switchHubOn(t, owner.token, teamId);
  other = (await t.signUp({ name: 'Oscar Other' })).token;
});
afterAll(() => t.close());

const exportBody = (over: Record<string, unknown> = {}) => ({
  resource: 'offers',
  format: 'csv',
  title: 'Offers',
  query: {},
  columns: [
    { name: 'name', label: 'Name' },
    { name: 'payout', label: 'Payout' },
    { name: 'status', label: 'Status', labels: { active: 'Active', paused: 'Paused' } },
  ],
  ...over,
});

let seed = 0;
/** A record from a fresh sample with some fields set. */
async function make(name: string, fields: Record<string, unknown> = {}, refs: RefIds = {}) {
  const resource = resourceByName(name)!;
  const res = await t.call('POST', resource.apiPath, { token, body: { ...sampleRecord(resource, ++seed, refs), ...fields } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function offer(name: string, payout: number | null, status = 'active', currency = 'USD') {
  const res = await t.call('POST', '/v1/audience/offers', { token, body: { name, url: 'https://shop.example.com/x', payout: payout ?? 0, currency, status } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The bytes of a finished export, through the signed link, as the browser gets them. */
async function download(job: any, as = token) {
  const link = await t.call('POST', `/v1/files/${job.result.file_id}/link`, { token: as });
  expect(link.status).toBe(200);
  const url = new URL(link.body.url);
  const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
  return res;
}

describe('exports', () => {
  it('writes the filtered, sorted list with its labels to CSV, downloadable through a signed link', async () => {
    await offer('Alpha sale', 450);
    await offer('Beta, "quoted"', 1999, 'paused');
    await offer('=cmd injection', 100);
    const started = await t.call('POST', '/v1/exports', { token, body: exportBody({ query: { _sort: 'payout', _order: 'desc', status: ['active', 'paused'] } }) });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body).toMatchObject({ kind: 'export', status: 'queued', title: 'Offers' });
    const job = await t.waitForJob(token, started.body.id);
    expect(job).toMatchObject({ status: 'completed', progress_done: 3, progress_total: 3, attempts: 1, result: { rows: 3 } });
    const file = await download(job);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment; filename="Offers-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = file.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('id,Name,Payout,Status');
    // Amounts as the screen shows them, every decimal of the currency: 4.50, not 4.5.
    expect(lines.slice(1).map((l) => l.replace(/^\d+,/, ''))).toEqual(['"Beta, ""quoted""",19.99,Paused', 'Alpha sale,4.50,Active', "'=cmd injection,1.00,Active"]);
  });

  it('writes an XLSX workbook with reference titles instead of ids and prices as numbers at their scale', async () => {
    const route = await make('routes', { name: 'Vendor One' });
    const rate = { body: await make('vendor-rates', { network_name: 'Vodafone DE', price: 31437 }, { routes: route.id }) };
    const started = await t.call('POST', '/v1/exports', {
      token,
      body: { resource: 'vendor-rates', format: 'xlsx', title: 'Vendor rates', query: {}, columns: [{ name: 'route_id', label: 'Route' }, { name: 'network_name', label: 'Network' }, { name: 'price', label: 'Price' }] },
    });
    const job = await t.waitForJob(token, started.body.id);
    expect(job.status).toBe('completed');
    const file = await download(job);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'id', 'Route', 'Network', 'Price']);
    // The price is €0.031437 as on screen: a number cell showing all six decimals, not 31437.
    expect(sheet.getRow(2).values).toEqual([undefined, rate.body.id, 'Vendor One', 'Vodafone DE', 0.031437]);
    expect(sheet.getRow(2).getCell(4).numFmt).toBe('#,##0.000000');
  });

  it('refuses what the list itself would refuse, before queueing anything', async () => {
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0].n;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ resource: 'nothing-here' }, 422, 'resource'],
      [{ columns: [{ name: 'no_such_field', label: 'X' }] }, 422, 'columns'],
      [{ query: { payout_gte: 'lots' } }, 422, 'payout_gte'],
      [{ query: { secret_like: 'x' } }, 422, 'secret_like'],
      [{ format: 'pdf' }, 422, 'format'],
    ];
    for (const [over, status, field] of cases) {
      const res = await t.call('POST', '/v1/exports', { token, body: exportBody(over) });
      expect(res.status, JSON.stringify(over)).toBe(status);
      expect(Object.keys(res.body.errors ?? {}).join(','), JSON.stringify(res.body)).toContain(field);
    }
    // A secret field is never a column.
    const routes = await t.call('POST', '/v1/exports', { token, body: exportBody({ resource: 'routes', columns: [{ name: 'password', label: 'Password' }] }) });
    expect(routes.status).toBe(422);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0].n).toBe(before);
  });

  it('keeps every team to its own jobs and files', async () => {
    const started = await t.call('POST', '/v1/exports', { token, body: exportBody() });
    const job = await t.waitForJob(token, started.body.id);
    expect((await t.call('GET', `/v1/jobs/${job.id}`, { token: other })).status).toBe(404);
    expect((await t.call('POST', `/v1/files/${job.result.file_id}/link`, { token: other })).status).toBe(404);
    expect((await t.call('POST', `/v1/jobs/${job.id}/retry`, { token: other, body: {} })).status).toBe(404);
    // The other team's export holds only its own rows.
    const theirs = await t.waitForJob(other, (await t.call('POST', '/v1/exports', { token: other, body: exportBody() })).body.id);
    expect(theirs.result.rows).toBe(0);
    const link = new URL((await t.call('POST', `/v1/files/${job.result.file_id}/link`, { token })).body.url);
    const forged = new URLSearchParams(link.search);
    forged.set('team', '999');
    expect((await t.app.inject({ method: 'GET', url: `${link.pathname}?${forged}` })).statusCode).toBe(403);
    forged.set('team', String(teamId));
    forged.set('expires', String(Date.now() - 1));
    expect((await t.app.inject({ method: 'GET', url: `${link.pathname}?${forged}` })).statusCode).toBe(403);
  });
});

describe('the runtime', () => {
  it('fails a job for good when trying again cannot help, and retries it once the cause is fixed', async () => {
    const client = await make('companies', { currency: 'EUR' });
    const endpoint = { body: await make('endpoints', { name: 'Client One', currency: 'EUR' }, { companies: client.id }) };
    // Queued directly (the action checks first): the rate sheet has nothing to send.
    const job = await t.ctx.jobs.enqueue('rate-sheet', { endpoint_id: endpoint.body.id, to: 'noc@client.example' }, { teamId, userId: 1, title: 'Client One' });
    const failed = await t.waitForJob(token, job.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.error).toMatch(/no rates in force/);
    await t.db.execute(sql`insert into client_rates (team_id, endpoint_id, network_name, country, mcc, mnc, price, currency, effective_from) values (${teamId}, ${endpoint.body.id}, 'Vodafone DE', 'DE', '262', '02', 40000, 'EUR', now() - interval '1 day')`);
    const retried = await t.call('POST', `/v1/jobs/${job.id}/retry`, { token, body: {} });
    expect(retried.body).toEqual({ id: job.id, status: 'queued' });
    expect((await t.waitForJob(token, job.id)).status).toBe('completed');
    expect((await t.call('POST', `/v1/jobs/${job.id}/retry`, { token, body: {} })).status).toBe(409);
    // One mail per job, even when the job's last step runs again.
    await t.ctx.mailer.send({ to: 'noc@client.example', subject: 'again', text: 'x', html: 'x' }, { idempotencyKey: `rate-sheet:${job.id}` });
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'noc@client.example'))).toHaveLength(1);
  });

  it('cancels a job that has not finished, and says so when it has', async () => {
    const job = await t.ctx.jobs.enqueue('export', exportBody(), { teamId, userId: 1, title: 'Offers' });
    // Cancelled before a worker takes it, or while it runs: either way it ends cancelled and stays so.
    const cancelled = await t.call('POST', `/v1/jobs/${job.id}/cancel`, { token, body: {} });
    if (cancelled.status === 200) {
      expect(cancelled.body.status).toBe('cancelled');
      await new Promise((r) => setTimeout(r, 300));
      expect((await t.call('GET', `/v1/jobs/${job.id}`, { token })).body.status).toBe('cancelled');
    } else {
      expect(cancelled.status).toBe(409);
    }
    expect((await t.call('POST', `/v1/jobs/${job.id}/cancel`, { token, body: {} })).status).toBe(409);
  });

  it('takes back a job whose process stopped writing heartbeats, and runs it again', async () => {
    const job = await t.ctx.jobs.enqueue('export', exportBody(), { teamId, userId: 1, title: 'Offers' });
    await t.waitForJob(token, job.id);
    // As if another process had started a second run and died: running, stale heartbeat, its worker gone.
    await t.db.update(jobs).set({ status: 'running', heartbeat_at: new Date(Date.now() - 600_000), worker: 'gone:1', result: null, max_attempts: 3 }).where(eq(jobs.id, job.id));
    await (t.ctx.jobs as any).reap(false);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.status).toBe('retrying');
    expect(row.error).toMatch(/gone:1.*stopped before it finished/);
  });
});

/** The ids a batched read visits, in order, by cursor or by keyset. */
async function idsRead(cursor: boolean, name: string, params: ReturnType<typeof parseListParams>, batchSize: number) {
  const seen: number[] = [];
  await eachBatch({ db: t.db, cursor, resource: resourceByName(name)!, table: resourceTable(name)!, teamId, params, batchSize }, async (batch) => {
    seen.push(...batch.map((r) => r.id as number));
  });
  return seen;
}

describe('reading a list in batches', () => {
  it('visits every row once in the list order, through ties, nulls and microsecond timestamps', async () => {
    const payouts = [500, 500, 500, 100, 100, 900, 0, 0, 250, 500, 100];
    for (const [i, p] of payouts.entries()) await offer(`Batch ${i}`, p, i % 2 ? 'paused' : 'active');
    const resource = resourceByName('offers')!;
    const table = resourceTable('offers')!;
    for (const sort of ['payout', 'name', 'created_at', 'id', 'status']) {
      for (const order of ['asc', 'desc']) {
        const params = parseListParams(resource, { name_like: 'Batch', _sort: sort, _order: order }, { integerFields: table.integerFields });
        const expected = (await t.call('GET', '/v1/audience/offers', { token, query: { name_like: 'Batch', _sort: sort, _order: order, _end: '100' } })).body.map((r: any) => r.id);
        for (const cursor of [false, true]) {
          const seen = await idsRead(cursor, 'offers', params, 3);
          expect(new Set(seen).size, `${sort} ${order}`).toBe(payouts.length);
          expect(seen, `${sort} ${order} ${cursor ? 'cursor' : 'keyset'}`).toEqual(expected);
        }
      }
    }
  });

  it('does the same over a column with nulls and ties', async () => {
    const times = [null, '2026-01-01T00:00:00.123456Z', null, '2026-01-01T00:00:00.123456Z', '2026-02-01T00:00:00Z', null, '2026-01-01T00:00:00.123457Z'];
    for (const [i, at] of times.entries()) {
      await t.db.execute(sql`insert into contacts (team_id, phone, first_name, last_contacted_at) values (${teamId}, ${`+4915100000${i}`}, 'Nully', ${at}::timestamptz)`);
    }
    const resource = resourceByName('contacts')!;
    const table = resourceTable('contacts')!;
    for (const order of ['asc', 'desc']) {
      const params = parseListParams(resource, { q: 'Nully', _sort: 'last_contacted_at', _order: order }, { integerFields: table.integerFields });
      const expected = (await t.call('GET', '/v1/audience/contacts', { token, query: { q: 'Nully', _sort: 'last_contacted_at', _order: order, _end: '100' } })).body.map((r: any) => r.id);
      expect(expected).toHaveLength(times.length);
      for (const cursor of [false, true]) expect(await idsRead(cursor, 'contacts', params, 2), `${order} ${cursor ? 'cursor' : 'keyset'}`).toEqual(expected);
    }
  });
});

describe('the change bus', () => {
  it('hears writes made outside the generic routes, so list totals are right at once', async () => {
    const first = await t.call('GET', '/v1/audience/offers', { token });
    const total = Number(first.headers['x-total-count']);
    const heard = new Promise((resolve) => {
      const off = t.ctx.changes.on((change) => {
        if (change.resource === 'offers' && change.op === 'insert') {
          off();
          resolve(change);
        }
      });
    });
    const [inserted] = await t.db
      .insert(offers)
      .values({ team_id: teamId, name: 'Inserted by a service', url: 'https://shop.example.com/s', payout: 1, currency: 'USD' })
      .returning({ id: offers.id });
    expect(await heard).toMatchObject({ resource: 'offers', op: 'insert', count: 1, teamIds: [teamId], ids: [inserted.id] });
    expect(Number((await t.call('GET', '/v1/audience/offers', { token })).headers['x-total-count'])).toBe(total + 1);
  });
});

describe('file retention', () => {
  it('removes expired files with their bytes and keeps the rest', async () => {
    const job = await t.waitForJob(token, (await t.call('POST', '/v1/exports', { token, body: exportBody() })).body.id);
    const [kept] = await t.db.select().from(files).where(eq(files.id, job.result.file_id));
    expect(await t.ctx.files.size(kept.storageKey)).toBeGreaterThan(0);
    expect(await removeExpiredFiles(t.db, t.ctx.files, new Date(Date.now() + 60_000))).toBe(0);
    expect(await removeExpiredFiles(t.db, t.ctx.files, new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.files.size(kept.storageKey)).toBeNull();
    const link = await t.call('POST', `/v1/files/${job.result.file_id}/link`, { token });
    expect(link.status).toBe(404);
  });
});
