/**
 * Approving rate changes (docs/areas/sms.md#rate-changes): the vendor rates written with their
 * dates, an increase inside the notice waiting for its end unless overridden with a reason (kept
 * in the audit log), client rates applied again for the endpoints whose plan uses the route, the
 * new price list mailed as CSV and XLSX, and of two admins approving one batch at once one wins.
 */
import ExcelJS from 'exceljs';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeEnds } from '../../../resources/sms/rate-notice.ts';
import { addMember } from '../../../server/accounts/users.ts';
import { clientRates, mailOutbox, rateChangeBatches, rateChanges, vendorRates } from '../../../server/db/schema/index.ts';
import { startTestApp, switchHubOn, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const at = (d: string) => new Date(`${d}T00:00:00Z`);

async function desk() {
  const owner = await t.signUp({ name: 'Rate Admin' });
  const teamId: number = owner.user.current_team.id;
  const token = owner.token;
  await switchHubOn(t, token, teamId);
  const route = await t.created('/v1/sms/routing/routes', { name: 'Vendor A', vendor: 'Vendor Ltd', protocol: 'smpp', host: '127.0.0.1', port: 2775, system_id: 'va', password: 'pw', status: 'active' }, token);
  const rate = (network_name: string, mnc: string, price: number) =>
    t.created('/v1/sms/routing/rates', { route_id: route.id, network_name, country: 'GB', mcc: '234', mnc, price, currency: 'EUR', effective_from: day(-30), status: 'active' }, token);
  const o2 = await rate('O2', '10', 20_000);
  const vodafone = await rate('Vodafone', '15', 30_000);
  const plan = await t.created('/v1/sms/routing/plans', { name: 'Plan', strategy: 'priority', default_route_id: route.id }, token);
  const company = await t.created('/v1/audience/companies', { name: 'Client Co', currency: 'EUR' }, token);
  const endpoint = await t.created('/v1/hub/endpoints', { name: 'Client SMPP', company_id: company.id, protocol: 'smpp', system_id: `c${teamId}`, password: 'pw123456', plan_id: plan.id }, token);
  await t.created('/v1/hub/profit-logic/rules', { name: 'Margin', margin_percent: 2_000 }, token);
  await t.created('/v1/hub/email-updates', { endpoint_id: endpoint.id, email: `rates-${teamId}@client.example`, topics: ['rate_changes'] }, token);
  await t.created('/v1/hub/email-updates', { endpoint_id: endpoint.id, email: `invoices-${teamId}@client.example`, topics: ['invoices'] }, token);
  expect((await t.call('POST', `/v1/hub/endpoints/${endpoint.id}/apply-rates`, { token, body: { effective_from: day(-1) } })).status).toBe(200);
  return { token, teamId, userId: owner.user.id as number, route, o2, vodafone, endpoint };
}

type Change = { network_name: string; mnc: string; old_price: number | null; new_price: number | null; change: 'increase' | 'decrease' | 'new' | 'closed'; effective: string };

async function batchOf(d: Awaited<ReturnType<typeof desk>>, changes: Change[], receivedAt = new Date()) {
  const [batch] = await t.db
    .insert(rateChangeBatches)
    .values({ team_id: d.teamId, route_id: d.route.id, source: 'upload', file_name: 'deck.csv', status: 'pending', received_at: receivedAt, increase_count: changes.filter((c) => c.change === 'increase').length })
    .returning();
  const rows = await t.db
    .insert(rateChanges)
    .values(
      changes.map((c) => ({
        team_id: d.teamId,
        route_id: d.route.id,
        network_name: c.network_name,
        country: 'GB',
        mcc: '234',
        mnc: c.mnc,
        old_price: c.old_price,
        new_price: c.new_price,
        currency: 'EUR' as const,
        change: c.change,
        effective_from: at(c.effective),
        detected_at: receivedAt,
        batch_id: batch.id,
        status: 'pending' as const,
      })),
    )
    .returning();
  return { batch, changes: rows };
}

const ratesOf = (routeId: number, mnc: string) =>
  t.db.select().from(vendorRates).where(and(eq(vendorRates.route_id, routeId), eq(vendorRates.mnc, mnc))).orderBy(asc(vendorRates.effective_from), asc(vendorRates.id));

describe('approving rate changes', () => {
  it('writes the vendor rates, defers an increase inside notice, applies client rates again and mails the price list as CSV and XLSX', async () => {
    const d = await desk();
    const { batch } = await batchOf(d, [
      { network_name: 'O2', mnc: '10', old_price: 20_000, new_price: 18_000, change: 'decrease', effective: day(0) },
      { network_name: 'Vodafone', mnc: '15', old_price: 30_000, new_price: 33_000, change: 'increase', effective: day(2) },
      { network_name: 'Three', mnc: '20', old_price: null, new_price: 25_000, change: 'new', effective: day(0) },
    ]);
    const res = await t.call('POST', '/v1/sms/routing/rates/changes/approve', { token: d.token, body: { batch_id: batch.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ approved: 3, deferred: 1, batch_ids: [batch.id] });

    // The decrease takes effect today and closes the price before it; the increase waits for the notice's end.
    const o2 = await ratesOf(d.route.id, '10');
    expect(o2.map((r) => [r.price, r.status])).toEqual([
      [20_000, 'expired'],
      [18_000, 'active'],
    ]);
    const vodafone = await ratesOf(d.route.id, '15');
    const ends = noticeEnds(new Date(), 7);
    expect(vodafone.map((r) => [r.price, r.status, r.effective_from.toISOString().slice(0, 10)])).toEqual([
      [30_000, 'active', day(-30)],
      [33_000, 'active', ends],
    ]);
    expect((await ratesOf(d.route.id, '20')).map((r) => r.price)).toEqual([25_000]);
    const [decided] = await t.db.select().from(rateChangeBatches).where(eq(rateChangeBatches.id, batch.id));
    expect(decided).toMatchObject({ status: 'approved', decided_by_id: d.userId });
    const changes = await t.db.select().from(rateChanges).where(eq(rateChanges.batch_id, batch.id));
    expect(changes.every((c) => c.status === 'applied' && c.vendor_rate_id !== null)).toBe(true);

    // The same batch again: someone already decided it.
    const again = await t.call('POST', '/v1/sms/routing/rates/changes/approve', { token: d.token, body: { batch_id: batch.id } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This batch was already approved by Rate Admin at ' + decided.decided_at!.toISOString().replace('T', ' ').slice(0, 16) + ' UTC.');

    const job = await t.waitForJob(d.token, res.body.job_id);
    expect(job.status, JSON.stringify(job)).toBe('completed');
    // Client rates: 20 % on the vendor's, today's for the decrease and the new network, the notice's end for the increase.
    const client = await t.db.select().from(clientRates).where(eq(clientRates.endpoint_id, d.endpoint.id)).orderBy(asc(clientRates.effective_from), asc(clientRates.mnc));
    const onDay = (when: string) => client.filter((r) => r.effective_from.toISOString().slice(0, 10) === when).map((r) => [r.mnc, r.price]);
    expect(onDay(day(0))).toEqual([
      ['10', 21_600],
      ['15', 36_000],
      ['20', 30_000],
    ]);
    expect(onDay(ends)).toEqual([
      ['10', 21_600],
      ['15', 39_600],
      ['20', 30_000],
    ]);

    // The address that follows rate changes has the price list; the one for invoices does not.
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, `rates-${d.teamId}@client.example`));
    expect(mails).toHaveLength(1);
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, `invoices-${d.teamId}@client.example`))).length).toBe(0);
    const [mail] = mails;
    expect(mail.subject).toMatch(/^New SMS rates for Client SMPP from /);
    expect(mail.text).toContain(`Increase: GB Vodafone (234/15) €0.036000 → €0.039600 from ${ends}`);
    expect(mail.text).toContain('Decrease: GB O2 (234/10) €0.024000 → €0.021600 from ' + day(0));
    expect(mail.attachments!.map((a) => a.filename)).toEqual([`Client-SMPP-rates-${day(0)}.csv`, `Client-SMPP-rates-${day(0)}.xlsx`]);
    const csv = Buffer.from(mail.attachments![0].content_base64, 'base64').toString('utf8');
    expect(csv).toContain(`GB,Vodafone,234,15,0.039600,EUR,${ends},increase,0.036000`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(mail.attachments![1].content_base64, 'base64') as never);
    const rows = (workbook.worksheets[0].getSheetValues() as unknown[][]).filter(Boolean).map((r) => r.slice(1));
    expect(rows[0]).toEqual(['country', 'network', 'mcc', 'mnc', 'price', 'currency', 'effective_from', 'change', 'previous_price']);
    expect(rows).toContainEqual(['GB', 'Vodafone', '234', '15', 0.0396, 'EUR', ends, 'increase', 0.036]);

    const notes = await t.call('GET', '/v1/notifications', { token: d.token });
    expect(notes.body.find((n: { type: string }) => n.type === 'rate_change')).toMatchObject({ title: 'Rate changes approved', level: 'success' });

    // Approving is in the audit log, by the admin; re-applying client rates by Parley.
    const audited = await t.call('GET', '/v1/audit-log', { token: d.token, query: { resource: 'vendor-rates', action: 'approve', _end: '50' } });
    expect(audited.body.length).toBe(4);
    expect(audited.body.every((r: { user_id: number | null }) => r.user_id === d.userId)).toBe(true);
    const byParley = await t.call('GET', '/v1/audit-log', { token: d.token, query: { resource: 'client-rates', action: 'apply-rates', _end: '50' } });
    expect(byParley.body.some((r: { user_id: number | null; user_name: string | null }) => r.user_id === null && r.user_name === 'Parley')).toBe(true);
  });

  it('applies an increase inside notice at once when an admin overrides with a reason, which is audited', async () => {
    const d = await desk();
    const { batch } = await batchOf(d, [{ network_name: 'Vodafone', mnc: '15', old_price: 30_000, new_price: 31_000, change: 'increase', effective: day(1) }]);
    const noReason = await t.call('POST', '/v1/sms/routing/rates/changes/approve', { token: d.token, body: { batch_id: batch.id, override_notice: true } });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toBeDefined();
    const res = await t.call('POST', '/v1/sms/routing/rates/changes/approve', { token: d.token, body: { batch_id: batch.id, override_notice: true, reason: 'Vendor agreed by phone' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ approved: 1, deferred: 0 });
    const vodafone = await ratesOf(d.route.id, '15');
    expect(vodafone.at(-1)).toMatchObject({ price: 31_000, status: 'active' });
    expect(vodafone.at(-1)!.effective_from.toISOString().slice(0, 10)).toBe(day(1));
    const audited = await t.call('GET', '/v1/audit-log', { token: d.token, query: { resource: 'vendor-rates', record_id: String(vodafone.at(-1)!.id) } });
    expect(audited.body[0]).toMatchObject({ action: 'approve', note: 'Notice overridden: Vendor agreed by phone', user_id: d.userId });
    expect(audited.body[0].changes.price).toEqual([null, 31_000]);
    await t.waitForJob(d.token, res.body.job_id);
  });

  it('lets one of two admins approving one batch at once win; the other gets a 409', async () => {
    const d = await desk();
    const other = await t.signUp({ name: 'Second Admin' });
    await addMember(t.db, d.teamId, other.user.id, 'admin');
    expect((await t.call('POST', `/v1/teams/${d.teamId}/switch`, { token: other.token })).status).toBe(200);
    const { batch } = await batchOf(d, [{ network_name: 'O2', mnc: '10', old_price: 20_000, new_price: 19_000, change: 'decrease', effective: day(0) }]);
    const answers = await Promise.all([d.token, other.token].map((token) => t.call('POST', '/v1/sms/routing/rates/changes/approve', { token, body: { batch_id: batch.id } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await ratesOf(d.route.id, '10')).filter((r) => r.price === 19_000)).toHaveLength(1);
    await t.waitForJob(d.token, answers.find((a) => a.status === 200)!.body.job_id);
  });

  it('rejects a batch with its reason, by ids too, and refuses a viewer and another team', async () => {
    const d = await desk();
    const { batch, changes } = await batchOf(d, [
      { network_name: 'O2', mnc: '10', old_price: 20_000, new_price: 40_000, change: 'increase', effective: day(30) },
      { network_name: 'Vodafone', mnc: '15', old_price: 30_000, new_price: 29_000, change: 'decrease', effective: day(0) },
    ]);
    const viewer = await t.signUp({ name: 'Viewer' });
    await addMember(t.db, d.teamId, viewer.user.id, 'viewer');
    expect((await t.call('POST', `/v1/teams/${d.teamId}/switch`, { token: viewer.token })).status).toBe(200);
    expect((await t.call('POST', '/v1/sms/routing/rates/changes/approve', { token: viewer.token, body: { batch_id: batch.id } })).status).toBe(403);
    const stranger = await desk();
    expect((await t.call('POST', '/v1/sms/routing/rates/changes/approve', { token: stranger.token, body: { batch_id: batch.id } })).status).toBe(404);
    expect((await t.call('POST', '/v1/sms/routing/rates/changes/approve', { token: stranger.token, body: { ids: [changes[0].id] } })).status).toBe(404);
    expect((await t.call('POST', '/v1/sms/routing/rates/changes/approve', { token: d.token, body: {} })).status).toBe(422);

    // One change by id: the batch waits for the other.
    const one = await t.call('POST', '/v1/sms/routing/rates/changes/reject', { token: d.token, body: { ids: [changes[0].id], reason: 'Too dear' } });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect((await t.db.select().from(rateChangeBatches).where(eq(rateChangeBatches.id, batch.id)))[0].status).toBe('pending');
    const rest = await t.call('POST', '/v1/sms/routing/rates/changes/approve', { token: d.token, body: { ids: [changes[1].id] } });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    const [decided] = await t.db.select().from(rateChangeBatches).where(eq(rateChangeBatches.id, batch.id));
    expect(decided.status).toBe('approved');
    expect((await ratesOf(d.route.id, '10')).map((r) => r.price)).toEqual([20_000]);
    await t.waitForJob(d.token, rest.body.job_id);

    const { batch: second } = await batchOf(d, [{ network_name: 'O2', mnc: '10', old_price: 20_000, new_price: 50_000, change: 'increase', effective: day(30) }]);
    const rejected = await t.call('POST', '/v1/sms/routing/rates/changes/reject', { token: d.token, body: { batch_id: second.id, reason: 'Not agreed' } });
    expect(rejected.body).toEqual({ rejected: 1, batch_ids: [second.id] });
    expect((await t.db.select().from(rateChangeBatches).where(eq(rateChangeBatches.id, second.id)))[0]).toMatchObject({ status: 'rejected', decision_note: 'Not agreed' });
    expect((await t.call('POST', '/v1/sms/routing/rates/changes/approve', { token: d.token, body: { batch_id: second.id } })).status).toBe(409);
  });
});

describe('the changes screen’s groups', () => {
  it('groups by batch, newest first, with counts and the largest changes first', async () => {
    const d = await desk();
    const older = await batchOf(d, [{ network_name: 'O2', mnc: '10', old_price: 20_000, new_price: 21_000, change: 'increase', effective: day(10) }], new Date(Date.now() - DAY));
    const newer = await batchOf(d, [
      { network_name: 'O2', mnc: '10', old_price: 20_000, new_price: 22_000, change: 'increase', effective: day(10) },
      { network_name: 'Vodafone', mnc: '15', old_price: 30_000, new_price: 15_000, change: 'decrease', effective: day(0) },
      { network_name: 'Three', mnc: '20', old_price: null, new_price: 25_000, change: 'new', effective: day(0) },
    ]);
    const res = await t.call('GET', '/v1/sms/routing/rates/changes/groups', { token: d.token, query: { route_id: String(d.route.id) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.body.map((g: { batch_id: number }) => g.batch_id)).toEqual([newer.batch.id, older.batch.id]);
    expect(res.body[0]).toMatchObject({ status: 'pending', route_name: 'Vendor A', file_name: 'deck.csv', notice_days: 7, counts: { total: 3, increase: 1, decrease: 1, new: 1, closed: 0, pending: 3 } });
    // −50 % before +10 %; a new network, with no old price, last.
    expect(res.body[0].largest.map((c: { network_name: string; change_ratio: number | null }) => [c.network_name, c.change_ratio])).toEqual([
      ['Vodafone', -0.5],
      ['O2', 0.1],
      ['Three', null],
    ]);
    await t.call('POST', '/v1/sms/routing/rates/changes/reject', { token: d.token, body: { batch_id: older.batch.id, reason: 'No' } });
    const pending = await t.call('GET', '/v1/sms/routing/rates/changes/groups', { token: d.token, query: { status: 'pending' } });
    expect(pending.body.map((g: { batch_id: number }) => g.batch_id)).toEqual([newer.batch.id]);
    const stranger = await desk();
    expect((await t.call('GET', '/v1/sms/routing/rates/changes/groups', { token: stranger.token })).body).toEqual([]);
  });
});
