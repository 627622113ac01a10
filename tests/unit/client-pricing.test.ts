import { describe, expect, it } from 'vitest';
import { cheapestPerNetwork, clientPrice, ruleFor } from '../../server/domains/hub/client-pricing.ts';

describe('client pricing', () => {
  it('adds the margin in basis points, at least the minimum margin, rounding up', () => {
    expect(clientPrice(10_000, { country: null, margin_percent: 1_250, min_margin: 0 })).toBe(11_250);
    expect(clientPrice(10_000, { country: null, margin_percent: 1_250, min_margin: 2_000 })).toBe(12_000);
    expect(clientPrice(3, { country: null, margin_percent: 1_000, min_margin: 0 })).toBe(4);
    expect(clientPrice(10_000, undefined)).toBe(10_000);
  });

  it('prefers the country rule over the catch-all', () => {
    const rules = [
      { country: null, margin_percent: 1, min_margin: 0 },
      { country: 'DE', margin_percent: 2, min_margin: 0 },
    ];
    expect(ruleFor('DE', rules)?.margin_percent).toBe(2);
    expect(ruleFor('FR', rules)?.margin_percent).toBe(1);
    expect(ruleFor('FR', [rules[1]])).toBeUndefined();
  });

  it('keeps the cheapest offer per MCC/MNC, sorted by country and network', () => {
    const offer = (country: string, mnc: string, price: number) => ({ country, network_name: `${country}-${mnc}`, mcc: country === 'DE' ? '262' : '208', mnc, price });
    expect(cheapestPerNetwork([offer('FR', '10', 5), offer('DE', '01', 9), offer('DE', '01', 7), offer('DE', '02', 8)]).map((o) => [o.network_name, o.price])).toEqual([
      ['DE-01', 7],
      ['DE-02', 8],
      ['FR-10', 5],
    ]);
  });
});
