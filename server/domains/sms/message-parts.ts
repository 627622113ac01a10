/**
 * A text as the SMPP submit_sm payloads that carry it (docs/areas/sms.md#message-text-and-parts),
 * and a received payload read back. A text that fits one part goes bare; a longer one goes in
 * parts, each short_message starting with a user data header (UDH) whose concatenation element
 * names the message (a reference the caller picks, 0–255), the number of parts and this part's
 * place, with the UDHI bit set in esm_class so the SMSC knows the header is there.
 */
import { measureSms, type SmsEncoding } from '../../../resources/format/sms-text.ts';
import { DATA_CODING, decodeText, encodeText } from './text-bytes.ts';

/** esm_class bit: short_message begins with a user data header. */
export const ESM_CLASS_UDHI = 0x40;

// Information elements of a concatenation header: 8-bit reference (what Parley sends) and 16-bit.
const IEI_CONCAT_8 = 0x00;
const IEI_CONCAT_16 = 0x08;

/** The fields of one submit_sm that carry a part of a text. */
export interface SmppTextPart {
  short_message: Buffer;
  data_coding: number;
  esm_class: number;
}

/** The concatenation header for part `seq` (from 1) of `total`: 05 00 03 ref total seq. */
export function concatenationHeader(reference: number, total: number, seq: number): Buffer {
  return Buffer.from([0x05, IEI_CONCAT_8, 0x03, reference, total, seq]);
}

/**
 * The payloads of a text, one per part, in order; none for an empty text. `reference` tells this
 * message's parts from another's to the same handset, so the caller varies it per recipient.
 */
export function smppTextParts(text: string, reference: number): SmppTextPart[] {
  if (!Number.isInteger(reference) || reference < 0 || reference > 255) throw new RangeError(`A concatenation reference is 0 to 255, not ${reference}`);
  const { encoding, parts } = measureSms(text);
  // The header counts parts in one octet.
  if (parts.length > 255) throw new RangeError(`A text of ${parts.length} parts is longer than an SMS can be`);
  const data_coding = DATA_CODING[encoding];
  if (parts.length === 1) return [{ short_message: encodeText(parts[0], encoding), data_coding, esm_class: 0 }];
  return parts.map((part, i) => ({
    short_message: Buffer.concat([concatenationHeader(reference, parts.length, i + 1), encodeText(part, encoding)]),
    data_coding,
    esm_class: ESM_CLASS_UDHI,
  }));
}

/**
 * One part of a text someone else cut (a hub client's submit_sm of a long message), as it goes on:
 * its own text in the encoding it came in, behind a header naming its place (`seq` of `total`) and
 * the reference every part of that text carries.
 */
export function smppSegmentPart(text: string, encoding: SmsEncoding, reference: number, segment: { total: number; seq: number }): SmppTextPart {
  const data_coding = DATA_CODING[encoding];
  if (segment.total <= 1) return { short_message: encodeText(text, encoding), data_coding, esm_class: 0 };
  return { short_message: Buffer.concat([concatenationHeader(reference, segment.total, segment.seq), encodeText(text, encoding)]), data_coding, esm_class: ESM_CLASS_UDHI };
}

/** Where a part belongs: its message's reference, how many parts the message has, and its place (from 1). */
export interface Concatenation {
  reference: number;
  total: number;
  seq: number;
}

export interface ReadTextPart {
  /** The part's text; null when its data_coding is one Parley does not read. */
  text: string | null;
  /** Present on a part of a concatenated message. */
  concatenation?: Concatenation;
}

/** A received short_message: its header (when esm_class says there is one) taken off, its text decoded. */
export function readSmppTextPart(part: { short_message: Uint8Array; data_coding: number; esm_class: number }): ReadTextPart {
  const bytes = part.short_message;
  if (!(part.esm_class & ESM_CLASS_UDHI) || bytes.length === 0) return { text: decodeText(bytes, part.data_coding) };
  const headerEnd = 1 + bytes[0];
  const concatenation = concatenationOf(bytes.subarray(1, Math.min(headerEnd, bytes.length)));
  return { text: decodeText(bytes.subarray(headerEnd), part.data_coding), ...(concatenation ? { concatenation } : {}) };
}

/**
 * The concatenation element among a header's information elements (each: id, length, data), the
 * header's length octet left off. Also reads one element alone, as the smpp package hands them over.
 */
export function concatenationOf(header: Uint8Array): Concatenation | undefined {
  for (let i = 0; i + 1 < header.length; i += 2 + header[i + 1]) {
    const [id, length] = [header[i], header[i + 1]];
    const data = header.subarray(i + 2, i + 2 + length);
    if (data.length < length) return undefined;
    if (id === IEI_CONCAT_8 && length === 3) return { reference: data[0], total: data[1], seq: data[2] };
    if (id === IEI_CONCAT_16 && length === 4) return { reference: (data[0] << 8) | data[1], total: data[2], seq: data[3] };
  }
  return undefined;
}

/** The text of a whole message from its parts, in any order of arrival; null while a part is missing, repeated or unreadable. */
export function joinTextParts(parts: readonly ReadTextPart[]): string | null {
  if (parts.length === 1 && !parts[0].concatenation) return parts[0].text;
  const first = parts[0]?.concatenation;
  if (!first || parts.length !== first.total) return null;
  const { reference, total } = first;
  const texts: (string | null)[] = new Array(total).fill(null);
  for (const { text, concatenation } of parts) {
    if (!concatenation || concatenation.reference !== reference || concatenation.total !== total || concatenation.seq < 1 || concatenation.seq > total) return null;
    texts[concatenation.seq - 1] = text;
  }
  return texts.every((t) => t !== null) ? texts.join('') : null;
}
