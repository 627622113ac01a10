import { describe, expect, it } from 'vitest';
import { BOM, csvCell, neutralise, toCsv } from '../../../resources/format/csv.ts';

describe('CSV export', () => {
  it('neutralises text that a spreadsheet would run as a formula', () => {
    for (const danger of ['=SUM(A1:A2)', '+1 415 555 0100', '-2+3', '@cmd', '\tx', '\rx']) expect(neutralise(danger)).toBe(`'${danger}`);
    for (const safe of ['hello', '1+1', 'a=b', "'quoted", '']) expect(neutralise(safe)).toBe(safe);
  });

  it('quotes commas, quotes and line breaks, after neutralising', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('keeps numbers and booleans as data, blanks empty, objects as JSON', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });

  it('starts with a UTF-8 byte-order mark and joins rows with CRLF', async () => {
    const csv = toCsv(['id', 'الاسم'], [[1, 'عرض الصيف'], [2, '-10%']]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(1)).toBe("id,الاسم\r\n1,عرض الصيف\r\n2,'-10%\r\n");
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toContain('عرض الصيف');
  });
});
