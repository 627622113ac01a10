/**
 * Every amount in Parley is a money field (docs/architecture.md#money): a price, cost, amount,
 * balance, total, fee, payout, margin or credit stored as a plain number would show as `31,437`
 * beside `€0.031437` on another screen. New ones cannot slip in as 'number'.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allResources } from '../../../resources/index.ts';
import { defineResource, field, type FieldDef, type Fields } from '../../../resources/kit/index.ts';

const MONEY_WORDS = /(^|_)(price|prices|cost|costs|amount|amounts|balance|total|fee|fees|payout|margin|credit|charge|spend|revenue|budget|tax)(_|$)/;

/** Fields whose names sound like money but count or measure something else, and why. */
const NOT_MONEY: Record<string, string> = {
  'agent-campaigns.contacts_total': 'a count of contacts',
  'jobs.progress_total': 'a count of steps',
  'data-files.rows_total': 'a count of rows',
  'profit-rules.margin_percent': 'a percentage in basis points',
  'endpoints.refuse_negative_margin': 'a switch: whether parts below cost are refused',
  'routing-rules.least_cost': 'a switch: send by the cheapest route',
};

const everyField = (): [string, FieldDef][] =>
  allResources().flatMap((r) => [
    ...Object.entries(r.fields).map(([n, f]): [string, FieldDef] => [`${r.name}.${n}`, f]),
    ...(r.actions ?? []).flatMap((a) => Object.entries(a.input ?? {}).map(([n, f]): [string, FieldDef] => [`${r.name}.${a.name}.${n}`, f])),
  ]);

describe('money fields', () => {
  it('every field named like an amount is kind money', () => {
    const suspects = everyField().filter(([name]) => MONEY_WORDS.test(name.split('.').pop()!) && !(name in NOT_MONEY));
    expect(suspects.length).toBeGreaterThan(15);
    expect(suspects.filter(([, f]) => f.kind !== 'money').map(([name, f]) => `${name} is ${f.kind}`)).toEqual([]);
  });

  it('every SMS price is money in millionths', () => {
    const prices = ['vendor-rates.price', 'client-rates.price', 'rate-changes.old_price', 'rate-changes.new_price', 'profit-rules.min_margin'];
    const byName = new Map(everyField());
    for (const name of prices) expect(byName.get(name), name).toMatchObject({ kind: 'money', scale: 6 });
  });

  it('stores every amount as an integer and names where its currency is', () => {
    const money = everyField().filter(([, f]) => f.kind === 'money');
    for (const [name, f] of money) {
      expect(f.schema.safeParse(1.5).success, `${name} refuses a fraction`).toBe(false);
      // An amount per currency ({EUR: …, USD: …}) names its currencies in its keys.
      expect([f.currencyField, f.currency, f.currencyFrom].filter(Boolean), `${name} has one currency source`).toHaveLength(f.byCurrency ? 0 : 1);
      if (typeof f.scale === 'number') expect(['price', 'total'], `${name} says its precision`).toContain(f.precision);
    }
  });

  it('the exceptions are still there (a stale one would hide nothing)', () => {
    const names = new Set(everyField().map(([n]) => n));
    for (const name of Object.keys(NOT_MONEY)) expect(names.has(name), name).toBe(true);
  });
});

describe('defineResource refuses money without a currency or with a bad scale', () => {
  let n = 0;
  const define = (fields: Fields) => () => defineResource({ name: `money-check-${++n}`, apiPath: `/v1/money-check-${n}`, routes: {}, scope: 'team', fields: { name: field({ schema: z.string(), kind: 'text' }), ...fields }, titleField: 'name' });
  const amount = z.number().int();
  const currency = field({ schema: z.string(), kind: 'text' });

  it('needs exactly one currency source', () => {
    expect(define({ price: field({ schema: amount, kind: 'money', scale: 6 }) })).toThrow(/exactly one currency source/);
    expect(define({ currency, price: field({ schema: amount, kind: 'money', currencyField: 'currency', currency: 'EUR' }) })).toThrow(/exactly one currency source/);
    expect(define({ price: field({ schema: amount, kind: 'money', currencyField: 'nope' }) })).toThrow(/currencyField nope is not a field/);
    expect(define({ price: field({ schema: amount, kind: 'money', currency: 'euro' }) })).toThrow(/ISO 4217/);
  });

  it('takes a scale of currency or 0 to 9 digits', () => {
    expect(define({ price: field({ schema: amount, kind: 'money', currency: 'EUR', scale: 10 }) })).toThrow(/scale/);
    expect(define({ price: field({ schema: amount, kind: 'money', currency: 'EUR', scale: -1 }) })).toThrow(/scale/);
    expect(define({ price: field({ schema: amount, kind: 'money', currency: 'EUR', scale: 2.5 }) })).toThrow(/scale/);
    expect(define({ price: field({ schema: amount, kind: 'money', currency: 'EUR', scale: 9, precision: 'price' }) })).not.toThrow();
    // A fixed scale says whether a list shows every digit (a rate) or the currency's (a total).
    expect(define({ price: field({ schema: amount, kind: 'money', currency: 'EUR', scale: 9 }) })).toThrow(/precision/);
    expect(define({ currency, price: field({ schema: amount, kind: 'money', currencyField: 'currency', scale: 'currency' }) })).not.toThrow();
  });

  it('wants a fixed scale where the currency lies in another record, and a reference to it', () => {
    const route_id = field({ schema: z.number().int(), kind: 'reference', reference: { resource: 'routes', label: 'name' } });
    expect(define({ route_id, price: field({ schema: amount, kind: 'money', currencyFrom: { reference: 'route_id', field: 'currency' } }) })).toThrow(/fixed scale/);
    expect(define({ route_id, price: field({ schema: amount, kind: 'money', scale: 6, currencyFrom: { reference: 'name', field: 'currency' } }) })).toThrow(/not a reference/);
    expect(define({ route_id, price: field({ schema: amount, kind: 'money', scale: 6, precision: 'price', currencyFrom: { reference: 'route_id', field: 'currency' } }) })).not.toThrow();
  });

  it('keeps money settings to money fields', () => {
    expect(define({ price: field({ schema: amount, kind: 'number', scale: 6 }) })).toThrow(/only a money field/);
    expect(define({ price: field({ schema: amount, kind: 'number', currency: 'EUR' }) })).toThrow(/only a money field/);
  });
});
