/** Which list columns a user shows, remembered per user and resource in localStorage. */
import type { Resource } from '../../resources/kit/index.ts';

export const columnsKey = (userId: number | string, resource: string) => `parley.columns.${userId}.${resource}`;

/** Columns shown until the user chooses: fields with `list: true`. */
export function defaultColumns(resource: Resource): string[] {
  return Object.entries(resource.fields).filter(([, f]) => f.list === true).map(([name]) => name);
}

/** Columns the chooser offers: `list: true` and `list: 'hidden'` fields, in declaration order. */
export function choosableColumns(resource: Resource): string[] {
  return Object.entries(resource.fields).filter(([, f]) => f.list === true || f.list === 'hidden').map(([name]) => name);
}

export function loadColumns(userId: number | string, resource: Resource): string[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(columnsKey(userId, resource.name)) ?? 'null');
    if (Array.isArray(saved)) {
      const allowed = choosableColumns(resource);
      // Declaration order, and fields that no longer exist are dropped.
      return allowed.filter((name) => saved.includes(name));
    }
  } catch {
    // unreadable: fall back to the defaults
  }
  return defaultColumns(resource);
}

export function saveColumns(userId: number | string, resource: Resource, columns: readonly string[]): void {
  localStorage.setItem(columnsKey(userId, resource.name), JSON.stringify(columns));
}
