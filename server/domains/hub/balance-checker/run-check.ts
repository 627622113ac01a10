/**
 * One run of a balance checker: its request through the outbound client (the guard on addresses,
 * the team's allowed hosts, the checker's timeout, a read limit), then the balance read from the
 * answer. It never throws for what the vendor did: the result says it in `error` and `error_code`,
 * worded for the person who set the checker up.
 */
import { parseHeaders } from '../../../../resources/voice/tool-headers.ts';
import type { BalanceCheckErrorCode, BalanceCheckResult } from '../../../../resources/hub/balance-checker.ts';
import type { Database } from '../../../db/client.ts';
import { OutboundError, OutboundHttpError, OutboundRefused, OutboundTimeout, OutboundTooLarge, outboundPolicyOf, type OutboundClient } from '../../../http/outbound/index.ts';
import { openCredential } from '../../../security/credentials.ts';
import { readBalance } from './read-balance.ts';
import type { CompanyRef, RunnableRequest } from './settings.ts';

/** The part of the app a run needs (the AppContext has it). */
export interface CheckApp {
  database: Database;
  outbound: OutboundClient;
}

/** The most of an answer shown back; a balance answer is small, and a larger one is refused while it downloads. */
export const SHOWN_BODY_BYTES = 4 * 1024;
const READ_LIMIT_BYTES = 512 * 1024;

export async function runCheck(app: CheckApp, company: CompanyRef, request: RunnableRequest, options: { retries?: number; now?: Date } = {}): Promise<BalanceCheckResult> {
  const checkedAt = options.now ?? new Date();
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  const result = (fields: Partial<BalanceCheckResult> & { error_code?: BalanceCheckErrorCode | null }): BalanceCheckResult => ({
    ok: false, status: null, body: null, truncated: false, raw: null, balance: null, error: null, error_code: null,
    ...fields,
    latency_ms: latency(),
    currency: request.currency,
    checked_at: checkedAt.toISOString(),
  });

  const headers = headersOf(request.headers);
  if (typeof headers === 'string') return result({ error: headers, error_code: 'headers' });
  const body = request.method === 'POST' && request.body ? filled(request.body, company, checkedAt) : undefined;
  const given = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  const timeoutMs = request.timeout_seconds * 1000;
  try {
    const res = await app.outbound.request({
      ...(await outboundPolicyOf(app.database.db, company.team_id)),
      url: request.url,
      method: request.method,
      headers: {
        ...(!given.has('accept') && { accept: 'application/json, text/plain;q=0.9, */*;q=0.5' }),
        ...(body !== undefined && !given.has('content-type') && { 'content-type': looksJson(body) ? 'application/json' : 'text/plain; charset=utf-8' }),
        ...headers,
      },
      ...(body !== undefined && { body }),
      timeoutMs,
      connectTimeoutMs: Math.min(timeoutMs, 5_000),
      maxBytes: READ_LIMIT_BYTES,
      // A balance query changes nothing at the vendor, so a POST may be asked again too.
      retries: options.retries ?? 0,
      retryable: true,
      acceptStatus: () => true,
      purpose: 'balance-check',
    });
    const text = res.body.toString('utf8');
    const shown = { status: res.status, body: res.body.subarray(0, SHOWN_BODY_BYTES).toString('utf8'), truncated: res.body.length > SHOWN_BODY_BYTES };
    if (res.status >= 400) return result({ ...shown, error: new OutboundHttpError(res.status, hostOf(request.url), '', res.attempts).message, error_code: 'http_status' });
    const read = readBalance(request.extract_kind, request.expression, text);
    if (!read.ok) return result({ ...shown, raw: read.raw, error: read.problem, error_code: read.code });
    return result({ ...shown, ok: true, raw: read.raw, balance: read.units });
  } catch (error) {
    // Each outbound error's message says what to do (allow the host in team settings, check DNS…).
    if (error instanceof OutboundError) return result({ error: error.message, error_code: codeOf(error) });
    return result({ error: `The request failed: ${error instanceof Error ? error.message : String(error)}`, error_code: 'network' });
  }
}

function codeOf(error: OutboundError): BalanceCheckErrorCode {
  if (error instanceof OutboundRefused) return 'refused';
  if (error instanceof OutboundTimeout) return 'timeout';
  if (error instanceof OutboundTooLarge) return 'too_large';
  if (error instanceof OutboundHttpError) return 'http_status';
  return 'network';
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

const looksJson = (text: string) => /^\s*[{[]/.test(text);

/** The body with its placeholders filled; inside a JSON body, values are escaped as JSON string content. */
export function filled(template: string, company: CompanyRef, now: Date): string {
  const json = looksJson(template);
  const values: Record<string, string> = {
    now: now.toISOString(),
    date: now.toISOString().slice(0, 10),
    timestamp: String(Math.floor(now.getTime() / 1000)),
    company_id: String(company.id),
    company_name: company.name,
  };
  return template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return json ? JSON.stringify(value).slice(1, -1) : value;
  });
}

/** The stored headers in plain text, or why they cannot be read. */
function headersOf(sealed: string | null): Record<string, string> | string {
  if (!sealed) return {};
  let plain: string;
  try {
    plain = openCredential(sealed);
  } catch {
    return 'The checker\'s headers are sealed with a key this server does not have; enter them again.';
  }
  const parsed = parseHeaders(plain);
  return 'problem' in parsed ? parsed.problem : parsed.headers;
}
