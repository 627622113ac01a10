/** The outbound HTTP client: see client.ts. */
export { createOutboundClient } from './client.ts';
export { DEFAULT_SETTINGS, type OutboundClient, type OutboundClientOptions, type OutboundLogEntry, type OutboundRequest, type OutboundResponse, type OutboundSettings } from './types.ts';
export { OutboundError, OutboundHttpError, OutboundNetworkError, OutboundRefused, OutboundTimeout, OutboundTooLarge, type RefusalReason } from './errors.ts';
export { systemLookup, type Lookup, type ResolvedAddress } from './guard.ts';
export { outboundPolicyOf } from './team-policy.ts';
