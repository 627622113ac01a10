/** SQL pieces the dashboard's queries share. */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** The UTC calendar day of a timestamp, as `YYYY-MM-DD`. */
export const utcDay = (column: AnyColumn): SQL<string> => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** count(*) as a number (PostgreSQL answers bigint, which the drivers hand over as text). */
export const countAll = (): SQL<number> => sql<number>`count(*)`.mapWith(Number);

/** A sum of integer minor units as a number; amounts stay integers throughout. */
export const sumOf = (column: AnyColumn): SQL<number> => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
