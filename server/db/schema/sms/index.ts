/** SMS routing and the hub: routes, plans, rules, rates, endpoints. */
export {};
