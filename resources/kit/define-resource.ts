/**
 * defineResource: the one place an entity's shape lives. Isomorphic (no React, no database): the
 * front end derives its Refine resource, routes, columns, forms and filters from it; the server its
 * validation, filter and sort whitelists, REST routes and OpenAPI document.
 */
import { registerPolicy } from '../access/can.ts';
import type { ResourceName } from '../access/names.ts';
import type { Policy } from '../access/policies.ts';
import type { ActionDef } from './actions.ts';
import { moneyProblem, type Fields } from './fields.ts';

export interface ScreenRoutes {
  /** Exact paths of the area's screens (docs/areas/); `:id` marks the record. */
  list?: string;
  create?: string;
  edit?: string;
  show?: string;
  /** More lists of the same records at other paths (the hub's copy, a record's children). */
  views?: readonly ListView[];
}

/** A list at another path: fixed filters, and/or one filled from the path's `:id`. */
export interface ListView {
  path: string;
  filter?: Readonly<Record<string, string>>;
  /** The field that must equal the path's `:id` (e.g. `plan_id` at `/sms/routing/plans/:id/rules`). */
  idFilter?: string;
}

export interface ResourceDef<F extends Fields = Fields, N extends string = string> {
  /** Refine resource name = i18n prefix = folder name (kebab-case, plural); a literal type (see ResourceName). */
  name: N;
  /** API path under the base, e.g. `/v1/audience/custom-fields`. */
  apiPath: string;
  routes: ScreenRoutes;
  /** 'team' rows belong to a team and every query is scoped to the caller's; 'platform' rows are staff's. */
  scope: 'team' | 'platform';
  /** Who may do what; defaults: read viewer, write member (platform: staff only). */
  access?: Omit<Policy, 'scope'>;
  fields: F;
  /** The field that names a record in titles, references and toasts. */
  titleField: keyof F & string;
  /** A sortable field, or id, created_at, updated_at. */
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  actions?: readonly ActionDef[];
  /**
   * Also served under a parent record (docs/architecture.md#views-and-nested-records: an agent's
   * prompts at /v1/voice/agents/{id}/prompts):
   * `<parent apiPath>/:id/<path>` lists and creates children of that parent, `.../:childId` reads,
   * updates and deletes one; `field` is the reference to the parent, fixed by the path.
   */
  nestedUnder?: { resource: string; field: string; path: string };
  /** Icon key (see src/layout/nav-icons.tsx): strings keep this module free of React. */
  icon?: string;
  /**
   * Who writes the records: 'people' (the default) through forms and the API, or 'system' for the
   * facts Parley records itself (calls, invoices, rate changes, logs). Nobody creates a system
   * record by hand; an update may change its `annotation` fields only; it is deleted only where
   * `deletable` says so (a notification dismissed). See docs/architecture.md#records-parley-writes.
   */
  writtenBy?: 'people' | 'system';
  /** For system records: people may delete one (default: a fact stays). */
  deletable?: boolean;
  /**
   * For system records that people start (an upload made from its file): the one request that makes
   * one, e.g. `POST /v1/audience/data-files/upload`. The generic create stays closed (405 pointing
   * there), while the right to create, and the screen at `routes.create` that sends it, stay open.
   */
  createdFrom?: string;
}

/** The CRUD actions a resource's records may be closed to (records Parley writes). */
export type ClosedAction = 'create' | 'edit' | 'delete';

/**
 * A defined resource; generic code sees its name as one of the known ResourceNames. `closed` lists
 * what nobody may do to its records (derived from writtenBy, annotations and deletable), so the
 * policy, the API and the screens read one answer.
 */
export type Resource<F extends Fields = Fields, N extends string = ResourceName> = Readonly<ResourceDef<F, N> & { closed: readonly ClosedAction[] }>;

const registry = new Map<string, Resource>();

export function defineResource<const N extends string, const F extends Fields>(input: ResourceDef<F, N>): Resource<F, N> {
  const def = input.writtenBy === 'system' ? systemWritten(input) : input;
  if (registry.has(def.name)) throw new Error(`resource ${def.name} is defined twice`);
  if (!(def.titleField in def.fields)) throw new Error(`${def.name}: titleField ${def.titleField} is not a field`);
  for (const [name, f] of Object.entries(def.fields)) {
    if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`${def.name}: field ${name} must be snake_case`);
    if (f.kind === 'select' && !f.options?.length) throw new Error(`${def.name}.${name}: options missing`);
    if (f.kind === 'reference' && !f.reference) throw new Error(`${def.name}.${name}: reference missing`);
    if (f.choices && (f.kind !== 'multiselect' || f.options)) throw new Error(`${def.name}.${name}: choices belong to a multiselect without options`);
    const money = moneyProblem(name, f, def.fields);
    if (money) throw new Error(`${def.name}.${money}`);
    // A secret is never read back, so nothing may reveal it by filtering, sorting, searching or listing.
    if (f.secret && (f.filter?.length || f.sortable || f.search || f.list)) throw new Error(`${def.name}.${name}: a secret cannot be listed, filtered, sorted or searched`);
  }
  const sortable = ['id', 'created_at', 'updated_at', ...Object.keys(def.fields).filter((n) => def.fields[n].sortable)];
  if (def.defaultSort && !sortable.includes(def.defaultSort.field)) throw new Error(`${def.name}: default sort ${def.defaultSort.field} is not sortable`);
  for (const view of def.routes.views ?? []) {
    for (const f of [...Object.keys(view.filter ?? {}), ...(view.idFilter ? [view.idFilter] : [])]) {
      if (!(f in def.fields)) throw new Error(`${def.name}: view ${view.path} filters on ${f}, which is not a field`);
      if (!def.fields[f].filter?.some((op) => op === 'eq' || op === 'in')) throw new Error(`${def.name}: view ${view.path} filters on ${f}, which has no eq filter`);
    }
    if (view.idFilter && !view.path.includes(':id')) throw new Error(`${def.name}: view ${view.path} has an idFilter but no :id`);
  }
  if (def.nestedUnder) {
    const ref = def.fields[def.nestedUnder.field]?.reference;
    if (ref?.resource !== def.nestedUnder.resource) throw new Error(`${def.name}: nestedUnder.field must reference ${def.nestedUnder.resource}`);
  }
  const actionNames = new Set<string>();
  for (const action of def.actions ?? []) {
    if (!/^[a-z][a-z0-9-]*$/.test(action.name)) throw new Error(`${def.name}: action ${action.name} must be kebab-case`);
    if (actionNames.has(action.name)) throw new Error(`${def.name}: action ${action.name} is declared twice`);
    if (['list', 'show', 'create', 'edit', 'delete'].includes(action.name)) throw new Error(`${def.name}: action ${action.name} shadows a CRUD action`);
    for (const f of Object.keys(action.when ?? {})) if (!(f in def.fields)) throw new Error(`${def.name}: action ${action.name} depends on ${f}, which is not a field`);
    for (const f of Object.values(action.whenRelated?.match ?? {})) if (!(f in def.fields)) throw new Error(`${def.name}: action ${action.name} matches on ${f}, which is not a field`);
    actionNames.add(action.name);
  }
  // An action's own role is its policy entry, unless the access block names it explicitly.
  const actionRoles = Object.fromEntries((def.actions ?? []).filter((a) => a.role).map((a) => [a.name, a.role!]));
  const closed = closedActions(def as unknown as ResourceDef);
  registerPolicy(def.name, { scope: def.scope, ...def.access, actions: { ...actionRoles, ...def.access?.actions }, ...(closed.length && { closed }) });
  const resource = Object.freeze({ ...def, closed: Object.freeze(closed) });
  registry.set(def.name, resource as unknown as Resource);
  return resource;
}

/** A system record's fields: every one read-only but its annotations; no create screen. */
function systemWritten<const N extends string, const F extends Fields>(def: ResourceDef<F, N>): ResourceDef<F, N> {
  if (def.routes.create && !def.createdFrom) throw new Error(`${def.name}: Parley writes its records, so it has no create screen (unless createdFrom names the request that makes one)`);
  if (def.nestedUnder) throw new Error(`${def.name}: records Parley writes are not created under a parent`);
  const fields = Object.fromEntries(Object.entries(def.fields).map(([name, f]) => [name, f.annotation ? f : { ...f, readOnly: true }])) as F;
  if (!hasAnnotations({ fields }) && def.routes.edit) throw new Error(`${def.name}: no annotation field, so no edit screen`);
  return { ...def, fields };
}

function hasAnnotations(def: { fields: Fields }): boolean {
  return Object.values(def.fields).some((f) => f.annotation && !f.readOnly && f.form !== false && f.form !== 'create');
}

/** The CRUD actions nobody may take on a resource's records. */
function closedActions(def: ResourceDef): ClosedAction[] {
  for (const [name, f] of Object.entries(def.fields)) if (f.annotation && def.writtenBy !== 'system') throw new Error(`${def.name}.${name}: annotation is for records Parley writes`);
  if (def.deletable && def.writtenBy !== 'system') throw new Error(`${def.name}: deletable is for records Parley writes`);
  if (def.createdFrom && def.writtenBy !== 'system') throw new Error(`${def.name}: createdFrom is for records Parley writes`);
  if (def.writtenBy !== 'system') return [];
  return [...(def.createdFrom ? [] : ['create' as const]), ...(hasAnnotations(def) ? [] : ['edit' as const]), ...(def.deletable ? [] : ['delete' as const])];
}

/** True when Parley writes the resource's records (calls, invoices, logs), not people. */
export function isSystemWritten(resource: Pick<Resource, 'writtenBy'>): boolean {
  return resource.writtenBy === 'system';
}

export function resourceByName(name: string): Resource | undefined {
  return registry.get(name);
}

export function allResources(): Resource[] {
  return [...registry.values()];
}

/** True for a defined resource (area modules also export constants beside their resources). */
export function isResource(value: unknown): value is Resource {
  return typeof value === 'object' && value !== null && registry.get((value as Resource).name) === value;
}
