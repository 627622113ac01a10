import { describe, expect, it } from 'vitest';
import { generateFilter, stringify } from '@refinedev/simple-rest';
import { customFields, offers } from '../../../resources/index.ts';
import { filterControls, fromCrudFilters, toCrudFilters } from '../../../src/resources/list/filter-model.ts';

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
    expect(fromCrudFilters(controls, filters)).toMatchObject({ q: 'summer', name: 'sale', payout: [1.5, 20], currency: ['USD', 'EUR'] });
  });

  it('keeps one-sided ranges and booleans', () => {
    const controls = filterControls(customFields);
    expect(generateFilter(toCrudFilters(controls, { required: false }))).toEqual({ required: false });
    const offerControls = filterControls(offers);
    expect(generateFilter(toCrudFilters(offerControls, { payout: [undefined, 3] }))).toEqual({ payout_lte: 300 });
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
