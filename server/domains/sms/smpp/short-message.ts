/**
 * A text as the short messages that carry it: GSM 03.38 (data_coding 0, one septet per octet as
 * SMPP sends it, unpacked) when every character has a GSM code, otherwise UCS-2 (data_coding 8).
 * A text too long for one message is cut into parts that each start with a concatenation header
 * (UDH, 8-bit reference), and the reverse: what a received short message says and which part it is.
 */
import smpp from 'smpp';

export const DATA_CODING = { GSM: 0x00, UCS2: 0x08 } as const;
/** esm_class bit: the short message starts with a user data header. */
export const UDH_INDICATOR = 0x40;

/** One short message ready for submit_sm: its bytes (header included) and how to read them. */
export interface EncodedPart {
  shortMessage: Buffer;
  dataCoding: number;
  esmClass: number;
}

const GSM_TABLE = 0;
const ESCAPE = 0x1b;
const MAX_PARTS = 255;
/**
 * Room in one message, in octets as SMPP carries them: 160 septets (one octet each, unpacked) or 70
 * UCS-2 characters; beside a concatenation header, 153 septets or 67 characters.
 */
const ROOM = { gsm: { single: 160, part: 153 }, ucs2: { single: 140, part: 134 } } as const;

export const isGsmText = (text: string) => smpp.gsmCoder.GSM.charRegex.test(text);

function toUcs2(text: string): Buffer {
  return Buffer.from(text, 'utf16le').swap16();
}

/** Where to cut `bytes` into chunks of at most `size`, never between an escape and its character or the halves of a surrogate pair. */
function cut(bytes: Buffer, size: number, gsm: boolean): Buffer[] {
  const chunks: Buffer[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + size, bytes.length);
    if (end < bytes.length) {
      if (gsm && bytes[end - 1] === ESCAPE) end -= 1;
      if (!gsm && bytes[end - 2] >= 0xd8 && bytes[end - 2] <= 0xdb) end -= 2;
    }
    chunks.push(bytes.subarray(start, end));
    start = end;
  }
  return chunks;
}

/** The parts of `text`; `reference` ties the parts of one long text together (0–255, any value the receiver has not just seen). */
export function encodeText(text: string, reference: number): EncodedPart[] {
  const gsm = isGsmText(text);
  const bytes = gsm ? smpp.gsmCoder.encode(text, GSM_TABLE) : toUcs2(text);
  const dataCoding = gsm ? DATA_CODING.GSM : DATA_CODING.UCS2;
  const room = gsm ? ROOM.gsm : ROOM.ucs2;
  if (bytes.length <= room.single) return [{ shortMessage: bytes, dataCoding, esmClass: 0 }];
  const chunks = cut(bytes, room.part, gsm);
  if (chunks.length > MAX_PARTS) throw new RangeError(`A text of ${chunks.length} parts is longer than SMS allows (${MAX_PARTS}).`);
  return chunks.map((chunk, i) => ({
    shortMessage: Buffer.concat([Buffer.from([0x05, 0x00, 0x03, reference & 0xff, chunks.length, i + 1]), chunk]),
    dataCoding,
    esmClass: UDH_INDICATOR,
  }));
}

export interface Concatenation {
  reference: number;
  total: number;
  sequence: number;
}

export interface DecodedText {
  text: string;
  concat: Concatenation | null;
}

/** The concatenation element of a user data header (its elements, without the length octet), if there is one. */
export function concatenationOf(header: Buffer): Concatenation | null {
  let at = 0;
  while (at + 2 <= header.length) {
    const [id, length] = [header[at], header[at + 1]];
    const data = header.subarray(at + 2, at + 2 + length);
    if (id === 0x00 && length === 3) return { reference: data[0], total: data[1], sequence: data[2] };
    if (id === 0x08 && length === 4) return { reference: data.readUInt16BE(0), total: data[2], sequence: data[3] };
    at += 2 + length;
  }
  return null;
}

/** What a short message says, from its raw bytes (data_coding 0/1 as GSM, 8 as UCS-2, 3 as Latin-1). */
export function decodeShortMessage(bytes: Buffer, dataCoding: number, esmClass: number): DecodedText {
  let body = bytes;
  let concat: Concatenation | null = null;
  if (esmClass & UDH_INDICATOR && bytes.length > 0) {
    const headerEnd = 1 + bytes[0];
    concat = concatenationOf(bytes.subarray(1, headerEnd));
    body = bytes.subarray(headerEnd);
  }
  const coding = dataCoding & 0x0f;
  const text =
    coding === DATA_CODING.UCS2 ? Buffer.from(body).swap16().toString('utf16le') : coding === 0x03 ? body.toString('latin1') : smpp.gsmCoder.decode(body, GSM_TABLE);
  return { text, concat };
}
