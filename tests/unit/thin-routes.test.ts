/**
 * Routes only call services (docs/architecture.md#layers): a route file parses the request,
 * checks access, calls one service and answers; the queries are the services'. A route file that
 * reads or writes the database itself fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSpecifiersWithKind, sourceFiles, withoutComments } from './import-graph.ts';

/** Whether a file's code queries the database: a table imported as a value, or a query run on a database or transaction. */
export function queriesDatabase(source: string): boolean {
  const tables = importSpecifiersWithKind(source).some(({ specifier, kind }) => kind !== 'type' && /\/db\/schema(\/|\.ts$|$)/.test(specifier));
  const query = /\b(db|tx|database\.db)\s*\.\s*(select|selectDistinct|insert|update|delete|execute|transaction|query)\s*[(.]/.test(withoutComments(source));
  return tables || query;
}

describe('route files', () => {
  it('tells a query from what is not one', () => {
    expect(queriesDatabase("import { contacts } from '../db/schema/index.ts';")).toBe(true);
    expect(queriesDatabase("import type { ContactRow } from '../db/schema/index.ts';")).toBe(false);
    expect(queriesDatabase('const [row] = await ctx.database.db.select().from(t);')).toBe(true);
    expect(queriesDatabase('await tx.execute(sql`select 1`);')).toBe(true);
    expect(queriesDatabase('open.delete(sse.end); // db.select() in a comment')).toBe(false);
  });

  it('leave the queries to services', () => {
    const files = [...sourceFiles('server/routes'), 'server/webhooks/routes.ts'].map((f) => f.split(path.sep).join('/'));
    const querying = files.filter((file) => queriesDatabase(fs.readFileSync(file, 'utf8'))).sort();
    expect(querying, 'these route files query the database: move the queries into a service of the area (server/domains/<area>/) or of the core (server/auth/, server/teams/, …) and call it').toEqual([]);
  });

  it('know nothing of the database layer: no table, row type or client from server/db/', () => {
    const files = [...sourceFiles('server/routes'), 'server/webhooks/routes.ts'].map((f) => f.split(path.sep).join('/'));
    const reaching = files.filter((file) => importSpecifiersWithKind(fs.readFileSync(file, 'utf8')).some(({ specifier }) => /(^|\/)db\//.test(specifier))).sort();
    expect(reaching, 'these route files import from server/db/: the service they call owns its rows and answers the contract shape').toEqual([]);
  });
});
