/**
 * What an entity's own rules add to a generic create or update: a contact's number read into
 * E.164 with its facts, its custom values checked against their definitions, its history written.
 * Entities without rules of their own have no writer; their values are written as sent.
 */
import type { DbOrTx } from '../db/transaction.ts';
import type { Row } from './record.ts';

export interface WriteContext {
  db: DbOrTx;
  teamId: number;
  userId: number;
  mode: 'create' | 'update';
  /** The record's id on update. */
  id?: number;
}

export interface RecordWriter {
  /** The row to write from the values the client sent; throws a 422 naming the field when they break a rule. */
  prepare(values: Row, ctx: WriteContext): Promise<Row>;
  /** After the row is written. */
  written?(row: Row, ctx: WriteContext): Promise<void>;
}
