/**
 * A node type's settings as a resource for the form widgets (FormField, FieldInput): its fields are
 * the node type's FieldDefs, and its name makes their i18n keys `automations.nodes.<type>.fields.<field>`
 * and `automations.nodes.<type>.enums.<field>.<value>`.
 */
import type { Resource } from '../../../resources/kit/index.ts';
import { NODE_TYPES, type NodeTypeName } from '../../../resources/automations/automation-nodes.ts';

const made = new Map<NodeTypeName, Resource>();

export function nodeResource(type: NodeTypeName): Resource {
  let resource = made.get(type);
  if (!resource) {
    resource = Object.freeze({ name: `automations.nodes.${type}`, apiPath: '', routes: {}, scope: 'team', titleField: 'id', fields: NODE_TYPES[type].fields, closed: [] }) as unknown as Resource;
    made.set(type, resource);
  }
  return resource;
}

export const nodeKey = (type: string) => `automations.nodes.${type}`;
