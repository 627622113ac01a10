/**
 * Vendor rates as a decision reads them: per network (MCC+MNC) and route, every price with its
 * effective date, newest first. The rate in effect at a moment is the newest one whose date has
 * come; when that one is closed (`expired`: the vendor stopped serving the network) the route has no
 * price there, and an older price does not come back. Per route and country the dearest network's
 * price stands in for a number whose network is unknown or unpriced: the cost is never under-stated.
 */
export interface VendorRate {
  route_id: number;
  country: string;
  mcc: string;
  mnc: string;
  network_name: string;
  price: number;
  currency: string;
  effective_from: Date;
  status: 'active' | 'pending' | 'expired';
}

export interface RateInEffect {
  price: number;
  currency: string;
  /** ISO 8601. */
  effective_from: string;
  network_name: string;
  /** `network` for the number's own network, `country` when the country's dearest price stood in. */
  basis: 'network' | 'country';
}

interface Dated {
  at: number;
  closed: boolean;
  /** The answer, made once: a million decisions share it. */
  network: RateInEffect;
  country: RateInEffect;
}

export class RateBook {
  private constructor(
    /** MCC+MNC → route → its rates, newest first. */
    private readonly byNetwork: Map<string, Map<number, Dated[]>>,
    /** Country → route → the route's rate lists of that country's networks. */
    private readonly byCountry: Map<string, Map<number, Dated[][]>>,
    /** Every distinct effective date, ascending: between two of them no price changes. */
    private readonly changes: number[],
    readonly size: number,
  ) {}

  static of(rates: readonly VendorRate[]): RateBook {
    const byNetwork = new Map<string, Map<number, Dated[]>>();
    const byCountry = new Map<string, Map<number, Dated[][]>>();
    for (const r of rates) {
      const code = r.mcc + r.mnc;
      let routes = byNetwork.get(code);
      if (!routes) byNetwork.set(code, (routes = new Map()));
      let list = routes.get(r.route_id);
      if (!list) {
        routes.set(r.route_id, (list = []));
        const country = r.country.toUpperCase();
        let ofCountry = byCountry.get(country);
        if (!ofCountry) byCountry.set(country, (ofCountry = new Map()));
        ofCountry.set(r.route_id, [...(ofCountry.get(r.route_id) ?? []), list]);
      }
      const answer = { price: r.price, currency: r.currency, effective_from: r.effective_from.toISOString(), network_name: r.network_name };
      list.push({ at: r.effective_from.getTime(), closed: r.status === 'expired', network: { ...answer, basis: 'network' }, country: { ...answer, basis: 'country' } });
    }
    for (const routes of byNetwork.values()) for (const list of routes.values()) list.sort((a, b) => b.at - a.at);
    const changes = [...new Set(rates.map((r) => r.effective_from.getTime()))].sort((a, b) => a - b);
    return new RateBook(byNetwork, byCountry, changes, rates.length);
  }

  /** The first moment after `at` when some price changes (Infinity: none is planned). */
  nextChangeAfter(at: number): number {
    let lo = 0;
    let hi = this.changes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.changes[mid] <= at) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.changes.length ? this.changes[lo] : Infinity;
  }

  /** The route's price for a network at `at` (ms): its own, else (`country` given) the country's dearest. */
  rateFor(routeId: number, network: { mcc: string | null; mnc: string | null; country: string | null }, at: number): RateInEffect | null {
    if (network.mcc && network.mnc) {
      const own = inEffect(this.byNetwork.get(network.mcc + network.mnc)?.get(routeId), at);
      if (own) return own.network;
    }
    if (!network.country) return null;
    let dearest: Dated | null = null;
    for (const list of this.byCountry.get(network.country)?.get(routeId) ?? []) {
      const r = inEffect(list, at);
      if (r && (!dearest || r.network.price > dearest.network.price)) dearest = r;
    }
    return dearest ? dearest.country : null;
  }
}

function inEffect(list: Dated[] | undefined, at: number): Dated | null {
  if (!list) return null;
  for (const r of list) if (r.at <= at) return r.closed ? null : r;
  return null;
}
