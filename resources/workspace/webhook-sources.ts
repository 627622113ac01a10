/**
 * Records that receive webhooks from senders outside Parley, and the contract a sender signs by.
 * Isomorphic: the server registers the ingress routes from it, the app shows a record's webhook
 * address and secret where its resource is a source.
 */

/** A source kind is the name of the resource whose records receive deliveries. */
export const WEBHOOK_SOURCE_KINDS = ['feeds', 'live-phones'] as const;
export type WebhookSourceKind = (typeof WEBHOOK_SOURCE_KINDS)[number];

/** Where each kind receives, under `/v1/webhooks/teams/{team}/`. */
const SOURCE_PATHS: Record<WebhookSourceKind, string> = {
  feeds: 'audience/feeds',
  'live-phones': 'live-phone',
};

/**
 * Kinds whose records are also addressed by id alone, `/v1/webhooks/<path>/{id}` (a handset app is
 * configured with one address); their source finds the record's team (WebhookSource.teamOf).
 */
const SHORT_PATHS: Partial<Record<WebhookSourceKind, string>> = {
  'live-phones': 'live-phone',
};

/** The id-only path of a kind that has one, else null; `:id` as the route parameter by default. */
export function shortWebhookPath(kind: WebhookSourceKind, id: number | string = ':id'): string | null {
  const path = SHORT_PATHS[kind];
  return path ? `/v1/webhooks/${path}/${id}` : null;
}

export const isWebhookSource = (resourceName: string): resourceName is WebhookSourceKind => (WEBHOOK_SOURCE_KINDS as readonly string[]).includes(resourceName);

/** The API path (under the API base) a source record receives at; `:team` and `:id` as route parameters by default. */
export function webhookPath(kind: WebhookSourceKind, teamId: number | string = ':team', id: number | string = ':id'): string {
  return `/v1/webhooks/teams/${teamId}/${SOURCE_PATHS[kind]}/${id}`;
}

/** `Parley-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const SIGNATURE_HEADER = 'Parley-Signature';
/** Optional: the sender's id for the delivery; a second delivery with the same id changes nothing. */
export const DELIVERY_HEADER = 'Parley-Delivery';
/** A signature older (or further ahead) than this is refused, so a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
