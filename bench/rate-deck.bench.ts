/**
 * A vendor's rate deck of 50,000 rows as an XLSX workbook (BENCH_DECK_ROWS sets how many): read,
 * its header and mapping guessed, every row matched to one of 50,000 networks by MCC and MNC and
 * diffed against 50,000 rates in force — the preview's whole work after the database has answered
 * (the route's networks and rates are loaded by two indexed queries, not timed here). Goal: under
 * 5 s. Printed beside it: the time to read the same file with no matching, and each step's share.
 */
import ExcelJS from 'exceljs';
import { diffDeck, deckDateOf, type RateInForce } from '../server/domains/sms/rate-decks/diff.ts';
import { findHeaderRow, guessSettings, splitAtHeader } from '../server/domains/sms/rate-decks/guess.ts';
import { NetworkMatcher, type TeamNetwork } from '../server/domains/sms/rate-decks/network-matcher.ts';
import { networkKey, readDeck } from '../server/domains/sms/rate-decks/read-deck.ts';
import { readTable } from '../server/domains/sms/rate-decks/read-table.ts';

const GOAL_S = 5;
const ROWS = Number(process.env.BENCH_DECK_ROWS ?? 50_000);
const TODAY = '2027-01-10';

function networks(n: number): TeamNetwork[] {
  const out: TeamNetwork[] = [];
  for (let i = 0; i < n; i++) out.push({ name: `Network ${i}`, brand: null, country: 'DE', mcc: String(200 + Math.floor(i / 1000)), mnc: String(i % 1000).padStart(3, '0') });
  return out;
}

async function deckOf(nets: TeamNetwork[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Rates');
  sheet.addRow(['Acme Telecom — SMS rates']);
  sheet.addRow([]);
  sheet.addRow(['Country', 'Network', 'MCC', 'MNC', 'Price', 'Currency', 'Effective from']);
  const from = new Date('2027-02-01T00:00:00Z');
  nets.forEach((n, i) => sheet.addRow([n.country, n.name, n.mcc, n.mnc, (0.01 + (i % 997) / 100_000).toFixed(5), 'EUR', i % 10 === 0 ? new Date('2027-01-12T00:00:00Z') : from]));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

export async function run(): Promise<void> {
  const nets = networks(ROWS);
  const inForce = new Map<string, RateInForce>();
  nets.forEach((n, i) => inForce.set(networkKey(n), { network_name: n.name, country: n.country, mcc: n.mcc, mnc: n.mnc, price: 10_000 + ((i * 7) % 997) * 10, currency: 'EUR' }));
  const bytes = await deckOf(nets);
  console.log(`deck: ${ROWS.toLocaleString('en')} rows, ${(bytes.length / 1024 / 1024).toFixed(1)} MiB XLSX; ${nets.length.toLocaleString('en')} networks, ${inForce.size.toLocaleString('en')} rates in force`);

  // Warm-up so both figures pay the same one-time costs (module loading, JIT).
  await readTable(bytes);

  let t0 = performance.now();
  const plain = await readTable(bytes);
  const readOnly = performance.now() - t0;

  t0 = performance.now();
  const table = await readTable(bytes);
  const t1 = performance.now();
  const headerRow = findHeaderRow(table.rows);
  const { headers, body } = splitAtHeader(table.rows, headerRow);
  const settings = guessSettings(headers, body, headerRow);
  const matcher = new NetworkMatcher(nets);
  const read = readDeck(headers, body, settings, matcher, { currency: 'EUR', date: TODAY });
  const t2 = performance.now();
  const { counts } = diffDeck({ ...read, inForce, full: true, today: TODAY, noticeDays: 7, closeOn: deckDateOf(read.rates, TODAY) });
  const t3 = performance.now();
  const total = t3 - t0;

  console.log(`read only (no matching): ${seconds(readOnly)} s for ${plain.rows.length.toLocaleString('en')} rows`);
  console.log(`read + guess + match + diff: ${seconds(total)} s (read ${seconds(t1 - t0)} s, guess and match ${seconds(t2 - t1)} s, diff ${seconds(t3 - t2)} s)`);
  console.log(`counts: ${JSON.stringify(counts)}`);
  if (read.rates.length !== ROWS) throw new Error(`matched ${read.rates.length} of ${ROWS} rows`);
  const ok = total / 1000 < GOAL_S;
  console.log(`goal < ${GOAL_S} s: ${ok ? 'met' : 'MISSED'}`);
  if (!ok) process.exitCode = 1;
}
