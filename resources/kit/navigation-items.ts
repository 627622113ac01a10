/**
 * The sidebar's building blocks (docs/architecture.md#navigation): an item and a group, and the
 * helpers each area's `resources/<area>/navigation.ts` builds its entries with. `resources/navigation.ts`
 * puts the groups in their order.
 */
import { areaOfPath, type TeamArea } from '../access/areas.ts';
import type { ResourceName } from '../access/names.ts';
import type { Action } from '../access/policies.ts';
import type { Resource } from './define-resource.ts';

export interface NavItem {
  key: string;
  path: string;
  /** i18n key of the label. */
  label: string;
  resource: ResourceName;
  /** What `can()` is asked about the resource; `list` unless the screen does something else (sending an SMS). */
  action?: Action;
  icon?: string;
  /** Paths under this prefix highlight the item too (sub-pages, tabs). Defaults to `path`. */
  match?: string;
  /** The team area the screen belongs to (from its path): hidden while the team has it off. */
  area?: TeamArea;
}

export interface NavGroup {
  key: string;
  /** i18n key of the group title; null renders the items at the top level. */
  label: string | null;
  icon: string;
  /** Where the group sits in the sidebar, smallest first (the dashboard is 0, the management screens last). */
  order: number;
  items: NavItem[];
}

export interface ItemOptions {
  /** One of the resource's declared list views instead of its own list route. */
  view?: string;
  /** A sub-page of the list to open (`/hub/financials/...`); must lie under the list's own path or `match`. */
  path?: string;
  match?: string;
}

/** A resource's list (or a declared view of it) as an item: path, icon and access come from its definition. */
export function listOf(key: string, resource: Resource, label: string, options: ItemOptions = {}): NavItem {
  const lists = [resource.routes.list, ...(resource.routes.views ?? []).filter((v) => !v.idFilter).map((v) => v.path)].filter((p): p is string => !!p);
  const path = options.view ?? resource.routes.list;
  if (!path || !lists.includes(path)) throw new Error(`navigation ${key}: ${resource.name} has no list at ${path ?? '(none)'}`);
  return item(key, options.path ?? path, label, resource.name, { icon: resource.icon, match: options.match });
}

/** A screen that is no resource's list, with the typed name `can()` is asked about. */
export function item(key: string, path: string, label: string, resource: ResourceName, extra: { icon?: string; match?: string; action?: Action } = {}): NavItem {
  const area = areaOfPath(path);
  return {
    key,
    path,
    label,
    resource,
    ...(extra.action && { action: extra.action }),
    ...(extra.icon && { icon: extra.icon }),
    ...(extra.match && { match: extra.match }),
    ...(area && { area }),
  };
}
