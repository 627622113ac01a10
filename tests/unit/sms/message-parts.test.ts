import { describe, expect, it } from 'vitest';
import { concatenationOf, ESM_CLASS_UDHI, joinTextParts, readSmppTextPart, smppTextParts } from '../../../server/domains/sms/message-parts.ts';
import { decodeGsm7, decodeText, decodeUcs2, encodeGsm7, encodeUcs2 } from '../../../server/domains/sms/text-bytes.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const header = (ref: number, total: number, seq: number) => hex(Buffer.from([5, 0, 3, ref, total, seq]));
const roundTrip = (text: string, ref = 7) => joinTextParts([...smppTextParts(text, ref)].reverse().map(readSmppTextPart));

describe('GSM-7 and UCS-2 bytes', () => {
  it('writes GSM-7 unpacked, one septet per octet, an extension character as escape and code', () => {
    expect(hex(encodeGsm7('@Aa£'))).toBe('00416101');
    expect(hex(encodeGsm7('5€'))).toBe('351b65');
    expect(hex(encodeGsm7('{x}'))).toBe('1b28781b29');
    expect(() => encodeGsm7('ç')).toThrow(RangeError);
  });

  it('reads GSM-7 back, an unknown escape as the basic character', () => {
    const every = Array.from({ length: 128 }, (_, code) => code).filter((code) => code !== 0x1b);
    const basic = decodeGsm7(Buffer.from(every));
    expect(hex(encodeGsm7(basic))).toBe(hex(Buffer.from(every)));
    expect(decodeGsm7(encodeGsm7('^{}\\[~]|€\f'))).toBe('^{}\\[~]|€\f');
    expect(decodeGsm7(Buffer.from([0x1b, 0x41]))).toBe('A');
    expect(decodeGsm7(Buffer.from([0x41, 0x80]))).toBe('A\ufffd');
  });

  it('writes UCS-2 big-endian, an emoji as its surrogate pair', () => {
    expect(hex(encodeUcs2('ی ک پ گ چ ژ'))).toBe('06cc002006a90020067e002006af0020068600200698');
    expect(hex(encodeUcs2('😀'))).toBe('d83dde00');
    expect(decodeUcs2(Buffer.from('06cc06a9', 'hex'))).toBe('یک');
    expect(decodeUcs2(Buffer.from('0645ff', 'hex'))).toBe('م\ufffd');
  });

  it('reads the data codings Parley knows and refuses the others', () => {
    expect(decodeText(Buffer.from('48e9', 'hex'), 3)).toBe('Hé');
    expect(decodeText(Buffer.from('0645', 'hex'), 8)).toBe('م');
    expect(decodeText(Buffer.from('00', 'hex'), 0)).toBe('@');
    expect(decodeText(Buffer.from('41', 'hex'), 4)).toBeNull();
  });
});

describe('SMPP payloads of a text', () => {
  it('sends 160 GSM-7 characters as one bare part, 161 as two with concatenation headers', () => {
    const [single, ...none] = smppTextParts('a'.repeat(160), 1);
    expect(none).toEqual([]);
    expect(single).toMatchObject({ data_coding: 0, esm_class: 0 });
    expect(single.short_message).toEqual(Buffer.alloc(160, 0x61));

    const parts = smppTextParts('a'.repeat(161), 42);
    expect(parts).toHaveLength(2);
    expect(parts.map((p) => p.esm_class)).toEqual([ESM_CLASS_UDHI, ESM_CLASS_UDHI]);
    expect(hex(parts[0].short_message)).toBe(header(42, 2, 1) + '61'.repeat(153));
    expect(hex(parts[1].short_message)).toBe(header(42, 2, 2) + '61'.repeat(8));
  });

  it('sends 70 Arabic characters as one UCS-2 part, 71 as 67 + 4', () => {
    const [single] = smppTextParts('م'.repeat(70), 0);
    expect(single).toMatchObject({ data_coding: 8, esm_class: 0 });
    expect(hex(single.short_message)).toBe('0645'.repeat(70));
    const parts = smppTextParts('م'.repeat(71), 255);
    expect(parts.map((p) => hex(p.short_message))).toEqual([header(255, 2, 1) + '0645'.repeat(67), header(255, 2, 2) + '0645'.repeat(4)]);
    expect(parts.every((p) => p.data_coding === 8)).toBe(true);
  });

  it('moves an extension character at the end of part 1 whole into part 2', () => {
    const parts = smppTextParts(`${'a'.repeat(152)}€${'b'.repeat(10)}`, 3);
    expect(hex(parts[0].short_message)).toBe(header(3, 2, 1) + '61'.repeat(152));
    expect(hex(parts[1].short_message)).toBe(`${header(3, 2, 2)}1b65${'62'.repeat(10)}`);
  });

  it('moves an emoji at the end of a UCS-2 part whole into the next', () => {
    const parts = smppTextParts(`${'ب'.repeat(66)}😀${'ب'.repeat(5)}`, 9);
    expect(hex(parts[0].short_message)).toBe(header(9, 2, 1) + '0628'.repeat(66));
    expect(hex(parts[1].short_message)).toBe(`${header(9, 2, 2)}d83dde00${'0628'.repeat(5)}`);
  });

  it('sends the euro sign in GSM-7 and a Latin text with one Arabic character in UCS-2', () => {
    expect(smppTextParts('Only 5€', 0)).toEqual([{ short_message: Buffer.from('4f6e6c7920351b65', 'hex'), data_coding: 0, esm_class: 0 }]);
    const [mixed] = smppTextParts('Hi ش', 0);
    expect(mixed.data_coding).toBe(8);
    expect(hex(mixed.short_message)).toBe('0048006900200634');
  });

  it('sends Persian text in UCS-2', () => {
    const [part] = smppTextParts('سلام، ی ک پ گ چ ژ', 0);
    expect(part.data_coding).toBe(8);
    expect(readSmppTextPart(part).text).toBe('سلام، ی ک پ گ چ ژ');
  });

  it('sends nothing for an empty text', () => {
    expect(smppTextParts('', 0)).toEqual([]);
  });

  it('takes a reference from 0 to 255 only', () => {
    for (const bad of [-1, 256, 1.5, Number.NaN]) expect(() => smppTextParts('hi', bad), String(bad)).toThrow(RangeError);
  });

  it('reads each part back and joins them in any order of arrival', () => {
    for (const text of ['a'.repeat(161), `${'a'.repeat(152)}€${'b'.repeat(400)}`, `${'ب'.repeat(66)}😀${'ب'.repeat(200)}`, 'ی ک پ گ چ ژ', 'Only 5€']) expect(roundTrip(text)).toBe(text);
    const parts = smppTextParts('a'.repeat(400), 5).map(readSmppTextPart);
    expect(parts.map((p) => p.concatenation)).toEqual([1, 2, 3].map((seq) => ({ reference: 5, total: 3, seq })));
    expect(joinTextParts(parts.slice(0, 2))).toBeNull();
    expect(joinTextParts([parts[0], parts[1], parts[1]])).toBeNull();
    const other = smppTextParts('b'.repeat(400), 6).map(readSmppTextPart);
    expect(joinTextParts([parts[0], parts[1], other[2]])).toBeNull();
  });

  it('reads a 16-bit concatenation reference too', () => {
    const short_message = Buffer.concat([Buffer.from([6, 8, 4, 0x01, 0x02, 2, 1]), Buffer.from('hi')]);
    expect(readSmppTextPart({ short_message, data_coding: 0, esm_class: ESM_CLASS_UDHI })).toEqual({ text: 'hi', concatenation: { reference: 0x0102, total: 2, seq: 1 } });
    // One element alone, or behind another (an application port element: id 5, four octets).
    expect(concatenationOf(Buffer.from([0, 3, 9, 3, 2]))).toEqual({ reference: 9, total: 3, seq: 2 });
    expect(concatenationOf(Buffer.from([5, 4, 0x0b, 0x84, 0x23, 0xf0, 0, 3, 9, 3, 2]))).toEqual({ reference: 9, total: 3, seq: 2 });
    expect(concatenationOf(Buffer.from([0, 3, 9]))).toBeUndefined();
  });
});
