/**
 * An endpoint's new price list after approved rate changes (docs/areas/sms.md#rate-changes): per
 * network the newest client price (the one taking effect next, else the one in force) with the
 * price it replaces, each changed network marked, as the mail's table, a CSV and an XLSX file.
 */
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { toCsv } from '../../../../resources/format/csv.ts';
import { formatMoney, unitsToDecimal } from '../../../../resources/format/money.ts';
import { dayOf } from '../../../../resources/sms/rate-notice.ts';
import { SMS_PRICE_SCALE } from '../../../../resources/sms/shared.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { clientRates } from '../../../db/schema/index.ts';
import type { Mail, MailAttachment } from '../../../mail/mailer.ts';
import { escapeHtml } from '../../../mail/templates.ts';

export type PriceMark = '' | 'increase' | 'decrease' | 'new' | 'closed';

export interface PriceLine {
  country: string;
  network_name: string;
  mcc: string;
  mnc: string;
  price: number;
  previous_price: number | null;
  currency: string;
  effective_from: string;
  change: PriceMark;
}

/** The networks the approved changes touched: MCC/MNC → what happened there and from which day. */
export type Touched = Map<string, { change: string; day: string; network_name: string; country: string }>;

export async function priceListOf(db: DbOrTx, teamId: number, endpointId: number, touched: Touched, today = dayOf(new Date())): Promise<PriceLine[]> {
  const rows = await db
    .select()
    .from(clientRates)
    .where(and(eq(clientRates.team_id, teamId), eq(clientRates.endpoint_id, endpointId)))
    .orderBy(asc(clientRates.effective_from), asc(clientRates.id));
  const byNetwork = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = `${r.mcc}/${r.mnc}`;
    const list = byNetwork.get(key) ?? [];
    // A price applied again on a later day is no change: the run keeps its first day.
    if (list.at(-1)?.price !== r.price) list.push(r);
    byNetwork.set(key, list);
  }
  const lines: PriceLine[] = [];
  for (const [key, list] of byNetwork) {
    const newest = list[list.length - 1];
    const previous = list.length > 1 ? list[list.length - 2] : undefined;
    const mark = touched.get(key);
    if (mark?.change === 'closed') continue;
    const change: PriceMark = !mark ? '' : !previous ? 'new' : newest.price > previous.price ? 'increase' : newest.price < previous.price ? 'decrease' : '';
    // Only what is in force today or lies ahead: a past price is no news.
    if (dayOf(newest.effective_from) < today && !mark) {
      lines.push(line(newest, null, ''));
      continue;
    }
    lines.push(line(newest, change ? (previous?.price ?? null) : null, change));
  }
  for (const [key, mark] of touched) {
    if (mark.change !== 'closed') continue;
    const last = byNetwork.get(key)?.at(-1);
    const [mcc, mnc] = key.split('/');
    lines.push({ country: mark.country, network_name: mark.network_name, mcc, mnc, price: 0, previous_price: last?.price ?? null, currency: last?.currency ?? '', effective_from: mark.day, change: 'closed' });
  }
  return lines.sort((a, b) => a.country.localeCompare(b.country) || a.network_name.localeCompare(b.network_name));
}

function line(r: typeof clientRates.$inferSelect, previous: number | null, change: PriceMark): PriceLine {
  return { country: r.country, network_name: r.network_name, mcc: r.mcc, mnc: r.mnc, price: r.price, previous_price: previous, currency: r.currency, effective_from: dayOf(r.effective_from), change };
}

const HEADER = ['country', 'network', 'mcc', 'mnc', 'price', 'currency', 'effective_from', 'change', 'previous_price'];
const decimal = (v: number | null) => (v === null ? '' : unitsToDecimal(v, SMS_PRICE_SCALE));
const cells = (l: PriceLine) => [l.country, l.network_name, l.mcc, l.mnc, l.change === 'closed' ? '' : decimal(l.price), l.currency, l.effective_from, l.change, decimal(l.previous_price)];

export function priceListCsv(lines: readonly PriceLine[]): Buffer {
  return Buffer.from(toCsv(HEADER, lines.map(cells)), 'utf8');
}

const MARK_FILL: Record<Exclude<PriceMark, ''>, string> = { increase: 'FFFDE2E2', decrease: 'FFE3F4E1', new: 'FFE1ECFD', closed: 'FFEDEDED' };

export async function priceListXlsx(lines: readonly PriceLine[], sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Rates');
  sheet.addRow(HEADER).font = { bold: true };
  for (const l of lines) {
    const row = sheet.addRow([l.country, l.network_name, l.mcc, l.mnc, l.change === 'closed' ? null : l.price / 10 ** SMS_PRICE_SCALE, l.currency, l.effective_from, l.change, l.previous_price === null ? null : l.previous_price / 10 ** SMS_PRICE_SCALE]);
    // The changed networks stand out, as in the mail.
    if (l.change) row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: MARK_FILL[l.change] } };
  }
  sheet.getColumn(5).numFmt = '0.000000';
  sheet.getColumn(9).numFmt = '0.000000';
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const MARK_WORD: Record<PriceMark, string> = { '': '', increase: 'Increase', decrease: 'Decrease', new: 'New', closed: 'Closed' };

/** The mail: the changed networks first in a table, the whole list attached as CSV and XLSX. */
export function priceListMail(to: string, teamName: string, endpointName: string, lines: readonly PriceLine[], attachments: MailAttachment[]): Mail {
  const changed = lines.filter((l) => l.change);
  const subject = `New SMS rates for ${endpointName} from ${teamName}`;
  const intro = `${teamName} changes the SMS rates of your connection "${endpointName}": ${changed.length} network${changed.length === 1 ? '' : 's'} change, each from the date shown. The full price list (${lines.length} networks) is attached as CSV and XLSX.`;
  const price = (v: number | null, currency: string) => (v === null ? '' : formatMoney(v, currency, 'en', SMS_PRICE_SCALE));
  const text = [intro, '', ...changed.map((l) => `${MARK_WORD[l.change]}: ${l.country} ${l.network_name} (${l.mcc}/${l.mnc}) ${price(l.previous_price, l.currency)} → ${l.change === 'closed' ? 'closed' : price(l.price, l.currency)} from ${l.effective_from}`), '', '— Parley'].join('\n');
  const td = (c: string) => `<td style="padding:4px 8px;border-bottom:1px solid #eee">${escapeHtml(c)}</td>`;
  const head = ['Change', 'Country', 'Network', 'MCC/MNC', 'Was', 'Now', 'Effective from'].map((h) => `<th style="padding:4px 8px;text-align:start">${h}</th>`).join('');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f1f1f">
<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse;font-size:13px"><thead><tr>${head}</tr></thead><tbody>
${changed.map((l) => `<tr>${[MARK_WORD[l.change], l.country, l.network_name, `${l.mcc}/${l.mnc}`, price(l.previous_price, l.currency), l.change === 'closed' ? 'closed' : price(l.price, l.currency), l.effective_from].map(td).join('')}</tr>`).join('\n')}
</tbody></table>
<p>— Parley</p></body></html>`;
  return { to, subject, text, html, attachments };
}
