/**
 * Generic create and update of a route: an SMPP route needs its SMSC's host; an HTTP route needs
 * its vendor's address (its host is taken from it when not given), body and URL templates whose
 * placeholders Parley can fill, a JSON body that is JSON, and headers written as `Name: value`.
 * Written, the team's routing snapshot is forgotten like any route's.
 */
import { and, eq } from 'drizzle-orm';
import type { RecordWriter } from '../../../crud/record-writer.ts';
import type { Row } from '../../../crud/record.ts';
import { smsRoutes } from '../../../db/schema/index.ts';
import { invalid } from '../../../http/errors.ts';
import { openCredential } from '../../../security/credentials.ts';
import { DEFAULT_BODIES, PLACEHOLDERS, fillTemplate, parseHeaderLines, unknownPlaceholders, type TemplateValues } from '../http/request-template.ts';
import { forgetSnapshot } from './cache.ts';

const SAMPLE = Object.fromEntries(PLACEHOLDERS.map((p) => [p, 'x'])) as TemplateValues;
const present = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function httpErrors(route: Row, errors: Record<string, string[]>, values: Row): void {
  const url = route.http_url;
  if (!present(url)) errors.http_url = ['An HTTP route needs the address the vendor takes messages at.'];
  else {
    let parsed: URL | null = null;
    try {
      parsed = new URL(fillTemplate(url, SAMPLE, 'url'));
    } catch {
      parsed = null;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol)) errors.http_url = ['Write the full address, starting with https:// or http://.'];
    else if (!present(route.host)) values.host = parsed.hostname;
    const unknown = unknownPlaceholders(url);
    if (unknown.length) errors.http_url = [`Parley cannot fill ${unknown.map((u) => `{{${u}}}`).join(', ')}; use ${PLACEHOLDERS.map((p) => `{{${p}}}`).join(' ')}.`];
  }
  const body = present(route.http_body) ? route.http_body : null;
  if (body) {
    const unknown = unknownPlaceholders(body);
    if (unknown.length) errors.http_body = [`Parley cannot fill ${unknown.map((u) => `{{${u}}}`).join(', ')}; use ${PLACEHOLDERS.map((p) => `{{${p}}}`).join(' ')}.`];
    else if ((route.http_method ?? 'POST') === 'POST' && (route.http_format ?? 'json') === 'json') {
      try {
        JSON.parse(fillTemplate(body, SAMPLE, 'json'));
      } catch {
        errors.http_body = [`The body is not JSON once filled; put each placeholder inside quotes, e.g. ${DEFAULT_BODIES.json.slice(0, 30)}…`];
      }
    }
  }
  // A secret left empty on an edit keeps the stored one: only what is sent is checked (sealed by now).
  if (present(values.http_headers)) {
    const { bad } = parseHeaderLines(openCredential(values.http_headers));
    if (bad.length) errors.http_headers = [`Write one header per line as Name: value (not "${bad[0]}").`];
  }
}

export const routeRecordWriter: RecordWriter = {
  async prepare(values, ctx) {
    let stored: Row = {};
    if (ctx.mode === 'update') {
      const [row] = await ctx.db.select().from(smsRoutes).where(and(eq(smsRoutes.id, ctx.id ?? 0), eq(smsRoutes.team_id, ctx.teamId)));
      // Not the team's route: the update answers 404 by itself.
      if (!row) return values;
      stored = row as Row;
    }
    const route: Row = { ...stored, ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) };
    const errors: Record<string, string[]> = {};
    if ((route.protocol ?? 'smpp') === 'http') httpErrors(route, errors, values);
    else if (!present(route.host)) errors.host = ['An SMPP route needs the host of its SMSC.'];
    if (Object.keys(errors).length) throw invalid(errors);
    return values;
  },
  async written(_row, ctx) {
    forgetSnapshot(ctx.db, ctx.teamId);
  },
};
