/**
 * Rate sheets (docs/areas/sms.md#rate-sheets): six real-world deck shapes (tests/fixtures/rate-decks/,
 * made by make-fixtures.ts) previewed against a route's rates in force, with their counts and the
 * rows refused and why; then over the API: a sample's guessed mapping, settings saved and
 * refused, a deck handled into one pending batch whose changes the rate-changes list shows, and the
 * same file refused the second time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../server/accounts/users.ts';
import { previewDeck } from '../../../server/domains/sms/rate-decks/deck-preview.ts';
import { FIXTURE_TODAY, IN_FORCE, makeRateDeckFixtures, type FixtureName } from '../../fixtures/rate-decks/make-fixtures.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { multipartBody } from '../upload-support.ts';

let t: TestApp;
let token: string;
let teamId: number;
let routeId: number;
let files: Record<FixtureName, Buffer>;

const deckCall = (path: string, name: FixtureName, fields: Record<string, string> = {}, id = routeId, as = token) => {
  const { body, contentType } = multipartBody(files[name], name, fields);
  return t.call('POST', `/v1/sms/routing/routes/${id}/deck/${path}`, { token: as, body, headers: { 'content-type': contentType } });
};

beforeAll(async () => {
  files = await makeRateDeckFixtures();
  t = await startTestApp();
  const owner = await t.signUp({ name: 'Rita Rates' });
  token = owner.token;
  teamId = owner.user.current_team.id;
  const route = await t.created('/v1/sms/routing/routes', { name: 'Acme wholesale', vendor: 'Acme Telecom', protocol: 'smpp', host: 'smsc.acme.example', port: 2775, system_id: 'acme', password: 'secret', currency: 'EUR' }, token);
  routeId = route.id;
  for (const r of IN_FORCE) await t.created('/v1/sms/routing/rates', { route_id: routeId, ...r, currency: 'EUR', effective_from: '2026-01-01', status: 'active' }, token);
});
afterAll(async () => {
  await t?.close();
});

const preview = (name: FixtureName, settings?: Record<string, unknown>) => previewDeck(t.db, { teamId, routeId, bytes: files[name], today: FIXTURE_TODAY, settings: settings as never });
const problems = (p: Awaited<ReturnType<typeof preview>>) => p.preview.unreadable.map((u) => [u.line, u.problem, u.value]);

describe('each fixture previewed against the rates in force', () => {
  it('a semicolon CSV with decimal commas in cp1252', async () => {
    const p = await preview('semicolon-cp1252.csv');
    expect(p.settings).toMatchObject({ decimal: 'comma', date_format: 'dd.mm.yyyy', columns: { mcc: 'MCC', mnc: 'MNC', price: 'Price (EUR)' } });
    expect(p.preview.counts).toEqual({ new: 1, increase: 2, decrease: 1, unchanged: 1, closed: 0, unreadable: 3, inside_notice: 1 });
    expect(problems(p)).toEqual([
      [7, 'unknown_network', '222-99'],
      [8, 'bad_price', 'on request'],
      [9, 'bad_date', '31.02.2027'],
    ]);
    const telekom = p.preview.rows.find((r) => r.mcc === '262' && r.mnc === '01');
    expect(telekom).toMatchObject({ kind: 'increase', old_price: 30_000, new_price: 32_000, change_pct: 6.67, effective_from: '2027-01-15', inside_notice: true });
    expect(p.preview.rows.find((r) => r.mcc === '214')).toMatchObject({ kind: 'increase', new_price: 55_000, inside_notice: false });
  });

  it('an XLSX with a logo and a title block above the header', async () => {
    const p = await preview('title-block.xlsx');
    expect(p.settings.header_row).toBe(5);
    expect(p.preview.counts).toEqual({ new: 0, increase: 1, decrease: 1, unchanged: 2, closed: 0, unreadable: 1, inside_notice: 1 });
    expect(problems(p)).toEqual([[10, 'unknown_network', '999-99']]);
    expect(p.preview.rows[0]).toMatchObject({ kind: 'increase', mcc: '208', mnc: '10', new_price: 45_000, effective_from: '2027-01-12', inside_notice: true });
  });

  it('the same workbook read as a full deck closes the networks it leaves out', async () => {
    const p = await preview('title-block.xlsx', { header_row: 5, deck: 'full', columns: { mcc: 'MCC', mnc: 'MNC', price: 'Rate', currency: 'Currency', effective_from: 'Effective Date' } });
    expect(p.preview.counts.closed).toBe(3);
    expect(p.preview.rows.filter((r) => r.kind === 'closed').map((r) => `${r.mcc}-${r.mnc}`).sort()).toEqual(['208-01', '214-01', '222-01']);
    expect(p.preview.rows.find((r) => r.kind === 'closed')).toMatchObject({ new_price: null, line: null, effective_from: '2027-02-01' });
  });

  it('prices per 1,000', async () => {
    const p = await preview('per-thousand.csv');
    expect(p.settings.price_unit).toBe('thousand');
    expect(p.preview.counts).toEqual({ new: 0, increase: 1, decrease: 1, unchanged: 1, closed: 0, unreadable: 2, inside_notice: 1 });
    expect(p.preview.rows.find((r) => r.mcc === '262')).toMatchObject({ kind: 'increase', new_price: 31_500, change_pct: 5 });
    expect(problems(p)).toEqual([
      [5, 'bad_price', 'n/a'],
      [6, 'bad_price', '12.3456'],
    ]);
  });

  it('a dial-prefix deck', async () => {
    const p = await preview('dial-prefix.csv');
    expect(p.preview.counts).toEqual({ new: 1, increase: 1, decrease: 1, unchanged: 1, closed: 0, unreadable: 2, inside_notice: 1 });
    expect(p.preview.rows.find((r) => r.kind === 'new')).toMatchObject({ mcc: '222', mnc: '88', network_name: 'WindTre', new_price: 61_000 });
    expect(problems(p)).toEqual([
      [4, 'duplicate', 'Germany Mobile Telekom (line 2)'],
      [8, 'unknown_network', 'Nowhere'],
    ]);
  });

  it('MCC and MNC in one column', async () => {
    const p = await preview('mccmnc-joined.tsv');
    expect(p.settings.columns).toMatchObject({ mccmnc: 'MCCMNC', price: 'Price' });
    expect(p.preview.counts).toEqual({ new: 0, increase: 1, decrease: 1, unchanged: 2, closed: 0, unreadable: 1, inside_notice: 1 });
    expect(problems(p)).toEqual([[6, 'unknown_network', '12345']]);
  });

  it('a multi-currency deck with effective dates in dd.mm.yyyy', async () => {
    const p = await preview('multi-currency.csv');
    expect(p.settings.date_format).toBe('dd.mm.yyyy');
    expect(p.preview.counts).toEqual({ new: 1, increase: 2, decrease: 0, unchanged: 1, closed: 0, unreadable: 2, inside_notice: 1 });
    // A network whose currency changes is held as an increase, with no percent to show.
    expect(p.preview.rows.find((r) => r.mcc === '234')).toMatchObject({ kind: 'increase', currency: 'GBP', old_currency: 'EUR', change_pct: null, inside_notice: true, effective_from: '2027-01-12' });
    expect(p.preview.rows.find((r) => r.kind === 'new')).toMatchObject({ mcc: '260', mnc: '06', currency: 'USD', new_price: 19_000 });
    expect(problems(p)).toEqual([
      [6, 'bad_date', '13.13.2027'],
      [7, 'bad_currency', 'JPY'],
    ]);
  });
});

describe('over the API', () => {
  it('samples a deck with a guessed mapping and its first rows as read (cp1252 decoded)', async () => {
    const res = await deckCall('sample', 'semicolon-cp1252.csv');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ file_kind: 'csv', encoding: 'cp1252', delimiter: ';', header_row: 1, saved: false });
    expect(res.body.headers).toEqual(['Country', 'Network', 'MCC', 'MNC', 'Price (EUR)', 'Valid from']);
    expect(res.body.rows[3]).toEqual(['España', 'Vodafone España', '214', '01', '0,0550', '01.02.2027']);
    const xlsx = await deckCall('sample', 'title-block.xlsx');
    expect(xlsx.body).toMatchObject({ file_kind: 'xlsx', sheets: ['Rates', 'Notes'], sheet: 'Rates', header_row: 5 });
  });

  it('previews a plainly headed deck with no settings saved (multipart, over 1 MiB too)', async () => {
    const res = await deckCall('preview', 'multi-currency.csv');
    expect(res.status).toBe(200);
    expect(res.body.counts).toMatchObject({ new: 1, increase: 2, unchanged: 1, unreadable: 2 });
    expect(res.body.duplicate_of).toBeNull();
    // A deck past @fastify/multipart's default 1 MiB is read whole.
    const big = Buffer.concat([files['multi-currency.csv'], Buffer.from(`Germany,Telekom Deutschland,262,01,0.0300,EUR,01.02.2027\r\n`.repeat(25_000))]);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const { body, contentType } = multipartBody(big, 'big.csv');
    const large = await t.call('POST', `/v1/sms/routing/routes/${routeId}/deck/preview`, { token, body, headers: { 'content-type': contentType } });
    expect(large.status).toBe(200);
    expect(large.body.counts.unchanged).toBe(1);
  });

  it('refuses what it cannot read with 422 naming the field', async () => {
    const noFile = await t.call('POST', `/v1/sms/routing/routes/${routeId}/deck/preview`, { token, body: {} });
    expect(noFile.status).toBe(422);
    expect(noFile.body.errors.file).toBeDefined();
    const wrongColumn = await deckCall('preview', 'per-thousand.csv', { settings: JSON.stringify({ columns: { mcc: 'MCC', mnc: 'MNC', price: 'Cost' } }) });
    expect(wrongColumn.status).toBe(422);
    expect(wrongColumn.body.errors['settings.columns.price'][0]).toMatch(/no column "Cost"/);
    const noPrice = await t.call('PUT', `/v1/sms/routing/routes/${routeId}/deck/settings`, { token, body: { settings: { columns: { mcc: 'MCC', mnc: 'MNC' } } } });
    expect(noPrice.status).toBe(422);
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    const { body, contentType } = multipartBody(xls, 'old.xls');
    const legacy = await t.call('POST', `/v1/sms/routing/routes/${routeId}/deck/preview`, { token, body, headers: { 'content-type': contentType } });
    expect(legacy.status).toBe(422);
    expect(legacy.body.errors.file[0]).toMatch(/\.xls/);
    const notMine = await deckCall('preview', 'per-thousand.csv', {}, 999_999);
    expect(notMine.status).toBe(404);
    // A viewer reads the settings but may not read a deck; another team does not find the route.
    const viewer = await t.signUp({ name: 'Vera Viewer' });
    await addMember(t.db, teamId, viewer.user.id, 'viewer');
    await t.call('POST', `/v1/teams/${teamId}/switch`, { token: viewer.token });
    expect((await t.call('GET', `/v1/sms/routing/routes/${routeId}/deck/settings`, { token: viewer.token })).status).toBe(200);
    expect((await deckCall('preview', 'per-thousand.csv', {}, routeId, viewer.token)).status).toBe(403);
    const stranger = await t.signUp({ name: 'Sam Stranger' });
    expect((await deckCall('preview', 'per-thousand.csv', {}, routeId, stranger.token)).status).toBe(404);
    expect((await t.call('GET', `/v1/sms/routing/routes/${routeId}/deck/settings`, { token: stranger.token })).status).toBe(404);
  });

  it('saves settings once and reads later decks with them', async () => {
    const empty = await t.call('GET', `/v1/sms/routing/routes/${routeId}/deck/settings`, { token });
    expect(empty.body).toEqual({ settings: null, notice_days: 7, auto_apply: false });
    const settings = { delimiter: ';', encoding: 'cp1252', header_row: 1, columns: { mcc: 'MCC', mnc: 'MNC', price: 'Price (EUR)', effective_from: 'Valid from' }, date_format: 'dd.mm.yyyy', decimal: 'comma' };
    const saved = await t.call('PUT', `/v1/sms/routing/routes/${routeId}/deck/settings`, { token, body: { settings, notice_days: 10 } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ settings: { ...settings, deck: 'partial', price_unit: 'sms' }, notice_days: 10, auto_apply: false });
    const sample = await deckCall('sample', 'semicolon-cp1252.csv');
    expect(sample.body).toMatchObject({ saved: true, settings: { decimal: 'comma' } });
    // Another layout from the same vendor: the saved columns are not in it, so a guess stands in, saying why.
    const other = await deckCall('sample', 'per-thousand.csv');
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ saved: false, settings: { price_unit: 'thousand' } });
    expect(other.body.note).toMatch(/no column "/);
  });

  it('handles a deck into one pending batch whose changes the rate-changes list shows; the same file again is refused', async () => {
    const handled = await deckCall('handle', 'semicolon-cp1252.csv');
    expect(handled.status).toBe(201);
    expect(handled.body).toMatchObject({ status: 'pending', changes: 4, counts: { increase: 2, decrease: 1, new: 1, unchanged: 1, unreadable: 3 } });
    const batch = await t.call('GET', `/v1/sms/routing/rates/batches/${handled.body.batch_id}`, { token });
    expect(batch.body).toMatchObject({ route_id: routeId, source: 'upload', file_name: 'semicolon-cp1252.csv', status: 'pending', increase_count: 2, decrease_count: 1, new_count: 1, unreadable_count: 3, deck: 'partial' });
    const changes = await t.call('GET', '/v1/sms/routing/rates/changes', { token, query: { route_id: String(routeId), _start: '0', _end: '50' } });
    expect(changes.status).toBe(200);
    expect(changes.body).toHaveLength(4);
    expect(changes.body.every((c: any) => c.status === 'pending' && c.batch_id === handled.body.batch_id)).toBe(true);
    expect(changes.body.find((c: any) => c.mcc === '262' && c.mnc === '01')).toMatchObject({ change: 'increase', old_price: 30_000, new_price: 32_000, currency: 'EUR', effective_from: '2027-01-15' });
    // Nothing touched the rates in force: that waits for the approval.
    const rates = await t.call('GET', '/v1/sms/routing/rates', { token, query: { route_id: String(routeId), mcc: '262', mnc: '01' } });
    expect(rates.body.map((r: any) => r.price)).toEqual([30_000]);

    const again = await deckCall('handle', 'semicolon-cp1252.csv');
    expect(again.status).toBe(409);
    const previewAgain = await deckCall('preview', 'semicolon-cp1252.csv');
    expect(previewAgain.body.duplicate_of).toBe(handled.body.batch_id);
    // The batch is Parley's record: the API will not write it.
    const forged = await t.call('POST', '/v1/sms/routing/rates/batches', { token, body: { route_id: routeId, source: 'upload' } });
    expect(forged.status).toBe(405);
  });
});
