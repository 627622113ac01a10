import type { Resource } from '../../resources/kit/index.ts';
import type { Row } from '../crud/record.ts';

/** A record's field values (no id, team, version or stamps), for inserting a copy. */
export function fieldValues(resource: Resource, row: Row): Row {
  return Object.fromEntries(Object.keys(resource.fields).map((name) => [name, row[name]]));
}

/** "Name (copy)", kept within a text field's length. */
export function copyName(name: string, max = 120): string {
  const suffix = ' (copy)';
  return name.length + suffix.length <= max ? name + suffix : name.slice(0, max - suffix.length) + suffix;
}
