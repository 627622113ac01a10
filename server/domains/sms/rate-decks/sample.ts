/**
 * A sample of a deck: what Parley found in the file (kind, encoding, delimiter, sheets, header) and
 * its first rows as read, with the route's saved settings or, for a route without any (or whose
 * settings name columns this file lacks), a guess.
 */
import type { DeckSettingsInput } from '../../../../resources/sms/rate-decks.ts';
import type { z } from 'zod';
import type { deckSampleAnswer } from '../../../../resources/sms/rate-decks.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { DeckProblem } from './deck-problem.ts';
import { checkedSettings, tableWithSettings } from './deck-preview.ts';
import { findDeckRoute } from './route-deck.ts';

const SAMPLE_ROWS = 20;

export async function sampleDeck(db: DbOrTx, input: { teamId: number; routeId: number; bytes: Buffer; settings?: DeckSettingsInput }): Promise<z.infer<typeof deckSampleAnswer>> {
  const route = await findDeckRoute(db, input.teamId, input.routeId);
  const saved = route.deck_settings ? checkedSettings(route.deck_settings) : null;
  const given = input.settings ? checkedSettings(input.settings) : saved;
  let note: string | null = null;
  let read: Awaited<ReturnType<typeof tableWithSettings>>;
  try {
    read = await tableWithSettings(input.bytes, given);
  } catch (error) {
    // Saved settings that do not fit this file (another layout from the same vendor): show a guess to correct, saying why.
    if (input.settings || !saved || !(error instanceof DeckProblem) || !error.field.startsWith('settings.')) throw error;
    note = error.message;
    read = await tableWithSettings(input.bytes, null);
  }
  const { table, settings, headers, body } = read;
  return {
    file_kind: table.file_kind,
    encoding: table.encoding,
    delimiter: table.delimiter,
    sheets: table.sheets,
    sheet: table.sheet,
    header_row: settings.header_row ?? 1,
    headers,
    rows: body.slice(0, SAMPLE_ROWS).map((r) => headers.map((_, i) => r.cells[i] ?? '')),
    settings,
    saved: !input.settings && saved !== null && note === null,
    note,
  };
}
