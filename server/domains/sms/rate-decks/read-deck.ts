/**
 * A deck's rows read with a route's settings: each row matched to one of the team's networks, its
 * price in millionths, its currency and its effective date, or set aside with why it could not be
 * read. Rows without a price holding one cell at most (notes, footers, separators) are passed over.
 */
import type { DeckColumnRole, DeckSettings, DeckUnreadableRow } from '../../../../resources/sms/rate-decks.ts';
import { SMS_CURRENCIES } from '../../../../resources/sms/shared.ts';
import { headerKey } from '../../audience/uploads/guess-mapping.ts';
import { countryOf } from './countries.ts';
import { DeckProblem } from './deck-problem.ts';
import type { NetworkMatcher, TeamNetwork } from './network-matcher.ts';
import type { TableRow } from './read-table.ts';
import { deckDate, priceMicros } from './values.ts';

export type SmsCurrency = (typeof SMS_CURRENCIES)[number];

export interface DeckRate {
  line: number;
  network: TeamNetwork;
  price: number;
  currency: SmsCurrency;
  effective_from: string;
}

export interface DeckRead {
  rates: DeckRate[];
  unreadable: DeckUnreadableRow[];
  /** Networks the deck names, read or not: a full deck closes only the others. */
  named: Set<string>;
}

export const networkKey = (n: { mcc: string; mnc: string }) => `${n.mcc}-${n.mnc}`;

/** Where each role's column is, or a problem naming the setting whose column the file lacks. */
export function columnIndexes(headers: readonly string[], settings: DeckSettings): Partial<Record<DeckColumnRole, number>> {
  const keys = headers.map(headerKey);
  const at: Partial<Record<DeckColumnRole, number>> = {};
  for (const [role, header] of Object.entries(settings.columns) as [DeckColumnRole, string | undefined][]) {
    if (!header) continue;
    const i = keys.indexOf(headerKey(header));
    if (i < 0) throw new DeckProblem(`The file has no column "${header}" (its header row ${settings.header_row ?? ''} reads: ${headers.filter(Boolean).join(', ') || 'nothing'}).`, `settings.columns.${role}`);
    at[role] = i;
  }
  return at;
}

export function readDeck(headers: readonly string[], body: readonly TableRow[], settings: DeckSettings, matcher: NetworkMatcher, defaults: { currency: SmsCurrency; date: string }): DeckRead {
  const at = columnIndexes(headers, settings);
  const currency = (settings.currency as SmsCurrency | undefined) ?? defaults.currency;
  const rates: DeckRate[] = [];
  const unreadable: DeckUnreadableRow[] = [];
  const named = new Set<string>();
  const seen = new Map<string, DeckRate>();
  const cell = (row: TableRow, role: DeckColumnRole) => (at[role] === undefined ? '' : (row.cells[at[role]!] ?? '').trim());

  for (const row of body) {
    const priceText = cell(row, 'price');
    const who = networkCells(row, cell);
    // A note under the table (one cell of text, no price) is no rate.
    if (!priceText && (!who.text || row.cells.filter((c) => c.trim() !== '').length <= 1)) continue;
    const network = who.text ? findNetwork(row, cell, matcher) : null;
    if (!network) {
      unreadable.push({ line: row.line, problem: who.text ? 'unknown_network' : 'missing_network', value: who.text });
      continue;
    }
    named.add(networkKey(network));
    const price = priceMicros(priceText, settings.price_unit, settings.decimal);
    if (price === null) {
      unreadable.push({ line: row.line, problem: 'bad_price', value: priceText });
      continue;
    }
    const currencyText = cell(row, 'currency').toUpperCase();
    const rowCurrency = currencyText ? (SMS_CURRENCIES as readonly string[]).includes(currencyText) ? (currencyText as SmsCurrency) : null : currency;
    if (!rowCurrency) {
      unreadable.push({ line: row.line, problem: 'bad_currency', value: cell(row, 'currency') });
      continue;
    }
    const dateText = cell(row, 'effective_from');
    const date = dateText ? deckDate(dateText, settings.date_format) : defaults.date;
    if (!date) {
      unreadable.push({ line: row.line, problem: 'bad_date', value: dateText });
      continue;
    }
    const rate: DeckRate = { line: row.line, network, price, currency: rowCurrency, effective_from: date };
    const before = seen.get(networkKey(network));
    if (before) {
      // A dial-prefix deck lists each network once per prefix: the same price again is the same rate.
      if (before.price !== price || before.currency !== rowCurrency || before.effective_from !== date) unreadable.push({ line: row.line, problem: 'duplicate', value: `${who.text} (line ${before.line})` });
      continue;
    }
    seen.set(networkKey(network), rate);
    rates.push(rate);
  }
  return { rates, unreadable, named };
}

function networkCells(row: TableRow, cell: (row: TableRow, role: DeckColumnRole) => string): { text: string } {
  const parts = [cell(row, 'mccmnc'), [cell(row, 'mcc'), cell(row, 'mnc')].filter(Boolean).join('-'), [cell(row, 'country'), cell(row, 'network')].filter(Boolean).join(' / '), cell(row, 'prefix')];
  return { text: parts.find(Boolean) ?? '' };
}

function findNetwork(row: TableRow, cell: (row: TableRow, role: DeckColumnRole) => string, matcher: NetworkMatcher): TeamNetwork | null {
  const joined = cell(row, 'mccmnc');
  if (joined) {
    const n = matcher.byJoinedCode(joined);
    if (n) return n;
  }
  const mcc = cell(row, 'mcc');
  const mnc = cell(row, 'mnc');
  if (mcc && mnc) {
    const n = matcher.byMccMnc(mcc, mnc);
    if (n) return n;
  }
  const countryText = cell(row, 'country');
  const name = cell(row, 'network');
  if (countryText && name) {
    const country = countryOf(countryText);
    const n = country ? matcher.byNetworkName(country, name) : null;
    if (n) return n;
  }
  const prefix = cell(row, 'prefix');
  return prefix ? matcher.byPrefix(prefix) : null;
}
