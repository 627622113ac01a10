/**
 * SMS text as the bytes an SMPP short_message carries, and back. GSM-7 goes unpacked, one septet per
 * octet (data_coding 0, the SMSC's default alphabet; the SMSC packs it for the air), an extension
 * character as the escape and its code. UCS-2 goes as UTF-16 big-endian (data_coding 8), an emoji
 * as its surrogate pair, which handsets read as UTF-16.
 */
import { GSM7_ESCAPE, gsm7BasicChar, gsm7ExtensionChar, gsm7Septets } from '../../../resources/format/gsm7.ts';
import type { SmsEncoding } from '../../../resources/format/sms-text.ts';

/** SMPP data_coding values (SMPP 3.4 §5.2.19) Parley sends and reads. */
export const DATA_CODING = { gsm7: 0x00, ascii: 0x01, latin1: 0x03, ucs2: 0x08 } as const;

/** What stands for a byte or an escape that does not decode to a character. */
const REPLACEMENT = '\ufffd';

/** A text GSM-7 can write as unpacked septets; throws on a character outside the alphabet. */
export function encodeGsm7(text: string): Buffer {
  const septets: number[] = [];
  for (const char of text) {
    const codes = gsm7Septets(char);
    if (!codes) throw new RangeError(`GSM-7 cannot write ${JSON.stringify(char)}`);
    septets.push(...codes);
  }
  return Buffer.from(septets);
}

/** Unpacked GSM-7 septets as text. An escape before an unknown code reads as the basic character, as GSM 03.38 asks of a handset. */
export function decodeGsm7(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === GSM7_ESCAPE && i + 1 < bytes.length) {
      const code = bytes[++i];
      text += gsm7ExtensionChar(code) ?? gsm7BasicChar(code) ?? REPLACEMENT;
    } else text += gsm7BasicChar(bytes[i]) ?? REPLACEMENT;
  }
  return text;
}

/** A text as UTF-16 big-endian. */
export function encodeUcs2(text: string): Buffer {
  return Buffer.from(text, 'utf16le').swap16();
}

/** UTF-16 big-endian as text; an odd last byte is no character. */
export function decodeUcs2(bytes: Uint8Array): string {
  const even = bytes.length - (bytes.length % 2);
  const text = Buffer.from(bytes.subarray(0, even)).swap16().toString('utf16le');
  return even === bytes.length ? text : text + REPLACEMENT;
}

export function encodeText(text: string, encoding: SmsEncoding): Buffer {
  return encoding === 'gsm7' ? encodeGsm7(text) : encodeUcs2(text);
}

/** The text of a short_message in the data_coding Parley reads; null for any other coding. */
export function decodeText(bytes: Uint8Array, dataCoding: number): string | null {
  switch (dataCoding) {
    case DATA_CODING.gsm7:
      return decodeGsm7(bytes);
    case DATA_CODING.ascii:
    case DATA_CODING.latin1:
      // IA5 is ASCII, which Latin-1 contains.
      return Buffer.from(bytes).toString('latin1');
    case DATA_CODING.ucs2:
      return decodeUcs2(bytes);
    default:
      return null;
  }
}
