/** An invoice as a printable HTML page, for the signed link of the invoices' download action (server/domains/workspace/invoice-link.ts). */
import { and, eq } from 'drizzle-orm';
import { formatFieldMoney } from '../../../resources/format/money.ts';
import { invoices as invoiceResource } from '../../../resources/workspace/invoices.ts';
import type { Db } from '../../db/client.ts';
import { invoices, teams } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { escapeHtml } from '../../mail/templates.ts';

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '—');

/** The page of one of the team's invoices; 404 for another team's, so a link signed for one team opens nothing of another. */
export async function invoiceDocument(db: Db, teamId: number, id: number): Promise<string> {
  const [row] = await db
    .select({ invoice: invoices, team: teams.name })
    .from(invoices)
    .innerJoin(teams, eq(teams.id, invoices.team_id))
    .where(and(eq(invoices.id, id), eq(invoices.team_id, teamId)));
  if (!row) throw new HttpError(404, 'No such invoice.');
  const inv = row.invoice;
  const money = (minor: number) => escapeHtml(formatFieldMoney(invoiceResource.fields.total, minor, inv.currency, 'en'));
  const line = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:6px 12px">${strong ? `<strong>${label}</strong>` : label}</td><td style="padding:6px 12px;text-align:end">${strong ? `<strong>${value}</strong>` : value}</td></tr>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Invoice ${escapeHtml(inv.number)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1f1f1f;max-width:720px;margin:40px auto;line-height:1.5">
<h1 style="margin-bottom:0">Invoice ${escapeHtml(inv.number)}</h1>
<p style="color:#595959;margin-top:4px">Parley · ${escapeHtml(row.team)}</p>
<table style="border-collapse:collapse;margin:24px 0">
${line('Period', `${day(inv.period_start)} – ${day(inv.period_end)}`)}
${line('Status', escapeHtml(inv.status))}
${line('Due', day(inv.due_at))}
${inv.paid_at ? line('Paid', day(inv.paid_at)) : ''}
</table>
<table style="border-collapse:collapse;width:100%;border-top:1px solid #d9d9d9">
${line('Platform usage', money(inv.amount))}
${line('Tax', money(inv.tax))}
${line('Total', money(inv.total), true)}
</table>
</body></html>`;
}
