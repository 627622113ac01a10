/**
 * What a routing decision answers: the route with its cost and the routes to fail over to, or a
 * refusal; both with the reasons in the order they were found. Each reason has a code and values
 * (the simulate screen words it in the reader's language) and an English sentence (the API's).
 */
import type { SkipReason } from '../../../../resources/sms/routing-simulate.ts';

export type RefusalCode = 'invalid_number' | 'blacklisted' | 'opted_out' | 'no_plan' | 'plan_inactive' | 'no_route';

export interface Reason {
  code: string;
  text: string;
  values: Record<string, string | number | null>;
}

export interface ChosenRoute {
  id: number;
  name: string;
  vendor: string;
}

export interface Cost {
  /** Millionths of `currency`, like every SMS price. */
  price: number;
  currency: string;
  /** `network`: the number's network has its own rate; `country`: the country's dearest stood in. */
  basis: 'network' | 'country';
  network_name: string;
  effective_from: string;
}

/** A route that could not take the message: gone, disabled, or with no vendor rate in effect for the number. */
export interface SkippedRoute {
  route_id: number;
  route: string;
  reason: SkipReason;
}

export interface NumberSeen {
  e164: string;
  country: string | null;
  network: string | null;
  mcc: string | null;
  mnc: string | null;
  /** Where the network came from: a lookup (hlr, mnp), the number's prefix, or unknown. */
  network_source: string | null;
}

export type Decision =
  | {
      ok: true;
      number: NumberSeen;
      plan: { id: number; name: string };
      rule: { id: number; priority: number } | null;
      route: ChosenRoute;
      cost: Cost;
      /** Tried in this order when the chosen route refuses or fails. */
      failover: (ChosenRoute & { cost: Cost })[];
      reasons: Reason[];
    }
  | {
      ok: false;
      refusal: RefusalCode;
      message: string;
      number: NumberSeen | null;
      reasons: Reason[];
      /** With `no_route`: each route the plan would have used and why it could not. */
      skipped?: SkippedRoute[];
    };

/** Collects reasons as the decision goes. */
export class Trace {
  readonly reasons: Reason[] = [];

  add(code: string, text: string, values: Reason['values'] = {}): void {
    this.reasons.push({ code, text, values });
  }
}
