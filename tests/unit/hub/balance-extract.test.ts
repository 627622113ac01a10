/** How a balance checker reads a vendor's answer (docs/areas/hub.md#balance-checker): the JSONPath, the pattern and the amount. */
import { describe, expect, it } from 'vitest';
import { expressionProblem, parseBalanceRegex, parseJsonPath, valueAtPath } from '../../../resources/hub/balance-extract.ts';
import { readBalance } from '../../../server/domains/hub/balance-checker/read-balance.ts';
import { plainDecimal, vendorAmount } from '../../../server/domains/hub/balance-checker/vendor-amount.ts';

describe('the JSONPath', () => {
  it('reads keys, indexes from either end and quoted keys', () => {
    expect(parseJsonPath('$.a.b[0].c')).toEqual({ ok: true, value: ['a', 'b', 0, 'c'] });
    expect(parseJsonPath(`$['credit left']["x\\"y"][-1]`)).toEqual({ ok: true, value: ['credit left', 'x"y', -1] });
    expect(parseJsonPath('$')).toEqual({ ok: true, value: [] });
    const doc = { a: { b: [{ c: 12.5 }, { c: 'last' }] } };
    expect(valueAtPath(['a', 'b', 0, 'c'], doc)).toEqual({ found: true, value: 12.5 });
    expect(valueAtPath(['a', 'b', -1, 'c'], doc)).toEqual({ found: true, value: 'last' });
    expect(valueAtPath(['a', 'x', 0], doc)).toEqual({ found: false, at: '$.a.x' });
    expect(valueAtPath(['a', 'b', 5], doc)).toEqual({ found: false, at: '$.a.b[5]' });
    expect(valueAtPath(['toString'], {})).toEqual({ found: false, at: '$.toString' });
  });

  it('says what is wrong with a path it cannot read', () => {
    expect(expressionProblem('jsonpath', 'data.balance')).toMatch(/^Start the JSONPath with \$/);
    expect(expressionProblem('jsonpath', '$..balance')).toMatch(/not read/);
    expect(expressionProblem('jsonpath', '$.data[oops]')).toMatch(/neither an index/);
    expect(expressionProblem('jsonpath', '$.data.')).toMatch(/After the dot/);
    expect(expressionProblem('jsonpath', '$.data balance')).toMatch(/Unexpected " "/);
    expect(expressionProblem('jsonpath', '$.data.balance')).toBeNull();
  });
});

describe('the regular expression', () => {
  it('compiles, with flags between slashes, and must capture the amount', () => {
    expect(parseBalanceRegex('/balance: (\\S+)/i')).toMatchObject({ ok: true });
    expect((parseBalanceRegex('/balance: (\\S+)/i') as { value: RegExp }).value.flags).toBe('i');
    expect(expressionProblem('regex', 'balance: \\d+')).toMatch(/capture group/);
    expect(expressionProblem('regex', 'balance: (?:\\d+)')).toMatch(/capture group/);
    expect(expressionProblem('regex', 'balance: ([0-9+')).toMatch(/does not compile/);
    expect(expressionProblem('regex', '/x(\\d)/g')).toMatch(/flags/);
    expect(expressionProblem('regex', 'credit (?<balance>[\\d.]+)')).toBeNull();
  });

  it('reads the named group, else the first that matched, and gives up on a pattern that runs away', () => {
    expect(readBalance('regex', '(?:left|balance)=(?<balance>[\\d.]+)', 'x=1 balance=42.5')).toEqual({ ok: true, raw: '42.5', units: 42_500_000 });
    expect(readBalance('regex', 'a=(\\d+)|b=(\\d+)', 'b=7')).toEqual({ ok: true, raw: '7', units: 7_000_000 });
    expect(readBalance('regex', 'z=(\\d+)', 'b=7')).toMatchObject({ ok: false, code: 'no_match' });
    expect(readBalance('regex', '^(a+)+$', `${'a'.repeat(40)}b`)).toMatchObject({ ok: false, code: 'no_match', problem: expect.stringMatching(/took longer/) });
    expect(readBalance('jsonpath', '$.balance', 'balance=7')).toMatchObject({ ok: false, code: 'not_json' });
    expect(readBalance('jsonpath', '$.balance', '{"balance":{"amount":1}}')).toMatchObject({ ok: false, code: 'not_a_number', raw: '{"amount":1}' });
    expect(readBalance('jsonpath', '$.balance', '{"balance":null}')).toMatchObject({ ok: false, code: 'not_a_number', raw: 'null' });
  });
});

describe('the amount', () => {
  it('reads what vendors write as exact millionths', () => {
    const units = (value: unknown) => {
      const read = vendorAmount(value);
      return read.ok ? read.units : read.problem;
    };
    expect(units('1,234.56')).toBe(1_234_560_000);
    expect(units('1234.56')).toBe(1_234_560_000);
    expect(units(1234.56)).toBe(1_234_560_000);
    expect(units(0.1 + 0.2)).toBe(300_000);
    expect(units('-12.5')).toBe(-12_500_000);
    expect(units(-7.25)).toBe(-7_250_000);
    expect(units('1.234,56')).toBe(1_234_560_000);
    expect(units('12,5')).toBe(12_500_000);
    expect(units('0,500')).toBe(500_000);
    expect(units('1,234')).toBe(1_234_000_000);
    expect(units('1,234,567.891')).toBe(1_234_567_891_000);
    expect(units('1.234.567')).toBe(1_234_567_000_000);
    expect(units('EUR 1 234,50')).toBe(1_234_500_000);
    expect(units('$-3.10')).toBe(-3_100_000);
    expect(units('-$3.10')).toBe(-3_100_000);
    expect(units('(3.10)')).toBe(-3_100_000);
    expect(units('12.34 USD')).toBe(12_340_000);
    expect(units('\u22125')).toBe(-5_000_000);
    expect(units('0.0000005')).toBe(1);
    expect(units('-0.0000005')).toBe(-1);
    expect(units('0.00000049')).toBe(0);
    expect(units('1e3')).toBe(1_000_000_000);
    expect(units('99.999999')).toBe(99_999_999);
    // Exact where a float would drift: 0.1 × 3 in text.
    expect(units('0.3000000000000000444')).toBe(300_000);
  });

  it('refuses what is not an amount', () => {
    for (const value of ['plenty', '', '1.2.3,4', '1,2,3', '12,34,567', '--5', true, null, {}, [], Number.NaN, Number.POSITIVE_INFINITY]) {
      const read = vendorAmount(value);
      expect(read.ok, String(value)).toBe(false);
    }
    expect(vendorAmount('plenty')).toEqual({ ok: false, problem: '"plenty" is not a number.' });
    expect(vendorAmount('9'.repeat(20))).toMatchObject({ ok: false, problem: expect.stringMatching(/too large/) });
    expect(plainDecimal('1,234.56')).toBe('1234.56');
  });
});
