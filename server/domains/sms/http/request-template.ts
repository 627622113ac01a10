/**
 * The request an HTTP route sends for a message or a part, from the route's templates
 * (docs/areas/sms.md#http-routes): placeholders in the URL and the body are filled with the
 * message's values, escaped for where they stand (URL-encoded in the URL and in form fields,
 * as a JSON string's content in a JSON body), and the headers are `Name: value` lines.
 */

export const PLACEHOLDERS = ['to', 'from', 'text', 'udh', 'part', 'parts', 'ref', 'encoding', 'dlr_url'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type TemplateValues = Record<Placeholder, string>;

export type BodyFormat = 'json' | 'form';

/** What a route sends when it has no body template of its own. */
export const DEFAULT_BODIES: Record<BodyFormat, string> = {
  json: '{"to":"{{to}}","from":"{{from}}","text":"{{text}}","udh":"{{udh}}","part":"{{part}}","parts":"{{parts}}","ref":"{{ref}}","dlr_url":"{{dlr_url}}"}',
  form: 'to={{to}}&from={{from}}&text={{text}}&udh={{udh}}&part={{part}}&parts={{parts}}&ref={{ref}}&dlr_url={{dlr_url}}',
};

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;
const KNOWN = new Set<string>(PLACEHOLDERS);

/** The placeholders a template names that Parley cannot fill. */
export function unknownPlaceholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]).filter((name) => !KNOWN.has(name)))];
}

/** Inside a JSON string: the value's JSON escape without its quotes. */
const inJson = (value: string) => JSON.stringify(value).slice(1, -1);

export function fillTemplate(template: string, values: TemplateValues, escape: 'json' | 'url'): string {
  const encode = escape === 'json' ? inJson : encodeURIComponent;
  return template.replace(PLACEHOLDER, (whole, name: string) => (KNOWN.has(name) ? encode(values[name as Placeholder]) : whole));
}

export interface RequestTemplate {
  url: string;
  method: 'POST' | 'GET';
  format: BodyFormat;
  body: string | null;
}

export interface FilledRequest {
  url: string;
  method: 'POST' | 'GET';
  headers: Record<string, string>;
  body?: string;
}

/** A GET carries the body's fields in its query; a POST carries them as its body. */
export function fillRequest(t: RequestTemplate, values: TemplateValues): FilledRequest {
  const url = fillTemplate(t.url, values, 'url');
  const template = t.body?.trim() || DEFAULT_BODIES[t.method === 'GET' ? 'form' : t.format];
  if (t.method === 'GET') {
    const query = fillTemplate(template, values, 'url');
    return { url: `${url}${url.includes('?') ? '&' : '?'}${query}`, method: 'GET', headers: {} };
  }
  if (t.format === 'json') return { url, method: 'POST', headers: { 'content-type': 'application/json' }, body: fillTemplate(template, values, 'json') };
  return { url, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: fillTemplate(template, values, 'url') };
}

/** `Name: value` lines into headers; answers the lines that are not a header. */
export function parseHeaderLines(text: string | null | undefined): { headers: Record<string, string>; bad: string[] } {
  const headers: Record<string, string> = {};
  const bad: string[] = [];
  for (const line of (text ?? '').split(/\r?\n/)) {
    if (!line.trim()) continue;
    const match = /^\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*:\s*(.*?)\s*$/.exec(line);
    if (match) headers[match[1].toLowerCase()] = match[2];
    else bad.push(line.trim().slice(0, 40));
  }
  return { headers, bad };
}

/** The value at a dotted path (`messages.0.id`) of a parsed JSON answer, as text; null when there is none. */
export function valueAtPath(data: unknown, path: string): string | null {
  let at: unknown = data;
  for (const key of path.split('.').filter(Boolean)) {
    if (at === null || typeof at !== 'object') return null;
    at = (at as Record<string, unknown>)[key];
  }
  return typeof at === 'string' || typeof at === 'number' || typeof at === 'bigint' ? String(at) : null;
}
