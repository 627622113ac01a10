import { z } from 'zod';
import type { Role } from '../access/roles.ts';
import { writeSchema, type Fields } from './fields.ts';

/**
 * A custom action (send, stop, duplicate, test-call, ...): a POST/PATCH beside the CRUD routes,
 * at `<apiPath>/<id>/<path>` for one record or `<apiPath>/<path>` for the collection.
 */
export interface ActionDef {
  name: string;
  scope: 'item' | 'collection';
  method?: 'POST' | 'PATCH' | 'PUT' | 'GET';
  /** Defaults to the name. */
  path?: string;
  /** What the user gives (a date, an address): fields as in the resource, so the form is derived too. */
  input?: Fields;
  output?: z.ZodType;
  /**
   * Runs only on records whose fields hold one of these values (send: status draft or paused). The
   * screens disable it elsewhere; the server refuses with a 409 and makes the move conditional on
   * the same values, so two people acting at once cannot both win.
   */
  when?: Readonly<Record<string, readonly (string | boolean)[]>>;
  /**
   * Runs only while some record of another resource goes with this one (stop-feed: an active feed
   * fills the campaign's segment): a record of `resource` whose fields named in `match` equal this
   * record's (their field → ours) and whose fields hold one of the `where` values. The screens hide
   * the action otherwise; its server code refuses it the same way (a 409).
   */
  whenRelated?: RelatedCondition;
  /** Asks for confirmation in the UI. */
  destructive?: boolean;
  /**
   * Asks first though it destroys nothing, because it cannot be taken back (a campaign's send: the
   * dialog says whom it reaches, what it costs and when it goes).
   */
  confirm?: boolean;
  /** Weakest role allowed; defaults to the resource's write role. */
  role?: Role;
  icon?: string;
  /**
   * Run from the record's own panel, which shows what it answers (an API key shown once), and not
   * from the generic action buttons, where its answer would only be a toast.
   */
  ownPanel?: boolean;
}

export interface RelatedCondition {
  resource: string;
  match: Readonly<Record<string, string>>;
  where: Readonly<Record<string, readonly (string | boolean)[]>>;
}

/**
 * The list query that finds one related record (json-server filters), or null when this record
 * holds no value to match on, so nothing can go with it.
 */
export function relatedQuery(condition: RelatedCondition, record: Record<string, unknown>): Record<string, string | string[]> | null {
  const query: Record<string, string | string[]> = { _start: '0', _end: '1' };
  for (const [theirs, ours] of Object.entries(condition.match)) {
    const value = record[ours];
    if (value === null || value === undefined) return null;
    query[theirs] = String(value);
  }
  for (const [f, values] of Object.entries(condition.where)) query[f] = values.length === 1 ? String(values[0]) : values.map(String);
  return query;
}

/** The action's body (or query, for GET) schema: its input fields, unknown keys refused. */
export function actionInputSchema(action: ActionDef) {
  if (!action.input) return z.object({}).strict().optional();
  return z.object(Object.fromEntries(Object.entries(action.input).map(([name, f]) => [name, writeSchema(f)]))).strict();
}

/** `<apiPath>/<id>/<path>` for one record, `<apiPath>/<path>` for the collection. */
export function actionPath(apiPath: string, action: ActionDef, id?: string | number): string {
  const path = action.path ?? action.name;
  return action.scope === 'item' ? `${apiPath}/${id ?? ':id'}/${path}` : `${apiPath}/${path}`;
}

/** The first field that keeps the action from running on this record, or null when it may run. */
export function blockingField(action: ActionDef, record: Record<string, unknown> | undefined): string | null {
  if (!action.when || !record) return null;
  for (const [field, values] of Object.entries(action.when)) {
    if (!values.includes(record[field] as string | boolean)) return field;
  }
  return null;
}
