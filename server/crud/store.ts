/**
 * The generic data operations behind every resource's CRUD routes. Every statement carries the
 * caller's team, so another team's record is simply not found.
 */
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Resource } from '../../resources/kit/index.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { conflict, invalid, notFound } from '../http/errors.ts';
import { deleteError, nounOf, writeError } from './db-errors.ts';
import type { ListParams } from './list-params.ts';
import { listOrder, listWhere } from './list-sql.ts';
import { toColumns, type Row } from './record.ts';
import type { ResourceTable } from '../db/resource-table.ts';
import { CountCache } from './count-cache.ts';
import type { RecordWriter, WriteContext } from './record-writer.ts';
import type { ExtraFilters, ListExtension } from './list-extension.ts';
import { audit, isAudited } from './audit.ts';
import type { DbOrTx } from '../db/transaction.ts';

export interface Caller {
  /** The caller's current team; ignored for platform resources. */
  teamId: number;
  userId: number;
}

export interface StoreOptions {
  /** Table of another resource, for reference checks and "still used by" labels. */
  tableOf(resourceName: string): ResourceTable | undefined;
  /** Resource name of a table, for "still used by" messages. */
  labelOfTable(table: string): string | undefined;
  /** The entity's own rules on create and update (server/crud/record-writer.ts), when it has any. */
  writerOf?(resourceName: string): RecordWriter | undefined;
  /** Filters the entity's list reads itself (server/crud/list-extension.ts), when it has any. */
  listExtensionOf?(resourceName: string): ListExtension | undefined;
  /** What goes with a deleted record besides its row (an upload's bytes), once the delete has committed. */
  removed?(resourceName: string, row: Row): Promise<void>;
}

export class CrudStore {
  constructor(
    private readonly db: Db,
    readonly resource: Resource,
    private readonly t: ResourceTable,
    private readonly options: StoreOptions,
  ) {}

  private readonly totals = new CountCache();

  private get table(): PgTable {
    return this.t.table;
  }

  /** The resource's table, for the generic status moves (transition.ts); domain code uses the typed tables. */
  get tableInfo(): ResourceTable {
    return this.t;
  }

  /** Whether every write of this resource leaves an audit row (docs/areas/workspace.md#audit-log). */
  private get audited(): boolean {
    return isAudited(this.resource.name);
  }

  /** The write, with its audit row in the same transaction when the resource is audited. */
  private write<T>(work: (db: DbOrTx) => Promise<T>): Promise<T> {
    return this.audited ? this.db.transaction((tx) => work(tx)) : work(this.db);
  }

  /** id (and team) match. */
  private one(id: number, teamId: number): SQL {
    const byId = eq(this.t.col('id'), id);
    return this.resource.scope === 'team' ? and(byId, eq(this.t.col('team_id'), teamId))! : byId;
  }

  /** The filters this resource's own code reads, besides its declared fields. */
  get listExtension(): ListExtension | undefined {
    return this.options.listExtensionOf?.(this.resource.name);
  }

  async list(params: ListParams, teamId: number, extra?: Pick<ExtraFilters, 'where' | 'key' | 'allTeams'>): Promise<{ rows: Row[]; total: number }> {
    const where = and(listWhere(this.resource, this.t, teamId, params, extra?.allTeams), ...(extra?.where ?? []));
    // The total depends on what listWhere reads (team, filters, search) and nothing else: keyed by
    // them, the count's SQL is rendered only when the cache misses, not on every page.
    const totalKey = JSON.stringify([extra?.allTeams ? 'all' : teamId, params.filters, params.q ?? null, extra?.key ?? null]);
    const [rows, total] = await Promise.all([
      this.db
        .select()
        .from(this.table)
        .where(where)
        .orderBy(...listOrder(this.resource, this.t, params.sort))
        .limit(params.limit)
        .offset(params.offset),
      this.totals.get(totalKey, async () => Number((await this.db.select({ total: count() }).from(this.table).where(where))[0].total)),
    ]);
    return { rows: rows as Row[], total };
  }

  async get(id: number, teamId: number): Promise<Row> {
    const [row] = await this.db.select().from(this.table).where(this.one(id, teamId));
    if (!row) throw notFound(`No such ${nounOf(this.resource)}.`);
    return row as Row;
  }

  async create(body: Record<string, unknown>, caller: Caller): Promise<Row> {
    const given = toColumns(this.resource, this.t, body, 'create');
    await this.checkReferences(given, caller.teamId);
    const writer = this.options.writerOf?.(this.resource.name);
    const ctx: WriteContext = { db: this.db, teamId: caller.teamId, userId: caller.userId, mode: 'create' };
    const row = await this.insertRow(writer ? await writer.prepare(given, ctx) : given, caller);
    await writer?.written?.(row, { ...ctx, id: row.id as number });
    return row;
  }

  /**
   * One atomic statement: it matches only while the stored version is the one the client saw, so
   * two editors never overwrite each other silently. When nothing matched, find out why.
   */
  async update(id: number, body: Record<string, unknown>, caller: Caller): Promise<Row> {
    const given = toColumns(this.resource, this.t, body, 'update');
    await this.checkReferences(given, caller.teamId);
    const writer = this.options.writerOf?.(this.resource.name);
    const ctx: WriteContext = { db: this.db, teamId: caller.teamId, userId: caller.userId, mode: 'update', id };
    const values = writer ? await writer.prepare(given, ctx) : given;
    const expected = typeof body.version === 'number' ? body.version : undefined;
    const where = expected === undefined ? this.one(id, caller.teamId) : and(this.one(id, caller.teamId), eq(this.t.col('version'), expected));
    let row: Row | undefined;
    try {
      row = await this.write(async (db) => {
        // The audit row needs the values before: read under a row lock, so no other write slips in between.
        const [before] = this.audited ? ((await db.select().from(this.table).where(where).for('update')) as Row[]) : [];
        if (this.audited && !before) return undefined;
        const [updated] = (await db
          .update(this.table)
          .set({ ...values, version: sql`${this.t.col('version')} + 1`, updated_at: new Date(), updated_by_id: caller.userId } as never)
          .where(where)
          .returning()) as Row[];
        if (updated && before) await audit(db, [{ teamId: caller.teamId, userId: caller.userId, resource: this.resource.name, recordId: id, action: 'update', before, after: updated }]);
        return updated;
      });
    } catch (err) {
      throw writeError(this.resource, err) ?? err;
    }
    if (row) {
      this.totals.clear();
      await writer?.written?.(row, ctx);
      return row;
    }
    const current = await this.get(id, caller.teamId);
    throw conflict(await this.changedMessage(current));
  }

  /**
   * Server-side change of any columns (statuses moved by actions, counters), bypassing the
   * client-writable field list; `onlyWhen` makes it conditional in the same statement, so a
   * transition never races another. Undefined when the record exists but the condition failed.
   */
  async patch(id: number, values: Row, caller: Caller, onlyWhen?: SQL): Promise<Row | undefined> {
    const where = onlyWhen ? and(this.one(id, caller.teamId), onlyWhen) : this.one(id, caller.teamId);
    const [row] = (await this.db
      .update(this.table)
      .set({ ...values, version: sql`${this.t.col('version')} + 1`, updated_at: new Date(), updated_by_id: caller.userId } as never)
      .where(where)
      .returning()) as Row[];
    if (row) this.totals.clear();
    return row;
  }

  /** Inserts a row as the caller (a duplicate, a generated rate), skipping the client field list. */
  async insertRow(values: Row, caller: Caller): Promise<Row> {
    const scope = this.resource.scope === 'team' ? { team_id: caller.teamId } : {};
    try {
      const row = await this.write(async (db) => {
        const [inserted] = (await db
          .insert(this.table)
          .values({ ...values, ...scope, version: 1, created_by_id: caller.userId, updated_by_id: caller.userId } as never)
          .returning()) as Row[];
        if (this.audited) await audit(db, [{ teamId: caller.teamId, userId: caller.userId, resource: this.resource.name, recordId: inserted.id as number, action: 'create', after: inserted }]);
        return inserted;
      });
      this.totals.clear();
      return row;
    } catch (err) {
      throw writeError(this.resource, err) ?? err;
    }
  }

  /**
   * Forgets cached totals: called for every committed write to the table, whoever made it (the
   * change bus hears the database's notices), so domain services never call it themselves.
   */
  forgetTotals(): void {
    this.totals.clear();
  }

  async remove(id: number, caller: Caller): Promise<Row> {
    try {
      const row = await this.write(async (db) => {
        const [deleted] = (await db.delete(this.table).where(this.one(id, caller.teamId)).returning()) as Row[];
        if (deleted && this.audited) await audit(db, [{ teamId: caller.teamId, userId: caller.userId, resource: this.resource.name, recordId: id, action: 'delete', before: deleted }]);
        return deleted;
      });
      if (!row) throw notFound(`No such ${nounOf(this.resource)}.`);
      this.totals.clear();
      await this.options.removed?.(this.resource.name, row);
      return row;
    } catch (err) {
      throw (await deleteError(this.db, this.resource, err, id, this.options.labelOfTable)) ?? err;
    }
  }

  private async changedMessage(current: Row): Promise<string> {
    const byId = current.updated_by_id as number | null;
    const [who] = byId ? await this.db.select({ name: users.name }).from(users).where(eq(users.id, byId)) : [];
    const at = current.updated_at instanceof Date ? current.updated_at.toISOString().replace('T', ' ').slice(0, 16) + ' UTC' : String(current.updated_at);
    const title = current[this.resource.titleField];
    const what = title ? `${nounOf(this.resource)} "${String(title)}"` : nounOf(this.resource);
    return `This ${what} was changed by ${who?.name ?? 'someone else'} at ${at}. Reload to see their changes.`;
  }

  /** A reference field may only point at a record of the caller's own team. */
  private async checkReferences(values: Row, teamId: number): Promise<void> {
    for (const [name, f] of Object.entries(this.resource.fields)) {
      const id = values[name];
      if (f.kind !== 'reference' || !f.reference || id === null || id === undefined) continue;
      const target = this.options.tableOf(f.reference.resource);
      if (!target) continue;
      const ids = (Array.isArray(id) ? id : [id]).filter((v): v is number => typeof v === 'number');
      if (!ids.length) continue;
      const scoped = 'team_id' in target.columns ? and(inArray(target.col('id'), ids), eq(target.col('team_id'), teamId)) : inArray(target.col('id'), ids);
      const [{ n }] = await this.db.select({ n: count() }).from(target.table).where(scoped);
      if (Number(n) !== new Set(ids).size) throw invalid({ [name]: ['The chosen record does not exist.'] });
    }
  }
}
