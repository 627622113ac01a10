/** Settings without the empty values a cleared widget leaves (null, '', []): the server's schemas take no null. */
import type { Settings } from './graph-doc.ts';

export function cleanSettings(values: Record<string, unknown>): Settings {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length)));
}
