/**
 * Where a resource's generic screens live and what Refine calls it. The routes come from the
 * resource's `routes`: list at `routes.list`, and unless it says otherwise create at
 * `<list>/create`, edit at `<list>/:id/edit`, show at `<list>/:id`.
 */
import type { ListView, Resource } from '../../resources/kit/index.ts';

export interface ResourceRoutes {
  list: string;
  /** Null where records are not made (a view without a parent, of a resource without its own list). */
  create: string | null;
  edit: string;
  show: string;
}

/** The record placeholder in a view's child paths; `:id` there is the parent's. */
export const CHILD_ID = ':rid';

/**
 * The screens under a view: a parent's children (a plan's rules at `/hub/routing/plans/:id/rules`)
 * are made, shown and edited under the parent's path; another copy of a list (the hub's automations)
 * shows and edits its records under its own path, so the operator stays in the section they are in.
 */
export function viewRoutePatterns(resource: Pick<Resource, 'routes'>, view: ListView): ResourceRoutes {
  if (view.idFilter) return { list: view.path, create: `${view.path}/create`, show: `${view.path}/${CHILD_ID}`, edit: `${view.path}/${CHILD_ID}/edit` };
  return { list: view.path, create: resourceRoutes(resource)?.create ?? null, show: `${view.path}/:id`, edit: `${view.path}/:id/edit` };
}

/** A view's routes with the parent's id filled in (the record placeholder stays). */
export function viewRoutes(resource: Pick<Resource, 'routes'>, view: ListView, parentId: string | undefined): ResourceRoutes {
  const patterns = viewRoutePatterns(resource, view);
  if (!view.idFilter || parentId === undefined) return patterns;
  const fill = (p: string) => p.replace(':id', encodeURIComponent(parentId));
  return { list: fill(patterns.list), create: patterns.create && fill(patterns.create), show: fill(patterns.show), edit: fill(patterns.edit) };
}

export function resourceRoutes(resource: Pick<Resource, 'routes'>): ResourceRoutes | null {
  const list = resource.routes.list;
  if (!list) return null;
  return {
    list,
    create: resource.routes.create ?? `${list}/create`,
    edit: resource.routes.edit ?? `${list}/:id/edit`,
    show: resource.routes.show ?? `${list}/:id`,
  };
}

/** A route pattern with its record's id filled in (`:rid` under a parent, else `:id`). */
export function recordPath(pattern: string, id: string | number): string {
  return pattern.replace(pattern.includes(CHILD_ID) ? CHILD_ID : ':id', encodeURIComponent(String(id)));
}

/** The path simple-rest appends to `/v1`: `/v1/audience/offers` → `audience/offers`. */
export function apiName(resource: Resource): string {
  return resource.apiPath.replace(/^\/v1\//, '').replace(/^\//, '');
}
