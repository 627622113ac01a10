/**
 * Which calls a figures request covers: the calls list's own filters (parsed and whitelisted as the
 * list parses them, so a figure never counts what the list would not show) within the caller's team,
 * and `from`/`to` as UTC days of when the call was placed. A bad parameter is a 422 naming it.
 */
import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import { calls as callsResource } from '../../../../resources/voice/calls.ts';
import { parseListParams } from '../../../crud/list-params.ts';
import { listWhere } from '../../../crud/list-sql.ts';
import { resourceTable } from '../../../db/resource-tables.ts';
import { calls } from '../../../db/schema/index.ts';
import { dayRange, type DayRange } from '../../dashboard/range.ts';

/** Parameters the figures endpoints read themselves; everything else is a list filter. */
const OWN = new Set(['from', 'to', 'rows', 'columns', 'measure', '_start', '_end', '_sort', '_order']);

/**
 * When a call was placed: its start, or for a call never answered (started_at stays empty until
 * pickup) when Parley wrote it.
 */
export const placedAt = sql`coalesce(${calls.started_at}, ${calls.created_at})`;

export interface CallScope {
  where: SQL;
  /** The asked days; none when the request gave neither from nor to and needs no range. */
  range: DayRange | null;
}

export function callScope(teamId: number, query: Record<string, unknown>, { needsRange = false, now = Date.now() } = {}): CallScope {
  const filters = Object.fromEntries(Object.entries(query).filter(([k]) => !OWN.has(k)));
  const params = parseListParams(callsResource, filters, { integerFields: resourceTable('calls')!.integerFields });
  const from = typeof query.from === 'string' ? query.from : undefined;
  const to = typeof query.to === 'string' ? query.to : undefined;
  const range = from || to || needsRange ? dayRange({ from, to }, now) : null;
  const conditions = [listWhere(callsResource, resourceTable('calls')!, teamId, params)];
  if (range) conditions.push(gte(placedAt, range.start), lt(placedAt, range.end));
  return { where: and(...conditions)!, range };
}
