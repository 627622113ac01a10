/**
 * The demo's uploads, done for real: small CSV and XLSX files written to the file store and
 * imported through the same code as the import job, so each upload's counters, error report and
 * contact history are what happened. The numbers are the demo's own contacts in another notation
 * (00 instead of +), so the imports update them (tags added) and create none; a few rows are
 * broken on purpose for the error report, and one file is broken as a whole.
 */
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts, dataFiles } from '../../db/schema/index.ts';
import type { FileStore } from '../../files/file-store.ts';
import { runImport } from '../../domains/audience/uploads/import-job.ts';
import type { ImportOptions } from '../../domains/audience/uploads/import-request.ts';
import { registerUpload } from '../../domains/audience/uploads/upload-service.ts';

type Contact = typeof contacts.$inferInsert;

interface SeedUpload {
  name: string;
  filename: string;
  bytes: Buffer;
  mapping: Record<string, string>;
  tags: string[];
  at: Date;
}

const csvLine = (cells: (string | null | undefined)[]) => cells.map((c) => (c && /[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : (c ?? ''))).join(',');
const otherNotation = (phone: string) => `00${phone.slice(1)}`;

export async function seedUploads(db: Db, files: FileStore, own: { team_id: number; created_by_id: number; updated_by_id: number }, people: Contact[], ago: (ms: number) => Date): Promise<void> {
  const DAY = 86_400_000;
  const na = people.filter((c) => c.country === 'US' || c.country === 'CA').slice(0, 120);
  const europe = people.filter((c) => ['DE', 'FR', 'GB', 'NL'].includes(c.country ?? '')).slice(0, 40);
  const vip = people.filter((c) => (c.tags as string[] | undefined)?.includes('vip')).slice(0, 30);

  // Marketing consent is a required custom field of the demo team: every file carries it.
  const spring = [csvLine(['Phone', 'First name', 'Last name', 'Consent']), ...na.map((c) => csvLine([otherNotation(c.phone), c.first_name, c.last_name, 'yes']))];
  // Two rows a person typed by hand: the report names them.
  spring.splice(40, 0, csvLine(['555-0100', 'Test', 'Row', 'yes']));
  spring.splice(90, 0, csvLine(['', 'No', 'Number', 'yes']));
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Leads');
  sheet.addRow(['Mobile', 'Given name', 'Surname', 'E-mail', 'Marketing consent']);
  for (const c of europe) sheet.addRow([otherNotation(c.phone), c.first_name, c.last_name, c.email, true]);
  sheet.addRow(['+44 20', 'Half', 'Number', 'not-an-email', true]);
  const uploads: SeedUpload[] = [
    { name: 'Spring promo list', filename: 'spring-promo-2026.csv', bytes: Buffer.from(spring.join('\r\n') + '\r\n'), mapping: { Phone: 'phone', 'First name': 'first_name', 'Last name': 'last_name', Consent: 'marketing_consent' }, tags: ['spring-promo'], at: ago(40 * DAY) },
    { name: 'Trade show leads', filename: 'expo-leads-berlin.xlsx', bytes: Buffer.from(await book.xlsx.writeBuffer()), mapping: { Mobile: 'phone', 'Given name': 'first_name', Surname: 'last_name', 'E-mail': 'email', 'Marketing consent': 'marketing_consent' }, tags: ['expo-berlin'], at: ago(12 * DAY) },
    { name: 'VIP re-engagement batch', filename: 'vip_reengage.csv', bytes: Buffer.from('\ufeffmsisdn;tags;opt-in\n' + vip.map((c) => `${otherNotation(c.phone)};reengage;yes`).join('\n') + '\n'), mapping: { msisdn: 'phone', tags: 'tags', 'opt-in': 'marketing_consent' }, tags: [], at: ago(20 * 60_000) },
  ];
  const deps = { database: { db }, files, config: { importRowsPerSecond: 0 } };
  const caller = { teamId: own.team_id, userId: own.created_by_id };
  const never = new AbortController().signal;

  for (const u of uploads) {
    const key = await store(files, `${own.team_id}/uploads/demo-${u.filename}`, u.bytes);
    const { row } = await registerUpload(deps, caller, { storageKey: key, sizeBytes: u.bytes.length, originalFilename: u.filename, name: u.name });
    const options: ImportOptions = { mapping: u.mapping, default_country: null, tags: u.tags, segment_id: null, on_duplicate: 'update', recount: false };
    const [ready] = await db.update(dataFiles).set({ status: 'importing', import_options: options as unknown as Record<string, unknown> }).where(eq(dataFiles.id, row.id)).returning();
    await runImport(deps, ready, async () => undefined, never);
    await db.update(dataFiles).set({ created_at: u.at, updated_at: u.at, imported_at: new Date(u.at.getTime() + 90_000) }).where(eq(dataFiles.id, row.id));
  }

  // A file broken as a whole (a quote that never closes): kept as failed, with its message.
  const broken = Buffer.from('id,phone,name,notes\n1,+14155550101,Dana,"called twice\n2,+14155550102,Eli,ok\n');
  const key = await store(files, `${own.team_id}/uploads/demo-crm-export.csv`, broken);
  const { row } = await registerUpload(deps, caller, { storageKey: key, sizeBytes: broken.length, originalFilename: 'crm_export_final(2).csv', name: 'Old CRM export' });
  await db.update(dataFiles).set({ created_at: ago(3 * DAY), updated_at: ago(3 * DAY) }).where(eq(dataFiles.id, row.id));
}

async function store(files: FileStore, key: string, bytes: Buffer): Promise<string> {
  const draft = await files.create(key);
  draft.stream.end(bytes);
  await draft.commit();
  return key;
}
