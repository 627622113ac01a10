import { describe, expect, it } from 'vitest';
import { GSM7_EXTENSION_CHARS, gsm7BasicChar, gsm7ExtensionChar, gsm7Length, gsm7Septets } from '../../../resources/format/gsm7.ts';
import { measureSms } from '../../../resources/format/sms-text.ts';

const arabic = (n: number) => 'م'.repeat(n);

describe('the GSM-7 alphabet', () => {
  it('has 127 basic characters around the escape, at their GSM 03.38 codes', () => {
    const chars = Array.from({ length: 128 }, (_, code) => gsm7BasicChar(code));
    expect(chars.filter((c) => c !== null)).toHaveLength(127);
    expect(chars[0x1b]).toBeNull();
    expect([0x00, 0x01, 0x0a, 0x10, 0x11, 0x24, 0x40, 0x5f, 0x60, 0x7f].map((code) => chars[code])).toEqual(['@', '£', '\n', 'Δ', '_', '¤', '¡', '§', '¿', 'à']);
    expect(gsm7Septets('A')).toEqual([0x41]);
  });

  it('writes extension characters as the escape and their code, two septets', () => {
    expect([...GSM7_EXTENSION_CHARS].sort()).toEqual(['\f', '[', '\\', ']', '^', '{', '|', '}', '~', '€'].sort());
    expect(gsm7Septets('€')).toEqual([0x1b, 0x65]);
    expect(gsm7Septets('[')).toEqual([0x1b, 0x3c]);
    for (const char of GSM7_EXTENSION_CHARS) {
      expect(gsm7Length(char), char).toBe(2);
      expect(gsm7ExtensionChar(gsm7Septets(char)![1]), char).toBe(char);
    }
  });

  it('has no place for characters outside it', () => {
    for (const char of ['ç', '`', 'ش', '😀', '\u001b', '’']) expect(gsm7Length(char), char).toBe(0);
  });
});

describe('measuring an SMS text', () => {
  it('fits 160 GSM-7 characters in one part and splits 161 into 153 + 8', () => {
    expect(measureSms('a'.repeat(160))).toMatchObject({ encoding: 'gsm7', units: 160, characters: 160, parts: ['a'.repeat(160)], partSize: 160, remaining: 0 });
    const long = measureSms('a'.repeat(161));
    expect(long.parts.map((p) => p.length)).toEqual([153, 8]);
    expect(long).toMatchObject({ units: 161, partSize: 153, remaining: 145 });
  });

  it('fits 70 Arabic characters in one part and splits 71 into 67 + 4', () => {
    expect(measureSms(arabic(70))).toMatchObject({ encoding: 'ucs2', units: 70, parts: [arabic(70)], remaining: 0, unicodeBecause: 'م' });
    const long = measureSms(arabic(71));
    expect(long.parts).toEqual([arabic(67), arabic(4)]);
    expect(long).toMatchObject({ partSize: 67, remaining: 63 });
  });

  it('counts an extension character twice and moves it whole to the next part', () => {
    expect(measureSms('€')).toMatchObject({ encoding: 'gsm7', units: 2, characters: 1, parts: ['€'], remaining: 158 });
    // 159 basic septets and a euro make 161: no longer one part.
    expect(measureSms(`${'a'.repeat(159)}€`).parts).toHaveLength(2);
    const text = `${'a'.repeat(152)}€${'b'.repeat(10)}`;
    const { parts, units, remaining } = measureSms(text);
    expect(units).toBe(164);
    expect(parts).toEqual(['a'.repeat(152), `€${'b'.repeat(10)}`]);
    expect(remaining).toBe(153 - 12);
  });

  it('never cuts an emoji (a surrogate pair) between UCS-2 parts', () => {
    const text = `${'ب'.repeat(66)}😀${'ب'.repeat(5)}`;
    const { parts, units, characters } = measureSms(text);
    expect(units).toBe(73);
    expect(characters).toBe(72);
    expect(parts).toEqual(['ب'.repeat(66), `😀${'ب'.repeat(5)}`]);
    expect(parts.join('')).toBe(text);
    // An emoji alone is Unicode: two UTF-16 units, one character.
    expect(measureSms('👍🏽')).toMatchObject({ encoding: 'ucs2', units: 4, characters: 1 });
  });

  it('sends Persian letters as Unicode', () => {
    expect(measureSms('ی ک پ گ چ ژ')).toMatchObject({ encoding: 'ucs2', units: 11, characters: 11, parts: ['ی ک پ گ چ ژ'], unicodeBecause: 'ی' });
  });

  it('turns a Latin text Unicode for one Arabic character, and names it', () => {
    const text = `Hello ${'a'.repeat(100)} ش`;
    const measured = measureSms(text);
    expect(measured).toMatchObject({ encoding: 'ucs2', units: 108, unicodeBecause: 'ش' });
    expect(measured.parts.map((p) => p.length)).toEqual([67, 41]);
    expect(measureSms(`Hello ${'a'.repeat(100)}`).encoding).toBe('gsm7');
  });

  it('measures an empty text as no parts with a whole part left', () => {
    expect(measureSms('')).toEqual({ encoding: 'gsm7', units: 0, characters: 0, parts: [], partSize: 160, remaining: 160 });
  });
});
