import type { z } from 'zod';
import type { Role } from '../access/roles.ts';

/**
 * A custom action (send, stop, duplicate, test-call, ...): a POST/PATCH beside the CRUD routes,
 * at `<apiPath>/<id>/<path>` for one record or `<apiPath>/<path>` for the collection.
 */
export interface ActionDef {
  name: string;
  scope: 'item' | 'collection';
  method?: 'POST' | 'PATCH' | 'PUT' | 'GET';
  /** Defaults to the name. */
  path?: string;
  input?: z.ZodType;
  output?: z.ZodType;
  /** Asks for confirmation in the UI. */
  destructive?: boolean;
  /** Weakest role allowed; defaults to the resource's write role. */
  role?: Role;
  icon?: string;
}
