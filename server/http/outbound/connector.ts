/**
 * The undici connector behind every outbound connection: it resolves the host itself, checks the
 * addresses (guard.ts) and connects to the checked address, keeping the original name for TLS (SNI
 * and certificate check). There is no second DNS lookup between the check and the connection.
 */
import { buildConnector } from 'undici';
import { OutboundTimeout } from './errors.ts';
import { resolveChecked, type Lookup } from './guard.ts';

export function guardedConnector(options: { allowed: ReadonlySet<string>; lookup: Lookup; connectTimeoutMs: number }): buildConnector.connector {
  const connect = buildConnector({ timeout: options.connectTimeoutMs });
  return (opts, callback) => {
    let waiting = true;
    // The lookup has its own connect timeout: a resolver that never answers is a host that cannot
    // be reached. The connection then gets the same time again.
    const timer = setTimeout(() => {
      waiting = false;
      callback(new OutboundTimeout('connect', options.connectTimeoutMs, opts.hostname), null);
    }, options.connectTimeoutMs);
    resolveChecked(opts.hostname, options.allowed, options.lookup).then(
      ({ address }) => {
        if (!waiting) return;
        waiting = false;
        clearTimeout(timer);
        // `host` keeps the name, from which undici takes the TLS server name.
        connect({ ...opts, hostname: address }, callback);
      },
      (error: Error) => {
        if (!waiting) return;
        waiting = false;
        clearTimeout(timer);
        callback(error, null);
      },
    );
  };
}
