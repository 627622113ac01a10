/**
 * A real lookup provider over HTTP, through Parley's outbound client (server/http/outbound/: the
 * address guard, the team's allowed hosts, timeouts). The contract it speaks (README, "Number
 * lookups"), which most HLR/MNP resellers offer or a small shim in front of one can:
 *
 *   GET <base_url>/hlr?number=%2B447700900123    Authorization: Bearer <api key>
 *   → 200 {"status": "valid"|"invalid"|"absent"|"unknown", "network": "O2", "mcc": "234",
 *          "mnc": "10", "ported": false, "roaming": false, "cost": 1, "currency": "USD"}
 *   GET <base_url>/mnp?number=%2B447700900123
 *   → 200 {"ported": true, "country": "GB", "original_network": "O2", "current_network": "EE",
 *          "mcc": "234", "mnc": "30", "cost": 1, "currency": "USD"}
 *
 * Every field but `status` (HLR) and `ported` (MNP) may be left out; `cost` is in minor units of
 * `currency` (USD, EUR or GBP; USD when left out). A 401 or 403 means the key is wrong, 404 that the
 * base URL is not such an API: neither is tried again. A 429, a 5xx, a timeout or a dropped
 * connection is tried again with backoff by the caller (lookup-runner.ts).
 */
import { z } from 'zod';
import { HLR_STATUSES } from '../../../resources/enrichment/hlr-lookups.ts';
import { CURRENCIES } from '../../../resources/campaigns/offers.ts';
import { OutboundError, OutboundHttpError, OutboundRefused, OutboundTooLarge, type OutboundClient } from '../../http/outbound/index.ts';
import { LookupFailure, type HlrAnswer, type LookupCall, type LookupProvider, type MnpAnswer } from './lookup-provider.ts';

export interface HttpProviderOptions {
  outbound: OutboundClient;
  baseUrl: string;
  apiKey: string | null;
  /** The team's `outbound_allowed_hosts`. */
  allowedHosts: readonly string[];
  timeoutMs?: number;
}

const text = z.string().trim().max(120).nullish();
const code = (digits: string) => z.string().regex(new RegExp(`^\\d{${digits}}$`)).nullish();
const money = { cost: z.number().int().min(0).max(1_000_000).nullish(), currency: z.enum(CURRENCIES).nullish() };

const hlrSchema = z.object({ status: z.enum(HLR_STATUSES), network: text, mcc: code('3'), mnc: code('2,3'), ported: z.boolean().nullish(), roaming: z.boolean().nullish(), ...money });
const mnpSchema = z.object({ ported: z.boolean(), country: z.string().regex(/^[A-Z]{2}$/).nullish(), original_network: text, current_network: text, mcc: code('3'), mnc: code('2,3'), ...money });

export function createHttpProvider(options: HttpProviderOptions): LookupProvider {
  const host = hostOf(options.baseUrl);

  async function ask<T>(kind: 'hlr' | 'mnp', e164: string, schema: z.ZodType<T>, call: LookupCall): Promise<T> {
    const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/${kind}`);
    url.searchParams.set('number', e164);
    let body: unknown;
    try {
      const res = await options.outbound.request({
        url,
        method: 'GET',
        headers: { accept: 'application/json', ...(options.apiKey && { authorization: `Bearer ${options.apiKey}` }) },
        allowedHosts: options.allowedHosts,
        // Retries are the lookup runner's, per number, so a slow number never holds up the batch.
        retries: 0,
        timeoutMs: options.timeoutMs ?? 10_000,
        maxBytes: 64 * 1024,
        signal: call.signal,
        purpose: `${kind} lookup`,
      });
      body = res.json();
    } catch (error) {
      throw failureOf(error, host, kind);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new LookupFailure(`${host} answered the ${kind.toUpperCase()} lookup with something that is not a lookup answer (${parsed.error.issues[0]?.path.join('.') || 'body'}: ${parsed.error.issues[0]?.message}).`, false);
    return parsed.data;
  }

  return {
    name: 'http',
    async hlr(e164, call): Promise<HlrAnswer> {
      const a = await ask('hlr', e164, hlrSchema, call);
      return { status: a.status, network: a.network ?? null, mcc: a.mcc ?? null, mnc: a.mnc ?? null, ported: a.ported ?? false, roaming: a.roaming ?? false, cost: a.cost ?? 0, currency: a.currency ?? 'USD' };
    },
    async mnp(e164, call): Promise<MnpAnswer> {
      const a = await ask('mnp', e164, mnpSchema, call);
      return { ported: a.ported, country: a.country ?? null, original_network: a.original_network ?? null, current_network: a.current_network ?? null, mcc: a.mcc ?? null, mnc: a.mnc ?? null, cost: a.cost ?? 0, currency: a.currency ?? 'USD' };
    },
  };
}

/** The outbound client's failure, worded for the person who configured the provider, and whether trying again may help. */
function failureOf(error: unknown, host: string, kind: string): LookupFailure {
  if (error instanceof OutboundHttpError) {
    if (error.status === 401 || error.status === 403) return new LookupFailure(`${host} refused the API key (${error.status}); check the key in the lookup provider's settings.`, false);
    if (error.status === 404) return new LookupFailure(`${host} has no ${kind.toUpperCase()} lookup at /${kind} (404); check the provider's base URL.`, false);
    return new LookupFailure(error.message, error.status === 408 || error.status === 429 || error.status >= 500);
  }
  if (error instanceof OutboundRefused || error instanceof OutboundTooLarge) return new LookupFailure(error.message, false);
  if (error instanceof OutboundError) return new LookupFailure(error.message, true);
  if (error instanceof SyntaxError) return new LookupFailure(`${host} answered the ${kind.toUpperCase()} lookup with something that is not JSON.`, false);
  if ((error as Error)?.name === 'AbortError') throw error;
  return new LookupFailure(`The ${kind.toUpperCase()} lookup at ${host} failed: ${(error as Error)?.message ?? String(error)}.`, true);
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
