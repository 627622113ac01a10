/**
 * The routes of a resource's custom actions (resources/kit/actions.ts): `<apiPath>/<id>/<path>` for
 * one record, `<apiPath>/<path>` for the collection. An item action first loads the record within
 * the caller's team, so another team's id is a 404 whatever the action; the shared can() decides
 * who may run it; input and output are validated by the action's schemas and documented in OpenAPI.
 */
import { z } from 'zod';
import { actionInputSchema, actionPath, type Resource } from '../../resources/kit/index.ts';
import { authOf } from '../auth/plugin.ts';
import type { AppContext } from '../context.ts';
import type { ZodApp } from '../http/zod-app.ts';
import type { ActionHandler } from '../actions/types.ts';
import { refusal } from './transition.ts';
import { idParams } from './routes.ts';
import type { CrudStore } from './store.ts';
import { audit, isAudited } from './audit.ts';

const done = z.object({}).loose();

export function registerActionRoutes(
  app: ZodApp,
  ctx: AppContext,
  resource: Resource,
  store: CrudStore,
  handlers: Record<string, ActionHandler> | undefined,
): void {
  for (const action of resource.actions ?? []) {
    const handler = handlers?.[action.name];
    if (!handler) throw new Error(`action ${resource.name}.${action.name} is declared but has no handler in its area's manifest (server/domains/<area>/actions.ts)`);
    const method = action.method ?? 'POST';
    const input = actionInputSchema(action);
    app.route({
      method,
      url: actionPath(resource.apiPath, action),
      config: { access: { resource: resource.name, action: action.name } },
      schema: {
        tags: [resource.name],
        summary: `${action.name} (${action.scope === 'item' ? 'one record' : 'all records'} of ${resource.name})`,
        ...(action.scope === 'item' && { params: idParams }),
        ...(method === 'GET' ? (action.input ? { querystring: input } : {}) : { body: input }),
        response: { 200: action.output ?? done },
      },
      handler: async (request) => {
        const auth = authOf(request);
        const caller = { teamId: auth.team.id, userId: auth.user.id };
        const id = action.scope === 'item' ? (request.params as { id: number }).id : undefined;
        const record = id === undefined ? {} : await store.get(id, caller.teamId);
        const refused = id === undefined ? undefined : refusal({ resource, action }, record);
        if (refused) throw refused;
        const given = (method === 'GET' ? request.query : request.body) as Record<string, unknown> | undefined;
        const key = request.headers['idempotency-key'];
        const idempotencyKey = typeof key === 'string' && key.trim() ? key.trim().slice(0, 200) : undefined;
        const answer = await handler({ app: ctx, resource, action, caller, store, record, input: given ?? {}, idempotencyKey });
        // An action may add or remove records of its own table (duplicate): the list's total is
        // counted again at once, as after a generic write, not only when the change bus hears of it.
        if (method !== 'GET') store.forgetTotals();
        // An action on an audited record leaves its row: what the action moved (a status, a balance) and the note given.
        if (method !== 'GET' && id !== undefined && isAudited(resource.name)) {
          const after = await store.get(id, caller.teamId).catch(() => undefined);
          const note = typeof given?.note === 'string' ? given.note : typeof given?.reason === 'string' ? given.reason : null;
          await audit(ctx.database.db, [{ teamId: caller.teamId, userId: caller.userId, resource: resource.name, recordId: id, action: action.name, before: record, after, note }]);
        }
        return answer;
      },
    });
  }
}
