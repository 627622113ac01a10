/**
 * A CSV's character encoding: the one chosen, or found from its first 64 KiB. A byte order mark
 * decides first (UTF-8, UTF-16LE/BE); text that reads as UTF-8 is UTF-8; otherwise chardet's best
 * guess among the single-byte encodings spreadsheets write (Windows-1256 for Arabic, Windows-1252
 * and the ISO-8859 family for European languages).
 */
import chardet from 'chardet';
import iconv from 'iconv-lite';
import { looksLikeUtf16 } from './file-sniff.ts';
import { UploadProblem } from './upload-problem.ts';

export const HEAD_BYTES = 64 * 1024;

/** A name iconv-lite knows, lower-cased (what the data file stores); a problem when it knows none. */
export function chosenEncoding(name: string): string {
  const clean = name.trim().toLowerCase();
  if (!clean || !iconv.encodingExists(clean)) throw new UploadProblem(`Parley does not know the encoding "${name}". Try utf-8, utf-16le, windows-1256 or windows-1252.`, 'encoding');
  return clean;
}

export function detectEncoding(head: Buffer): string {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  const wide = looksLikeUtf16(head);
  if (wide) return wide;
  if (isUtf8(head)) return 'utf-8';
  const guess = chardet.analyse(head).find((m) => iconv.encodingExists(m.name));
  const name = guess?.name.toLowerCase() ?? 'windows-1252';
  // As browsers do: Latin-1 labels read as Windows-1252, which only adds printable characters.
  if (name === 'iso-8859-1' || name === 'ascii') return 'windows-1252';
  if (name === 'iso-8859-6') return 'windows-1256';
  return name;
}

/** Valid UTF-8, allowing a character cut off at the end of the head. */
function isUtf8(head: Buffer): boolean {
  let end = head.length;
  // Step back over an incomplete multi-byte sequence at the very end (at most 3 bytes).
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const b = head[end - back];
    if ((b & 0xc0) === 0x80) continue;
    if (b >= 0xc0) {
      const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
      if (need > back) end -= back;
    }
    break;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, end));
    return true;
  } catch {
    return false;
  }
}
