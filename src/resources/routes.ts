/**
 * Where a resource's generic screens live and what Refine calls it. The routes come from the
 * resource's `routes`: list at `routes.list`, and unless it says otherwise create at
 * `<list>/create`, edit at `<list>/:id/edit`, show at `<list>/:id`.
 */
import type { Resource } from '../../resources/kit/index.ts';

export interface ResourceRoutes {
  list: string;
  create: string;
  edit: string;
  show: string;
}

export function resourceRoutes(resource: Resource): ResourceRoutes | null {
  const list = resource.routes.list;
  if (!list) return null;
  return {
    list,
    create: resource.routes.create ?? `${list}/create`,
    edit: resource.routes.edit ?? `${list}/:id/edit`,
    show: resource.routes.show ?? `${list}/:id`,
  };
}

/** A route pattern with its `:id` filled in. */
export function recordPath(pattern: string, id: string | number): string {
  return pattern.replace(':id', encodeURIComponent(String(id)));
}

/** The path simple-rest appends to `/v1`: `/v1/audience/offers` → `audience/offers`. */
export function apiName(resource: Resource): string {
  return resource.apiPath.replace(/^\/v1\//, '').replace(/^\//, '');
}
