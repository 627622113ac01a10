/**
 * How a hub derives what a client pays from what its vendors charge (resources/hub/profit-rules.ts):
 * the cheapest active vendor rate per network among the routes of the client's routing plan, plus
 * the margin of the best-matching profit rule.
 */

export interface VendorOffer {
  country: string;
  network_name: string;
  mcc: string;
  mnc: string;
  price: number;
}

export interface ProfitRule {
  country: string | null;
  /** Basis points: 1,250 = 12.5 %. */
  margin_percent: number;
  /** Per SMS, in millionths of the currency (like every SMS price). */
  min_margin: number;
}

/**
 * The vendor price plus the margin, at least `min_margin` more, rounded up to a whole millionth.
 * Integer arithmetic (BigInt) throughout: the percentage never makes a price a fraction.
 */
export function clientPrice(vendorPrice: number, rule: ProfitRule | undefined): number {
  if (!rule) return vendorPrice;
  const share = (BigInt(vendorPrice) * BigInt(rule.margin_percent) + 9_999n) / 10_000n;
  const margin = share > BigInt(rule.min_margin) ? share : BigInt(rule.min_margin);
  return Number(BigInt(vendorPrice) + margin);
}

/** A rule for the country beats the catch-all rule (no country); among equals the first wins. */
export function ruleFor(country: string, rules: readonly ProfitRule[]): ProfitRule | undefined {
  return rules.find((r) => r.country === country) ?? rules.find((r) => r.country === null);
}

/** The cheapest offer per network (MCC/MNC). */
export function cheapestPerNetwork(offers: readonly VendorOffer[]): VendorOffer[] {
  const best = new Map<string, VendorOffer>();
  for (const o of offers) {
    const key = `${o.mcc}/${o.mnc}`;
    const seen = best.get(key);
    if (!seen || o.price < seen.price) best.set(key, o);
  }
  return [...best.values()].sort((a, b) => a.country.localeCompare(b.country) || a.network_name.localeCompare(b.network_name));
}
