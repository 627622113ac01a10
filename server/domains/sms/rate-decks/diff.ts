/**
 * A read deck against the route's rates in force: each network new, increase, decrease, unchanged
 * or (in a full deck) closed, with the change in percent and whether an increase falls inside the
 * route's notice period. A network whose currency changes is held as an increase: the price may
 * rise, and no percent can say by how much, so it waits out the notice like one.
 */
import type { DeckCounts, DeckPreviewRow, DeckRowKind, DeckUnreadableRow } from '../../../../resources/sms/rate-decks.ts';
import { noticeEnds } from '../../../../resources/sms/rate-notice.ts';
import { networkKey, type DeckRate } from './read-deck.ts';

export interface RateInForce {
  network_name: string;
  country: string;
  mcc: string;
  mnc: string;
  price: number;
  currency: string;
}

export interface DiffInput {
  rates: readonly DeckRate[];
  unreadable: readonly DeckUnreadableRow[];
  named: ReadonlySet<string>;
  inForce: ReadonlyMap<string, RateInForce>;
  full: boolean;
  /** Today, as an ISO date. */
  today: string;
  noticeDays: number;
  /** When closed networks stop: the deck's own date. */
  closeOn: string;
}

const ORDER: Record<DeckRowKind, number> = { increase: 0, decrease: 1, new: 2, closed: 3, unchanged: 4 };

export function diffDeck(input: DiffInput): { rows: DeckPreviewRow[]; counts: DeckCounts } {
  // One rule for the preview, the batch and the approval (resources/sms/rate-notice.ts).
  const firstDayOutside = noticeEnds(new Date(`${input.today}T00:00:00Z`), input.noticeDays);
  const rows: DeckPreviewRow[] = [];
  for (const r of input.rates) {
    const old = input.inForce.get(networkKey(r.network));
    const sameCurrency = old ? old.currency === r.currency : true;
    const kind: DeckRowKind = !old ? 'new' : !sameCurrency || r.price > old.price ? 'increase' : r.price < old.price ? 'decrease' : 'unchanged';
    rows.push({
      kind,
      network_name: r.network.name,
      country: r.network.country,
      mcc: r.network.mcc,
      mnc: r.network.mnc,
      old_price: old ? old.price : null,
      new_price: r.price,
      currency: r.currency,
      old_currency: old ? old.currency : null,
      change_pct: old && sameCurrency && old.price > 0 ? Math.round(((r.price - old.price) * 10_000) / old.price) / 100 : null,
      effective_from: r.effective_from,
      inside_notice: kind === 'increase' && r.effective_from < firstDayOutside,
      line: r.line,
    });
  }
  if (input.full) {
    for (const [key, old] of input.inForce) {
      if (input.named.has(key)) continue;
      rows.push({ kind: 'closed', network_name: old.network_name, country: old.country, mcc: old.mcc, mnc: old.mnc, old_price: old.price, new_price: null, currency: old.currency, old_currency: old.currency, change_pct: null, effective_from: input.closeOn, inside_notice: false, line: null });
    }
  }
  rows.sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || Math.abs(b.change_pct ?? 0) - Math.abs(a.change_pct ?? 0) || a.country.localeCompare(b.country) || a.network_name.localeCompare(b.network_name));
  const counts: DeckCounts = { new: 0, increase: 0, decrease: 0, unchanged: 0, closed: 0, unreadable: input.unreadable.length, inside_notice: 0 };
  for (const r of rows) {
    counts[r.kind]++;
    if (r.inside_notice) counts.inside_notice++;
  }
  return { rows, counts };
}

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The date most of the deck's rates take effect on (a full deck's closes follow it), else today. */
export function deckDateOf(rates: readonly DeckRate[], today: string): string {
  const tally = new Map<string, number>();
  for (const r of rates) tally.set(r.effective_from, (tally.get(r.effective_from) ?? 0) + 1);
  let best: [string, number] | null = null;
  for (const entry of tally) if (!best || entry[1] > best[1]) best = entry;
  return best?.[0] ?? today;
}
