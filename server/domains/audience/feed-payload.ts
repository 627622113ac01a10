/**
 * Reading a feed delivery: the contacts it carries, each checked against the contact's own field
 * rules (resources/audience/contacts.ts), with a reason for every row that cannot be taken.
 */
import { contacts } from '../../../resources/audience/contacts.ts';
import { z } from '../../../resources/validation.ts';

/** Rows one delivery may carry; more should be split over several deliveries. */
export const MAX_FEED_ROWS = 10_000;
/** Rejected rows whose reasons are kept; the rest are counted. */
export const MAX_REASONS = 200;
const CONTACT_FIELDS = ['phone', 'first_name', 'last_name', 'email', 'country', 'tags', 'custom'] as const;

export interface FeedRow {
  phone: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  country?: string;
  tags?: string[];
  custom?: Record<string, string | number | boolean>;
}

export interface Rejection {
  /** 1-based position in the delivery. */
  row: number;
  field: string;
  message: string;
}

export interface ParsedFeed {
  received: number;
  accepted: FeedRow[];
  /** The delivery's row number (1-based) of each accepted contact. */
  acceptedRows: number[];
  /** Every rejected row's first reason, the first MAX_REASONS of them. */
  rejections: Rejection[];
  rejected: number;
  /** Keys the rows carried that are not contact fields; they were not stored. */
  ignoredFields: string[];
}

/** The whole delivery is unusable: nothing was read. */
export class FeedPayloadError extends Error {
  constructor(
    readonly status: 415 | 422,
    message: string,
  ) {
    super(message);
  }
}

const optional = (s: z.ZodType) => (s instanceof z.ZodDefault ? (s.unwrap() as z.ZodType) : s).optional();
const rowSchema = z.object(Object.fromEntries(CONTACT_FIELDS.map((f) => [f, f === 'phone' ? contacts.fields.phone.schema : optional(contacts.fields[f].schema)])));

/** How a feed reads its payloads: its mapping and the team's custom field keys. */
export interface FeedReading {
  /** Payload key → contact field or `custom.<key>` (the feed's mapping); keys not named keep their own name. */
  mapping?: Readonly<Record<string, string>>;
  /** The team's custom field keys: a payload key (after mapping) that is one lands in `custom`. */
  customKeys?: ReadonlySet<string>;
}

/**
 * The row in the contact's terms: each key renamed by the mapping, custom field keys gathered
 * into `custom`; what is neither a contact field nor a custom field is named as ignored.
 */
function mapped(item: Record<string, unknown>, reading: FeedReading, ignored: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const custom: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) {
    const target = Object.hasOwn(reading.mapping ?? {}, key) ? reading.mapping![key] : key;
    if (target === 'custom' && value && typeof value === 'object' && !Array.isArray(value)) Object.assign(custom, value);
    else if ((CONTACT_FIELDS as readonly string[]).includes(target)) out[target] = value;
    else if (target.startsWith('custom.')) custom[target.slice(7)] = value;
    else if (reading.customKeys?.has(target)) custom[target] = value;
    else ignored.add(key);
  }
  if (Object.keys(custom).length) out.custom = custom;
  return out;
}

/** What senders commonly send that means the same: "+1 (415) 555-0123", "gb", "" for nothing, a number as digits. */
function tidy(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of CONTACT_FIELDS) {
    let v = row[f];
    if (v === '' || v === null) v = undefined;
    if (f === 'phone' && typeof v === 'number') v = `+${v}`;
    if (f === 'phone' && typeof v === 'string') v = v.replace(/[\s().-]/g, '').replace(/^00/, '+');
    if (f === 'country' && typeof v === 'string') v = v.trim().toUpperCase();
    if (f === 'tags' && typeof v === 'string') v = v.split(/[,;|]/).map((t) => t.trim()).filter(Boolean);
    if (v !== undefined) out[f] = v;
  }
  return out;
}

export function parseFeedPayload(raw: Buffer, contentType: string | undefined, reading: FeedReading = {}): ParsedFeed {
  if (contentType && !/\bjson\b/i.test(contentType)) throw new FeedPayloadError(415, `Send the contacts as JSON (Content-Type: application/json), not ${contentType.split(';')[0]}.`);
  let payload: unknown;
  try {
    payload = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new FeedPayloadError(422, 'The body is not valid JSON.');
  }
  const list = Array.isArray(payload) ? payload : (payload as { contacts?: unknown } | null)?.contacts;
  if (!Array.isArray(list)) throw new FeedPayloadError(422, 'Send {"contacts": [{"phone": "+14155550123", …}, …]}: the body has no "contacts" list.');
  if (list.length > MAX_FEED_ROWS) throw new FeedPayloadError(422, `A delivery carries at most ${MAX_FEED_ROWS} contacts; this one has ${list.length}. Split it into several deliveries.`);

  return readFeedRows(list, reading);
}

/**
 * Rows as contacts, by the feed's reading: each one checked, a number given twice keeping its later
 * row. `firstRow` numbers them when they are a part of a longer list (a fetched file, in chunks).
 */
export function readFeedRows(list: readonly unknown[], reading: FeedReading = {}, firstRow = 1): ParsedFeed {
  const rejections: Rejection[] = [];
  const ignored = new Set<string>();
  const byPhone = new Map<string, { row: number; contact: FeedRow }>();
  let rejected = 0;
  const reject = (row: number, field: string, message: string) => {
    rejected++;
    if (rejections.length < MAX_REASONS) rejections.push({ row, field, message });
  };

  list.forEach((item, index) => {
    const row = index + firstRow;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return reject(row, 'row', 'Each contact is an object such as {"phone": "+14155550123"}.');
    const parsed = rowSchema.safeParse(tidy(mapped(item as Record<string, unknown>, reading, ignored)));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return reject(row, String(issue.path[0] ?? 'row'), issue.message);
    }
    const contact = parsed.data as unknown as FeedRow;
    const earlier = byPhone.get(contact.phone);
    // One statement cannot write a contact twice; the later row is what the sender means now.
    if (earlier) reject(earlier.row, 'phone', `The same number comes again in row ${row}; that row is used.`);
    byPhone.set(contact.phone, { row, contact });
  });

  const kept = [...byPhone.values()];
  return { received: list.length, accepted: kept.map((v) => v.contact), acceptedRows: kept.map((v) => v.row), rejections, rejected, ignoredFields: [...ignored].sort().slice(0, 20) };
}
