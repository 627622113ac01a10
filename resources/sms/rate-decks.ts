/**
 * Vendors' rate sheets (decks): how a route's decks are read (its parser settings, kept on the route
 * as `deck_settings`), and what the sample, preview and handle routes answer
 * (docs/areas/sms.md#rate-sheets). Read by the server and the deck screen alike.
 */
import { z } from '../validation.ts';
import { RATE_CHANGE_KINDS } from './rate-changes.ts';

export const DECK_FILE_KINDS = ['csv', 'xlsx', 'xls'] as const;
export const DECK_ENCODINGS = ['utf-8', 'cp1252', 'utf-16'] as const;
/** What one price in the file is: per SMS, per 1,000 SMS, or per SMS in cents (hundredths). */
export const DECK_PRICE_UNITS = ['sms', 'thousand', 'cents'] as const;
export const DECK_DECIMALS = ['point', 'comma'] as const;
/** A full deck lists every network the route carries (one missing closes); a partial one only what changes. */
export const DECK_KINDS = ['full', 'partial'] as const;
export const DECK_DATE_FORMATS = ['yyyy-mm-dd', 'dd.mm.yyyy', 'dd/mm/yyyy', 'mm/dd/yyyy', 'dd-mm-yyyy', 'yyyy/mm/dd'] as const;
/** What a column holds. `mccmnc` is MCC and MNC in one cell (26201, 262-01, 262 01). */
export const DECK_COLUMN_ROLES = ['country', 'network', 'mcc', 'mnc', 'mccmnc', 'prefix', 'price', 'currency', 'effective_from'] as const;
export type DeckColumnRole = (typeof DECK_COLUMN_ROLES)[number];
/** Where a batch of rate changes came from. */
export const DECK_SOURCES = ['upload', 'mail', 'edit', 'bulk'] as const;
export type DeckSource = (typeof DECK_SOURCES)[number];

const headerName = z.string().trim().min(1).max(200);

/** Each role → the header of the column holding it (compared without case or surrounding blanks). */
export const deckColumns = z
  .object(Object.fromEntries(DECK_COLUMN_ROLES.map((r) => [r, headerName.optional()])) as Record<DeckColumnRole, z.ZodOptional<typeof headerName>>)
  .strict();
export type DeckColumns = z.infer<typeof deckColumns>;

/** A route's parser settings. Left-out file details (kind, delimiter, encoding, header row) are found in the file. */
export const deckSettings = z
  .object({
    file_kind: z.enum(DECK_FILE_KINDS).optional(),
    /** One character; `\t` for a tab. */
    delimiter: z.string().min(1).max(2).optional(),
    quote: z.string().length(1).default('"'),
    encoding: z.enum(DECK_ENCODINGS).optional(),
    /** A sheet's name, or its position from 1. */
    sheet: z.string().trim().max(100).optional(),
    /** The header's row from 1; title blocks above it are skipped. */
    header_row: z.number().int().min(1).max(1_000).optional(),
    columns: deckColumns,
    date_format: z.enum(DECK_DATE_FORMATS).default('yyyy-mm-dd'),
    price_unit: z.enum(DECK_PRICE_UNITS).default('sms'),
    decimal: z.enum(DECK_DECIMALS).default('point'),
    // Partial unless said: closing every network a deck leaves out is a choice an admin makes once.
    deck: z.enum(DECK_KINDS).default('partial'),
    /** The currency of rows without a currency column; the route's when left out. */
    currency: z.string().trim().length(3).toUpperCase().optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const c = s.columns;
    if (!c.price) ctx.addIssue({ code: 'custom', path: ['columns', 'price'], message: 'Name the column holding the price.' });
    const byCode = c.mccmnc || (c.mcc && c.mnc);
    const byName = c.network && c.country;
    if (!byCode && !byName && !c.prefix) ctx.addIssue({ code: 'custom', path: ['columns', 'mcc'], message: 'Name the MCC and MNC columns, an MCC+MNC column, a country and network, or a dial prefix.' });
  });
export type DeckSettings = z.infer<typeof deckSettings>;
export type DeckSettingsInput = z.input<typeof deckSettings>;

/** PUT …/deck/settings. */
export const deckSettingsBody = z.object({
  settings: deckSettings,
  notice_days: z.number().int().min(0).max(365).optional(),
  auto_apply: z.boolean().optional(),
});
export const deckSettingsAnswer = z.object({
  settings: deckSettings.nullable(),
  notice_days: z.number().int(),
  auto_apply: z.boolean(),
});

/** One row as read, before matching: its line in the file and its cells by role. */
export const deckSampleRow = z.object({ line: z.number().int(), cells: z.record(z.string(), z.string()) });

/** POST …/deck/sample: what Parley found in the file and the mapping it guessed (or the saved one). */
export const deckSampleAnswer = z.object({
  file_kind: z.enum(DECK_FILE_KINDS),
  encoding: z.enum(DECK_ENCODINGS).nullable(),
  delimiter: z.string().nullable(),
  sheets: z.array(z.string()),
  sheet: z.string().nullable(),
  header_row: z.number().int(),
  headers: z.array(z.string()),
  /** The first rows under the header, cell by cell as read. */
  rows: z.array(z.array(z.string())),
  settings: deckSettings,
  /** Whether `settings` are the route's saved ones (else guessed). */
  saved: z.boolean(),
  /** Why the saved settings did not fit this file, when a guess stands in for them. */
  note: z.string().nullable(),
});

export const DECK_ROW_KINDS = [...RATE_CHANGE_KINDS, 'unchanged'] as const;
export type DeckRowKind = (typeof DECK_ROW_KINDS)[number];
export const DECK_PROBLEMS = ['unknown_network', 'bad_price', 'bad_date', 'bad_currency', 'missing_network', 'duplicate'] as const;
export type DeckProblem = (typeof DECK_PROBLEMS)[number];

export const deckPreviewRow = z.object({
  kind: z.enum(DECK_ROW_KINDS),
  network_name: z.string(),
  country: z.string(),
  mcc: z.string(),
  mnc: z.string(),
  /** Millionths of `currency` (of `old_currency` for the old price). */
  old_price: z.number().int().nullable(),
  new_price: z.number().int().nullable(),
  currency: z.string(),
  old_currency: z.string().nullable(),
  /** (new − old) / old × 100, two decimals; null when new, closed, or in another currency. */
  change_pct: z.number().nullable(),
  effective_from: z.iso.date(),
  /** An increase taking effect before the route's notice period ends. */
  inside_notice: z.boolean(),
  /** The line in the file (null for a network the deck closes by leaving it out). */
  line: z.number().int().nullable(),
});
export type DeckPreviewRow = z.infer<typeof deckPreviewRow>;

export const deckUnreadableRow = z.object({
  line: z.number().int(),
  problem: z.enum(DECK_PROBLEMS),
  /** The cell that was not understood, as read. */
  value: z.string(),
});
export type DeckUnreadableRow = z.infer<typeof deckUnreadableRow>;

export const deckCounts = z.object({
  new: z.number().int(),
  increase: z.number().int(),
  decrease: z.number().int(),
  unchanged: z.number().int(),
  closed: z.number().int(),
  unreadable: z.number().int(),
  inside_notice: z.number().int(),
});
export type DeckCounts = z.infer<typeof deckCounts>;

/** POST …/deck/preview. `rows` is every row that changes, then the unchanged ones. */
export const deckPreviewAnswer = z.object({
  deck: z.enum(DECK_KINDS),
  notice_days: z.number().int(),
  counts: deckCounts,
  rows: z.array(deckPreviewRow),
  unreadable: z.array(deckUnreadableRow),
  sha256: z.string(),
  /** A batch already made from this very file on this route (handling it again is refused). */
  duplicate_of: z.number().int().nullable(),
});
export type DeckPreview = z.infer<typeof deckPreviewAnswer>;

/** POST …/deck/handle: the pending batch it wrote. */
export const deckHandleAnswer = z.object({
  batch_id: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  counts: deckCounts,
  changes: z.number().int(),
});

/** Where a route's rate sheet routes live: `${DECK_API}/sample|preview|handle|settings`. */
export const DECK_API = '/v1/sms/routing/routes/:id/deck';
