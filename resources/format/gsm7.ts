/**
 * The GSM 7-bit default alphabet (GSM 03.38, 3GPP TS 23.038): 128 basic characters of one septet
 * each, and an extension table reached through the escape septet 0x1B, whose characters take two
 * septets (the escape and their own code). Shared by the editor's counter and the server's encoder,
 * so both agree on which texts fit GSM-7 and how long they are.
 */

/** The septet that says "the next septet is from the extension table". */
export const GSM7_ESCAPE = 0x1b;

// The basic table in code order, 0x00 to 0x7F. Position 0x1B is the escape, not a character.
const BASIC_TABLE =
  '@£$¥èéùìòÇ\nØø\rÅå' +
  'Δ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ' +
  ' !"#¤%&\'()*+,-./' +
  '0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNO' +
  'PQRSTUVWXYZÄÖÑÜ§' +
  '¿abcdefghijklmno' +
  'pqrstuvwxyzäöñüà';

/** The extension table: character → its code after the escape. */
const EXTENSION_TABLE = new Map<string, number>([
  ['\f', 0x0a],
  ['^', 0x14],
  ['{', 0x28],
  ['}', 0x29],
  ['\\', 0x2f],
  ['[', 0x3c],
  ['~', 0x3d],
  [']', 0x3e],
  ['|', 0x40],
  ['€', 0x65],
]);

const basicCodes = new Map<string, number>();
for (let code = 0; code < BASIC_TABLE.length; code++) if (code !== GSM7_ESCAPE) basicCodes.set(BASIC_TABLE[code], code);
const extensionChars = new Map<number, string>([...EXTENSION_TABLE].map(([char, code]) => [code, char]));

/** The characters of the extension table, for a hint that they count twice. */
export const GSM7_EXTENSION_CHARS: readonly string[] = [...EXTENSION_TABLE.keys()];

/** The septets one character (a code point) encodes to: one, escape and code, or null outside GSM-7. */
export function gsm7Septets(char: string): readonly number[] | null {
  const basic = basicCodes.get(char);
  if (basic !== undefined) return [basic];
  const extended = EXTENSION_TABLE.get(char);
  return extended === undefined ? null : [GSM7_ESCAPE, extended];
}

/** Septets a character takes: 1 (basic), 2 (extension), 0 when GSM-7 cannot write it. */
export function gsm7Length(char: string): 0 | 1 | 2 {
  if (basicCodes.has(char)) return 1;
  return EXTENSION_TABLE.has(char) ? 2 : 0;
}

/** The basic character at a septet code (0x00 to 0x7F, not the escape), else null. */
export function gsm7BasicChar(code: number): string | null {
  return code >= 0 && code < BASIC_TABLE.length && code !== GSM7_ESCAPE ? BASIC_TABLE[code] : null;
}

/** The extension character at a code following the escape, else null. */
export function gsm7ExtensionChar(code: number): string | null {
  return extensionChars.get(code) ?? null;
}
