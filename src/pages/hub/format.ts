/** Pure helpers of the hub overview: latencies, countries and links into the hub's lists. */
import { stringifyTableParams, type CrudFilter } from '@refinedev/core';
import type { Resource } from '../../../resources/kit/index.ts';
import { recordPath, resourceRoutes, viewRoutePatterns, type ResourceRoutes } from '../../resource-ui/routes.ts';

/** 850 → "850 ms", 3,412 → "3.4 s" in the reader's language. */
export function formatLatency(ms: number | null | undefined, locale: string): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '';
  if (ms < 1000) return new Intl.NumberFormat(locale, { style: 'unit', unit: 'millisecond', unitDisplay: 'short' }).format(Math.round(ms));
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'short', maximumFractionDigits: 1 }).format(ms / 1000);
}

/** DE → "Germany" (or "ألمانيا"); a code Intl does not know stays as it is. */
export function countryName(code: string | null | undefined, locale: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The cut-off of "the last N hours", whole minutes, so the queries built from it keep one cache key. */
export function hoursAgo(now: number, hours: number): string {
  const minute = 60_000;
  return new Date(Math.floor((now - hours * 3_600_000) / minute) * minute).toISOString();
}

/**
 * Where a resource's records live in the hub: its own screens when its list is a hub path, else
 * its hub copy (`routes.views`, e.g. /hub/routing/routes for the SMS routes). Null when it has none.
 */
export function hubRoutes(resource: Resource): ResourceRoutes | null {
  const own = resourceRoutes(resource);
  if (own && isHubPath(own.list)) return own;
  const view = resource.routes.views?.find((v) => !v.idFilter && isHubPath(v.path));
  return view ? viewRoutePatterns(resource, view) : null;
}

const isHubPath = (path: string) => path === '/hub' || path.startsWith('/hub/');

/** A list path with filters in the URL, as the generic lists read them (Refine's syncWithLocation). */
export function listLink(path: string, filters: readonly CrudFilter[] = []): string {
  if (!filters.length) return path;
  return `${path}?${stringifyTableParams({ filters: [...filters], sorters: [] })}`;
}

/** A record's page in the hub, or null when the resource has no hub screens. */
export function hubRecordLink(resource: Resource, id: string | number): string | null {
  const routes = hubRoutes(resource);
  return routes ? recordPath(routes.show, id) : null;
}
