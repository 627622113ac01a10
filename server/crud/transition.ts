/**
 * A status move as one conditional UPDATE: it only happens while the record still holds the values
 * its action's `when` allows (resources/kit/actions.ts), so two operators pressing "stop" and
 * "send" at once never both win. When it cannot happen the answer is a 409 saying why.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { blockingField, type ActionDef } from '../../resources/kit/index.ts';
import type { ActionContext } from '../actions/types.ts';
import { conflict } from '../http/errors.ts';
import { nounOf } from './db-errors.ts';
import type { Row } from './record.ts';

export interface Move {
  /** The new status, or a function of the record (send: scheduled when in the future, else sending). */
  to: string | ((record: Row) => string);
  field?: string;
  extra?: Row;
}

export async function transition(ctx: ActionContext, move: Move): Promise<Row> {
  const field = move.field ?? 'status';
  const { store, record, caller, action } = ctx;
  const to = typeof move.to === 'function' ? move.to(record) : move.to;
  const stillAllowed = and(...Object.entries(action.when ?? {}).map(([f, values]) => inArray(store.tableInfo.col(f), [...values]))) as SQL | undefined;
  const moved = await store.patch(record.id as number, { [field]: to, ...move.extra }, caller, stillAllowed);
  if (moved) return moved;
  // Someone moved it in between: report the state it is in now.
  throw refusal(ctx, await store.get(record.id as number, caller.teamId)) ?? conflict('Someone changed this record a moment ago. Reload and try again.');
}

/** The 409 for a record the action may not run on (undefined when it may). */
export function refusal(ctx: Pick<ActionContext, 'resource' | 'action'>, record: Row) {
  const field = blockingField(ctx.action, record);
  if (!field) return undefined;
  const title = record[ctx.resource.titleField];
  const what = `${nounOf(ctx.resource)}${title ? ` "${String(title)}"` : ''}`;
  return conflict(`You cannot ${describe(ctx.action)} now: the ${what} ${stateOf(field, record[field])}.`);
}

const describe = (action: ActionDef) => action.name.replace(/-/g, ' ');

function stateOf(field: string, value: unknown): string {
  if (value === null || value === undefined) return `has no ${field.replace(/_/g, ' ')}`;
  if (typeof value === 'boolean') return `is ${value ? '' : 'not '}${field.replace(/_/g, ' ')}`;
  return field === 'status' ? `is ${String(value).replace(/_/g, ' ')}` : `has ${field.replace(/_/g, ' ')} ${String(value).replace(/_/g, ' ')}`;
}

/** Flips a two-valued field in one conditional statement, so a double click cannot flip it twice unseen. */
export async function flip(ctx: ActionContext, field: string, values: readonly [unknown, unknown]): Promise<Row> {
  const { store, record, caller } = ctx;
  const next = record[field] === values[0] ? values[1] : values[0];
  const row = await store.patch(record.id as number, { [field]: next }, caller, eq(store.tableInfo.col('version'), record.version as number));
  if (!row) throw conflict('Someone changed this record a moment ago. Reload and try again.');
  return row;
}
