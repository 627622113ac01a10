/**
 * Vendor rates as a decision reads them: per route and network (MCC+MNC), every price with its
 * effective date, newest first. The rate in effect at a moment is the newest one whose date has
 * come; when that one is closed (`expired`: the vendor stopped serving the network) the route has no
 * price there, and an older price does not come back. Per route and country the dearest network's
 * price stands in for a number whose network is unknown: the cost is never under-stated.
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
  effective_from: Date;
  network_name: string;
  /** `network` for the number's own network, `country` when the country's dearest price stood in. */
  basis: 'network' | 'country';
}

const key = (routeId: number, code: string) => `${routeId}|${code}`;

export class RateBook {
  private constructor(
    private readonly byNetwork: Map<string, VendorRate[]>,
    /** route|country → the route's networks (MCC+MNC) in that country. */
    private readonly networksOfCountry: Map<string, string[]>,
    readonly size: number,
  ) {}

  static of(rates: readonly VendorRate[]): RateBook {
    const byNetwork = new Map<string, VendorRate[]>();
    const networksOfCountry = new Map<string, string[]>();
    for (const r of rates) {
      const code = r.mcc + r.mnc;
      const k = key(r.route_id, code);
      const list = byNetwork.get(k);
      if (list) list.push(r);
      else {
        byNetwork.set(k, [r]);
        const ck = key(r.route_id, r.country.toUpperCase());
        networksOfCountry.set(ck, [...(networksOfCountry.get(ck) ?? []), code]);
      }
    }
    for (const list of byNetwork.values()) list.sort((a, b) => b.effective_from.getTime() - a.effective_from.getTime());
    return new RateBook(byNetwork, networksOfCountry, rates.length);
  }

  /** The route's price for a network at `at`: its own, else (`country` given) the country's dearest. */
  rateFor(routeId: number, network: { mcc: string | null; mnc: string | null; country: string | null }, at: Date): RateInEffect | null {
    if (network.mcc && network.mnc) {
      const own = this.inEffect(key(routeId, network.mcc + network.mnc), at);
      if (own) return { ...pick(own), basis: 'network' };
    }
    if (!network.country) return null;
    let dearest: VendorRate | null = null;
    for (const code of this.networksOfCountry.get(key(routeId, network.country)) ?? []) {
      const r = this.inEffect(key(routeId, code), at);
      if (r && (!dearest || r.price > dearest.price)) dearest = r;
    }
    return dearest ? { ...pick(dearest), basis: 'country' } : null;
  }

  private inEffect(k: string, at: Date): VendorRate | null {
    const list = this.byNetwork.get(k);
    if (!list) return null;
    const t = at.getTime();
    for (const r of list) if (r.effective_from.getTime() <= t) return r.status === 'expired' ? null : r;
    return null;
  }
}

const pick = (r: VendorRate) => ({ price: r.price, currency: r.currency, effective_from: r.effective_from, network_name: r.network_name });
