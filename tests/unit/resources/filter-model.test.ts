import { describe, expect, it } from 'vitest';
import { generateFilter, stringify } from '@refinedev/simple-rest';
import { customFields, offers, vendorRates } from '../../../resources/index.ts';
import { filterControls, fromCrudFilters, toCrudFilters } from '../../../src/resource-ui/list/filter-model.ts';

describe('filter bar model', () => {
  it('builds one control per filterable field, plus q when there are search fields', () => {
    expect(filterControls(offers).map((c) => [c.field, c.type])).toEqual([
      ['q', 'search'], ['name', 'like'], ['payout', 'range'], ['currency', 'multi'], ['status', 'multi'],
    ]);
    expect(filterControls(customFields).map((c) => [c.field, c.type])).toEqual([
      ['q', 'search'], ['name', 'like'], ['key', 'like'], ['type', 'multi'], ['required', 'boolean'],
    ]);
  });

  it('turns bar values into json-server parameters and back', () => {
    const controls = filterControls(offers);
    const values = { q: 'summer', name: 'sale', payout: [1.5, 20], currency: ['USD', 'EUR'], status: [] };
    const filters = toCrudFilters(controls, values);
    expect(generateFilter(filters)).toEqual({ q: 'summer', name_like: 'sale', payout_gte: 150, payout_lte: 2000, currency: ['USD', 'EUR'] });
    expect(stringify(generateFilter(filters))).toBe('currency=USD&currency=EUR&name_like=sale&payout_gte=150&payout_lte=2000&q=summer');
    expect(fromCrudFilters(controls, filters)).toMatchObject({ q: 'summer', name: 'sale', payout: ['1.50', '20.00'], currency: ['USD', 'EUR'] });
  });

  it('keeps one-sided ranges and booleans', () => {
    const controls = filterControls(customFields);
    expect(generateFilter(toCrudFilters(controls, { required: false }))).toEqual({ required: false });
    const offerControls = filterControls(offers);
    expect(generateFilter(toCrudFilters(offerControls, { payout: [undefined, 3] }))).toEqual({ payout_lte: 300 });
  });
});

describe('money range filters', () => {
  it('take an SMS price as it reads and send millionths, both ways through the URL', () => {
    const controls = filterControls(vendorRates);
    expect(controls.find((c) => c.field === 'price')).toMatchObject({ type: 'range', kind: 'money', scale: 6 });
    const filters = toCrudFilters(controls, { price: ['0.031437', '0.05'] });
    expect(generateFilter(filters)).toEqual({ price_gte: 31437, price_lte: 50000 });
    expect(fromCrudFilters(controls, filters).price).toEqual(['0.031437', '0.050000']);
    // From the URL the integers arrive as text.
    expect(fromCrudFilters(controls, [{ field: 'price', operator: 'gte', value: '7250' }]).price).toEqual(['0.007250', undefined]);
  });

  it('leave out an amount with more decimals than the field holds, never rounding it', () => {
    const controls = filterControls(vendorRates);
    expect(generateFilter(toCrudFilters(controls, { price: ['0.0314371', '0.05'] }))).toEqual({ price_lte: 50000 });
    expect(generateFilter(toCrudFilters(filterControls(offers), { payout: ['1.999', undefined] }))).toEqual({});
  });

  it('type amounts in minor units at the currency the bar picks: none for yen, cents when several', () => {
    const controls = filterControls(offers);
    expect(generateFilter(toCrudFilters(controls, { payout: ['1500', undefined], currency: ['JPY'] }))).toEqual({ payout_gte: 1500, currency: ['JPY'] });
    expect(generateFilter(toCrudFilters(controls, { payout: ['15', undefined], currency: ['JPY', 'EUR'] }))).toEqual({ payout_gte: 1500, currency: ['JPY', 'EUR'] });
    expect(fromCrudFilters(controls, [{ field: 'payout', operator: 'gte', value: 1500 }, { field: 'currency', operator: 'in', value: ['JPY'] }]).payout).toEqual(['1500', undefined]);
  });
});

describe('reference filters', () => {
  it('pick a record by name and filter on its id, both ways through the URL', async () => {
    const { resourceByName } = await import('../../../resources/index.ts');
    const rules = resourceByName('routing-rules')!;
    const controls = filterControls(rules);
    expect(controls.find((c) => c.field === 'plan_id')).toEqual({ field: 'plan_id', type: 'reference' });
    expect(toCrudFilters(controls, { plan_id: 7 })).toEqual([{ field: 'plan_id', operator: 'eq', value: 7 }]);
    expect(fromCrudFilters(controls, [{ field: 'plan_id', operator: 'eq', value: '7' }]).plan_id).toBe(7);
  });
});
