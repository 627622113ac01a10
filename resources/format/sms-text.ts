/**
 * An SMS text measured and cut into parts (docs/areas/sms.md#message-text-and-parts). A text goes
 * as GSM-7 when every character is in the GSM 03.38 alphabet (extension characters such as € and
 * { count two septets), else as UCS-2, counted in UTF-16 code units. One part holds 160 septets or
 * 70 units; a longer text is sent in concatenated parts of 153 or 67, the rest of each part's 140
 * octets carrying the header that tells the handset how to join them. The editor's counter and the
 * server's encoder both cut here, so what the counter says is what is sent.
 */
import { gsm7Length } from './gsm7.ts';

export type SmsEncoding = 'gsm7' | 'ucs2';

/** Units one part holds: alone, and as one of several concatenated parts. */
export const SMS_PART_SIZES: Readonly<Record<SmsEncoding, { single: number; concatenated: number }>> = {
  gsm7: { single: 160, concatenated: 153 },
  ucs2: { single: 70, concatenated: 67 },
};

export interface SmsText {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the whole text takes. */
  units: number;
  /** Characters as a reader counts them: an emoji with its skin tone is one. */
  characters: number;
  /** The text of each part, in order; none for an empty text. */
  parts: string[];
  /** Units each part holds: the single size while the text fits one part, the concatenated size after. */
  partSize: number;
  /** Units left in the last part before another part starts. */
  remaining: number;
  /** For UCS-2: the first character GSM-7 cannot write, the one that made the text Unicode. */
  unicodeBecause?: string;
}

/** The first code point of a text that GSM-7 cannot write, if any. */
export function firstNonGsm7(text: string): string | undefined {
  for (const char of text) if (gsm7Length(char) === 0) return char;
  return undefined;
}

const unitsOf = (encoding: SmsEncoding) => (encoding === 'gsm7' ? gsm7Length : (char: string) => char.length);

/**
 * Measures a text and cuts it into parts. A cut falls only between code points, so an extension
 * character (escape plus code) or an emoji (a UTF-16 surrogate pair) that would not fit whole at
 * the end of a part starts the next one, and that part is left a unit short.
 */
export function measureSms(text: string): SmsText {
  const unicodeBecause = firstNonGsm7(text);
  const encoding: SmsEncoding = unicodeBecause === undefined ? 'gsm7' : 'ucs2';
  const sizes = SMS_PART_SIZES[encoding];
  const chars = Array.from(text);
  const length = unitsOf(encoding);
  const units = chars.reduce((sum, char) => sum + length(char), 0);
  const base = { encoding, units, characters: countCharacters(text), ...(unicodeBecause === undefined ? {} : { unicodeBecause }) };
  if (units <= sizes.single) return { ...base, parts: units ? [text] : [], partSize: sizes.single, remaining: sizes.single - units };

  const parts: string[] = [];
  let part = '';
  let used = 0;
  for (const char of chars) {
    const size = length(char);
    if (used + size > sizes.concatenated) {
      parts.push(part);
      part = '';
      used = 0;
    }
    part += char;
    used += size;
  }
  parts.push(part);
  return { ...base, parts, partSize: sizes.concatenated, remaining: sizes.concatenated - used };
}

let graphemes: Intl.Segmenter | null | undefined;

/** Grapheme clusters where the runtime can segment text, else code points. */
function countCharacters(text: string): number {
  if (graphemes === undefined) graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  return graphemes ? Array.from(graphemes.segment(text)).length : Array.from(text).length;
}
