/**
 * The one path from a deck's bytes to its preview, shared by the preview route, the handle
 * service and (next) the mail receiver: read the file, take the route's saved settings (or those
 * sent with the request, or a guess from the file), match and diff.
 */
import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { deckSettings, type DeckPreview, type DeckSettings, type DeckSettingsInput } from '../../../../resources/sms/rate-decks.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { rateChangeBatches } from '../../../db/schema/index.ts';
import { DeckProblem } from './deck-problem.ts';
import { deckDateOf, diffDeck } from './diff.ts';
import { findHeaderRow, guessSettings, splitAtHeader } from './guess.ts';
import { NetworkMatcher } from './network-matcher.ts';
import { columnIndexes, readDeck, type DeckRate, type SmsCurrency } from './read-deck.ts';
import { readTable, type Table } from './read-table.ts';
import { findDeckRoute, ratesInForce, teamNetworks, type DeckRoute } from './route-deck.ts';

export interface DeckInput {
  teamId: number;
  routeId: number;
  bytes: Buffer;
  /** Settings to read this file with instead of the route's saved ones (the screen's adjusted mapping). */
  settings?: DeckSettingsInput;
  /** Today, for the notice period and undated rows; the clock's when left out (tests fix it). */
  today?: string;
}

export interface DeckWork {
  route: DeckRoute;
  settings: DeckSettings;
  preview: DeckPreview;
  rates: DeckRate[];
  today: string;
}

/** Settings as given, with a 422 naming each wrong one under `settings.`. */
export function checkedSettings(input: unknown): DeckSettings {
  const parsed = deckSettings.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new DeckProblem(issue.message, ['settings', ...issue.path.map(String)].join('.'));
}

/** The file as a table, with the settings to read it by and where its header is. */
export async function tableWithSettings(bytes: Buffer, given: DeckSettings | null): Promise<{ table: Table; settings: DeckSettings; headers: string[]; body: Table['rows'] }> {
  const table = await readTable(bytes, given ?? {});
  let headerRow = given?.header_row ?? findHeaderRow(table.rows);
  // A title block that grew or shrank since the settings were saved moves the header: where the saved row lacks the columns, the row that names them is taken.
  if (given?.header_row && !fits(table.rows, headerRow, given)) {
    const found = findHeaderRow(table.rows);
    if (fits(table.rows, found, given)) headerRow = found;
  }
  const { headers, body } = splitAtHeader(table.rows, headerRow);
  if (!headers.length) throw new DeckProblem(`The file has no row ${headerRow} to read the header from.`, given?.header_row ? 'settings.header_row' : 'file');
  const settings = given ?? guessSettings(headers, body, headerRow);
  // Every column the settings name must be in this file's header (422 naming the setting otherwise).
  if (given) columnIndexes(headers, given);
  if (!given) {
    // A guess that found no price or no network is no mapping: say what the header holds.
    const problem = deckSettings.safeParse(settings);
    if (!problem.success) throw new DeckProblem(`Parley cannot tell which columns hold the network and the price (the header reads: ${headers.filter(Boolean).join(', ')}). Map the columns in the route's rate sheet settings.`, 'settings.columns');
  }
  return { table, settings: { ...settings, header_row: headerRow }, headers, body };
}

function fits(rows: Table['rows'], headerRow: number, settings: DeckSettings): boolean {
  try {
    columnIndexes(splitAtHeader(rows, headerRow).headers, settings);
    return true;
  } catch {
    return false;
  }
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export async function previewDeck(db: DbOrTx, input: DeckInput): Promise<DeckWork> {
  const route = await findDeckRoute(db, input.teamId, input.routeId);
  const given = input.settings ? checkedSettings(input.settings) : route.deck_settings ? checkedSettings(route.deck_settings) : null;
  const { settings, headers, body } = await tableWithSettings(input.bytes, given);
  const today = input.today ?? new Date().toISOString().slice(0, 10);
  const [networks, inForce] = await Promise.all([teamNetworks(db, input.teamId), ratesInForce(db, input.teamId, route.id)]);
  const read = readDeck(headers, body, settings, new NetworkMatcher(networks), { currency: route.currency as SmsCurrency, date: today });
  const { rows, counts } = diffDeck({ ...read, inForce, full: settings.deck === 'full', today, noticeDays: route.notice_days, closeOn: deckDateOf(read.rates, today) });
  const sha256 = sha256Of(input.bytes);
  const [dup] = await db
    .select({ id: rateChangeBatches.id })
    .from(rateChangeBatches)
    .where(and(eq(rateChangeBatches.team_id, input.teamId), eq(rateChangeBatches.route_id, route.id), eq(rateChangeBatches.sha256, sha256), ne(rateChangeBatches.status, 'rejected')))
    .limit(1);
  return {
    route,
    settings,
    today,
    rates: read.rates,
    preview: { deck: settings.deck, notice_days: route.notice_days, counts, rows, unreadable: read.unreadable, sha256, duplicate_of: dup?.id ?? null },
  };
}
