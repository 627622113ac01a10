import { describe, expect, it } from 'vitest';
import { DATA_CODING, decodeShortMessage, encodeText, UDH_INDICATOR } from '../../../server/domains/sms/smpp/short-message.ts';

const roundTrip = (text: string) =>
  encodeText(text, 9)
    .map((p) => decodeShortMessage(p.shortMessage, p.dataCoding, p.esmClass).text)
    .join('');

describe('texts as short messages', () => {
  it('sends a GSM text of up to 160 characters as one GSM message without a header', () => {
    const [part, ...more] = encodeText('A'.repeat(160), 1);
    expect(more).toHaveLength(0);
    expect(part).toMatchObject({ dataCoding: DATA_CODING.GSM, esmClass: 0 });
    expect(part.shortMessage).toHaveLength(160);
  });

  it('cuts a longer GSM text into parts of 153 characters behind a concatenation header', () => {
    const parts = encodeText('B'.repeat(161), 200);
    expect(parts).toHaveLength(2);
    expect(parts[0].esmClass).toBe(UDH_INDICATOR);
    expect([...parts[0].shortMessage.subarray(0, 6)]).toEqual([0x05, 0x00, 0x03, 200, 2, 1]);
    expect(parts.map((p) => p.shortMessage.length)).toEqual([6 + 153, 6 + 8]);
    expect(decodeShortMessage(parts[1].shortMessage, parts[1].dataCoding, parts[1].esmClass).concat).toEqual({ reference: 200, total: 2, sequence: 2 });
  });

  it('counts extension characters twice and never splits one', () => {
    const text = 'x'.repeat(152) + '€' + 'y'.repeat(10);
    const parts = encodeText(text, 1);
    expect(parts[0].shortMessage.length).toBe(6 + 152);
    expect(roundTrip(text)).toBe(text);
  });

  it('sends other scripts as UCS-2, 70 characters in one message and 67 per part', () => {
    expect(encodeText('س'.repeat(70), 1)).toHaveLength(1);
    const parts = encodeText('س'.repeat(71), 1);
    expect(parts.map((p) => [p.dataCoding, p.shortMessage.length])).toEqual([
      [DATA_CODING.UCS2, 6 + 134],
      [DATA_CODING.UCS2, 6 + 8],
    ]);
  });

  it('keeps surrogate pairs whole across parts', () => {
    const text = 'a' + '😀'.repeat(40);
    expect(roundTrip(text)).toBe(text);
  });

  it('reads back what it wrote in every script', () => {
    for (const text of ['Hello {world} [1] ~ ^ |', 'سلام دنیا، خوش آمدید', 'Grüße aus Köln: ÄÖÜ ß é à', 'x'.repeat(1000)]) expect(roundTrip(text)).toBe(text);
  });

  it('refuses a text longer than 255 parts', () => {
    expect(() => encodeText('z'.repeat(153 * 255 + 1), 1)).toThrow(RangeError);
  });

  it('reads 16-bit concatenation references and Latin-1', () => {
    const bytes = Buffer.concat([Buffer.from([0x06, 0x08, 0x04, 0x12, 0x34, 3, 2]), Buffer.from('café', 'latin1')]);
    expect(decodeShortMessage(bytes, 0x03, UDH_INDICATOR)).toEqual({ text: 'café', concat: { reference: 0x1234, total: 3, sequence: 2 } });
  });
});
