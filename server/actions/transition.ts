/**
 * A status move as one conditional UPDATE: it only happens while the record is still in one of the
 * states it may leave, so two operators pressing "stop" and "send" at once never both win. When it
 * cannot happen the answer is a 409 that says the state the record is in.
 */
import { inArray } from 'drizzle-orm';
import { nounOf } from '../crud/db-errors.ts';
import { conflict } from '../http/errors.ts';
import type { Row } from '../crud/record.ts';
import type { ActionContext } from './types.ts';

export interface Move {
  from: readonly string[];
  /** The new status, or a function of the record (send: scheduled when in the future, else sending). */
  to: string | ((record: Row) => string);
  /** What the action does, for the refusal: "send", "stop". */
  verb: string;
  field?: string;
  extra?: Row;
}

export async function transition(ctx: ActionContext, move: Move): Promise<Row> {
  const field = move.field ?? 'status';
  const { store, record, caller } = ctx;
  const current = String(record[field]);
  if (!move.from.includes(current)) throw refusal(ctx, current, move.verb);
  const to = typeof move.to === 'function' ? move.to(record) : move.to;
  const moved = await store.patch(record.id as number, { [field]: to, ...move.extra }, caller, inArray(store.tableInfo.col(field), [...move.from]));
  if (moved) return moved;
  // Someone moved it in between: report the state it is in now.
  const now = await store.get(record.id as number, caller.teamId);
  throw refusal(ctx, String(now[field]), move.verb);
}

function refusal(ctx: ActionContext, state: string, verb: string) {
  const title = ctx.record[ctx.resource.titleField];
  const what = `${nounOf(ctx.resource)}${title ? ` "${String(title)}"` : ''}`;
  return conflict(`You cannot ${verb} the ${what}: it is ${state.replace(/_/g, ' ')}.`);
}
