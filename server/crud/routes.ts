/**
 * The REST routes of one resource at its apiPath (the app adds the API base): list, show, create,
 * update (PUT and PATCH) and delete, validated by the schemas derived from the resource and
 * documented in OpenAPI under the resource's name.
 */
import { z } from 'zod';
import { createSchema, filterOperators, searchFields, sortableFields, updateSchema, type Resource } from '../../resources/kit/index.ts';
import { authOf, callerOf } from '../auth/plugin.ts';
import { HttpError } from '../http/errors.ts';
import { nounOf } from './db-errors.ts';
import type { ZodApp } from '../http/zod-app.ts';
import { MAX_PAGE } from '../http/list-query.ts';
import { parseListParams } from './list-params.ts';
import { apiRecordSchema, toRecord } from './record.ts';
import type { CrudStore } from './store.ts';
import type { ResourceTable } from '../db/resource-table.ts';

/** Ids are int4: a huge number is a 422, never a database error. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Documents the list parameters; the real parsing is parseListParams (field names are dynamic). */
function listQuerySchema(resource: Resource) {
  const filters = Object.entries(filterOperators(resource))
    .map(([f, ops]) => `${f} (${ops.join(', ')})`)
    .join('; ');
  return z
    .looseObject({
      _start: z.string().optional().describe('Offset of the first record (default 0).'),
      _end: z.string().optional().describe(`Offset after the last record (default _start + 10; at most ${MAX_PAGE} per page).`),
      _sort: z.string().optional().describe(`Comma list of: ${sortableFields(resource).join(', ')}.`),
      _order: z.string().optional().describe('Comma list of asc or desc, one per _sort field.'),
      q: z.string().optional().describe(searchFields(resource).length ? `Contains search over: ${searchFields(resource).join(', ')}.` : 'No free-text search on this list.'),
    })
    .describe(`Filters: field=value (repeat for "in"), field_like, field_gte, field_lte, field_ne, on: ${filters}.`);
}

export function registerCrudRoutes(app: ZodApp, resource: Resource, t: ResourceTable, store: CrudStore): void {
  const record = apiRecordSchema(resource);
  const tags = [resource.name];
  const access = (action: 'list' | 'show' | 'create' | 'edit' | 'delete') => ({ access: { resource: resource.name, action } });
  const path = resource.apiPath;
  const item = `${path}/:id`;
  // Records Parley writes (calls, invoices, logs): what nobody may do answers 405, undocumented.
  const closed = new Set(resource.closed);
  const open = (action: 'create' | 'edit' | 'delete', method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string): boolean => {
    if (action === 'create' && resource.createdFrom) {
      app.route({ method, url, config: access('list'), schema: { hide: true }, handler: async () => refuseGenericCreate(resource) });
      return false;
    }
    if (!closed.has(action)) return true;
    app.route({ method, url, config: access('list'), schema: { hide: true }, handler: async () => refuseByHand(resource, action) });
    return false;
  };

  app.get(
    path,
    {
      config: access('list'),
      schema: { tags, summary: `List ${resource.name} (json-server parameters; total in x-total-count)`, querystring: listQuerySchema(resource), response: { 200: z.array(record) } },
    },
    async (request, reply) => {
      const teamId = callerOf(request).teamId;
      const query = request.query as Record<string, unknown>;
      const extra = store.listExtension && (await store.listExtension.read(query, teamId, { staff: authOf(request).actor.is_staff }));
      const params = parseListParams(resource, extra ? extra.rest : query, { integerFields: t.integerFields });
      const { rows, total } = await store.list(params, teamId, extra);
      reply.header('x-total-count', String(total)).header('access-control-expose-headers', 'x-total-count');
      return rows.map((r) => toRecord(resource, r));
    },
  );

  app.get(item, { config: access('show'), schema: { tags, summary: `One of ${resource.name}`, params: idParams, response: { 200: record } } }, async (request) =>
    toRecord(resource, await store.get(request.params.id, callerOf(request).teamId)),
  );

  if (open('create', 'POST', path)) {
    app.post(
      path,
      { config: { ...access('create'), bodyOf: resource.name }, schema: { tags, summary: `Create one of ${resource.name}`, body: createSchema(resource), response: { 201: record } } },
      async (request, reply) => {
        const row = await store.create(request.body as Record<string, unknown>, callerOf(request));
        return reply.status(201).send(toRecord(resource, row));
      },
    );
  }

  const update = updateSchema(resource);
  for (const method of ['put', 'patch'] as const) {
    if (!open('edit', method === 'put' ? 'PUT' : 'PATCH', item)) continue;
    app[method](
      item,
      {
        config: { ...access('edit'), bodyOf: resource.name },
        schema: {
          tags,
          summary: `Update one of ${resource.name} (${method === 'put' ? 'PUT' : 'PATCH'}; fields given are changed; a stale version answers 409)`,
          params: idParams,
          body: update,
          response: { 200: record },
        },
      },
      async (request) => toRecord(resource, await store.update(request.params.id, request.body as Record<string, unknown>, callerOf(request))),
    );
  }

  if (open('delete', 'DELETE', item)) {
    app.delete(
      item,
      { config: access('delete'), schema: { tags, summary: `Delete one of ${resource.name}; answers the deleted record`, params: idParams, response: { 200: record } } },
      async (request) => toRecord(resource, await store.remove(request.params.id, callerOf(request))),
    );
  }
}

/** 405 for a record made by a request of its own (an upload from its file), naming it. */
function refuseGenericCreate(resource: Resource): never {
  const { closed } = resource;
  const allow = ['GET', ...(closed.includes('edit') ? [] : ['PUT', 'PATCH']), ...(closed.includes('delete') ? [] : ['DELETE'])];
  throw new HttpError(405, `Parley makes each ${nounOf(resource)} from what you send: ${resource.createdFrom}.`, undefined, { allow: allow.join(', ') });
}

/** 405 for what nobody may do to a record Parley writes, with the verbs that remain. */
function refuseByHand(resource: Resource, action: 'create' | 'edit' | 'delete'): never {
  const { closed } = resource;
  const allow = ['GET', ...(closed.includes('edit') ? [] : ['PUT', 'PATCH']), ...(closed.includes('delete') ? [] : ['DELETE'])];
  const noun = nounOf(resource);
  const what = { create: `created by hand`, edit: `changed by hand`, delete: `deleted` }[action];
  throw new HttpError(405, `Parley records each ${noun} itself; it cannot be ${what}.`, undefined, { allow: allow.join(', ') });
}
