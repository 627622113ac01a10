/**
 * What can go wrong when Parley calls the outside. Each message is written for the person who
 * configured the call (a tool's URL, a webhook target) and says what they can do about it.
 */
import type { AddressCategory } from './address-policy.ts';

export abstract class OutboundError extends Error {
  abstract readonly code: string;
  /** The host called (never the path or query: those may carry credentials). */
  readonly host: string;

  constructor(message: string, host: string, options?: { cause?: unknown }) {
    super(message, options);
    this.host = host;
  }
}

export type RefusalReason = 'invalid' | 'scheme' | 'credentials' | 'localhost' | 'address' | 'redirects';

const ALLOW_HINT = (host: string) => `an admin can allow ${host} in Team settings → Outbound hosts`;

/** The call was not made: the address is one Parley does not call for this team. */
export class OutboundRefused extends OutboundError {
  readonly code = 'outbound_refused';

  constructor(
    readonly reason: RefusalReason,
    message: string,
    host: string,
    /** The resolved address that was refused, and what kind it is, for `address`. */
    readonly address?: string,
    readonly category?: AddressCategory,
  ) {
    super(message, host);
  }

  static invalid(text: string, via?: string) {
    const shown = text.length > 80 ? `${text.slice(0, 80)}…` : text;
    return new OutboundRefused('invalid', via ? `${via} redirected to "${shown}", which is not a web address.` : `"${shown}" is not a web address; write it as https://host/path.`, via ?? '');
  }

  static scheme(protocol: string, host: string) {
    return new OutboundRefused('scheme', `Parley calls http:// and https:// addresses only, not ${protocol}//.`, host);
  }

  static credentials(host: string) {
    return new OutboundRefused('credentials', `Put the user name and password for ${host} in a header, not in the address: addresses show up in logs.`, host);
  }

  static localhost(host: string) {
    return new OutboundRefused('localhost', `Parley does not call ${host}, the machine it runs on; ${ALLOW_HINT(host)}.`, host);
  }

  static address(host: string, address: string, category: AddressCategory, via?: string) {
    const what = CATEGORY_WORDS[category];
    const named = host === address ? address : `${address} (${host})`;
    const redirect = via ? ` ${via} redirected there.` : '';
    return new OutboundRefused('address', `Parley does not call ${what} such as ${named}; ${ALLOW_HINT(host)}.${redirect}`, host, address, category);
  }

  static redirects(host: string, max: number) {
    return new OutboundRefused('redirects', `${host} redirected more than ${max} times; call the final address directly.`, host);
  }
}

const CATEGORY_WORDS: Record<AddressCategory, string> = {
  loopback: 'loopback addresses',
  private: 'private addresses',
  'link-local': 'link-local addresses (this includes cloud metadata services)',
  shared: 'carrier-grade NAT addresses',
  unspecified: 'unspecified addresses',
  multicast: 'multicast addresses',
  broadcast: 'broadcast addresses',
  reserved: 'reserved addresses',
};

/** No answer in time: `connect` (could not reach the host) or `total` (the whole exchange). */
export class OutboundTimeout extends OutboundError {
  readonly code = 'outbound_timeout';

  constructor(
    readonly phase: 'connect' | 'total',
    readonly ms: number,
    host: string,
  ) {
    super(
      phase === 'connect'
        ? `${host} did not accept a connection within ${seconds(ms)}; check that the host is up and reachable from the Parley server.`
        : `${host} did not answer within ${seconds(ms)}; it may be overloaded, or the call needs a longer timeout.`,
      host,
    );
  }
}

/** The answer was larger than the caller accepts; reading stopped at the limit. */
export class OutboundTooLarge extends OutboundError {
  readonly code = 'outbound_too_large';

  constructor(
    readonly limit: number,
    host: string,
  ) {
    super(`${host} answered with more than ${bytes(limit)}, more than Parley reads for this call.`, host);
  }
}

/** The host answered with a status the caller does not accept (after any retries). */
export class OutboundHttpError extends OutboundError {
  readonly code = 'outbound_http_error';

  constructor(
    readonly status: number,
    host: string,
    /** The start of the answer's body, for the caller to show; never logged. */
    readonly bodyExcerpt: string,
    readonly attempts: number,
  ) {
    const tries = attempts > 1 ? ` (after ${attempts} attempts)` : '';
    const words = statusWords(status);
    super(`${host} answered ${status}${words && ` ${words}`}${tries}.`, host);
  }
}

/** The connection failed: the name does not resolve, the host refused or dropped it, TLS failed. */
export class OutboundNetworkError extends OutboundError {
  readonly code = 'outbound_network_error';

  constructor(
    readonly causeCode: string,
    host: string,
    cause: unknown,
  ) {
    super(networkMessage(causeCode, host), host, { cause });
  }
}

function networkMessage(code: string, host: string): string {
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `The name ${host} does not resolve; check its spelling and DNS.`;
  if (code === 'ECONNREFUSED') return `${host} refused the connection; check the port and that the service is running.`;
  if (code.startsWith('ERR_TLS') || code.includes('CERT') || code === 'DEPTH_ZERO_SELF_SIGNED_CERT') return `The TLS certificate of ${host} is not valid (${code}).`;
  return `The connection to ${host} failed (${code}).`;
}

function statusWords(status: number): string {
  if (status === 401 || status === 403) return '(the credentials were refused)';
  if (status === 404) return '(not found: check the address)';
  if (status === 429) return '(too many requests)';
  if (status >= 500) return '(an error on its side)';
  return '';
}

const seconds = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`);
const bytes = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(n % (1024 * 1024) ? 1 : 0)} MiB` : n >= 1024 ? `${Math.round(n / 1024)} KiB` : `${n} bytes`);
