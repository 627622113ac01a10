/**
 * A tool's request headers: `Name: value` lines, one header a line. They usually carry a
 * credential (an Authorization or API-key header), so the field is a secret: sealed at rest and
 * answered as a mask.
 */
import { z } from '../validation.ts';

const NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Set by Parley for every request; a tool may not change them. */
const RESERVED = new Set(['host', 'content-length', 'transfer-encoding', 'connection']);

/** The headers of a `Name: value` text, or the first line that is not one. */
export function parseHeaders(text: string | null | undefined): { headers: Record<string, string> } | { problem: string } {
  const headers: Record<string, string> = {};
  for (const [i, raw] of (text ?? '').split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line) continue;
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    if (!NAME.test(name)) return { problem: `Line ${i + 1} is not a header: write it as Name: value.` };
    if (RESERVED.has(name.toLowerCase())) return { problem: `Parley sets ${name} itself; leave it out.` };
    headers[name] = line.slice(colon + 1).trim();
  }
  return { headers };
}

/** The `headers` field's schema; the mask of a stored value passes (an edit that keeps it). */
export const toolHeadersSchema = () =>
  z
    .string()
    .max(8000)
    .superRefine((value, ctx) => {
      if (value.startsWith('••••')) return;
      const parsed = parseHeaders(value);
      if ('problem' in parsed) ctx.addIssue({ code: 'custom', message: parsed.problem });
    });
