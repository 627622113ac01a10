/**
 * A resource's routes under its parent record (resources/kit: `nestedUnder`), beside its flat ones:
 * `<parent>/:id/<path>` lists and creates, `<parent>/:id/<path>/:childId` reads, updates and
 * deletes. The parent must be the caller team's (else 404), and a child of another parent is a
 * 404 too, so a URL never reaches a record that is not under it.
 */
import { z } from 'zod';
import { createSchema, resourceByName, updateSchema, type Resource } from '../../resources/kit/index.ts';
import { callerOf } from '../auth/plugin.ts';
import type { ZodApp } from '../http/zod-app.ts';
import { notFound } from '../http/errors.ts';
import { nounOf } from './db-errors.ts';
import { parseListParams } from './list-params.ts';
import { apiRecordSchema, toRecord } from './record.ts';
import { idParams } from './routes.ts';
import type { CrudStore } from './store.ts';
import type { ResourceTable } from '../db/resource-table.ts';

const int4 = z.coerce.number().int().positive().max(2_147_483_647);
const childParams = z.object({ id: int4, childId: int4 });

export function registerNestedRoutes(app: ZodApp, resource: Resource, t: ResourceTable, store: CrudStore, parentStore: CrudStore): void {
  const nest = resource.nestedUnder!;
  const parent = resourceByName(nest.resource)!;
  const base = `${parent.apiPath}/:id/${nest.path}`;
  const tags = [resource.name];
  const record = apiRecordSchema(resource);
  const access = (action: 'list' | 'show' | 'create' | 'edit' | 'delete') => ({ access: { resource: resource.name, action } });
  const parentOf = (id: number, teamId: number) => parentStore.get(id, teamId);
  const child = async (parentId: number, childId: number, teamId: number) => {
    await parentOf(parentId, teamId);
    const row = await store.get(childId, teamId);
    if (row[nest.field] !== parentId) throw notFound(`No such ${nounOf(resource)} under this ${nounOf(parent)}.`);
    return row;
  };
  const { [nest.field]: _fixed, ...createShape } = createSchema(resource).shape;
  const { [nest.field]: _moved, ...updateShape } = updateSchema(resource).shape;
  const createBody = z.strictObject(createShape);
  const updateBody = z.strictObject(updateShape);

  app.get(base, { config: access('list'), schema: { tags, summary: `List the ${resource.name} of one of ${parent.name}`, params: idParams, response: { 200: z.array(record) } } }, async (request, reply) => {
    const who = callerOf(request);
    await parentOf(request.params.id, who.teamId);
    const params = parseListParams(resource, request.query as Record<string, unknown>, { integerFields: t.integerFields });
    params.filters.push({ field: nest.field, op: 'eq', value: request.params.id });
    const { rows, total } = await store.list(params, who.teamId);
    reply.header('x-total-count', String(total)).header('access-control-expose-headers', 'x-total-count');
    return rows.map((r) => toRecord(resource, r));
  });

  app.post(base, { config: access('create'), schema: { tags, summary: `Create one of ${resource.name} under one of ${parent.name}`, params: idParams, body: createBody, response: { 201: record } } }, async (request, reply) => {
    const who = callerOf(request);
    await parentOf(request.params.id, who.teamId);
    const row = await store.create({ ...(request.body as Record<string, unknown>), [nest.field]: request.params.id }, who);
    return reply.status(201).send(toRecord(resource, row));
  });

  const item = `${base}/:childId`;
  app.get(item, { config: access('show'), schema: { tags, summary: `One of ${resource.name} under one of ${parent.name}`, params: childParams, response: { 200: record } } }, async (request) =>
    toRecord(resource, await child(request.params.id, request.params.childId, callerOf(request).teamId)),
  );
  for (const method of ['put', 'patch'] as const) {
    app[method](item, { config: access('edit'), schema: { tags, summary: `Update one of ${resource.name} under one of ${parent.name}`, params: childParams, body: updateBody, response: { 200: record } } }, async (request) => {
      const who = callerOf(request);
      await child(request.params.id, request.params.childId, who.teamId);
      return toRecord(resource, await store.update(request.params.childId, request.body as Record<string, unknown>, who));
    });
  }
  app.delete(item, { config: access('delete'), schema: { tags, summary: `Delete one of ${resource.name} under one of ${parent.name}`, params: childParams, response: { 200: record } } }, async (request) => {
    const who = callerOf(request);
    await child(request.params.id, request.params.childId, who.teamId);
    return toRecord(resource, await store.remove(request.params.childId, who));
  });
}
