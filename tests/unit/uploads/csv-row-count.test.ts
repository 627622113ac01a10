import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { countableEncoding, countCsvRecords } from '../../../server/domains/audience/uploads/csv-row-count.ts';
import { csvRecords } from '../../../server/domains/audience/uploads/csv-rows.ts';

/** The bytes in chunks of `size`, so a record, a quote or a CRLF may be cut anywhere. */
function chunked(bytes: Buffer, size: number): Readable {
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) parts.push(bytes.subarray(i, i + size));
  return Readable.from(parts);
}

/** What the import sees: the parser's records that hold something. */
async function parsed(bytes: Buffer, delimiter: string, encoding = 'utf-8'): Promise<number | 'problem'> {
  let n = 0;
  try {
    for await (const record of csvRecords(Readable.from([bytes]), encoding, delimiter)) if (record.some((c) => c.trim() !== '')) n++;
  } catch {
    return 'problem';
  }
  return n;
}

const FILES: [string, string, string][] = [
  ['plain', 'phone,name\n+491511,Ann\n+491512,Bob\n', ','],
  ['no final line break', 'phone,name\n+491511,Ann\n+491512,Bob', ','],
  ['CRLF', 'phone,name\r\n+491511,Ann\r\n+491512,Bob\r\n', ','],
  ['blank lines and separator-only lines', '\nphone,name\n\n+491511,Ann\n,\n  ,\t\n+491512,Bob\n\n', ','],
  ['quoted separators, line breaks and doubled quotes', 'phone,note\n+491511,"a, b"\n+491512,"line one\nline two"\n+491513,"say ""hi"""\n', ','],
  ['a quoted blank cell only', 'phone,note\n"",""\n+491511,x\n', ','],
  ['semicolons', 'phone;name\n+491511;"Müller; Hans"\n', ';'],
  ['tabs', 'phone\tname\n+491511\tAnn\n', '\t'],
  ['Arabic names beside numbers', 'phone,name\n+201001234567,محمد\n+201001234568,"سارة"\n', ','],
  ['a BOM', '\ufeffphone,name\n+491511,Ann\n', ','],
];

describe('countCsvRecords', () => {
  it.each(FILES)('counts what the parser counts: %s', async (_, text, delimiter) => {
    const bytes = Buffer.from(text, 'utf8');
    const expected = await parsed(bytes, delimiter);
    for (const size of [1, 2, 3, 7, 64 * 1024]) expect(await countCsvRecords(chunked(bytes, size), delimiter), `chunks of ${size}`).toBe(expected);
  });

  it('counts a Windows-1256 file from its bytes', async () => {
    const bytes = iconv.encode('phone,name\n+201001234567,محمد\n+201001234568,سارة\n', 'windows-1256');
    expect(await countCsvRecords(chunked(bytes, 5), ',')).toBe(await parsed(bytes, ',', 'windows-1256'));
  });

  it.each([
    ['a quote that never closes', 'phone,note\n+491511,"open\n+491512,x\n'],
    ['a quote in the middle of a field', 'phone,note\n+491511,ab"c\n'],
    ['text after a closing quote', 'phone,note\n+491511,"ab"c\n'],
    ['a space before an opening quote', 'phone,note\n+491511, "ab"\n'],
    ['old Mac line endings', 'phone,note\r+491511,x\r+491512,y\r'],
    ['a row of nothing but non-ASCII text', 'phone,note\n+491511,x\n,\u00a0\n'],
  ])('leaves %s to the parser', async (_, text) => {
    expect(await countCsvRecords(chunked(Buffer.from(text, 'utf8'), 3), ',')).toBeNull();
  });

  it('counts only where the quote, separator and line break are their ASCII bytes', () => {
    expect(countableEncoding('utf-8')).toBe(true);
    expect(countableEncoding('windows-1256')).toBe(true);
    expect(countableEncoding('iso-8859-6')).toBe(true);
    expect(countableEncoding('utf-16le')).toBe(false);
    expect(countableEncoding('shift_jis')).toBe(false);
  });
});
