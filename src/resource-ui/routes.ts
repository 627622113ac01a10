/**
 * Where a resource's generic screens live and what Refine calls it. The routes come from the
 * resource's `routes`: list at `routes.list`, and unless it says otherwise create at
 * `<list>/create`, edit at `<list>/:id/edit`, show at `<list>/:id`.
 */
import type { ListView, Resource } from '../../resources/kit/index.ts';

export interface ResourceRoutes {
  list: string;
  /** Null where records are not made (a view without a parent, of a resource without its own list, a record Parley writes). */
  create: string | null;
  /** Null where records are not edited (a record Parley writes, without a note to keep). */
  edit: string | null;
  show: string;
}

/** The record placeholder in a view's child paths; `:id` there is the parent's. */
export const CHILD_ID = ':rid';

/**
 * The screens under a view: a parent's children (a plan's rules at `/hub/routing/plans/:id/rules`)
 * are made, shown and edited under the parent's path; another copy of a list (the hub's automations)
 * shows and edits its records under its own path, so the operator stays in the section they are in.
 */
export function viewRoutePatterns(resource: Pick<Resource, 'routes' | 'closed'>, view: ListView): ResourceRoutes {
  const { create, edit } = screensOf(resource);
  if (view.idFilter) return { list: view.path, create: create ? `${view.path}/create` : null, show: `${view.path}/${CHILD_ID}`, edit: edit ? `${view.path}/${CHILD_ID}/edit` : null };
  return { list: view.path, create: resourceRoutes(resource)?.create ?? null, show: `${view.path}/:id`, edit: edit ? `${view.path}/:id/edit` : null };
}

/** Which form screens a resource has: none for what nobody may do (creating a call, say). */
function screensOf(resource: Pick<Resource, 'closed'>): { create: boolean; edit: boolean } {
  return { create: !resource.closed.includes('create'), edit: !resource.closed.includes('edit') };
}

/** A view's routes with the parent's id filled in (the record placeholder stays). */
export function viewRoutes(resource: Pick<Resource, 'routes' | 'closed'>, view: ListView, parentId: string | undefined): ResourceRoutes {
  const patterns = viewRoutePatterns(resource, view);
  if (!view.idFilter || parentId === undefined) return patterns;
  const fill = (p: string) => p.replace(':id', encodeURIComponent(parentId));
  return { list: fill(patterns.list), create: patterns.create && fill(patterns.create), show: fill(patterns.show), edit: patterns.edit && fill(patterns.edit) };
}

export function resourceRoutes(resource: Pick<Resource, 'routes' | 'closed'>): ResourceRoutes | null {
  const list = resource.routes.list;
  if (!list) return null;
  const screens = screensOf(resource);
  return {
    list,
    create: screens.create ? (resource.routes.create ?? `${list}/create`) : null,
    edit: screens.edit ? (resource.routes.edit ?? `${list}/:id/edit`) : null,
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
