/** What a custom action's server code receives and returns (see resources/kit/actions.ts). */
import type { ActionDef, Resource } from '../../resources/kit/index.ts';
import type { AppContext } from '../context.ts';
import type { Caller, CrudStore } from '../crud/store.ts';
import type { Row } from '../crud/record.ts';

export interface ActionContext {
  app: AppContext;
  resource: Resource;
  action: ActionDef;
  caller: Caller;
  /** The store of this resource, for generic status moves; anything more is a domain service's. */
  store: CrudStore;
  /** For item actions: the record, already loaded within the caller's team (another team's id is a 404 before the handler runs). */
  record: Row;
  /** The validated input (the action's input schema), or {} when it has none. */
  input: Record<string, unknown>;
  /** The request's Idempotency-Key header: an action that moves money or sends does it once per key. */
  idempotencyKey?: string;
}

/** The answer must match the action's output schema; the route serialises it through that schema. */
export type ActionHandler = (ctx: ActionContext) => Promise<unknown>;

/** Handlers by resource name, then action name. */
export type ActionHandlers = Record<string, Record<string, ActionHandler>>;
