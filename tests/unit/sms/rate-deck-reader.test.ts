/** The rate-deck reader's small parts: exact prices, dates by format, countries, encodings (docs/areas/sms.md#rate-sheets). */
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { countryOf } from '../../../server/domains/sms/rate-decks/countries.ts';
import { readTable } from '../../../server/domains/sms/rate-decks/read-table.ts';
import { deckDate, priceMicros } from '../../../server/domains/sms/rate-decks/values.ts';

describe('prices to millionths, by string arithmetic', () => {
  it('takes every unit and decimal mark exactly', () => {
    expect(priceMicros('0.031437', 'sms', 'point')).toBe(31_437);
    expect(priceMicros('0,0125', 'sms', 'comma')).toBe(12_500);
    expect(priceMicros('€ 0.0072500', 'sms', 'point')).toBe(7_250);
    expect(priceMicros('31.437', 'thousand', 'point')).toBe(31_437);
    expect(priceMicros('1.234,5', 'thousand', 'comma')).toBe(1_234_500);
    expect(priceMicros('3.1437', 'cents', 'point')).toBe(31_437);
    expect(priceMicros('0.1', 'sms', 'point')).toBe(100_000);
  });
  it('refuses what is no price, and never rounds', () => {
    for (const bad of ['', 'n/a', '-0.01', '0.0000001', '12.3456']) expect(priceMicros(bad, bad === '12.3456' ? 'thousand' : 'sms', 'point')).toBeNull();
    expect(priceMicros('1000.000001', 'sms', 'point')).toBeNull();
  });
});

describe('dates by the deck’s format', () => {
  it('reads the format, ISO dates and Excel day numbers; refuses days that do not exist', () => {
    expect(deckDate('01.02.2027', 'dd.mm.yyyy')).toBe('2027-02-01');
    expect(deckDate('02/01/2027', 'mm/dd/yyyy')).toBe('2027-02-01');
    expect(deckDate('2027-02-01', 'dd.mm.yyyy')).toBe('2027-02-01');
    expect(deckDate('46419', 'dd.mm.yyyy')).toBe('2027-02-01');
    expect(deckDate('31.02.2027', 'dd.mm.yyyy')).toBeNull();
    expect(deckDate('soon', 'yyyy-mm-dd')).toBeNull();
  });
});

describe('countries by code or name', () => {
  it('knows codes, English names and vendors’ other names', () => {
    expect(['DE', 'Germany', 'germany', 'United Kingdom', 'UK', 'USA', 'Türkiye', 'Turkey', 'Côte d’Ivoire', 'deu'].map(countryOf)).toEqual(['DE', 'DE', 'DE', 'GB', 'GB', 'US', 'TR', 'TR', 'CI', 'DE']);
    expect(countryOf('Narnia')).toBeNull();
  });
});

describe('CSV encodings', () => {
  const text = 'Country;Network;Price\r\nEspaña;Vodafone España;0,05\r\n';
  it.each([
    ['UTF-8 without a BOM', Buffer.from(text), 'utf-8'],
    ['UTF-8 with a BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]), 'utf-8'],
    ['UTF-16LE with a BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf-16le')]), 'utf-16'],
    ['UTF-16BE with a BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(text, 'utf-16be')]), 'utf-16'],
    ['Windows-1252', iconv.encode(text, 'windows-1252'), 'cp1252'],
  ])('%s', async (_, bytes, encoding) => {
    const table = await readTable(bytes);
    expect(table).toMatchObject({ file_kind: 'csv', encoding, delimiter: ';' });
    expect(table.rows[0].cells).toEqual(['Country', 'Network', 'Price']);
    expect(table.rows[1].cells).toEqual(['España', 'Vodafone España', '0,05']);
  });
});
