/**
 * Uploads of contacts through the API: files of every shape people send (quoted fields, BOM, ; and
 * tab, UTF-16, Windows-1256, XLSX), broken ones with their messages, and imports with their
 * duplicates, bad rows, error report, tags, segment and team isolation.
 */
import iconv from 'iconv-lite';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEvents, contacts, segmentContacts } from '../../server/db/schema/index.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { importAndWait, upload, xlsxOf } from './upload-support.ts';

let t: TestApp;
let token: string;
let teamId: number;
let other: { token: string; teamId: number };

beforeAll(async () => {
  t = await startTestApp({ uploadMaxBytes: 2 * 1024 * 1024 });
  const a = await t.signUp({ name: 'Ada Uploader' });
  token = a.token;
  teamId = a.user.current_team.id;
  const b = await t.signUp({ name: 'Bob Other' });
  other = { token: b.token, teamId: b.user.current_team.id };
  const field = await t.call('POST', '/v1/audience/custom-fields', { token, body: { key: 'plan', name: 'Plan', type: 'select', options: ['gold', 'silver'] } });
  expect(field.status, JSON.stringify(field.body)).toBe(201);
}, 60_000);
afterAll(() => t.close());

const sample = (id: number, query: Record<string, string> = {}) => t.call('GET', `/v1/audience/data-files/${id}/sample`, { token, query });

describe('upload and sample', () => {
  it('reads quoted fields with commas and newlines, and guesses the mapping from the header', async () => {
    const csv = 'Mobile,First Name,Surname,E-mail,Plan,Notes\n+971501234567,Ali,Hassan,ali@example.com,gold,"likes tea, and coffee\non two lines"\n+971501234568,Sara,Khan,,silver,plain\n';
    const res = await upload(t, token, csv, 'people.csv');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name: 'people', original_filename: 'people.csv', status: 'uploaded', rows_total: 2, format: 'csv', encoding: 'utf-8', delimiter: ',', size_bytes: Buffer.byteLength(csv) });
    const s = await sample(res.body.id);
    expect(s.status).toBe(200);
    expect(s.body.columns).toEqual(['Mobile', 'First Name', 'Surname', 'E-mail', 'Plan', 'Notes']);
    expect(s.body.rows[0][5]).toBe('likes tea, and coffee\non two lines');
    expect(s.body.guessed_mapping).toEqual({ Mobile: 'phone', 'First Name': 'first_name', Surname: 'last_name', 'E-mail': 'email', Plan: 'plan', Notes: null });
  });

  it('reads a BOM with ; separators and a tab-separated UTF-16LE file', async () => {
    const semi = await upload(t, token, '\ufeffphone;name\n+4915112345678;Jörg\n', 'de.csv');
    expect(semi.body).toMatchObject({ delimiter: ';', encoding: 'utf-8', rows_total: 1 });
    expect((await sample(semi.body.id)).body.columns).toEqual(['phone', 'name']);
    const wide = await upload(t, token, iconv.encode('\ufeffphone\tname\n+33612345678\tJosé\n', 'utf-16le'), 'fr.txt');
    expect(wide.body).toMatchObject({ delimiter: '\t', encoding: 'utf-16le', rows_total: 1 });
    expect((await sample(wide.body.id)).body.rows).toEqual([['+33612345678', 'José']]);
  });

  it('detects Windows-1256 Arabic, guesses Arabic headers, and re-reads with a chosen encoding', async () => {
    const bytes = iconv.encode('رقم الجوال,الاسم\n0501234567,محمد أحمد\n0509876543,فاطمة الزهراء\n0551112233,علي حسن\n', 'windows-1256');
    const res = await upload(t, token, bytes, 'arabic.csv');
    expect(res.body).toMatchObject({ encoding: 'windows-1256', rows_total: 3 });
    const s = await sample(res.body.id);
    expect(s.body.rows[0]).toEqual(['0501234567', 'محمد أحمد']);
    expect(s.body.guessed_mapping).toEqual({ 'رقم الجوال': 'phone', الاسم: 'first_name' });
    const latin = await sample(res.body.id, { encoding: 'windows-1252' });
    expect(latin.body.encoding).toBe('windows-1252');
    expect(latin.body.rows[0][1]).not.toBe('محمد أحمد');
    expect((await sample(res.body.id, { encoding: 'klingon' })).status).toBe(422);
  });

  it('reads the first sheet of an XLSX, numbers and dates as text', async () => {
    const book = await xlsxOf([['Phone', 'Name', 'Joined'], [971501234567, 'Ali', new Date(Date.UTC(2024, 2, 5))], ['+971 50 123 4569', 'Mona', 'x']]);
    const res = await upload(t, token, book, 'book.xlsx');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ format: 'xlsx', rows_total: 2, encoding: null, delimiter: null });
    expect((await sample(res.body.id)).body.rows).toEqual([['971501234567', 'Ali', '2024-03-05'], ['+971 50 123 4569', 'Mona', 'x']]);
  });

  it.each([
    ['binary', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 1, 2, 0, 3]), /not a text file/],
    ['empty', Buffer.alloc(0), /empty/],
    ['no header', '+971501234567,Ali\n+971501234568,Sara\n', /no header row/],
    ['a duplicate column', 'phone,Phone\n1,2\n', /twice/],
    ['an empty column name', 'phone,,name\n1,2,3\n', /Column 2 has no name/],
    ['unbalanced quotes', 'phone,name\n+971501234567,Ali\n+971501234568,"Sara\n+971501234569,Mona\n', /Row 2: a quote opened on line 3 never closes/],
    ['a header and nothing else', 'phone,name\n', /no rows/],
    // Past the sample, where the rows are counted from the bytes: the parser still names the row.
    ['a quote that never closes after the sample', `phone,name\n${Array.from({ length: 30 }, (_, i) => `+9715010000${10 + i},N${i}\n`).join('')}+971501234568,"Sara\n+971501234569,Mona\n`, /Row 31: a quote opened on line 32 never closes/],
  ])('refuses %s with a clear message, kept on the failed upload', async (_what, bytes, message) => {
    const res = await upload(t, token, bytes, 'broken.csv');
    expect(res.status).toBe(422);
    expect(res.body.errors.file[0]).toMatch(message);
    const id = Number(res.headers['parley-data-file-id']);
    const kept = await t.call('GET', `/v1/audience/data-files/${id}`, { token });
    expect(kept.body).toMatchObject({ status: 'failed' });
    expect(kept.body.error).toMatch(message);
  });

  it('answers 413 above the size limit, and takes a file above the JSON body limit', async () => {
    const big = await upload(t, token, Buffer.alloc(3 * 1024 * 1024, 'a'), 'huge.csv');
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/larger than 2 MiB/);
    const rows = Array.from({ length: 40_000 }, (_, i) => `+9715${String(10_000_000 + i)},Name ${i}`).join('\n');
    const ok = await upload(t, token, `phone,name\n${rows}\n`, 'big.csv');
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.rows_total).toBe(40_000);
  });

  it('refuses a request without a file part', async () => {
    const res = await t.call('POST', '/v1/audience/data-files/upload', { token, body: { name: 'x' } });
    expect(res.status).toBe(422);
  });
});

describe('import', () => {
  const csv = [
    'phone,first name,last name,plan,tags',
    '+971501230001,Ali,Hassan,gold,vip',
    '0501230002,Sara,,silver,',
    'not a number,Bad,,gold,',
    '+971501230003,Mona,,platinum,',
    '+971501230004,Omar,Said,,"a,b"',
  ].join('\n');
  const mapping = { phone: 'phone', 'first name': 'first_name', 'last name': 'last_name', plan: 'plan', tags: 'tags' };

  it('imports good rows, reports bad ones by row and column, and writes history, tags and segment', async () => {
    const segment = await t.call('POST', '/v1/audience/segments', { token, body: { name: 'Imported' } });
    expect(segment.status, JSON.stringify(segment.body)).toBe(201);
    const up = await upload(t, token, csv, 'import.csv');
    const { started, job, file } = await importAndWait(t, token, up.body.id, { mapping, default_country: 'AE', tags: ['spring'], segment_id: segment.body.id });
    expect(started.status).toBe('importing');
    expect(job.status).toBe('completed');
    expect(file).toMatchObject({ status: 'imported', rows_total: 5, rows_imported: 3, rows_failed: 2, rows_created: 3, rows_updated: 0, segment_id: segment.body.id, job_id: started.job_id });
    const report = await t.call('GET', `/v1/audience/data-files/${up.body.id}/errors`, { token });
    expect(report.headers['content-type']).toMatch(/text\/csv/);
    const lines = String(report.body).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('row,column,message,value');
    expect(lines[1]).toMatch(/^3,phone,.+,not a number$/);
    expect(lines[2]).toMatch(/^4,plan,.+,platinum$/);
    const rows = await t.db.select().from(contacts).where(eq(contacts.team_id, teamId));
    const sara = rows.find((c) => c.phone === '+971501230002')!;
    expect(sara).toMatchObject({ first_name: 'Sara', source: 'upload' });
    expect(rows.find((c) => c.phone === '+971501230001')).toMatchObject({ tags: ['vip', 'spring'], custom: { plan: 'gold' } });
    expect(rows.find((c) => c.phone === '+971501230004')!.tags).toEqual(['a', 'b', 'spring']);
    const members = await t.db.select().from(segmentContacts).where(eq(segmentContacts.segment_id, segment.body.id));
    expect(members).toHaveLength(3);
    const history = await t.db.select().from(contactEvents).where(and(eq(contactEvents.kind, 'imported'), eq(contactEvents.ref_id, up.body.id)));
    expect(history).toHaveLength(3);
    expect(history[0].ref_type).toBe('data-files');
  });

  it('imports the same file twice without a duplicate; skip leaves known contacts as they are', async () => {
    const first = await upload(t, token, 'phone,name\n+971502220001,Before\n+971502220002,Before\n', 'twice.csv');
    await importAndWait(t, token, first.body.id, { mapping: { phone: 'phone', name: 'first_name' } });
    const again = await importAndWait(t, token, first.body.id, { mapping: { phone: 'phone', name: 'first_name' } });
    expect(again.file).toMatchObject({ rows_created: 0, rows_updated: 2, rows_imported: 2 });
    const changed = await upload(t, token, 'phone,name\n+971502220001,After\n+971502220003,New\n', 'changed.csv');
    const skipped = await importAndWait(t, token, changed.body.id, { mapping: { phone: 'phone', name: 'first_name' }, on_duplicate: 'skip' });
    expect(skipped.file).toMatchObject({ rows_created: 1, rows_skipped: 1, rows_imported: 1 });
    const count = async (phone: string) => (await t.db.select().from(contacts).where(and(eq(contacts.team_id, teamId), eq(contacts.phone, phone))));
    expect(await count('+971502220001')).toHaveLength(1);
    expect((await count('+971502220001'))[0].first_name).toBe('Before');
    const updated = await importAndWait(t, token, changed.body.id, { mapping: { phone: 'phone', name: 'first_name' }, on_duplicate: 'update' });
    expect(updated.file).toMatchObject({ rows_updated: 2 });
    expect((await count('+971502220001'))[0].first_name).toBe('After');
  });

  it('imports Windows-1256 Arabic names and an XLSX', async () => {
    const bytes = iconv.encode('الهاتف,الاسم\n+971503330001,محمد أحمد\n', 'windows-1256');
    const ar = await upload(t, token, bytes, 'ar.csv');
    await importAndWait(t, token, ar.body.id, { mapping: { الهاتف: 'phone', الاسم: 'first_name' } });
    const [c] = await t.db.select().from(contacts).where(eq(contacts.phone, '+971503330001'));
    expect(c.first_name).toBe('محمد أحمد');
    const book = await upload(t, token, await xlsxOf([['Phone', 'Name'], [971503330002, 'Excel']]), 'b.xlsx');
    const done = await importAndWait(t, token, book.body.id, { mapping: { Phone: 'phone', Name: 'first_name' }, default_country: 'AE' });
    expect(done.file).toMatchObject({ status: 'imported', rows_imported: 1 });
  });

  it('refuses a bad mapping, another team’s segment and a file already importing, naming the field', async () => {
    const up = await upload(t, token, csv, 'refuse.csv');
    const call = (body: Record<string, unknown>) => t.call('POST', `/v1/audience/data-files/${up.body.id}/import`, { token, body });
    const missing = await call({ mapping: { ...mapping, nope: 'email' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors['mapping.nope'][0]).toMatch(/no column "nope"/);
    const noPhone = await call({ mapping: { 'first name': 'first_name' } });
    expect(noPhone.body.errors.mapping[0]).toMatch(/phone/);
    const unknown = await call({ mapping: { phone: 'phone', plan: 'favourite_colour' } });
    expect(unknown.body.errors['mapping.plan'][0]).toMatch(/neither a contact field/);
    const theirs = await t.call('POST', '/v1/audience/segments', { token: other.token, body: { name: 'Theirs' } });
    const foreign = await call({ mapping, segment_id: theirs.body.id });
    expect(foreign.body.errors.segment_id[0]).toBe('No such segment.');
    const first = await call({ mapping });
    expect(first.status).toBe(202);
    const busy = await call({ mapping });
    expect(busy.status).toBe(422);
    expect(busy.body.errors.status[0]).toMatch(/being imported/);
    await t.waitForJob(token, first.body.job_id);
  });

  it('keeps uploads to their team', async () => {
    const up = await upload(t, token, csv, 'mine.csv');
    for (const [method, path] of [['GET', ''], ['GET', '/sample'], ['GET', '/errors'], ['POST', '/import']] as const) {
      const res = await t.call(method, `/v1/audience/data-files/${up.body.id}${path}`, { token: other.token, ...(method === 'POST' && { body: { mapping } }) });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });
});

describe('a required custom field the file has no column for', () => {
  let owner: { token: string; teamId: number };
  const file = 'Mobile,Name,Country\n+44 7700 900123,Amy,GB\n07700 900124,Ben,GB\n+44 7700 900125,Cal,\n';

  beforeAll(async () => {
    const a = await t.signUp({ name: 'Cora Consent' });
    owner = { token: a.token, teamId: a.user.current_team.id };
    const field = await t.call('POST', '/v1/audience/custom-fields', { token: owner.token, body: { key: 'marketing_consent', name: 'Marketing consent', type: 'boolean', required: true } });
    expect(field.status, JSON.stringify(field.body)).toBe(201);
  });

  it('is refused before anything is imported, naming the field', async () => {
    const up = await upload(t, owner.token, file, 'leads.csv');
    const refused = await t.call('POST', `/v1/audience/data-files/${up.body.id}/import`, { token: owner.token, body: { mapping: { Mobile: 'phone', Name: 'first_name', Country: 'country' } } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors['defaults.marketing_consent'][0]).toMatch(/^Marketing consent is required: map a column to it, or give a value for every row\./);
    const kept = await t.call('GET', `/v1/audience/data-files/${up.body.id}`, { token: owner.token });
    expect(kept.body.status).toBe('uploaded');
    const bad = await t.call('POST', `/v1/audience/data-files/${up.body.id}/import`, { token: owner.token, body: { mapping: { Mobile: 'phone' }, defaults: { marketing_consent: 'perhaps', nope: 'x' } } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['defaults.marketing_consent', 'defaults.nope']);
  });

  it('takes a value for every row, and a +44 row keeps the file’s country', async () => {
    const up = await upload(t, owner.token, file, 'leads.csv');
    const { file: done } = await importAndWait(t, owner.token, up.body.id, { mapping: { Mobile: 'phone', Name: 'first_name', Country: 'country' }, defaults: { marketing_consent: 'yes' }, default_country: 'GB' });
    expect(done).toMatchObject({ status: 'imported', rows_imported: 3, rows_failed: 0 });
    const rows = await t.db.select({ phone: contacts.phone, country: contacts.country, custom: contacts.custom }).from(contacts).where(eq(contacts.team_id, owner.teamId));
    expect(rows.sort((a, b) => a.phone.localeCompare(b.phone))).toEqual([
      { phone: '+447700900123', country: 'GB', custom: { marketing_consent: true } },
      { phone: '+447700900124', country: 'GB', custom: { marketing_consent: true } },
      { phone: '+447700900125', country: 'GB', custom: { marketing_consent: true } },
    ]);
  });
});
