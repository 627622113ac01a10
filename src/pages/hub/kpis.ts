/**
 * The hub overview's key figures: each one counts a resource's records through its generic list
 * (one row asked for, the total read from `x-total-count`) with filters the resource declares, and
 * opens the hub list with the same filters.
 */
import type { CrudFilter } from '@refinedev/core';
import type { ResourceName } from '../../../resources/access/index.ts';
import type { Resource } from '../../../resources/kit/index.ts';
import { clientRates, endpoints } from '../../../resources/hub/index.ts';
import { livePhones, routes, routingPlans, smsTests, vendorRates } from '../../../resources/sms/index.ts';
import { hubRoutes, listLink } from './format.ts';

export type KpiKey =
  | 'activeEndpoints'
  | 'routes'
  | 'routingPlans'
  | 'activeVendorRates'
  | 'clientRates'
  | 'smsTests24h'
  | 'failedTests24h'
  | 'livePhonesOnline';

export interface Kpi {
  key: KpiKey;
  resource: Resource;
  filters: CrudFilter[];
  /** The hub list showing the counted records. */
  link: string;
  /** A figure that is bad news when above zero. */
  alert?: boolean;
}

/**
 * `since`: the ISO start of "the last 24 hours"; `mayList`: whether the user may list a resource
 * (the same `can()` as the server), so a figure they may not see is neither shown nor asked for.
 */
export function hubKpis(since: string, mayList: (resource: ResourceName) => boolean = () => true): Kpi[] {
  const recent: CrudFilter = { field: 'sent_at', operator: 'gte', value: since };
  const kpis: Omit<Kpi, 'link'>[] = [
    { key: 'activeEndpoints', resource: endpoints, filters: [{ field: 'status', operator: 'in', value: ['active'] }] },
    { key: 'routes', resource: routes, filters: [] },
    { key: 'routingPlans', resource: routingPlans, filters: [] },
    { key: 'activeVendorRates', resource: vendorRates, filters: [{ field: 'status', operator: 'in', value: ['active'] }] },
    { key: 'clientRates', resource: clientRates, filters: [] },
    { key: 'smsTests24h', resource: smsTests, filters: [recent] },
    { key: 'failedTests24h', resource: smsTests, filters: [recent, { field: 'status', operator: 'in', value: ['failed', 'timeout'] }], alert: true },
    { key: 'livePhonesOnline', resource: livePhones, filters: [{ field: 'status', operator: 'in', value: ['online'] }] },
  ];
  return kpis.filter((kpi) => mayList(kpi.resource.name)).map((kpi) => {
    const path = hubRoutes(kpi.resource)?.list;
    if (!path) throw new Error(`${kpi.resource.name} has no hub list`);
    return { ...kpi, link: listLink(path, kpi.filters) };
  });
}
